import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArtworkReader } from '@/backend/types';
import type { Artwork } from '@/domain/artwork';
import { galleryOf } from '@/domain/galleries';
import { makeArtwork } from '@/test/artwork-factory';
import { GalleryView } from '../gallery-page';
import { InitialArtworksProvider } from '../initial-artworks';
import { useArtworks } from '../use-artworks';
import { nextTask } from '@/test/next-task';

/** Where the app is: the address and the history entry's state. */
function Address() {
  const { pathname, state } = useLocation();
  return (
    <p data-testid="address" data-state={JSON.stringify(state)}>
      {pathname}
    </p>
  );
}

function providersAt(url: string) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[url]}>
        {children}
        <Address />
      </MemoryRouter>
    );
  };
}

const aquarelles: Artwork[] = [
  makeArtwork({
    key: 'undefined3',
    title: 'Le pommier 3',
    subtitle: '3',
    dimensions: '30 x 40 cm',
    description: 'Lavis.',
    width: 1200,
    height: 800,
  }),
  makeArtwork({ key: '27', title: 'Brume sur la Seine 27', subtitle: '27' }),
];

function renderGallery(
  type: Parameters<typeof galleryOf>[0],
  artworks: Artwork[],
  { url = galleryOf(type).path, snapshot = false } = {},
) {
  return render(
    <GalleryView
      gallery={galleryOf(type)}
      state={{ status: 'success', data: artworks, error: undefined }}
      snapshot={snapshot}
    />,
    { wrapper: providersAt(url) },
  );
}

const address = () => screen.getByTestId('address').textContent;
const card = (name: string) => screen.getByRole('link', { name });

/** The viewer measures its container to fit the picture: jsdom lays nothing out. */
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('yarl__container') ? 1024 : 0;
  });
});
afterAll(() => vi.restoreAllMocks());

describe('GalleryPage', () => {
  it('shows the title, and the cards as figures with a caption, sorted', () => {
    renderGallery('Aquarelles', aquarelles);
    expect(screen.getByRole('heading', { level: 1, name: 'Aquarelle' })).toBeInTheDocument();
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(within(figures[0]!).getByText('Brume sur la Seine')).toBeInTheDocument();
    expect(within(figures[0]!).getByText('27')).toBeInTheDocument();
    expect(within(figures[1]!).getByRole('img')).toHaveAttribute('alt', 'Le pommier 3, n° 3');
  });

  it("gives each card its work's proportions, and a work without a size a 4:5 box", () => {
    renderGallery('Aquarelles', aquarelles);
    expect(card('Le pommier 3, n° 3')).toHaveStyle({ aspectRatio: '1200 / 800' });
    expect(card('Brume sur la Seine 27, n° 27')).toHaveStyle({ aspectRatio: '4 / 5' });
  });

  it("links each card to its work's own address", () => {
    renderGallery('Aquarelles', aquarelles);
    expect(card('Le pommier 3, n° 3')).toHaveAttribute('href', '/aquarelles/3');
    expect(card('Brume sur la Seine 27, n° 27')).toHaveAttribute('href', '/aquarelles/27');
  });

  it('opens a work at its address, with the title, numéro, dimensions and description', async () => {
    const user = userEvent.setup();
    renderGallery('Aquarelles', aquarelles);
    await user.click(card('Le pommier 3, n° 3'));
    expect(address()).toBe('/aquarelles/3');
    const dialog = await screen.findByRole('dialog', { name: 'Le pommier' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Numéro : 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Dimensions : 30 x 40 cm')).toBeInTheDocument();
    expect(within(dialog).getByText('Lavis.')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('shows no caption and no dimensions for ateliers', async () => {
    const user = userEvent.setup();
    renderGallery('ateliers', [makeArtwork({ key: '4', type: 'ateliers', title: 'Crèche 4', dimensions: '1 m' })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Interventions' })).toBeInTheDocument();
    expect(screen.queryByText('Crèche')).not.toBeInTheDocument();
    await user.click(card('Crèche 4, n° 4'));
    expect(await screen.findByRole('dialog', { name: 'Crèche' })).toBeInTheDocument();
    expect(screen.queryByText(/Dimensions/)).not.toBeInTheDocument();
  });

  it('moves the address along with the viewer, then closes back to the gallery, focus on the last card shown', async () => {
    const user = userEvent.setup();
    renderGallery('Aquarelles', aquarelles);
    await user.click(card('Brume sur la Seine 27, n° 27'));
    const dialog = await screen.findByRole('dialog', { name: 'Brume sur la Seine' });
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(address()).toBe('/aquarelles/3'));
    expect(dialog).toHaveAccessibleName('Le pommier');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/aquarelles');
    expect(card('Le pommier 3, n° 3')).toHaveFocus();
  });

  it("shows a work's title in its card's place when its picture fails, the card the same link at the same size", () => {
    renderGallery('Aquarelles', aquarelles);
    const link = card('Le pommier 3, n° 3');
    fireEvent.error(within(link).getByRole('img'));
    expect(within(link).queryByRole('img')).not.toBeInTheDocument();
    expect(within(link).getByText('Le pommier 3, n° 3')).toHaveClass('bg-paper-deep', 'text-ink');
    // The same name, once: the text that replaced the picture.
    expect(card('Le pommier 3, n° 3')).toBe(link);
    expect(link).toHaveStyle({ aspectRatio: '1200 / 800' });
    expect(link.querySelector('[data-picture-fallback]')).toHaveClass('h-full', 'w-full');
    // The other card keeps its picture.
    expect(within(card('Brume sur la Seine 27, n° 27')).getByRole('img')).toBeInTheDocument();
  });

  it("shows a work's title in the viewer where its picture fails, not a broken picture", async () => {
    renderGallery('Aquarelles', aquarelles, { url: '/aquarelles/3' });
    const dialog = await screen.findByRole('dialog', { name: 'Le pommier' });
    const picture = within(dialog).getByRole('img', { name: 'Le pommier 3, n° 3' });
    fireEvent.error(picture);
    const fallback = await within(dialog).findByText('Le pommier 3, n° 3');
    // The lightbox keeps the failed picture, hidden, with its alt: the box is not read twice.
    expect(fallback.closest('[data-picture-fallback]')).toHaveAttribute('aria-hidden', 'true');
    expect(fallback.closest('[data-picture-fallback]')).toHaveStyle({ aspectRatio: '1200 / 800' });
    expect(dialog.querySelector('.yarl__slide_error')).toBeNull();
  });

  it('opens the work of an address visited directly, and puts the gallery before it in the history', async () => {
    renderGallery('Aquarelles', aquarelles, { url: '/Aquarelles/Undefined3' });
    expect(await screen.findByRole('dialog', { name: 'Le pommier' })).toBeInTheDocument();
    expect(address()).toBe('/Aquarelles/Undefined3');
    expect(screen.getByTestId('address')).toHaveAttribute('data-state', JSON.stringify({ fromGallery: true }));
  });

  it('says that a work no longer exists when its address names none, but not before the live data is in', () => {
    const { unmount } = renderGallery('Aquarelles', aquarelles, { url: '/aquarelles/99', snapshot: true });
    expect(screen.queryByText("Cette œuvre n'est plus exposée.")).not.toBeInTheDocument();
    unmount();
    renderGallery('Aquarelles', aquarelles, { url: '/aquarelles/99' });
    expect(screen.getByRole('status')).toHaveTextContent("Cette œuvre n'est plus exposée.");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });

  it('groups canvas works by year, newest open first, each year a toggle button', async () => {
    const user = userEvent.setup();
    renderGallery('Peinture sur Toile', [
      makeArtwork({ key: '7', type: 'Peinture sur Toile', title: 'Falaises 7', years: 2021 }),
      makeArtwork({ key: '15', type: 'Peinture sur Toile', title: 'Le grand chêne 15', years: 2023 }),
    ]);
    const newest = screen.getByRole('button', { name: /2023/ });
    const older = screen.getByRole('button', { name: /2021/ });
    expect(newest).toHaveAttribute('aria-expanded', 'true');
    expect(older).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Le grand chêne')).toBeVisible();
    expect(screen.queryByText('Falaises')).not.toBeInTheDocument();
    await user.click(older);
    expect(screen.getByText('Falaises')).toBeVisible();
    await user.click(newest);
    expect(newest).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Le grand chêne')).not.toBeInTheDocument();
  });

  it('shows the loading, empty and error states in French', () => {
    const gallery = galleryOf('Aquarelles');
    const { rerender } = render(
      <GalleryView gallery={gallery} state={{ status: 'loading', data: undefined, error: undefined }} />,
      { wrapper: providersAt('/aquarelles') },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des œuvres…');
    rerender(<GalleryView gallery={gallery} state={{ status: 'success', data: [], error: undefined }} />);
    expect(screen.getByText("Aucune œuvre n'est encore exposée dans cette galerie.")).toBeInTheDocument();
    rerender(
      <GalleryView gallery={gallery} state={{ status: 'error', data: undefined, error: new Error('offline') }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("Les œuvres n'ont pas pu être chargées.");
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });
});

describe('useArtworks', () => {
  function Probe({ load }: { load: () => Promise<ArtworkReader> }) {
    const state = useArtworks('Aquarelles', { loadReader: load });
    return <p>{state.status === 'success' ? state.data.map((a) => a.key).join(',') : state.status}</p>;
  }

  it('is loading, then follows every change, then unsubscribes', async () => {
    let push: (artworks: Artwork[]) => void = () => {};
    const unsubscribe = vi.fn();
    const reader: ArtworkReader = {
      subscribeArtworks: (_type, onData) => {
        push = onData;
        return unsubscribe;
      },
    };
    const load = () => Promise.resolve(reader);
    const { unmount } = render(<Probe load={load} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await nextTask();
    act(() => push([makeArtwork({ key: '1' })]));
    expect(screen.getByText('1')).toBeInTheDocument();
    act(() => push([makeArtwork({ key: '1' }), makeArtwork({ key: '2' })]));
    expect(screen.getByText('1,2')).toBeInTheDocument();
    unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('tells the prerendered snapshot from the live data', async () => {
    let push: (artworks: Artwork[]) => void = () => {};
    const reader: ArtworkReader = {
      subscribeArtworks: (_type, onData) => {
        push = onData;
        return () => {};
      },
    };
    function SnapshotProbe() {
      const state = useArtworks('Aquarelles', { loadReader: () => Promise.resolve(reader) });
      return <p>{state.snapshot ? 'snapshot' : 'live'}</p>;
    }
    render(
      <InitialArtworksProvider value={{ Aquarelles: [makeArtwork({ key: '1' })] }}>
        <SnapshotProbe />
      </InitialArtworksProvider>,
    );
    expect(screen.getByText('snapshot')).toBeInTheDocument();
    await nextTask();
    act(() => push([makeArtwork({ key: '1' })]));
    expect(screen.getByText('live')).toBeInTheDocument();
  });

  it('reports a subscription error and a backend that fails to load', async () => {
    const failing: ArtworkReader = {
      subscribeArtworks: (_type, _onData, onError) => {
        onError(new Error('permission_denied'));
        return () => {};
      },
    };
    const loadFailing = () => Promise.resolve(failing);
    render(<Probe load={loadFailing} />);
    expect(await screen.findByText('error')).toBeInTheDocument();
  });
});
