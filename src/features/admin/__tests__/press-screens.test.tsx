import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { STUDIO_PATHS, studioClippingPath } from '@/domain/studio-paths';
import { photoFile, PREPARED, stubObjectUrls } from '@/test/photos';
import { createTestBackend } from '@/test/test-backend';
import { renderAdminForms, STUDIO_RENDER } from './admin-test-utils';
import { photo } from './studio-fakes';

beforeEach(() => {
  stubObjectUrls();
  photo.preparePhoto.mockResolvedValue(PREPARED);
  photo.canDecodePhoto.mockResolvedValue(true);
});
afterEach(() => vi.clearAllMocks());

const press = DEFAULT_SITE_CONTENT.press;
const saves = (backend: ReturnType<typeof createTestBackend>) =>
  backend.calls.filter((c) => c.method === 'saveSiteSection');

describe('the press clippings in the studio', STUDIO_RENDER, () => {
  it('shows every clipping in the carousel’s order, each with its handle and a door to its editor', async () => {
    const backend = createTestBackend({ site: DEFAULT_SITE_CONTENT });
    const { user, router } = await renderAdminForms(backend, { at: STUDIO_PATHS.press });
    const grid = await screen.findByRole('list', { name: 'Les articles de presse' }, STUDIO_RENDER);
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(press.length);
    expect(within(items[0]!).getByRole('button')).toHaveAccessibleName(
      `Déplacer « ${press[0]!.alt} », position 1 sur ${press.length}`,
    );
    await user.click(within(items[2]!).getByRole('link', { name: /^Article 3\b/ }));
    expect(router.state.location.pathname).toBe(studioClippingPath(3));
    expect(
      await screen.findByRole('heading', { name: `Article 3 sur ${press.length}` }, STUDIO_RENDER),
    ).toBeInTheDocument();
  });

  it('edits a clipping at its address: a blank description refused and focused, then its texts saved', async () => {
    const backend = createTestBackend({ site: DEFAULT_SITE_CONTENT });
    const { user } = await renderAdminForms(backend, { at: studioClippingPath(3) });
    const alt = await screen.findByLabelText("Description de l'article (texte alternatif)", {}, STUDIO_RENDER);
    expect(alt).toHaveValue(press[2]!.alt);
    await user.clear(alt);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(alt).toHaveAccessibleDescription('Ce champ est obligatoire');
    expect(alt).toHaveFocus();
    expect(saves(backend)).toHaveLength(0);

    await user.type(alt, 'Portrait de la peintre dans Paris-Normandie');
    await user.type(screen.getByLabelText('Journal ou magazine (facultatif)'), '  Paris-Normandie ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(async () =>
      expect((await backend.readSite())?.press[2]).toMatchObject({
        alt: 'Portrait de la peintre dans Paris-Normandie',
        source: 'Paris-Normandie',
      }),
    );
    expect((await backend.readSite())?.press[3]).toEqual(press[3]);
  });

  it('removes a clipping only once confirmed, and goes back to the grid', async () => {
    const backend = createTestBackend({ site: DEFAULT_SITE_CONTENT });
    const { user, router } = await renderAdminForms(backend, { at: studioClippingPath(2) });
    await user.click(await screen.findByRole('button', { name: 'Supprimer l’article 2' }, STUDIO_RENDER));
    expect(saves(backend)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer l’article 2' }));
    const confirm = screen.getByRole('button', { name: 'Oui, supprimer l’article' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe(STUDIO_PATHS.press));
    const stored = (await backend.readSite())!.press;
    expect(stored).toHaveLength(press.length - 1);
    expect(stored[1]).toEqual(press[2]);
  });

  it('adds several scans at once, one clipping each, and says which files it refused', async () => {
    const backend = createTestBackend({ site: DEFAULT_SITE_CONTENT });
    const { user } = await renderAdminForms(backend, { at: STUDIO_PATHS.press, applyAccept: false });
    const input = await screen.findByLabelText('Images des articles (une par article)', {}, STUDIO_RENDER);
    await user.upload(input, [photoFile('fecamp.jpg'), photoFile('notes.txt', 'text/plain'), photoFile('dieppe.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('« notes.txt » :');
    const first = screen.getByLabelText("Description de l'article (texte alternatif)", {
      selector: '#presse-nouveaux-0-alt',
    });
    await user.type(first, 'Exposition de Fécamp');
    await user.type(
      screen.getByLabelText("Description de l'article (texte alternatif)", { selector: '#presse-nouveaux-1-alt' }),
      'Exposition de Dieppe',
    );
    await user.click(screen.getByRole('button', { name: 'Ajouter les 2 articles' }));
    await waitFor(async () => expect((await backend.readSite())?.press).toHaveLength(press.length + 2), {
      timeout: 10_000,
    });
    const stored = (await backend.readSite())!.press;
    expect(stored.slice(-2).map((c) => c.alt)).toEqual(['Exposition de Fécamp', 'Exposition de Dieppe']);
    expect(photo.preparePhoto).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('2 articles ajoutés.')).toBeInTheDocument();
  });
});
