import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicReader } from '@/backend/types';
import { identityOrSeed } from '@/content/identity-seed';
import { selectionPagePath } from '@/domain/paths';
import { newSelectionId, type Selection } from '@/domain/selection';
import { SAMPLE_ARTWORKS } from '@/test/sample-artworks';
import { createTestBackend, type TestBackend } from '@/test/test-backend';
import { Link } from 'react-router-dom';
import { displayTitle } from '@/domain/title';
import { SelectionPage, type SelectionViews } from '../selection-page';

/*
 * The gallery's cards and viewer are handed in by src/app/selection-route.tsx (a feature does not
 * import another): here, stand-ins with their contract (links to hrefOf with the gallery's history
 * state, a dialog named by the work). The real ones are checked in e2e/selections.spec.ts.
 */
const VIEWS: SelectionViews = {
  Masonry: ({ artworks, hrefOf, registerCard }) => (
    <div>
      {artworks.map((artwork) => (
        <figure key={artwork.key}>
          <Link to={hrefOf(artwork)} state={{ fromGallery: true }} ref={(link) => registerCard(artwork.key, link)}>
            <img src={artwork.image} alt="" />
          </Link>
          <figcaption>{displayTitle(artwork.title)}</figcaption>
        </figure>
      ))}
    </div>
  ),
  Viewer: ({ artworks, index, onClose, priceMode }) => (
    <div role="dialog" aria-label={displayTitle(artworks[index]!.title)}>
      <p>Numéro : {artworks[index]!.subtitle}</p>
      <p>Prix : {priceMode}</p>
      <button type="button" onClick={onClose}>
        Fermer
      </button>
    </div>
  ),
};

/** The page reads the backend chosen at build time: here, the demo backend on memory. */
const reader = vi.hoisted(() => ({ backend: null as PublicReader | null }));
vi.mock('@/backend/load-artwork-reader', () => ({
  loadArtworkReader: () => Promise.resolve(reader.backend!),
}));

const ID = newSelectionId();
/** Two works of two galleries that both hold a key "5": the page must tell them apart. */
const OTHER_FIVE = {
  ...SAMPLE_ARTWORKS[1]!,
  key: '5',
  title: 'Le port 5',
  subtitle: '5',
  image: 'https://images.test/p5.webp',
};
const ARTWORKS = [...SAMPLE_ARTWORKS, OTHER_FIVE];
const SELECTION: Selection = {
  id: ID,
  title: 'Pour Claire',
  message: 'Voici les œuvres dont nous avons parlé.\nÀ bientôt.',
  showPrices: false,
  disabled: false,
  created: 1_700_000_000_000,
  works: [
    { type: 'Peinture sur Toile', key: '5' },
    { type: 'Aquarelles', key: '27' },
    { type: 'Aquarelles', key: '5' },
  ],
};
const NAME = identityOrSeed(null).name;
const EMAIL = identityOrSeed(null).email;

let backend: TestBackend;
beforeEach(async () => {
  backend = createTestBackend({ artworks: ARTWORKS });
  await backend.saveSelection(SELECTION, null);
  reader.backend = backend;
});

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/selection/*', element: <SelectionPage views={VIEWS} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const noindex = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('a private selection at its link', () => {
  it('shows her title, her message and exactly its works in its order, never indexed', async () => {
    renderAt(selectionPagePath(ID));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pour Claire' })).toBeInTheDocument();
    expect(screen.getByText(/Voici les œuvres dont nous avons parlé/)).toBeInTheDocument();
    expect(screen.getByText(`Une sélection de ${NAME}`)).toBeInTheDocument();
    const figures = await screen.findAllByRole('figure');
    expect(figures.map((f) => within(f).getByRole('link').getAttribute('href'))).toEqual([
      `${selectionPagePath(ID)}?oeuvre=peinture-sur-toile.5`,
      `${selectionPagePath(ID)}?oeuvre=aquarelles.27`,
      `${selectionPagePath(ID)}?oeuvre=aquarelles.5`,
    ]);
    expect(figures.map((f) => f.textContent)).toEqual([
      expect.stringContaining('Les falaises'),
      expect.stringContaining('Brume sur la Seine'),
      expect.stringContaining('Le port'),
    ]);
    expect(noindex()).toBe('noindex');
    expect(document.title).toBe(`Pour Claire · Sélection · ${NAME}`);
  });

  it('follows the studio live: a title changed, a work moved to the trash, the selection disabled', async () => {
    renderAt(selectionPagePath(ID));
    expect(await screen.findAllByRole('figure')).toHaveLength(3);

    const falaises = (await backend.find('Peinture sur Toile', '5'))!;
    const fields = {
      type: falaises.type,
      title: 'Les hautes falaises 5',
      subtitle: falaises.subtitle,
      description: falaises.description,
      dimensions: falaises.dimensions,
      years: falaises.years,
    };
    await act(() => backend.updateArtwork(falaises, fields, null));
    expect(await screen.findByText('Les hautes falaises')).toBeInTheDocument();

    await act(async () => void (await backend.deleteArtwork(OTHER_FIVE)));
    await waitFor(() => expect(screen.getAllByRole('figure')).toHaveLength(2));
    expect(screen.queryByText('Le port')).not.toBeInTheDocument();

    await act(() => backend.saveSelection({ ...SELECTION, disabled: true }, SELECTION));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sélection indisponible' })).toBeInTheDocument();
    expect(screen.getByText('Cette sélection n’est plus consultable.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(noindex()).toBe('noindex');
  });

  it.each([
    ['an id of the right shape that names none', selectionPagePath(newSelectionId())],
    ['a malformed id', '/selection/abc'],
    ['no id', '/selection'],
  ])('answers %s with a polite notice, never indexed', async (_, url) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sélection introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EMAIL })).toBeInTheDocument();
    expect(noindex()).toBe('noindex');
  });

  it('opens a work in the viewer at ?oeuvre=, and Back closes it, the focus back on its card', async () => {
    const { router, user } = renderAt(selectionPagePath(ID));
    const figures = await screen.findAllByRole('figure');
    await user.click(within(figures[2]!).getByRole('link'));
    expect(router.state.location.search).toBe('?oeuvre=aquarelles.5');
    const dialog = await screen.findByRole('dialog', { name: 'Le port' });
    expect(within(dialog).getByText('Numéro : 5')).toBeInTheDocument();
    expect(within(dialog).getByText('Prix : none'), 'a selection without prices shows none').toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(within(screen.getAllByRole('figure')[2]!).getByRole('link')).toHaveFocus();
  });

  it("shows every offered work's price in the viewer when she chose to show the prices", async () => {
    await backend.saveSelection({ ...SELECTION, showPrices: true }, SELECTION);
    const { user } = renderAt(selectionPagePath(ID));
    const figures = await screen.findAllByRole('figure');
    await user.click(within(figures[0]!).getByRole('link'));
    expect(within(await screen.findByRole('dialog')).getByText('Prix : all')).toBeInTheDocument();
  });

  it('opens the work of a link sent with it open, the selection before it in the history', async () => {
    const { router } = renderAt(`${selectionPagePath(ID)}?oeuvre=peinture-sur-toile.5`);
    expect(await screen.findByRole('dialog', { name: 'Les falaises' })).toBeInTheDocument();
    // The selection goes in before the work in an effect after the viewer's first commit: Back
    // pressed in between would leave the page, as in a browser.
    await waitFor(() => expect(router.state.location.state).toEqual({ fromGallery: true }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(selectionPagePath(ID));
  });
});
