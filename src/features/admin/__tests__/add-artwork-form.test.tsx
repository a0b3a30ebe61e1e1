import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/types';
import { FORM_MESSAGES } from '@/domain/artwork-form';
import { PHOTO_MESSAGES } from '@/domain/photo-rules';
import { photoFile, PREPARED, stubObjectUrls } from '@/test/photos';
import { SAMPLE_ARTWORKS } from '@/test/sample-artworks';
import { createTestBackend } from '@/test/test-backend';
import { PHOTO_DROP_HINT } from '../photos/photo-field';
import { addForm, renderAdminForms, STUDIO_RENDER } from './admin-test-utils';
import { heic, photo } from './studio-fakes';

let urls: ReturnType<typeof stubObjectUrls>;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  urls = stubObjectUrls();
  photo.preparePhoto.mockResolvedValue(PREPARED);
  photo.canDecodePhoto.mockResolvedValue(true);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.clearAllMocks();
  consoleError.mockRestore();
});

type User = Awaited<ReturnType<typeof renderAdminForms>>['user'];

async function fillValidWork(user: User, options: { type?: string; year?: string; numero?: string } = {}) {
  const form = addForm();
  if (options.type) await user.selectOptions(form.getByLabelText('Type'), options.type);
  if (options.year) await user.type(form.getByLabelText('Année'), options.year);
  await user.type(form.getByLabelText('Titre'), 'Le verger 14');
  await user.type(form.getByLabelText('Numéro'), options.numero ?? '14');
  await user.type(form.getByLabelText('Dimensions'), '50 x 70 cm');
  await user.upload(form.getByLabelText('Photo'), photoFile());
  // The photo step opens, then closes by itself here (jsdom decodes no photo) and gives the focus
  // to its button: before the form is sent, as a painter would, not over the focus the form moves.
  await form.findByRole('button', { name: 'Retoucher la photo' });
  await user.type(form.getByLabelText('Description'), 'Aquarelle sur papier.');
}

function expectFieldError(label: string, message: string) {
  const field = addForm().getByLabelText(label);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  // The photo's description starts with the ways of giving one.
  expect(field).toHaveAccessibleDescription(label === 'Photo' ? `${PHOTO_DROP_HINT} ${message}` : message);
}

describe('AddArtworkForm', STUDIO_RENDER, () => {
  it('has every field with a visible label, in the spec order', async () => {
    await renderAdminForms(createTestBackend());
    const form = addForm();
    for (const label of ['Type', 'Titre', 'Numéro', 'Dimensions', 'Photo', 'Description']) {
      expect(form.getByLabelText(label)).toBeVisible();
    }
    expect(form.getByLabelText('Photo')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/heic,image/heif',
    );
    const options = form.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Aquarelles',
      'Peinture sur toile',
      'Pâte à papier',
      'Peintures sur papier',
      'Photos en vrac',
      'Interventions (ateliers)',
    ]);
    expect(form.getByRole('button', { name: 'Valider' })).toBeInTheDocument();
  });

  it('shows the year field only for Peinture sur Toile', async () => {
    const { user } = await renderAdminForms(createTestBackend());
    const form = addForm();
    expect(form.queryByLabelText('Année')).not.toBeInTheDocument();

    await user.selectOptions(form.getByLabelText('Type'), 'Peinture sur toile');
    expect(form.getByLabelText('Année')).toHaveAttribute('type', 'number');

    await user.selectOptions(form.getByLabelText('Type'), 'Pâte à papier');
    expect(form.queryByLabelText('Année')).not.toBeInTheDocument();
  });

  it('shows every required message under its field and focuses the first invalid one', async () => {
    const backend = createTestBackend();
    const { user } = await renderAdminForms(backend);
    const form = addForm();
    await user.selectOptions(form.getByLabelText('Type'), 'Peinture sur toile');
    await user.click(form.getByRole('button', { name: 'Valider' }));

    expect(await form.findByText("L'année est obligatoire")).toBeInTheDocument();
    expect(form.getByText('Le titre est obligatoire')).toBeInTheDocument();
    expect(form.getByText('Le Numero est obligatoire')).toBeInTheDocument();
    expect(form.getByText("L'image est obligatoire")).toBeInTheDocument();
    expectFieldError('Année', FORM_MESSAGES.yearRequired);
    expectFieldError('Titre', FORM_MESSAGES.titleRequired);
    expectFieldError('Numéro', FORM_MESSAGES.subtitleRequired);
    expectFieldError('Photo', FORM_MESSAGES.photoRequired);
    expect(form.getByLabelText('Dimensions')).not.toHaveAttribute('aria-invalid');
    expect(form.getByLabelText('Description')).not.toHaveAttribute('aria-invalid');
    expect(form.getByLabelText('Année')).toHaveFocus();
    expect(backend.calls.filter((c) => c.method === 'addArtwork')).toHaveLength(0);
  });

  it('checks the year as the database rules do: "0999" is refused in the form', async () => {
    const backend = createTestBackend();
    const { user } = await renderAdminForms(backend);
    await fillValidWork(user, { type: 'Peinture sur toile', year: '0999' });
    await user.click(addForm().getByRole('button', { name: 'Valider' }));

    expect(await addForm().findByText("L'année doit être comprise entre 1900 et 2100")).toBeInTheDocument();
    // The focus follows the message's render, not always in the same task.
    await waitFor(() => expect(addForm().getByLabelText('Année')).toHaveFocus());
    expect(backend.calls.filter((c) => c.method === 'addArtwork')).toHaveLength(0);
  });

  it('asks no year outside the canvas type, and focuses the first missing field', async () => {
    const { user } = await renderAdminForms(createTestBackend());
    const form = addForm();
    await user.type(form.getByLabelText('Titre'), 'Le verger');
    await user.click(form.getByRole('button', { name: 'Valider' }));

    expect(await form.findByText('Le Numero est obligatoire')).toBeInTheDocument();
    expect(form.queryByText("L'année est obligatoire")).not.toBeInTheDocument();
    expect(form.queryByText('Le titre est obligatoire')).not.toBeInTheDocument();
    expect(form.getByLabelText('Numéro')).toHaveFocus();

    await user.type(form.getByLabelText('Numéro'), '3');
    await waitFor(() => expect(form.queryByText('Le Numero est obligatoire')).not.toBeInTheDocument());
    await user.upload(form.getByLabelText('Photo'), photoFile());
    expect(form.queryByText("L'image est obligatoire")).not.toBeInTheDocument();
  });

  it('previews the chosen photo and revokes the preview when it changes', async () => {
    const { user } = await renderAdminForms(createTestBackend());
    const form = addForm();
    await user.upload(form.getByLabelText('Photo'), photoFile('premiere.jpg'));
    const first = form.getByRole('img', { name: 'Aperçu de la photo' }).getAttribute('src');
    expect(first).toMatch(/^blob:/);
    // The photo is prepared as soon as it is chosen.
    expect(photo.preparePhoto).toHaveBeenCalledTimes(1);

    await user.upload(form.getByLabelText('Photo'), photoFile('seconde.png', 'image/png'));
    const second = form.getByRole('img', { name: 'Aperçu de la photo' }).getAttribute('src');
    expect(second).not.toBe(first);
    expect(urls.revoke).toHaveBeenCalledWith(first);
    // The first photo's previews are all gone; the second's stays (the photo step, opened on
    // it, holds one of its own until it closes).
    expect(urls.live.has(first!)).toBe(false);
    expect(urls.live.has(second!)).toBe(true);
    expect(urls.live.size).toBeLessThanOrEqual(2);
  });

  it.each([
    ['a PDF', photoFile('catalogue.pdf', 'application/pdf'), PHOTO_MESSAGES.notAnImage],
    ['an SVG', photoFile('dessin.svg', 'image/svg+xml'), PHOTO_MESSAGES.notAnImage],
    ['a photo over 20 MB', photoFile('enorme.jpg', 'image/jpeg', 20 * 1024 * 1024 + 1), PHOTO_MESSAGES.tooLarge],
  ])('refuses %s with a clear message', async (_what, file, message) => {
    const { user } = await renderAdminForms(createTestBackend(), { applyAccept: false });
    const form = addForm();
    await user.upload(form.getByLabelText('Photo'), file);

    expect(form.getByText(message)).toBeInTheDocument();
    expectFieldError('Photo', message);
    expect(form.queryByRole('img', { name: 'Aperçu de la photo' })).not.toBeInTheDocument();
    expect(photo.preparePhoto).not.toHaveBeenCalled();
  });

  it('decodes in the page a HEIC photo this browser cannot, names one nothing can read, and accepts one it can', async () => {
    // Some systems give HEIC files no MIME type: the extension tells.
    const { user } = await renderAdminForms(createTestBackend(), { applyAccept: false });
    const form = addForm();
    photo.canDecodePhoto.mockResolvedValueOnce(false);
    heic.heicAsJpeg.mockResolvedValueOnce(null);
    await user.upload(form.getByLabelText('Photo'), photoFile('IMG_0001.HEIC', 'image/heic'));
    expect(await form.findByText(PHOTO_MESSAGES.unreadable('IMG_0001.HEIC'))).toBeInTheDocument();

    const decoded = new File(['jpeg'], 'IMG_0003.jpg', { type: 'image/jpeg' });
    photo.canDecodePhoto.mockResolvedValueOnce(false);
    heic.heicAsJpeg.mockResolvedValueOnce(decoded);
    await user.upload(form.getByLabelText('Photo'), photoFile('IMG_0003.HEIC', 'image/heic'));
    expect(await form.findByRole('img', { name: 'Aperçu de la photo' })).toBeInTheDocument();
    await waitFor(() => expect(photo.preparePhoto).toHaveBeenCalledWith(decoded));

    await user.upload(form.getByLabelText('Photo'), photoFile('IMG_0002.HEIC', ''));
    expect(await form.findByRole('img', { name: 'Aperçu de la photo' })).toBeInTheDocument();
    expect(form.queryByText(PHOTO_MESSAGES.unreadable('IMG_0001.HEIC'))).not.toBeInTheDocument();
  });

  it('sends a valid work, says "Bien envoyer" and empties the form', async () => {
    const backend = createTestBackend();
    const { user } = await renderAdminForms(backend);
    const form = addForm();
    await fillValidWork(user, { type: 'Peinture sur toile', year: '2024' });
    const preview = form.getByRole('img', { name: 'Aperçu de la photo' }).getAttribute('src')!;
    await user.click(form.getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText('Bien envoyer')).toBeInTheDocument();
    expect(backend.calls.find((c) => c.method === 'addArtwork')?.args.slice(0, 2)).toEqual([
      {
        type: 'Peinture sur Toile',
        years: 2024,
        title: 'Le verger 14',
        subtitle: '14',
        dimensions: '50 x 70 cm',
        description: 'Aquarelle sur papier.',
      },
      PREPARED,
    ]);
    expect(await backend.find('Peinture sur Toile', '14')).toMatchObject({
      width: 2000,
      height: 1500,
      zoomWidth: 3200,
      zoomHeight: 2400,
    });

    await waitFor(() => expect(form.getByLabelText('Titre')).toHaveValue(''));
    expect(form.getByLabelText('Type')).toHaveValue('Aquarelles');
    expect(form.queryByLabelText('Année')).not.toBeInTheDocument();
    expect(form.getByLabelText('Numéro')).toHaveValue('');
    expect(form.getByLabelText('Dimensions')).toHaveValue('');
    expect(form.getByLabelText('Description')).toHaveValue('');
    expect((form.getByLabelText('Photo') as HTMLInputElement).value).toBe('');
    expect(form.queryByRole('img', { name: 'Aperçu de la photo' })).not.toBeInTheDocument();
    expect(urls.live.has(preview)).toBe(false);
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stores no year and null dimensions for other types', async () => {
    const backend = createTestBackend();
    const { user } = await renderAdminForms(backend);
    const form = addForm();
    await user.type(form.getByLabelText('Titre'), 'Marée basse 2');
    await user.type(form.getByLabelText('Numéro'), '2');
    await user.upload(form.getByLabelText('Photo'), photoFile());
    await user.click(form.getByRole('button', { name: 'Valider' }));

    await screen.findByText('Bien envoyer');
    const fields = backend.calls.find((c) => c.method === 'addArtwork')?.args[0];
    expect(fields).toMatchObject({ type: 'Aquarelles', dimensions: null });
    expect(fields).not.toHaveProperty('years');
  });

  it('shows the upload progress while the photo is sent', async () => {
    const backend = createTestBackend();
    const release = backend.holdNextUpload(0.42);
    const { user } = await renderAdminForms(backend);
    const form = addForm();
    await fillValidWork(user);
    await user.click(form.getByRole('button', { name: 'Valider' }));

    const bar = await form.findByRole('progressbar', { name: 'Envoi de la photo' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '42'));
    expect(form.getByText(/42\s%/)).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Valider' })).toHaveAttribute('aria-disabled', 'true');

    release();
    expect(await screen.findByText('Bien envoyer')).toBeInTheDocument();
    expect(form.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a numéro that exists in that type and keeps everything typed', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend);
    const form = addForm();
    // "12" is taken by the legacy record "undefined12".
    await fillValidWork(user, { numero: '12' });
    await user.click(form.getByRole('button', { name: 'Valider' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Ce numéro existe déjà dans cette catégorie : choisissez-en un autre.',
    );
    expect(screen.queryByText('Bien envoyer')).not.toBeInTheDocument();
    expect(form.getByLabelText('Titre')).toHaveValue('Le verger 14');
    expect(form.getByLabelText('Numéro')).toHaveValue('12');
    expect(form.getByLabelText('Dimensions')).toHaveValue('50 x 70 cm');
    expect(form.getByLabelText('Description')).toHaveValue('Aquarelle sur papier.');
    expect(form.getByRole('img', { name: 'Aperçu de la photo' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();

    // Once the numéro is changed, the same photo goes through without being prepared again.
    await user.clear(form.getByLabelText('Numéro'));
    await user.type(form.getByLabelText('Numéro'), '13');
    await user.click(form.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Bien envoyer')).toBeInTheDocument();
    expect(photo.preparePhoto).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['session-expired', 'Votre session a expiré. Reconnectez-vous.'],
    ['permission-denied', 'La base de données a refusé cette modification.'],
    ['network', 'Pas de connexion réseau. Vérifiez votre connexion, puis réessayez.'],
    ['timeout', "Le serveur n'a pas répondu dans les 20 secondes. Vérifiez votre connexion, puis réessayez."],
    ['upload-failed', "L'envoi de la photo a échoué. Vérifiez votre connexion, puis réessayez."],
    ['unknown', "L'enregistrement a échoué. Réessayez."],
  ] as const)('on %s shows "%s", logs the error and keeps what was typed', async (code, message) => {
    const backend = createTestBackend();
    const { user } = await renderAdminForms(backend);
    const form = addForm();
    await fillValidWork(user);
    backend.failNextCall(code);
    await user.click(form.getByRole('button', { name: 'Valider' }));

    expect(await form.findByRole('alert')).toHaveTextContent(message);
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ code }));
    expect(form.getByLabelText('Titre')).toHaveValue('Le verger 14');
  });

  it('names the field the database refuses, and puts the focus on it', async () => {
    const backend = createTestBackend();
    const { user } = await renderAdminForms(backend);
    const form = addForm();
    await fillValidWork(user);
    vi.spyOn(backend, 'addArtwork').mockRejectedValueOnce(
      new BackendError('invalid-field', 'refused', { field: 'dimensions' }),
    );
    await user.click(form.getByRole('button', { name: 'Valider' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'La base de données refuse le champ « Dimensions » : corrigez-le, puis réessayez.',
    );
    expect(form.getByLabelText('Dimensions')).toHaveFocus();
  });

  it('takes a photo dropped onto the form', async () => {
    await renderAdminForms(createTestBackend());
    const form = addForm();
    const target = form.getByRole('button', { name: 'Valider' }).closest('form')!;
    const files = [photoFile('deposee.jpg')];
    const dataTransfer = { types: ['Files'], files, dropEffect: 'none' };
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });

    expect(await form.findByRole('img', { name: 'Aperçu de la photo' })).toBeInTheDocument();
    expect(photo.preparePhoto).toHaveBeenCalledWith(files[0]);
  });

  it('takes a pasted image, and leaves pasted text alone', async () => {
    await renderAdminForms(createTestBackend());
    const form = addForm();
    fireEvent.paste(form.getByLabelText('Titre'), { clipboardData: { files: [], types: ['text/plain'] } });
    expect(form.queryByRole('img', { name: 'Aperçu de la photo' })).not.toBeInTheDocument();

    const pasted = photoFile('capture.png', 'image/png');
    fireEvent.paste(form.getByLabelText('Titre'), { clipboardData: { files: [pasted], types: ['Files'] } });
    expect(await form.findByRole('img', { name: 'Aperçu de la photo' })).toBeInTheDocument();
    expect(photo.preparePhoto).toHaveBeenCalledWith(pasted);
  });

  it('refuses a dropped file that is not a photo, with the same message as a chosen one', async () => {
    await renderAdminForms(createTestBackend(), { applyAccept: false });
    const form = addForm();
    const target = form.getByRole('button', { name: 'Valider' }).closest('form')!;
    fireEvent.drop(target, { dataTransfer: { types: ['Files'], files: [photoFile('notes.pdf', 'application/pdf')] } });

    expect(await form.findByText(PHOTO_MESSAGES.notAnImage)).toBeInTheDocument();
    expect(photo.preparePhoto).not.toHaveBeenCalled();
  });

  it('says so when the photo cannot be prepared', async () => {
    photo.preparePhoto.mockRejectedValue(new Error('canvas failed'));
    const backend = createTestBackend();
    const { user } = await renderAdminForms(backend);
    const form = addForm();
    await user.upload(form.getByLabelText('Photo'), photoFile());

    expect(await form.findByText(PHOTO_MESSAGES.unprocessable)).toBeInTheDocument();
    expect(form.queryByRole('img', { name: 'Aperçu de la photo' })).not.toBeInTheDocument();
  });
});
