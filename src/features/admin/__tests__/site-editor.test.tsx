import { STUDIO_PATHS } from '@/domain/studio-paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { createTestBackend } from '@/test/test-backend';
import { renderAdminForms, STUDIO_RENDER } from './admin-test-utils';

const section = (name: string) => screen.getByRole('region', { name });

// The site's forms render in a transition once the site node answers: on a loaded machine that
// takes longer than findBy's default wait (a bound, not a timing).
describe('the site’s texts in the studio', STUDIO_RENDER, () => {
  it('offers a fresh project to import the current texts, then shows the forms', async () => {
    const user = userEvent.setup();
    const backend = createTestBackend();
    await renderAdminForms(backend, { at: STUDIO_PATHS.statement });
    await user.click(await screen.findByRole('button', { name: 'Importer les textes actuels du site' }, STUDIO_RENDER));
    expect(await screen.findByRole('region', { name: 'La démarche' }, STUDIO_RENDER)).toBeInTheDocument();
    expect(await backend.readSite()).toEqual(DEFAULT_SITE_CONTENT);
  });

  it('follows the site node once for the whole studio: the editor and the publication line share it', async () => {
    const backend = createTestBackend({ site: DEFAULT_SITE_CONTENT });
    const subscribeSite = vi.spyOn(backend, 'subscribeSite');
    await renderAdminForms(backend, { at: STUDIO_PATHS.statement });
    expect(await screen.findByRole('region', { name: 'La démarche' }, STUDIO_RENDER)).toBeInTheDocument();
    expect(subscribeSite).toHaveBeenCalledTimes(1);
  });

  it('says when the texts cannot be loaded', async () => {
    const backend = createTestBackend({ site: DEFAULT_SITE_CONTENT });
    vi.spyOn(backend, 'subscribeSite').mockImplementation((_onData, onError) => {
      onError(new Error('Test: the site node cannot be read'));
      return () => {};
    });
    await renderAdminForms(backend, { at: STUDIO_PATHS.statement });
    expect(await screen.findByRole('alert', {}, STUDIO_RENDER)).toHaveTextContent(STUDIO_MESSAGES.siteLoadFailed);
  });

  it('refuses a blank exhibition in French, focuses it and writes nothing', async () => {
    const user = userEvent.setup();
    const backend = createTestBackend({ site: DEFAULT_SITE_CONTENT });
    await renderAdminForms(backend, { at: STUDIO_PATHS.exhibitions });
    await screen.findByRole('region', { name: 'Les expositions' }, STUDIO_RENDER);
    const exhibitions = section('Les expositions');
    await user.click(within(exhibitions).getByRole('button', { name: 'Ajouter une exposition' }));
    await user.click(within(exhibitions).getByRole('button', { name: 'Enregistrer' }));
    const added = within(exhibitions).getByRole('group', { name: 'Exposition 11' });
    const blank = within(added).getByLabelText(/^Titre/);
    await waitFor(() => expect(blank).toHaveAccessibleDescription('Ce champ est obligatoire'));
    expect(blank).toHaveFocus();
    expect(backend.calls.filter((c) => c.method === 'saveSiteSection')).toHaveLength(0);
  });

  it('keeps what was typed and says why when the save is refused', async () => {
    const user = userEvent.setup();
    const backend = createTestBackend({ site: DEFAULT_SITE_CONTENT });
    await renderAdminForms(backend, { at: STUDIO_PATHS.interventions });
    await screen.findByRole('region', { name: 'La carte « Interventions »' }, STUDIO_RENDER);
    const card = section('La carte « Interventions »');
    const text = within(card).getByLabelText('Texte de la carte');
    await user.clear(text);
    await user.type(text, 'Ateliers dans les écoles de Fécamp.');
    backend.failNextCall('permission-denied');
    await user.click(within(card).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('La base de données a refusé cette modification.');
    expect(text).toHaveValue('Ateliers dans les écoles de Fécamp.');
    expect((await backend.readSite())?.interventions).toBe(DEFAULT_SITE_CONTENT.interventions);

    await user.click(within(card).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(async () =>
      expect((await backend.readSite())?.interventions).toBe('Ateliers dans les écoles de Fécamp.'),
    );
  });
});
