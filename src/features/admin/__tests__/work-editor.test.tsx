import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '@/backend/demo/demo-backend';
import type { ArtworkReader } from '@/backend/types';
import type { Artwork, ArtworkType } from '@/domain/artwork';
import { displaySequence } from '@/domain/display-order';
import { galleryOf } from '@/domain/galleries';
import { STUDIO_PATHS, studioGalleryPath, studioWorkPath, studioDossierPath } from '@/domain/studio-paths';
import { photoFile, PREPARED, stubObjectUrls } from '@/test/photos';
import { SAMPLE_ARTWORKS } from '@/test/sample-artworks';
import { createIndexedDbDemoBackend, createTestBackend } from '@/test/test-backend';
import { catalogue, renderAdminForms, STUDIO_RENDER } from './admin-test-utils';
import { photo } from './studio-fakes';

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  stubObjectUrls();
  photo.preparePhoto.mockResolvedValue(PREPARED);
  photo.canDecodePhoto.mockResolvedValue(true);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.clearAllMocks();
  consoleError.mockRestore();
  localStorage.clear();
});

const LEGACY = SAMPLE_ARTWORKS[0]!;
const CANVAS = SAMPLE_ARTWORKS[2]!;
/** A work whose title carries more digits than its number, as the earlier site's series do. */
const SERIES: Artwork = {
  ...SAMPLE_ARTWORKS[1]!,
  key: '31',
  title: 'Série 2 n°31',
  subtitle: '31',
  created: 1_650_000_000_002,
};
const WORKS = [...SAMPLE_ARTWORKS, SERIES];

const AQUARELLES = '/aquarelles';

/** The editor's form, once a work shows. */
async function editor() {
  const button = await screen.findByRole('button', { name: 'Enregistrer' }, STUDIO_RENDER);
  return within(button.closest('form')!);
}

describe('the works grid', STUDIO_RENDER, () => {
  it('shows each gallery at its address with its count, and its works as the site titles them, in its order', async () => {
    const { user, router } = await renderAdminForms(createTestBackend({ artworks: WORKS }), {
      at: STUDIO_PATHS.works,
    });
    const tabs = within(screen.getByRole('navigation', { name: 'Galeries' }));
    await waitFor(
      () => expect(tabs.getByRole('link', { name: 'Aquarelles (3)' })).toHaveAttribute('aria-current', 'page'),
      STUDIO_RENDER,
    );
    expect(tabs.getByRole('link', { name: 'Peinture sur toile (1)' })).toHaveAttribute(
      'href',
      studioGalleryPath('/peinture-sur-toile'),
    );
    const cards = within(catalogue().getByRole('list', { name: 'Œuvres : Aquarelles' }));
    // In the gallery's order, titled as its captions title them (the title's digits out).
    const order = displaySequence(
      galleryOf('Aquarelles'),
      WORKS.filter((w) => w.type === 'Aquarelles'),
    );
    expect(order.map((w) => w.key)).not.toEqual(['undefined12', '27', '31']);
    expect(cards.getAllByRole('link').map((link) => link.textContent)).toEqual(
      order.map(
        (w) => ({ undefined12: 'Arbre en hiver n° 12', 27: 'Brume sur la Seine n° 27', 31: 'Série n° n° 31' })[w.key],
      ),
    );
    expect(cards.getByRole('link', { name: /^Série/ })).toHaveAttribute('href', studioWorkPath(AQUARELLES, '31'));
    expect(document.title).toMatch(/^Aquarelles · Œuvres · Atelier · /);

    // The search narrows the list and lives in the address, so that Back returns to it.
    await user.type(catalogue().getByLabelText('Rechercher par titre ou numéro'), 'brume');
    expect(cards.getAllByRole('link').map((link) => link.textContent)).toEqual(['Brume sur la Seine n° 27']);
    expect(router.state.location.search).toBe('?q=brume');
    await user.click(tabs.getByRole('link', { name: /^Peinture sur toile/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(studioGalleryPath('/peinture-sur-toile')));
    expect(catalogue().getByText('Aucune œuvre ne correspond à cette recherche.')).toBeInTheDocument();
  });

  it('opens a work from its card at the work’s own address', async () => {
    const { user, router } = await renderAdminForms(createTestBackend({ artworks: WORKS }), {
      at: studioGalleryPath(AQUARELLES),
    });
    await user.click(await catalogue().findByRole('link', { name: /^Série/ }, STUDIO_RENDER));
    expect(router.state.location.pathname).toBe(studioWorkPath(AQUARELLES, '31'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Série n°, n° 31' })).toBeInTheDocument();
    expect((await editor()).getByLabelText('Titre')).toHaveValue('Série 2 n°31');
    await waitFor(() => expect(document.title).toMatch(/^Série n°, n° 31 · Œuvres · Atelier · /));
  });
});

describe('the work editor', STUDIO_RENDER, () => {
  it('fills from a legacy work, links to its public page, and saves it in place, under its key', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend, { at: studioWorkPath(AQUARELLES, 'undefined12') });

    const form = await editor();
    expect(form.getByLabelText('Type')).toHaveValue('Aquarelles');
    // The editor offers the year in every gallery; it is optional off the canvas gallery.
    expect(form.getByLabelText('Année')).toHaveValue(null);
    expect(form.getByLabelText('Titre')).toHaveValue('Arbre en hiver 12');
    expect(form.getByLabelText('Numéro')).toHaveValue('12');
    expect(form.getByLabelText('Dimensions')).toHaveValue('30 x 40 cm');
    expect(form.getByLabelText('Description')).toHaveValue('Aquarelle sur papier coton.');
    expect(screen.getByRole('img', { name: 'Image actuelle' })).toHaveAttribute('src', LEGACY.image);
    // The legacy key's public slug drops its prefix (work-address.ts).
    expect(screen.getByRole('link', { name: 'Voir sur le site : Arbre en hiver' })).toHaveAttribute(
      'href',
      '/aquarelles/12',
    );
    expect(screen.getByRole('link', { name: 'Fiche imprimable : Arbre en hiver' })).toHaveAttribute(
      'href',
      studioDossierPath({ work: { type: 'Aquarelles', key: LEGACY.key } }),
    );

    await user.clear(form.getByLabelText('Description'));
    await user.type(form.getByLabelText('Description'), 'Aquarelle, hiver 2019.');
    await user.clear(form.getByLabelText('Dimensions'));
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
    expect(backend.calls.find((c) => c.method === 'updateArtwork')?.args.slice(0, 3)).toEqual([
      LEGACY,
      {
        type: 'Aquarelles',
        title: 'Arbre en hiver 12',
        subtitle: '12',
        description: 'Aquarelle, hiver 2019.',
        dimensions: null,
      },
      null,
    ]);
    expect(await backend.find('Aquarelles', 'undefined12')).toMatchObject({
      description: 'Aquarelle, hiver 2019.',
      dimensions: null,
    });
    expect(await backend.find('Aquarelles', '12')).toBeUndefined();
    expect((await editor()).getByLabelText('Description')).toHaveValue('Aquarelle, hiver 2019.');
  });

  it('fills the year of a canvas work', async () => {
    await renderAdminForms(createTestBackend({ artworks: SAMPLE_ARTWORKS }), {
      at: studioWorkPath('/peinture-sur-toile', '5'),
    });
    const form = await editor();
    expect(form.getByLabelText('Année')).toHaveValue(2021);
    expect(form.getByLabelText('Type')).toHaveValue('Peinture sur Toile');
  });

  it('replaces the photo, with a preview and the upload progress', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const release = backend.holdNextUpload(0.5);
    const { user } = await renderAdminForms(backend, { at: studioWorkPath('/peinture-sur-toile', '5') });
    const form = await editor();

    await user.upload(form.getByLabelText('Nouvelle photo'), photoFile());
    expect(form.getByRole('img', { name: 'Aperçu de la photo' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));

    const bar = await form.findByRole('progressbar', { name: 'Envoi de la photo' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '50'));
    release();
    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
    const [original, , chosen] = backend.calls.find((c) => c.method === 'updateArtwork')!.args;
    expect([original, chosen]).toEqual([CANVAS, PREPARED]);
    expect(await backend.find('Peinture sur Toile', '5')).toMatchObject({ years: 2021, width: 2000, height: 1500 });
    await waitFor(() => expect(form.queryByRole('img', { name: 'Aperçu de la photo' })).not.toBeInTheDocument());
    // The large image is now the new one (the test backend shows stored images by object URLs).
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Image actuelle' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
  });

  it('offers the camera beside the photo library', async () => {
    await renderAdminForms(createTestBackend({ artworks: SAMPLE_ARTWORKS }), {
      at: studioWorkPath(AQUARELLES, '27'),
    });
    const camera = (await editor()).getByLabelText('Prendre une photo');
    expect(camera).toHaveAttribute('type', 'file');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect((await editor()).getByLabelText('Nouvelle photo')).not.toHaveAttribute('capture');
  });

  it('moves a work to its new type, and the editor to its new address', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    // The save returns once the test says so, as on a slow phone, where the live list can drop
    // the work from its old gallery first.
    const { updateArtwork } = backend;
    let returnSave!: () => void;
    const saveMayReturn = new Promise<void>((resolve) => (returnSave = resolve));
    backend.updateArtwork = async (...args) => {
      const saved = await updateArtwork(...args);
      await saveMayReturn;
      return saved;
    };
    const { user, router } = await renderAdminForms(backend, { at: studioWorkPath(AQUARELLES, '27') });
    const form = await editor();

    await user.selectOptions(form.getByLabelText('Type'), 'Peinture sur toile');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await form.findByText("L'année est obligatoire")).toBeInTheDocument();
    expect(form.getByLabelText('Année')).toHaveFocus();

    await user.type(form.getByLabelText('Année'), '2019');
    expect(document.title).toMatch(/^Brume sur la Seine/);
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    // Written: the studio's list no longer names the work in the title (src/features/admin/works/works-screen.tsx).
    await waitFor(() => expect(document.title).not.toMatch(/Brume/));
    // Her form stays, with what she typed; no "no work at this address".
    expect(form.getByLabelText('Année')).toHaveValue(2019);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    returnSave();
    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
    expect(await backend.find('Aquarelles', '27')).toBeUndefined();
    expect(await backend.find('Peinture sur Toile', '27')).toMatchObject({
      years: 2019,
      title: 'Brume sur la Seine 27',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(studioWorkPath('/peinture-sur-toile', '27')));
    // Queried again until it holds: the form first found may still be the old address's, which
    // the editor's new one replaces.
    await waitFor(() =>
      expect(
        within(screen.getByRole('button', { name: 'Enregistrer' }).closest('form')!).getByLabelText('Type'),
      ).toHaveValue('Peinture sur Toile'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a numéro taken by another work of the type, and keeps what she typed', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend, { at: studioWorkPath(AQUARELLES, '27') });
    const form = await editor();
    await user.clear(form.getByLabelText('Numéro'));
    await user.type(form.getByLabelText('Numéro'), '12');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Ce numéro existe déjà dans cette catégorie : choisissez-en un autre.',
    );
    expect(form.getByLabelText('Numéro')).toHaveValue('12');
    expect(await backend.find('Aquarelles', '27')).toMatchObject({ subtitle: '27' });
  });

  it('puts the work in the trash, returns to its gallery and offers "Annuler"', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user, router } = await renderAdminForms(backend, { at: studioWorkPath(AQUARELLES, '27') });
    await user.click((await editor()).getByRole('button', { name: 'Mettre à la corbeille' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(studioGalleryPath(AQUARELLES)));
    expect(await screen.findByText("L'œuvre « Brume sur la Seine 27 » est dans la corbeille.")).toBeInTheDocument();
    expect(await backend.find('Aquarelles', '27')).toBeUndefined();
    expect(await backend.findInTrash('Aquarelles', '27')).toMatchObject({ title: 'Brume sur la Seine 27' });
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('says in French that no work is stored at an unknown key, with a way back', async () => {
    const { user, router } = await renderAdminForms(createTestBackend({ artworks: SAMPLE_ARTWORKS }), {
      at: studioWorkPath(AQUARELLES, 'inconnue'),
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent("Aucune œuvre de la galerie « Aquarelles » n'est enregistrée à cette adresse");
    await user.click(within(notice).getByRole('link', { name: 'Revenir aux œuvres : Aquarelles' }));
    expect(router.state.location.pathname).toBe(studioGalleryPath(AQUARELLES));
  });

  it('says so at an address of no gallery', async () => {
    await renderAdminForms(createTestBackend(), { at: '/studio/oeuvres/huiles' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Cette adresse ne mène à aucune galerie de l'atelier.");
    expect(screen.getByRole('link', { name: 'Revenir aux œuvres' })).toHaveAttribute('href', STUDIO_PATHS.works);
  });
});

describe('the empty editor ("Ajouter")', STUDIO_RENDER, () => {
  it('adds a work, keeps its type for the next one, and links to the one added', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user, router } = await renderAdminForms(backend, { at: STUDIO_PATHS.add });
    const form = within(screen.getByRole('region', { name: 'Nouvelle œuvre' }));
    expect(form.getByLabelText('Prendre une photo')).toHaveAttribute('capture', 'environment');

    await user.selectOptions(form.getByLabelText('Type'), 'Peinture sur toile');
    await user.type(form.getByLabelText('Année'), '2024');
    await user.type(form.getByLabelText('Titre'), 'Le port 40');
    await user.type(form.getByLabelText('Numéro'), '40');
    await user.upload(form.getByLabelText('Photo'), photoFile());
    await user.click(form.getByRole('button', { name: "Ajouter l'œuvre" }));

    expect(await screen.findByText('Œuvre ajoutée')).toBeInTheDocument();
    expect(await backend.find('Peinture sur Toile', '40')).toMatchObject({ title: 'Le port 40', years: 2024 });
    expect(form.getByLabelText('Titre')).toHaveValue('');
    expect(form.getByLabelText('Type')).toHaveValue('Peinture sur Toile');
    expect(form.getByLabelText('Année')).toHaveValue(2024);
    await user.click(form.getByRole('link', { name: 'Le port, n° 40' }));
    expect(router.state.location.pathname).toBe(studioWorkPath('/peinture-sur-toile', '40'));
  });

  it('asks for the photo and the fields before adding', async () => {
    const backend = createTestBackend();
    const { user } = await renderAdminForms(backend, { at: STUDIO_PATHS.add });
    const form = within(screen.getByRole('region', { name: 'Nouvelle œuvre' }));
    await user.click(form.getByRole('button', { name: "Ajouter l'œuvre" }));
    expect(await form.findByText('Le titre est obligatoire')).toBeInTheDocument();
    expect(form.getByLabelText('Titre')).toHaveFocus();
    expect(backend.calls.some((c) => c.method === 'addArtwork')).toBe(false);
  });
});

describe('on the demo backend', STUDIO_RENDER, () => {
  function firstList(reader: ArtworkReader, type: ArtworkType): Promise<Artwork[]> {
    return new Promise((resolve, reject) => {
      const stop = reader.subscribeArtworks(
        type,
        (artworks) => {
          queueMicrotask(() => stop());
          resolve(artworks);
        },
        reject,
      );
    });
  }

  it('edits a seeded legacy record in place', async () => {
    const backend = createIndexedDbDemoBackend();
    await backend.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const { user } = await renderAdminForms(backend, { at: studioWorkPath(AQUARELLES, 'undefined12') });
    const form = await editor();
    expect(form.getByLabelText('Titre')).toHaveValue('Arbre en hiver 12');

    await user.clear(form.getByLabelText('Titre'));
    await user.type(form.getByLabelText('Titre'), 'Arbre sous la neige 12');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();

    const aquarelles = await firstList(backend, 'Aquarelles');
    expect(aquarelles.find((a) => a.key === 'undefined12')).toMatchObject({
      title: 'Arbre sous la neige 12',
      subtitle: '12',
    });
    expect(aquarelles.find((a) => a.key === '12')).toBeUndefined();
  });
});
