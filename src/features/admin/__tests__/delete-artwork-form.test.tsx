import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteForm, renderAdminForms, SAMPLE_ARTWORKS } from './admin-test-utils';
import { FakeAdminBackend } from './fake-admin-backend';

vi.mock('@/features/admin/prepare-photo', () => ({ preparePhoto: vi.fn(), canDecodePhoto: vi.fn() }));

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

describe('DeleteArtworkForm', () => {
  it('asks for confirmation inline, can be cancelled, then deletes the legacy work as it is', async () => {
    const backend = new FakeAdminBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend);
    const form = deleteForm();
    expect(form.getByRole('button', { name: 'Supprimer' })).toBeDisabled();

    await chooseWork(user, 'Aquarelles', 'Arbre en hiver 12 — n° 12');
    await user.click(form.getByRole('button', { name: 'Supprimer' }));
    const question = form.getByRole('group', { name: 'Supprimer définitivement « Arbre en hiver 12 » ?' });
    expect(within(question).getByRole('button', { name: 'Annuler' })).toHaveFocus();

    await user.click(within(question).getByRole('button', { name: 'Annuler' }));
    expect(form.queryByText(/Supprimer définitivement/)).not.toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Supprimer' })).toHaveFocus();
    expect(backend.calls.some((c) => c.method === 'deleteArtwork')).toBe(false);

    await user.click(form.getByRole('button', { name: 'Supprimer' }));
    await user.click(form.getByRole('button', { name: 'Confirmer la suppression' }));

    expect(await screen.findByText('Œuvre supprimée')).toBeInTheDocument();
    expect(backend.calls.find((c) => c.method === 'deleteArtwork')).toEqual({
      method: 'deleteArtwork',
      artwork: LEGACY,
    });
    expect(backend.find('Aquarelles', 'undefined12')).toBeUndefined();
    await waitFor(() =>
      expect(
        within(form.getByLabelText('Œuvre')).queryByRole('option', { name: 'Arbre en hiver 12 — n° 12' }),
      ).not.toBeInTheDocument(),
    );
    expect(form.getByLabelText('Œuvre')).toHaveValue('');
    expect(form.getByLabelText('Œuvre')).toHaveFocus();
    expect(form.queryByText(/Supprimer définitivement/)).not.toBeInTheDocument();
  });

  it('cancels the confirmation when another work is chosen', async () => {
    const { user } = await renderAdminForms(new FakeAdminBackend({ artworks: SAMPLE_ARTWORKS }));
    const form = deleteForm();
    await chooseWork(user, 'Aquarelles', 'Arbre en hiver 12 — n° 12');
    await user.click(form.getByRole('button', { name: 'Supprimer' }));
    await user.selectOptions(form.getByLabelText('Œuvre'), 'Brume sur la Seine 27 — n° 27');
    expect(form.queryByText(/Supprimer définitivement/)).not.toBeInTheDocument();
  });

  it('says so when the deletion fails, and keeps the work', async () => {
    const backend = new FakeAdminBackend({ artworks: SAMPLE_ARTWORKS });
    const { user } = await renderAdminForms(backend);
    const form = deleteForm();
    await chooseWork(user, 'Peinture sur toile', 'Les falaises 5 — n° 5');
    await user.click(form.getByRole('button', { name: 'Supprimer' }));
    backend.failNextCall('permission-denied');
    await user.click(form.getByRole('button', { name: 'Confirmer la suppression' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      "Votre session n'a pas les droits d'écriture. Reconnectez-vous.",
    );
    expect(backend.find('Peinture sur Toile', '5')).toBeDefined();
    expect(consoleError).toHaveBeenCalled();
  });
});
