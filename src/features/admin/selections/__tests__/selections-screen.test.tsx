import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBackend } from '@/backend/types';
import { selectionPagePath } from '@/domain/paths';
import { isSelectionId, newSelectionId, type Selection } from '@/domain/selection';
import { STUDIO_PATHS, studioDossierPath, studioSelectionPath } from '@/domain/studio-paths';
import { SAMPLE_ARTWORKS } from '@/test/sample-artworks';
import { createTestBackend } from '@/test/test-backend';
import { renderAdminForms, STUDIO_RENDER } from '../../__tests__/admin-test-utils';
import { COPY_REFUSED } from '../selection-link';

// The studio's screens all load in these tests; the photo preparation is none of their business.

/** Every selection stored, as the studio lists them. */
function storedSelections(backend: AdminBackend): Promise<Selection[]> {
  return new Promise((resolve, reject) => {
    const stop = backend.subscribeSelections((selections) => {
      queueMicrotask(() => stop());
      resolve(selections);
    }, reject);
  });
}

const STORED: Selection = {
  id: newSelectionId(),
  title: 'Pour la galerie Saint-Jacques',
  showPrices: true,
  disabled: false,
  created: Date.UTC(2026, 5, 3, 12),
  works: [
    { type: 'Aquarelles', key: '27' },
    { type: 'Peinture sur Toile', key: '5' },
  ],
};

async function backendWithStored() {
  const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
  await backend.saveSelection(STORED, null);
  return backend;
}

afterEach(() => vi.restoreAllMocks());

describe('the studio’s selections', STUDIO_RENDER, () => {
  it('makes a selection: the title and a work required in French, works picked by sight from two galleries', async () => {
    const backend = createTestBackend({ artworks: SAMPLE_ARTWORKS });
    const { user, router } = await renderAdminForms(backend, { at: STUDIO_PATHS.selections });
    expect(await screen.findByText('Vous n’avez encore aucune sélection.', {}, STUDIO_RENDER)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Nouvelle sélection' }));
    await screen.findByRole('heading', { level: 2, name: 'Nouvelle sélection' }, STUDIO_RENDER);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const title = screen.getByLabelText('Titre');
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Donnez un titre à la sélection.'));
    expect(title).toHaveFocus();

    await user.type(title, 'Pour Claire');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choisissez au moins une œuvre.');
    expect(await storedSelections(backend)).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Peinture sur toile/ }));
    const falaises = screen.getByRole('button', { name: 'Les falaises n° 5' });
    expect(falaises).toHaveAttribute('aria-pressed', 'false');
    await user.click(falaises);
    expect(falaises).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /^Aquarelles/ }));
    await user.click(screen.getByRole('button', { name: 'Brume sur la Seine n° 27' }));
    await user.click(screen.getByRole('button', { name: 'Arbre en hiver n° 12' }));
    // Pressed again: out of the selection.
    await user.click(screen.getByRole('button', { name: 'Arbre en hiver n° 12' }));
    const chosen = screen.getByRole('list', { name: 'Œuvres de la sélection, dans leur ordre' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Les falaises, n° 5'), expect.stringContaining('Brume sur la Seine, n° 27')]);
    await user.type(screen.getByLabelText('Message (facultatif)'), 'Les deux dont nous avons parlé.');
    await user.click(screen.getByLabelText('Afficher les prix'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(async () => expect(await storedSelections(backend)).toHaveLength(1));
    const [saved] = await storedSelections(backend);
    expect(isSelectionId(saved!.id)).toBe(true);
    expect(saved).toMatchObject({
      title: 'Pour Claire',
      message: 'Les deux dont nous avons parlé.',
      showPrices: true,
      disabled: false,
      works: [
        { type: 'Peinture sur Toile', key: '5' },
        { type: 'Aquarelles', key: '27' },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(studioSelectionPath(saved!.id)));
    // The stored selection's editor, once the list has it (the studio's title names it): until
    // then the new one's may still be on screen, on its way out, its links no longer followed.
    await waitFor(() => expect(document.title).toMatch(/^Pour Claire · /), STUDIO_RENDER);
    const link = await screen.findByLabelText('Adresse de la sélection', {}, STUDIO_RENDER);
    expect(link).toHaveValue(`${window.location.origin}${selectionPagePath(saved!.id)}`);
    expect(screen.getByRole('link', { name: /^Ouvrir/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Dossier imprimable de la sélection' })).toHaveAttribute(
      'href',
      studioDossierPath({ selection: saved!.id }),
    );

    await user.click(screen.getByRole('link', { name: '← Toutes les sélections' }));
    const list = await screen.findByRole('list', { name: 'Vos sélections' }, STUDIO_RENDER);
    expect(within(list).getByRole('listitem')).toHaveTextContent(/Pour Claire.*2 œuvres · créée le .* · Active/);
  }, 60_000);

  it('lists her selections with their number of works, their date and whether they are active', async () => {
    const backend = await backendWithStored();
    await backend.saveSelection(
      { ...STORED, id: newSelectionId(), title: 'Ancienne', disabled: true, created: 1 },
      null,
    );
    await renderAdminForms(backend, { at: STUDIO_PATHS.selections });
    const list = await screen.findByRole('list', { name: 'Vos sélections' }, STUDIO_RENDER);
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Pour la galerie Saint-Jacques2 œuvres · créée le 3 juin 2026 · Active');
    expect(items[1]).toHaveTextContent(/Ancienne.*Désactivée/);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', studioSelectionPath(STORED.id));
  });

  it('copies the link, or selects it where the browser refuses', async () => {
    const backend = await backendWithStored();
    const { user } = await renderAdminForms(backend, { at: studioSelectionPath(STORED.id) });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copier le lien' }, STUDIO_RENDER));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${selectionPagePath(STORED.id)}`);
    expect(await screen.findByText('Lien copié')).toBeInTheDocument();

    writeText.mockRejectedValue(new DOMException('Refused', 'NotAllowedError'));
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    const field = screen.getByLabelText('Adresse de la sélection') as HTMLInputElement;
    await waitFor(() => expect(field).toHaveFocus());
    await waitFor(() => expect(field).toHaveAccessibleDescription(COPY_REFUSED));
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(field.value.length);
  });

  it('disables and enables again, saved at once', async () => {
    const backend = await backendWithStored();
    const { user } = await renderAdminForms(backend, { at: studioSelectionPath(STORED.id) });
    await user.click(await screen.findByRole('button', { name: 'Désactiver' }, STUDIO_RENDER));
    await waitFor(async () => expect((await storedSelections(backend))[0]!.disabled).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Réactiver' }));
    await waitFor(async () => expect((await storedSelections(backend))[0]!.disabled).toBe(false));
  });

  it('takes a chosen work out with "Retirer"', async () => {
    const backend = await backendWithStored();
    const { user } = await renderAdminForms(backend, { at: studioSelectionPath(STORED.id) });
    const chosen = await screen.findByRole('list', { name: 'Œuvres de la sélection, dans leur ordre' }, STUDIO_RENDER);
    await user.click(await within(chosen).findByRole('button', { name: 'Retirer « Brume sur la Seine, n° 27 »' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Brume sur la Seine n° 27' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(async () =>
      expect((await storedSelections(backend))[0]!.works).toEqual([{ type: 'Peinture sur Toile', key: '5' }]),
    );
  });

  it('refuses to write over a change made elsewhere: the conflict panel, then "Écraser"', async () => {
    const backend = await backendWithStored();
    const { user } = await renderAdminForms(backend, { at: studioSelectionPath(STORED.id) });
    const title = await screen.findByLabelText('Titre', {}, STUDIO_RENDER);
    await user.clear(title);
    await user.type(title, 'Pour Claire');
    // Another tab renames it meanwhile.
    await act(() => backend.saveSelection({ ...STORED, title: 'Pour Marc' }, STORED));
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const panel = await screen.findByRole('group', { name: 'Cette fiche a été modifiée ailleurs' });
    expect(panel).toHaveTextContent('Titre : « Pour la galerie Saint-Jacques » devient « Pour Marc »');
    expect((await storedSelections(backend))[0]!.title).toBe('Pour Marc');
    expect(title).toHaveValue('Pour Claire');
    await user.click(within(panel).getByRole('button', { name: 'Écraser' }));
    await waitFor(async () => expect((await storedSelections(backend))[0]!.title).toBe('Pour Claire'));
  });

  it('deletes a selection once confirmed', async () => {
    const backend = await backendWithStored();
    const { user, router } = await renderAdminForms(backend, { at: studioSelectionPath(STORED.id) });
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }, STUDIO_RENDER));
    expect(await storedSelections(backend)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Oui, supprimer la sélection' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(STUDIO_PATHS.selections));
    expect(await storedSelections(backend)).toEqual([]);
    expect(await screen.findByText('Vous n’avez encore aucune sélection.')).toBeInTheDocument();
  });

  it('says so at the address of a selection that is none', async () => {
    const backend = await backendWithStored();
    await renderAdminForms(backend, { at: studioSelectionPath(newSelectionId()) });
    expect(
      await screen.findByText('Cette sélection n’existe pas ou a été supprimée.', {}, STUDIO_RENDER),
    ).toBeInTheDocument();
  });
});
