import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import type { Artwork } from '@/domain/artwork';
import { newSelectionId, type Selection } from '@/domain/selection';
import { STUDIO_PATHS, studioDossierPath } from '@/domain/studio-paths';
import { SAMPLE_ARTWORKS } from '@/test/sample-artworks';
import { createTestBackend, type TestBackend } from '@/test/test-backend';
import { renderAdminRoutes, STUDIO_RENDER } from '../../__tests__/admin-test-utils';
import { STUDIO_SCREENS } from '../../shell/studio-screens';
import { DOSSIER_NOTICES } from '../dossier-content';

const PRICED: Artwork = {
  key: '31',
  type: 'Aquarelles',
  title: 'Marée basse 31',
  subtitle: '31',
  description: '',
  dimensions: '24 x 32 cm',
  technique: 'Aquarelle sur papier coton',
  image: 'https://images.test/31.webp',
  width: 1200,
  height: 900,
  status: 'disponible',
  price: 1200,
  priceShown: true,
  created: 1_650_000_000_002,
};

const ARTWORKS = [...SAMPLE_ARTWORKS, PRICED];
const PRINT = 'Imprimer ou enregistrer en PDF';

/** Opens the dossier at `url` (a query included) and waits for its heading. */
async function openDossier(backend: TestBackend, url: string) {
  // This screen's code only: loaded first, it renders at once.
  await STUDIO_SCREENS.find((s) => s.path === STUDIO_PATHS.dossier)!.load();
  const rendered = renderAdminRoutes(url, backend);
  await screen.findByRole('heading', { level: 1, name: 'Dossier imprimable' }, STUDIO_RENDER);
  return rendered;
}

function preview() {
  return within(screen.getByRole('article', { name: /^Aperçu/ }));
}

let print: ReturnType<typeof vi.fn>;

beforeEach(() => {
  print = vi.fn();
  vi.stubGlobal('print', print);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the printable dossier', STUDIO_RENDER, () => {
  it('of a gallery: the cover, the statement, the CV, then its works; printing waits for their images', async () => {
    const backend = createTestBackend({ artworks: ARTWORKS, site: DEFAULT_SITE_CONTENT });
    const { user } = await openDossier(backend, studioDossierPath({ gallery: '/aquarelles' }));

    const doc = await waitFor(preview, STUDIO_RENDER);
    expect(doc.getByRole('heading', { level: 2, name: DEFAULT_SITE_CONTENT.identity!.name })).toBeInTheDocument();
    expect(doc.getByText('Aquarelle')).toBeInTheDocument();
    expect(doc.getByText(DEFAULT_SITE_CONTENT.identity!.email)).toBeInTheDocument();
    expect(doc.getByRole('heading', { name: DEFAULT_SITE_CONTENT.statement.title })).toBeInTheDocument();
    expect(doc.getByRole('heading', { name: 'Parcours' })).toBeInTheDocument();
    // The gallery's three works, in its order (numbers, highest first), each with its large image.
    expect(doc.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      PRICED.image,
      SAMPLE_ARTWORKS[1]!.image,
      SAMPLE_ARTWORKS[0]!.image,
    ]);
    expect(doc.queryByText('Les falaises')).toBeNull();
    // No prices unless chosen; the status shows.
    expect(doc.getByText('Disponible')).toBeInTheDocument();
    expect(doc.queryByText(/1\s200\s€/)).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Afficher les prix' })).not.toBeChecked();

    const button = screen.getByRole('button', { name: PRINT });
    expect(button).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Chargement des images : 0 sur 3…'));
    const images = doc.getAllByRole('img');
    fireEvent.load(images[0]!);
    fireEvent.load(images[1]!);
    expect(await screen.findByText('Chargement des images : 2 sur 3…')).toBeInTheDocument();
    expect(button).toBeDisabled();
    fireEvent.load(images[2]!);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByRole('status')).toHaveTextContent('Le dossier est prêt à imprimer.');
    await user.click(button);
    expect(print).toHaveBeenCalledOnce();

    // The screen previews the first works' sheets; all are in the document, for paper.
    const sheets = () => [...document.querySelectorAll('[data-dossier-work]')];
    expect(sheets().map((sheet) => sheet.classList.contains('dossier-unpreviewed'))).toEqual([false, true, true]);
    expect(
      screen.getByText(/^Aperçu : la couverture, la démarche, le parcours et la première œuvre sur 3/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Afficher toutes les pages' }));
    expect(screen.getByRole('button', { name: 'Afficher toutes les pages' })).toHaveAttribute('aria-pressed', 'true');
    expect(sheets().some((sheet) => sheet.classList.contains('dossier-unpreviewed'))).toBe(false);
  });

  it('shows prices when chosen, and the address keeps the choice', async () => {
    const backend = createTestBackend({ artworks: ARTWORKS, site: DEFAULT_SITE_CONTENT });
    const { user, router } = await openDossier(backend, studioDossierPath({ gallery: '/aquarelles' }));
    await waitFor(preview, STUDIO_RENDER);

    await user.click(screen.getByRole('checkbox', { name: 'Afficher les prix' }));
    expect(await preview().findByText(/^1\s200\s€$/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?galerie=%2Faquarelles&prix=oui');
  });

  it('a failed image does not hold the button: it says the image will be missing', async () => {
    const backend = createTestBackend({ artworks: ARTWORKS, site: DEFAULT_SITE_CONTENT });
    await openDossier(backend, studioDossierPath({ work: { type: 'Aquarelles', key: '31' } }));
    const doc = await waitFor(preview, STUDIO_RENDER);

    // A tear sheet: one page, her name and contacts, the work.
    expect(doc.getByText(DEFAULT_SITE_CONTENT.identity!.name)).toBeInTheDocument();
    expect(doc.getByRole('heading', { level: 2, name: 'Marée basse' })).toBeInTheDocument();
    expect(doc.getByText('Aquarelle sur papier coton')).toBeInTheDocument();
    expect(doc.queryByRole('heading', { name: 'Parcours' })).toBeNull();

    expect(screen.getByRole('button', { name: PRINT })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Chargement des images : 0 sur 1…'));
    fireEvent.error(doc.getByRole('img'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Une image n'a pas pu être chargée : elle manquera sur le papier.",
    );
    expect(screen.getByRole('button', { name: PRINT })).toBeEnabled();
  });

  it('of a selection: its title and its works, prices as the selection shows them', async () => {
    const backend = createTestBackend({ artworks: ARTWORKS, site: DEFAULT_SITE_CONTENT });
    const selection: Selection = {
      id: newSelectionId(),
      title: 'Pour la galerie du port',
      showPrices: true,
      disabled: false,
      created: 1_700_000_000_000,
      works: [
        { type: 'Peinture sur Toile', key: '5' },
        { type: 'Aquarelles', key: '31' },
      ],
    };
    await backend.saveSelection(selection, null);
    const { user, router } = await openDossier(backend, studioDossierPath({ selection: selection.id }));

    const doc = await waitFor(preview, STUDIO_RENDER);
    expect(doc.getByText('Sélection : Pour la galerie du port')).toBeInTheDocument();
    expect(
      doc
        .getAllByRole('heading', { level: 2 })
        .slice(-2)
        .map((h) => h.textContent),
    ).toEqual(['Les falaises', 'Marée basse']);
    expect(doc.getByText(/^1\s200\s€$/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Afficher les prix' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Contenu' })).toHaveDisplayValue('Sélection : Pour la galerie du port');

    // Another subject from the form: the whole catalogue, prices off again by default.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Contenu' }), 'Toutes les œuvres (catalogue)');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(STUDIO_PATHS.dossier),
    );
    expect(await preview().findByText('Catalogue')).toBeInTheDocument();
    expect(preview().queryByText(/^1\s200\s€$/)).toBeNull();
  });

  it.each([
    ['a selection', studioDossierPath({ selection: 'AAAAAAAAAAAAAAAAAAAAAA' }), DOSSIER_NOTICES.selection],
    ['a malformed selection id', studioDossierPath({ selection: 'a.b#c' }), DOSSIER_NOTICES.selection],
    ['a gallery', studioDossierPath({ gallery: '/nulle-part' }), DOSSIER_NOTICES.gallery],
    ['a work', studioDossierPath({ work: { type: 'Aquarelles', key: '404' } }), DOSSIER_NOTICES.work],
  ])('%s that does not exist: a French notice, nothing to print', async (_name, url, message) => {
    const backend = createTestBackend({ artworks: ARTWORKS, site: DEFAULT_SITE_CONTENT });
    await openDossier(backend, url);
    expect(await screen.findByRole('alert', {}, STUDIO_RENDER)).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: PRINT })).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
