import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Artwork } from '@/domain/artwork';
import { formatPrice } from '@/domain/availability';
import { galleryOf } from '@/domain/galleries';
import { makeArtwork } from '@/test/artwork-factory';
import { ArtworkPanel, panelPriceLine } from '../artwork-panel';
import { availableAsked, availableOnly, offersAvailableFilter } from '../available-filter';
import { GalleryView } from '../gallery-page';
import { StatusBadge } from '../status-badge';

/** A narrow no-break space, as French prices are written by Intl. */
const NNBSP = '\u202f';

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

function renderGallery(artworks: Artwork[], url = '/aquarelles') {
  const Providers = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      {children}
      <Address />
    </MemoryRouter>
  );
  return render(
    <GalleryView gallery={galleryOf('Aquarelles')} state={{ status: 'success', data: artworks, error: undefined }} />,
    { wrapper: Providers },
  );
}

const address = () => screen.getByTestId('address').textContent;

// In display order (the trailing number of the title, descending): 40, 30, 20, 10.
const works: Artwork[] = [
  makeArtwork({ key: '10', title: 'Falaise 10', status: 'disponible', price: 800, priceShown: true }),
  makeArtwork({ key: '20', title: 'Port 20', status: 'vendue' }),
  makeArtwork({ key: '30', title: 'Jardin 30', status: 'disponible' }),
  makeArtwork({ key: '40', title: 'Verger 40', status: 'reservee', price: 1200 }),
];

beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('yarl__container') ? 1024 : 0;
  });
});
afterAll(() => vi.restoreAllMocks());

describe('the status badge', () => {
  it('shows a red dot and the word for a reserved or a sold work, the word read by screen readers', () => {
    const { container } = render(<StatusBadge artwork={{ status: 'vendue' }} place="card" />);
    expect(container).toHaveTextContent('Vendue');
    const dot = container.querySelector('[aria-hidden="true"]');
    expect(dot).toHaveClass('bg-red-700', 'rounded-full');
    render(<StatusBadge artwork={{ status: 'reservee' }} place="panel" />);
    expect(screen.getByText('Réservée')).toBeInTheDocument();
  });

  it('shows nothing for any other status, nor without one', () => {
    for (const status of [undefined, 'disponible', 'collection', 'non-a-vendre'] as const) {
      const { container } = render(<StatusBadge artwork={{ status }} place="card" />);
      expect(container).toBeEmptyDOMElement();
    }
  });

  it('names the card of a sold work with its status, and leaves the cards of the others as they were', () => {
    renderGallery([...works, makeArtwork({ key: '5', title: 'Plage 5' })]);
    // jsdom joins the picture's description and the word without the space Chromium puts
    // between an image and an inline block (e2e/catalogue-status.spec.ts checks the real name).
    const sold = screen.getByRole('link', { name: /^Port 20, n° 20 ?Vendue$/ });
    expect(sold).toHaveClass('relative');
    expect(screen.getByRole('link', { name: /^Verger 40, n° 40 ?Réservée$/ })).toBeInTheDocument();
    const plain = screen.getByRole('link', { name: 'Plage 5, n° 5' });
    expect(plain).not.toHaveClass('relative');
    expect(plain.className).toBe('group block overflow-hidden bg-paper-deep');
  });
});

describe("the viewer panel's price line", () => {
  const url = 'https://example.com/aquarelles/10';

  it('follows the mode: the public price, every price on offer, or none', () => {
    const hidden = { status: 'disponible', price: 1200 } as const;
    expect(panelPriceLine(hidden, 'public')).toBe('Prix sur demande');
    expect(panelPriceLine(hidden, 'all')).toBe(`1${NNBSP}200${NBSP_EURO}`);
    expect(panelPriceLine(hidden, 'none')).toBeNull();
    expect(panelPriceLine({ status: 'vendue', price: 500, priceShown: true }, 'all')).toBeNull();
    expect(panelPriceLine({}, 'public')).toBeNull();
  });

  it('shows the price she chose to show, the badge, and the technique', () => {
    render(
      <ArtworkPanel
        artwork={makeArtwork({
          key: '10',
          title: 'Falaise 10',
          status: 'reservee',
          price: 800,
          priceShown: true,
          technique: 'Aquarelle',
        })}
        showsDimensions
        titleId="t"
        url={url}
      />,
    );
    expect(screen.getByText(formatPrice(800), { normalizer: (text) => text })).toBeInTheDocument();
    expect(screen.getByText('Réservée')).toBeInTheDocument();
    expect(screen.getByText('Technique : Aquarelle')).toBeInTheDocument();
  });

  it('says "Prix sur demande" for a work on offer whose price she keeps, and nothing in mode none', () => {
    const work = makeArtwork({ key: '30', title: 'Jardin 30', status: 'disponible', price: 900 });
    const { unmount } = render(<ArtworkPanel artwork={work} showsDimensions titleId="t" url={url} />);
    expect(screen.getByText('Prix sur demande')).toBeInTheDocument();
    unmount();
    render(<ArtworkPanel artwork={work} showsDimensions titleId="t" url={url} priceMode="none" />);
    expect(screen.queryByText('Prix sur demande')).not.toBeInTheDocument();
  });

  it('shows nothing new for a work without a status', () => {
    const { container } = render(
      <ArtworkPanel
        artwork={makeArtwork({ key: '5', title: 'Plage 5', price: 300, priceShown: true })}
        showsDimensions
        titleId="t"
        url={url}
      />,
    );
    expect(container).not.toHaveTextContent(/€|Prix|Vendue|Réservée/);
  });

  it('puts the state the visitor saw in the body of "Demander des informations"', () => {
    render(<ArtworkPanel artwork={works[0]!} showsDimensions titleId="t" url={url} />);
    const mailto = new URL(screen.getByRole('link', { name: 'Demander des informations' }).getAttribute('href')!);
    expect(mailto.searchParams.get('body')).toContain('Cette œuvre est indiquée comme disponible sur le site.');
  });
});

/** The euro sign as Intl writes it after a number in French. */
const NBSP_EURO = '\u00a0€';

describe('the "Disponibles" filter', () => {
  it('reads its address, keeps the available works in their order, and is offered only with statuses', () => {
    expect(availableAsked('?disponibles')).toBe(true);
    expect(availableAsked('?autre=1')).toBe(false);
    expect(availableOnly(works).map((w) => w.key)).toEqual(['10', '30']);
    expect(offersAvailableFilter(works)).toBe(true);
    expect(offersAvailableFilter([makeArtwork({ key: '1' })])).toBe(false);
  });

  it('shows no toggle in a gallery without statuses', () => {
    renderGallery([makeArtwork({ key: '1', title: 'Plage 1' })]);
    expect(screen.queryByRole('button', { name: 'Disponibles' })).not.toBeInTheDocument();
  });

  it('filters at its address, in display order, and puts the whole gallery back when pressed again', async () => {
    const user = userEvent.setup();
    renderGallery(works);
    const toggle = screen.getByRole('button', { name: 'Disponibles' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('figure')).toHaveLength(4);
    await user.click(toggle);
    expect(address()).toBe('/aquarelles?disponibles');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const cards = screen.getAllByRole('link', { name: /n°/ });
    expect(cards.map((link) => link.getAttribute('href'))).toEqual([
      '/aquarelles/30?disponibles',
      '/aquarelles/10?disponibles',
    ]);
    await user.click(toggle);
    expect(address()).toBe('/aquarelles');
    expect(screen.getAllByRole('figure')).toHaveLength(4);
  });

  it('opens filtered at its address, the viewer browsing the available works', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderGallery(works, '/aquarelles?disponibles');
    expect(screen.getByRole('button', { name: 'Disponibles' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('figure')).toHaveLength(2);
    await user.click(screen.getByRole('link', { name: 'Jardin 30, n° 30' }));
    // The viewer's code loads on the first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Jardin' }, { timeout: 10_000 });
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(address()).toBe('/aquarelles/10?disponibles'));
    expect(dialog).toHaveAccessibleName('Falaise');
    expect(within(dialog).getByText(formatPrice(800), { normalizer: (text) => text })).toBeInTheDocument();
  });

  it('says so in French when no work is available', () => {
    renderGallery([makeArtwork({ key: '20', title: 'Port 20', status: 'vendue' })], '/aquarelles?disponibles');
    expect(screen.getByRole('status')).toHaveTextContent(
      "Aucune œuvre de cette galerie n'est disponible en ce moment.",
    );
    expect(screen.queryAllByRole('figure')).toHaveLength(0);
  });
});
