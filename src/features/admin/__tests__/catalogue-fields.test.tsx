import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORK_STATUS_LABELS } from '@/domain/availability';
import { FORM_MESSAGES } from '@/domain/artwork-form';
import { studioWorkPath } from '@/domain/studio-paths';
import { stubObjectUrls } from '@/test/photos';
import { SAMPLE_ARTWORKS } from '@/test/sample-artworks';
import { createTestBackend } from '@/test/test-backend';
import { renderAdminForms, STUDIO_RENDER } from './admin-test-utils';
import {
  artworkFormResolver,
  emptyArtworkForm,
  fieldsFromForm,
  formValuesFromArtwork,
  type ArtworkFormState,
} from '../works/artwork-form-values';

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  stubObjectUrls();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.clearAllMocks();
  consoleError.mockRestore();
  localStorage.clear();
});

const base: ArtworkFormState = { ...emptyArtworkForm(), type: 'Aquarelles', title: 'Brume 27', subtitle: '27' };
const studio = { catalogue: true };

async function resolve(values: ArtworkFormState, catalogue: boolean) {
  const result = await artworkFormResolver({ photoRequired: false, catalogue })(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
}

describe("the catalogue's form values", () => {
  it('saves a work without a status exactly as before: no new keys', () => {
    expect(fieldsFromForm(base, studio)).toEqual(fieldsFromForm(base));
    expect(Object.keys(fieldsFromForm(base, studio)).sort()).toEqual([
      'description',
      'dimensions',
      'subtitle',
      'title',
      'type',
    ]);
  });

  it('gives the status, the price in whole euros, whether it shows, the technique and a year in any gallery', () => {
    const values = {
      ...base,
      years: '2019',
      status: 'vendue',
      price: '1 200 €',
      priceShown: true,
      technique: '  Aquarelle sur papier  ',
    } as const;
    expect(fieldsFromForm(values, studio)).toMatchObject({
      years: 2019,
      status: 'vendue',
      price: 1200,
      priceShown: true,
      technique: 'Aquarelle sur papier',
    });
    // The spec's add form stores none of them, and a year on canvas works only.
    expect(fieldsFromForm(values)).toEqual(fieldsFromForm(base));
  });

  it('keeps "Afficher le prix" only with a price', () => {
    expect(fieldsFromForm({ ...base, status: 'disponible', priceShown: true }, studio)).toEqual({
      ...fieldsFromForm(base),
      status: 'disponible',
    });
  });

  it('reads a stored work back into the form, and out again unchanged', () => {
    const work = { ...SAMPLE_ARTWORKS[0]!, status: 'reservee', price: 900, technique: 'Lavis' } as const;
    const values = formValuesFromArtwork(work);
    expect(values).toMatchObject({ status: 'reservee', price: '900', priceShown: false, technique: 'Lavis' });
    expect(fieldsFromForm(values, studio)).toMatchObject({ status: 'reservee', price: 900, technique: 'Lavis' });
    expect(fieldsFromForm(values, studio)).not.toHaveProperty('priceShown');
  });

  it('refuses a price in cents, negative or in letters with a French message, and an optional year out of range', async () => {
    for (const price of ['12,50', '-5', 'mille', '0', '99999999']) {
      expect(await resolve({ ...base, price }, true)).toEqual({ price: FORM_MESSAGES.priceInvalid });
    }
    expect(FORM_MESSAGES.priceInvalid).toBe(
      "Le prix s'écrit en euros entiers, sans centimes : un nombre entre 1 et 10\u202f000\u202f000",
    );
    expect(await resolve({ ...base, years: '850' }, true)).toEqual({ years: FORM_MESSAGES.yearInvalid });
    expect(await resolve({ ...base, years: '' }, true)).toEqual({});
    expect(await resolve({ ...base, technique: 'x'.repeat(101) }, true)).toEqual({
      technique: FORM_MESSAGES.tooLong(100),
    });
    // The spec's form checks none of them: it does not show them.
    expect(await resolve({ ...base, price: 'mille', years: '850' }, false)).toEqual({});
  });
});

/** The editor's form, once a work shows. */
async function editor() {
  const button = await screen.findByRole('button', { name: 'Enregistrer' }, STUDIO_RENDER);
  return within(button.closest('form')!);
}

describe("the studio's editor", STUDIO_RENDER, () => {
  it('offers "Statut" ("Aucun" then the five statuses), "Prix", "Afficher le prix", "Technique", and saves them', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend, { at: studioWorkPath('/aquarelles', '27') });
    const form = await editor();
    const status = form.getByLabelText('Statut');
    expect(status).toHaveValue('');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Aucun', ...Object.values(WORK_STATUS_LABELS)]);
    await user.selectOptions(status, 'Vendue');
    await user.type(form.getByLabelText('Prix'), '12,5');
    await user.type(form.getByLabelText('Technique'), 'Aquarelle');
    await user.type(form.getByLabelText('Année'), '2018');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await form.findByText(FORM_MESSAGES.priceInvalid, { normalizer: (text) => text })).toBeInTheDocument();
    expect(form.getByLabelText('Prix')).toHaveFocus();
    expect(form.getByLabelText('Prix')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(form.getByLabelText('Prix'));
    await user.type(form.getByLabelText('Prix'), '1500');
    await user.click(form.getByLabelText('Afficher le prix'));
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
    expect(await backend.find('Aquarelles', '27')).toMatchObject({
      status: 'vendue',
      price: 1500,
      priceShown: true,
      technique: 'Aquarelle',
      years: 2018,
    });
  });

  it('keeps her private notes apart, saves them, and refuses to overwrite notes saved elsewhere', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend, { at: studioWorkPath('/aquarelles', '27') });
    const notes = within(
      await screen.findByRole('region', { name: 'Notes privées (visibles de vous seule)' }, STUDIO_RENDER),
    );
    const save = await notes.findByRole('button', { name: 'Enregistrer les notes' }, STUDIO_RENDER);
    await user.type(notes.getByLabelText("Où est l'œuvre"), 'Galerie du port');
    await user.type(notes.getByLabelText('Acheteur ou collection'), 'M. Durand');
    await user.type(notes.getByLabelText('Date de vente'), '2024-05-03');
    await user.click(save);
    expect(await screen.findByText('Notes enregistrées')).toBeInTheDocument();
    const work = { type: 'Aquarelles', key: '27' } as const;
    const stored = { location: 'Galerie du port', buyer: 'M. Durand', soldOn: '2024-05-03' };
    // The public record holds none of it.
    expect(await backend.find('Aquarelles', '27')).not.toHaveProperty('location');

    // Saved elsewhere meanwhile, while she types here: her save is refused, the panel says what changed.
    await user.type(notes.getByLabelText('Notes'), 'Encadrée.');
    await backend.savePrivateNotes(work, { ...stored, location: 'Atelier' }, stored);
    await user.click(save);
    expect(await notes.findByText('Cette fiche a été modifiée ailleurs')).toBeInTheDocument();
    expect(notes.getByText(/Galerie du port/)).toBeInTheDocument();
    expect(notes.getByLabelText('Notes')).toHaveValue('Encadrée.');
    await user.click(notes.getByRole('button', { name: 'Écraser' }));
    await waitFor(() => expect(notes.queryByText('Cette fiche a été modifiée ailleurs')).not.toBeInTheDocument());
    let seen: unknown;
    const stop = backend.subscribePrivateNotes(
      (all) => (seen = all.get('Aquarelles/27')),
      () => {},
    );
    await waitFor(() => expect(seen).toEqual({ ...stored, notes: 'Encadrée.' }));
    stop();
  });
});
