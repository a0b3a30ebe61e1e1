import { STUDIO_PATHS } from '@/domain/paths';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '@/backend/demo/demo-backend';
import type { ArtworkReader } from '@/backend/types';
import type { Artwork, ArtworkType } from '@/domain/artwork';
import { photoFile, PREPARED, stubObjectUrls } from '@/test/photos';
import { SAMPLE_ARTWORKS } from '@/test/sample-artworks';
import { createIndexedDbDemoBackend, createTestBackend } from '@/test/test-backend';
import { editForm, renderAdminForms, STUDIO_RENDER } from './admin-test-utils';

const photo = vi.hoisted(() => ({ preparePhoto: vi.fn(), canDecodePhoto: vi.fn() }));
vi.mock('@/features/admin/photos/prepare-photo', () => photo);

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

type User = Awaited<ReturnType<typeof renderAdminForms>>['user'];

const LEGACY = SAMPLE_ARTWORKS[0]!;
const CANVAS = SAMPLE_ARTWORKS[2]!;

/** The picker's fields: the first "Type" and "Œuvre" of the section. */
function picker() {
  return within(editForm().getByRole('group', { name: 'Œuvre à modifier' }));
}

async function chooseWork(user: User, typeLabel: string, optionLabel: string) {
  await user.selectOptions(picker().getByLabelText('Type'), typeLabel);
  const work = picker().getByLabelText('Œuvre');
  await waitFor(() => expect(within(work).getByRole('option', { name: optionLabel })).toBeInTheDocument());
  await user.selectOptions(work, optionLabel);
}

/** The editable fields, once a work is chosen. */
function fields() {
  const form = editForm().getByRole('button', { name: 'Enregistrer les modifications' }).closest('form');
  if (!form) throw new Error('No edit form');
  return within(form);
}

describe('EditArtworkForm', STUDIO_RENDER, () => {
  it('lists the live works of the chosen type as "title — n° numéro"', async () => {
    const { user } = await renderAdminForms(createTestBackend({ artworks: SAMPLE_ARTWORKS }), {
      at: STUDIO_PATHS.works,
    });
    const work = picker().getByLabelText('Œuvre');
    await waitFor(() => expect(within(work).getAllByRole('option')).toHaveLength(3));
    expect(
      within(work)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choisir une œuvre', 'Arbre en hiver 12 — n° 12', 'Brume sur la Seine 27 — n° 27']);

    await user.selectOptions(picker().getByLabelText('Type'), 'Photos en vrac');
    await waitFor(() => expect(picker().getByLabelText('Œuvre')).toBeDisabled());
    expect(within(picker().getByLabelText('Œuvre')).getByRole('option')).toHaveTextContent('Aucune œuvre de ce type');
  });

  it('fills the form from a legacy work and saves it in place, under its key', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend, { at: STUDIO_PATHS.works });
    await chooseWork(user, 'Aquarelles', 'Arbre en hiver 12 — n° 12');

    const form = fields();
    expect(form.getByLabelText('Type')).toHaveValue('Aquarelles');
    expect(form.queryByLabelText('Année')).not.toBeInTheDocument();
    expect(form.getByLabelText('Titre')).toHaveValue('Arbre en hiver 12');
    expect(form.getByLabelText('Numéro')).toHaveValue('12');
    expect(form.getByLabelText('Dimensions')).toHaveValue('30 x 40 cm');
    expect(form.getByLabelText('Description')).toHaveValue('Aquarelle sur papier coton.');
    expect(form.getByRole('img', { name: 'Image actuelle' })).toHaveAttribute('src', LEGACY.image);

    await user.clear(form.getByLabelText('Description'));
    await user.type(form.getByLabelText('Description'), 'Aquarelle, hiver 2019.');
    await user.clear(form.getByLabelText('Dimensions'));
    await user.click(form.getByRole('button', { name: 'Enregistrer les modifications' }));

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
    // The form still shows the saved work.
    expect(fields().getByLabelText('Description')).toHaveValue('Aquarelle, hiver 2019.');
  });

  it('fills the year of a canvas work', async () => {
    const { user } = await renderAdminForms(createTestBackend({ artworks: SAMPLE_ARTWORKS }), {
      at: STUDIO_PATHS.works,
    });
    await chooseWork(user, 'Peinture sur toile', 'Les falaises 5 — n° 5');
    expect(fields().getByLabelText('Année')).toHaveValue(2021);
    expect(fields().getByLabelText('Type')).toHaveValue('Peinture sur Toile');
  });

  it('replaces the photo, with a preview and the upload progress', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const release = backend.holdNextUpload(0.5);
    const { user } = await renderAdminForms(backend, { at: STUDIO_PATHS.works });
    await chooseWork(user, 'Peinture sur toile', 'Les falaises 5 — n° 5');

    await user.upload(fields().getByLabelText('Nouvelle photo'), photoFile());
    expect(fields().getByRole('img', { name: 'Aperçu de la photo' })).toBeInTheDocument();
    await user.click(fields().getByRole('button', { name: 'Enregistrer les modifications' }));

    const bar = await fields().findByRole('progressbar', { name: 'Envoi de la photo' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '50'));
    release();
    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
    const [original, , chosen] = backend.calls.find((c) => c.method === 'updateArtwork')!.args;
    expect([original, chosen]).toEqual([CANVAS, PREPARED]);
    expect(await backend.find('Peinture sur Toile', '5')).toMatchObject({ years: 2021, width: 2000, height: 1500 });
    await waitFor(() => expect(fields().queryByRole('img', { name: 'Aperçu de la photo' })).not.toBeInTheDocument());
    // The current image is now the new thumbnail (the test backend shows stored images by object URLs).
    const stored = await backend.find('Peinture sur Toile', '5');
    expect(stored?.thumbnail).toMatch(/-thumb$/);
    await waitFor(() =>
      expect(fields().getByRole('img', { name: 'Image actuelle' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
  });

  it('moves a work to its new type, and keeps it chosen', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend, { at: STUDIO_PATHS.works });
    await chooseWork(user, 'Aquarelles', 'Brume sur la Seine 27 — n° 27');

    await user.selectOptions(fields().getByLabelText('Type'), 'Peinture sur toile');
    await user.click(fields().getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await fields().findByText("L'année est obligatoire")).toBeInTheDocument();
    expect(fields().getByLabelText('Année')).toHaveFocus();

    await user.type(fields().getByLabelText('Année'), '2019');
    await user.click(fields().getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
    expect(await backend.find('Aquarelles', '27')).toBeUndefined();
    expect(await backend.find('Peinture sur Toile', '27')).toMatchObject({
      years: 2019,
      title: 'Brume sur la Seine 27',
    });
    await waitFor(() => expect(picker().getByLabelText('Type')).toHaveValue('Peinture sur Toile'));
    await waitFor(() => expect(picker().getByLabelText('Œuvre')).toHaveDisplayValue('Brume sur la Seine 27 — n° 27'));
  });

  it('refuses a numéro taken by another work of the type', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend, { at: STUDIO_PATHS.works });
    await chooseWork(user, 'Aquarelles', 'Brume sur la Seine 27 — n° 27');
    await user.clear(fields().getByLabelText('Numéro'));
    await user.type(fields().getByLabelText('Numéro'), '12');
    await user.click(fields().getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await fields().findByRole('alert')).toHaveTextContent(
      'Ce numéro existe déjà dans cette catégorie : choisissez-en un autre.',
    );
    expect(fields().getByLabelText('Numéro')).toHaveValue('12');
    expect(await backend.find('Aquarelles', '27')).toMatchObject({ subtitle: '27' });
  });

  describe('on the demo backend', () => {
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
      const { user } = await renderAdminForms(backend, { at: STUDIO_PATHS.works });
      await chooseWork(user, 'Aquarelles', 'Arbre en hiver 12 — n° 12');
      expect(fields().getByLabelText('Titre')).toHaveValue('Arbre en hiver 12');

      await user.clear(fields().getByLabelText('Titre'));
      await user.type(fields().getByLabelText('Titre'), 'Arbre sous la neige 12');
      await user.click(fields().getByRole('button', { name: 'Enregistrer les modifications' }));
      expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();

      const aquarelles = await firstList(backend, 'Aquarelles');
      expect(aquarelles.find((a) => a.key === 'undefined12')).toMatchObject({
        title: 'Arbre sous la neige 12',
        subtitle: '12',
      });
      expect(aquarelles.find((a) => a.key === '12')).toBeUndefined();
    });
  });
});
