import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_ARTWORKS } from '@/test/sample-artworks';
import { createTestBackend } from '@/test/test-backend';
import { deleteForm, renderAdminForms, STUDIO_RENDER } from './admin-test-utils';

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
});

type User = Awaited<ReturnType<typeof renderAdminForms>>['user'];

const LEGACY = SAMPLE_ARTWORKS[0]!;

async function chooseWork(user: User, typeLabel: string, optionLabel: string) {
  const form = deleteForm();
  await user.selectOptions(form.getByLabelText('Type'), typeLabel);
  await waitFor(() =>
    expect(within(form.getByLabelText('Œuvre')).getByRole('option', { name: optionLabel })).toBeInTheDocument(),
  );
  await user.selectOptions(form.getByLabelText('Œuvre'), optionLabel);
}

/** The toast of a deletion, with its "Annuler". */
function undoToast(title: string) {
  return screen.findByText(`L'œuvre « ${title} » est dans la corbeille.`);
}

describe('DeleteArtworkForm', STUDIO_RENDER, () => {
  it('moves the chosen legacy work to the trash as it is, and offers "Annuler"', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend);
    const form = deleteForm();
    expect(form.getByRole('button', { name: 'Supprimer' })).toBeDisabled();

    await chooseWork(user, 'Aquarelles', 'Arbre en hiver — n° 12');
    await user.click(form.getByRole('button', { name: 'Supprimer' }));

    const toast = await undoToast('Arbre en hiver 12');
    expect(within(toast.parentElement!).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(backend.calls.find((c) => c.method === 'deleteArtwork')?.args).toEqual([LEGACY]);
    expect(await backend.find('Aquarelles', 'undefined12')).toBeUndefined();
    expect(await backend.findInTrash('Aquarelles', 'undefined12')).toMatchObject({ title: 'Arbre en hiver 12' });
    await waitFor(() =>
      expect(
        within(form.getByLabelText('Œuvre')).queryByRole('option', { name: 'Arbre en hiver — n° 12' }),
      ).not.toBeInTheDocument(),
    );
    expect(form.getByLabelText('Œuvre')).toHaveValue('');
    expect(form.getByLabelText('Œuvre')).toHaveFocus();
  });

  it('puts the work back when "Annuler" is pressed in the toast', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend);
    await chooseWork(user, 'Aquarelles', 'Brume sur la Seine — n° 27');
    await user.click(deleteForm().getByRole('button', { name: 'Supprimer' }));
    const toast = await undoToast('Brume sur la Seine 27');
    await user.click(within(toast.parentElement!).getByRole('button', { name: 'Annuler' }));

    expect(
      await screen.findByText("L'œuvre « Brume sur la Seine 27 » est de retour dans sa galerie."),
    ).toBeInTheDocument();
    expect(await backend.find('Aquarelles', '27')).toEqual(SAMPLE_ARTWORKS[1]);
    expect(await backend.findInTrash('Aquarelles', '27')).toBeUndefined();
  });

  it.each([
    ['session-expired', 'Votre session a expiré. Reconnectez-vous.'],
    [
      'trash-occupied',
      "Une œuvre supprimée sous le même numéro attend déjà dans la corbeille : restaurez-la ou supprimez-la définitivement d'abord.",
    ],
    ['gone', 'Cette œuvre a été supprimée ou remplacée entre-temps, peut-être dans un autre onglet.'],
    ['unknown', 'La suppression a échoué. Réessayez.'],
  ] as const)('on %s says "%s" and keeps the work', async (code, message) => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend);
    const form = deleteForm();
    await chooseWork(user, 'Peinture sur toile', 'Les falaises — n° 5');
    backend.failNextCall(code);
    await user.click(form.getByRole('button', { name: 'Supprimer' }));

    expect(await form.findByRole('alert')).toHaveTextContent(message);
    expect(await backend.find('Peinture sur Toile', '5')).toBeDefined();
    expect(consoleError).toHaveBeenCalled();
  });
});
