import { STUDIO_PATHS, studioWorkPath } from '@/domain/studio-paths';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { makeArtwork } from '@/test/artwork-factory';
import { createTestBackend } from '@/test/test-backend';
import type { Change } from '../shared/conflict-changes';
import { ConflictPanel } from '../shared/conflict-panel';
import { renderAdminForms, STUDIO_RENDER } from './admin-test-utils';

let consoleInfo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // A refused stale save is said on the console, as information.
  consoleInfo = vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  consoleInfo.mockRestore();
  localStorage.clear();
});

const CHANGES: Change[] = [
  { kind: 'Modification', label: 'Titre', before: 'Ma démarche', after: 'La lumière des falaises' },
  { kind: 'Ajout', label: 'Paragraphe 3', after: 'Un nouveau paragraphe.' },
  { kind: 'Suppression', label: 'Exposition 2', before: 'Salon de Caen' },
  { kind: 'Déplacement', label: 'Article 3', before: 'Le Courrier cauchois', after: 'place 5' },
  { kind: 'Modification', label: 'Photo', after: 'une autre image' },
];

describe('ConflictPanel', () => {
  it('says the form was changed elsewhere, lists what changed, and takes the focus', () => {
    render(<ConflictPanel changes={CHANGES} busy={false} onReload={() => {}} onOverwrite={() => {}} />);
    const panel = screen.getByRole('group', { name: 'Cette fiche a été modifiée ailleurs' });
    expect(screen.getByRole('alert')).toHaveTextContent('Cette fiche a été modifiée ailleurs');
    expect(screen.getByRole('alert')).toHaveFocus();
    // Read as a person reads them: the no-break spaces held to the guillemets are spaces.
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual([
      'Modification — Titre : « Ma démarche » devient « La lumière des falaises »',
      'Ajout — Paragraphe 3 : « Un nouveau paragraphe. »',
      'Suppression — Exposition 2 : « Salon de Caen »',
      'Déplacement — Article 3 : « Le Courrier cauchois », maintenant à la place 5',
      'Modification — Photo : une autre image',
    ]);
  });

  it('reloads only once the painter confirms, and overwrites at once', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const onOverwrite = vi.fn();
    render(<ConflictPanel changes={CHANGES} busy={false} onReload={onReload} onOverwrite={onOverwrite} />);

    await user.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(screen.getByText(/Votre saisie sera perdue/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Oui, recharger' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onReload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Recharger' }));
    await user.click(screen.getByRole('button', { name: 'Oui, recharger' }));
    expect(onReload).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Écraser' }));
    expect(onOverwrite).toHaveBeenCalledTimes(1);
  });

  it('counts the changes past the first twelve, and offers no overwrite when the stored value is unknown', () => {
    const many = Array.from({ length: 14 }, (_, i): Change => ({ kind: 'Ajout', label: `Exposition ${i + 1}` }));
    render(<ConflictPanel changes={many} busy={false} onReload={() => {}} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('et 2 autres changements.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Écraser' })).not.toBeInTheDocument();
  });
});

describe('a stale save in the studio', STUDIO_RENDER, () => {
  it('of the statement: shows the conflict with her text kept, then "Écraser" saves hers', async () => {
    const user = userEvent.setup();
    const backend = createTestBackend({ site: DEFAULT_SITE_CONTENT });
    await renderAdminForms(backend, { at: STUDIO_PATHS.statement });
    const card = await screen.findByRole('region', { name: 'La démarche' }, STUDIO_RENDER);
    const title = within(card).getByLabelText('Titre');
    await user.clear(title);
    await user.type(title, 'Peindre la côte');
    // Another tab saves the statement meanwhile.
    const elsewhere = { ...DEFAULT_SITE_CONTENT.statement, title: 'La lumière des falaises' };
    await backend.saveSiteSection('statement', elsewhere, DEFAULT_SITE_CONTENT.statement);

    await user.click(within(card).getByRole('button', { name: 'Enregistrer' }));
    const panel = await within(card).findByRole('group', { name: 'Cette fiche a été modifiée ailleurs' });
    expect(panel).toHaveTextContent(
      `Modification — Titre : « ${DEFAULT_SITE_CONTENT.statement.title} » devient « La lumière des falaises »`,
    );
    expect(title).toHaveValue('Peindre la côte');
    expect((await backend.readSite())?.statement.title).toBe('La lumière des falaises');

    await user.click(within(panel).getByRole('button', { name: 'Écraser' }));
    await waitFor(async () => expect((await backend.readSite())?.statement.title).toBe('Peindre la côte'));
    expect(within(card).queryByRole('group', { name: 'Cette fiche a été modifiée ailleurs' })).not.toBeInTheDocument();
  });

  it('of a work: "Recharger", once confirmed, fills the form with the stored work', async () => {
    const user = userEvent.setup();
    const work = makeArtwork({ key: '27', subtitle: '27', title: 'Brume 27', created: 1_600_000_000_000 });
    const backend = createTestBackend({ artworks: [work] });
    await renderAdminForms(backend, { at: studioWorkPath('/aquarelles', '27') });
    const save = await screen.findByRole('button', { name: 'Enregistrer' });
    const form = within(save.closest('form')!);
    await user.type(form.getByLabelText('Description'), 'Lavis.');
    await backend.updateArtwork(work, { ...work, title: 'Brume du soir 27' }, null);

    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    const panel = await form.findByRole('group', { name: 'Cette fiche a été modifiée ailleurs' });
    expect(panel).toHaveTextContent('Modification — Titre : « Brume 27 » devient « Brume du soir 27 »');
    expect(form.getByLabelText('Description')).toHaveValue('Lavis.');

    await user.click(within(panel).getByRole('button', { name: 'Recharger' }));
    await user.click(within(panel).getByRole('button', { name: 'Oui, recharger' }));
    expect(form.getByLabelText('Titre')).toHaveValue('Brume du soir 27');
    expect(form.getByLabelText('Description')).toHaveValue('');
    expect(form.queryByRole('group', { name: 'Cette fiche a été modifiée ailleurs' })).not.toBeInTheDocument();

    // Filled from the stored work now, the save goes through.
    await user.type(form.getByLabelText('Description'), 'Lavis.');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(async () =>
      expect(await backend.find('Aquarelles', '27')).toMatchObject({
        title: 'Brume du soir 27',
        description: 'Lavis.',
      }),
    );
  });
});
