import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { FORM_MESSAGES } from '@/domain/artwork-form';
import { STUDIO_PATHS } from '@/domain/studio-paths';
import { PHOTO_MESSAGES } from '@/domain/photo-rules';
import { photoFile, PREPARED, stubObjectUrls } from '@/test/photos';
import { createTestBackend, TEST_ADMIN } from '@/test/test-backend';
import { makeArtwork } from '@/test/artwork-factory';
import { renderAdminForms, STUDIO_RENDER } from '../../__tests__/admin-test-utils';
import { openDraftStore } from '../draft-store';
import { photo } from '../../__tests__/studio-fakes';

/** The photo that cannot be prepared (a file whose content is not the image its name says). */
const BROKEN = 'Étude abîmée 9.jpg';

beforeEach(async () => {
  stubObjectUrls();
  photo.preparePhoto.mockImplementation(async (file: File) => {
    if (file.name === BROKEN) throw new Error('decode failed');
    return PREPARED;
  });
  photo.canDecodePhoto.mockResolvedValue(true);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const store = openDraftStore();
  await store.removeAll(TEST_ADMIN.uid);
  await store.setBatchType(TEST_ADMIN.uid, 'Aquarelles');
  store.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function draft(fileName: string) {
  return within(screen.getByRole('group', { name: new RegExp(`${fileName.replace(/[.()]/g, '\\$&')}$`) }));
}

async function openBatch(backend = createTestBackend()) {
  const rendered = await renderAdminForms(backend, { at: STUDIO_PATHS.batch, applyAccept: false });
  await screen.findByText('Aucun brouillon.', {}, STUDIO_RENDER);
  return rendered;
}

/**
 * Each test renders the studio and walks a whole batch (several photos, typing, publishing): on a
 * loaded machine that is more than one render's bound. A bound against a hang, not a timing.
 */
const WHOLE_BATCH = { timeout: 60_000 };

describe('Ajouter plusieurs œuvres', WHOLE_BATCH, () => {
  it('makes a draft per photo, publishes the complete ones and keeps the one whose photo failed', async () => {
    const backend = createTestBackend();
    const { user } = await openBatch(backend);
    await user.upload(screen.getByLabelText('Choisir des photos'), [
      photoFile('Brume sur la Seine 27.jpg'),
      photoFile('IMG_2041.jpg'),
      photoFile(BROKEN),
      photoFile('notes.pdf', 'application/pdf'),
    ]);
    // The file that is no photo is refused, by name, with the add form's message, above the drafts
    // (the failed photo's own alert, in its draft, may be there already).
    const outsideDrafts = screen.getAllByRole('alert').filter((alert) => !alert.closest('fieldset, [role="group"]'));
    expect(outsideDrafts).toHaveLength(1);
    expect(outsideDrafts[0]).toHaveTextContent(`notes.pdf : ${PHOTO_MESSAGES.notAnImage}`);
    expect(await screen.findByText('3 brouillons · photos prêtes : 2 sur 3 · 1 complet.')).toBeInTheDocument();

    // Titles and numéros proposed from the file names; the camera's name proposes nothing.
    expect(draft('Brume sur la Seine 27.jpg').getByLabelText('Titre')).toHaveValue('Brume sur la Seine 27');
    expect(draft('Brume sur la Seine 27.jpg').getByLabelText('Numéro')).toHaveValue('27');
    const camera = draft('IMG_2041.jpg');
    expect(camera.getByLabelText('Titre')).toHaveValue('');
    expect(camera.getByLabelText('Titre')).toHaveAccessibleDescription(FORM_MESSAGES.titleRequired);
    expect(camera.getByLabelText('Numéro')).toHaveAccessibleDescription(FORM_MESSAGES.subtitleRequired);
    // The failed photo's message may come a render after the count.
    expect(await draft(BROKEN).findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.unprocessable);

    await user.type(camera.getByLabelText('Titre'), 'Le verger 14');
    await user.type(camera.getByLabelText('Numéro'), '14');
    await user.click(await screen.findByRole('button', { name: 'Publier les 2 œuvres complètes' }));

    expect(await screen.findByText('2 œuvres publiées.')).toBeInTheDocument();
    expect(await backend.find('Aquarelles', '27')).toMatchObject({ title: 'Brume sur la Seine 27', subtitle: '27' });
    expect(await backend.find('Aquarelles', '14')).toMatchObject({ title: 'Le verger 14', subtitle: '14' });
    // The failed one stays, with its message, and nothing else.
    expect(screen.getAllByRole('group', { name: /^Brouillon/ })).toHaveLength(1);
    expect(draft(BROKEN).getByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.unprocessable);
    expect(draft(BROKEN).getByRole('button', { name: /^Publier/ })).toBeDisabled();
    expect(backend.calls.filter((c) => c.method === 'addArtwork')).toHaveLength(2);
  });

  it('shows a refused save on its draft and goes on with the others', async () => {
    const backend = createTestBackend({
      artworks: [makeArtwork({ type: 'Peinture sur Toile', key: '5', subtitle: '5', title: 'Falaise 5' })],
    });
    const { user } = await openBatch(backend);
    await user.selectOptions(screen.getByLabelText('Galerie du lot'), 'Peinture sur toile');
    await user.upload(screen.getByLabelText('Choisir des photos'), [
      photoFile('Falaise 5.jpg'),
      photoFile('Port 6.jpg'),
      photoFile('Port 7.jpg'),
    ]);
    // The year, for canvas works, and the numéro already taken, with the add form's messages.
    const taken = draft('Falaise 5.jpg');
    expect(await taken.findByText(STUDIO_MESSAGES.duplicateNumero)).toBeInTheDocument();
    expect(taken.getByLabelText('Année')).toHaveAccessibleDescription(FORM_MESSAGES.yearRequired);
    for (const name of ['Falaise 5.jpg', 'Port 6.jpg', 'Port 7.jpg']) {
      await user.type(draft(name).getByLabelText('Année'), '2024');
    }
    await user.clear(taken.getByLabelText('Numéro'));
    await user.type(taken.getByLabelText('Numéro'), '8');

    backend.failNextCall('permission-denied');
    await user.click(await screen.findByRole('button', { name: 'Publier les 3 œuvres complètes' }));
    expect(await screen.findByText(/^2 œuvres publiées ; 1 brouillon n'a pas pu l'être/)).toBeInTheDocument();
    expect(draft('Falaise 5.jpg').getByRole('alert')).toHaveTextContent(STUDIO_MESSAGES.refused);
    expect(await backend.find('Peinture sur Toile', '6')).toMatchObject({ years: 2024 });
    expect(await backend.find('Peinture sur Toile', '8')).toBeUndefined();

    // Published one by one, the refused draft goes too.
    await user.click(draft('Falaise 5.jpg').getByRole('button', { name: 'Publier « Falaise 5 »' }));
    expect(await screen.findByText('1 œuvre publiée.')).toBeInTheDocument();
    expect(await backend.find('Peinture sur Toile', '8')).toMatchObject({ title: 'Falaise 5' });
    expect(screen.getByText('Aucun brouillon.')).toBeInTheDocument();
  });

  it('removes one draft, or all of them once confirmed', async () => {
    const { user } = await openBatch();
    await user.upload(screen.getByLabelText('Choisir des photos'), [
      photoFile('Aube 1.jpg'),
      photoFile('Brise 2.jpg'),
      photoFile('Crique 3.jpg'),
    ]);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('3 brouillons · photos prêtes : 3 sur 3 · 3 complets.'),
    );
    await user.click(draft('Aube 1.jpg').getByRole('button', { name: 'Retirer « Aube 1 »' }));
    expect(await screen.findByText('2 brouillons · photos prêtes : 2 sur 2 · 2 complets.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Les brouillons' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Tout retirer' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getAllByRole('group', { name: /^Brouillon/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Tout retirer' }));
    expect(screen.getByRole('button', { name: 'Oui, tout retirer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Aucun brouillon.')).toBeInTheDocument();
    const store = openDraftStore();
    await waitFor(async () => expect(await store.list(TEST_ADMIN.uid)).toEqual([]));
    store.close();
  });
});
