import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_ARTWORKS } from '@/test/sample-artworks';
import { createTestBackend } from '@/test/test-backend';
import { renderAdminForms, renderAdminRoutes, STUDIO_RENDER } from './admin-test-utils';

describe('AdminPage', STUDIO_RENDER, () => {
  it('sends /addArticle without a query string to /admin', async () => {
    const { router } = renderAdminRoutes('/addArticle', createTestBackend());
    expect(await screen.findByRole('heading', { level: 1, name: 'Connection' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.location.search).toBe('');
  });

  it('sends a visitor who is not signed in to /admin, whatever the token', async () => {
    const backend = createTestBackend({ signedIn: null });
    // Firebase answers once it has read its stored session: until then the page waits.
    const answerLater = backend.onUserChanged;
    backend.onUserChanged = (callback) => answerLater((user) => setTimeout(() => callback(user), 10));
    const { router } = renderAdminRoutes('/addArticle?token=abcdefghijklmnopqrstuvwx', backend);
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Connection' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends a signed-in user without the admin claim to /admin', async () => {
    const backend = createTestBackend({
      signedIn: { uid: 'u', email: 'visiteur@example.com', isAdmin: false, idToken: 'x'.repeat(40) },
    });
    const { router } = renderAdminRoutes('/addArticle?token=xxxxxxxxxxxxxxxxxxxxxxxx', backend);
    await screen.findByRole('heading', { level: 1, name: 'Connection' });
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows the admin the spec\'s screen in the studio: the add and delete forms side by side, "Modifier" a door to the editor', async () => {
    const { user } = await renderAdminForms(createTestBackend({ artworks: SAMPLE_ARTWORKS }));
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Ajouter une œuvre', 'Supprimer une œuvre', 'Modifier']);
    expect(screen.getByRole('navigation', { name: 'Atelier' })).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: 'Ajouter une œuvre' }).parentElement;
    expect(grid).toHaveClass('md:grid-cols-2');
    expect(grid).toContainElement(screen.getByRole('region', { name: 'Supprimer une œuvre' }));
    expect(screen.queryByRole('main')).not.toBeInTheDocument();

    const door = within(screen.getByRole('region', { name: 'Modifier' }));
    expect(door.getByRole('link', { name: 'toutes les œuvres' })).toHaveAttribute('href', '/studio/oeuvres');
    await waitFor(
      () => expect(within(door.getByLabelText('Œuvre')).getAllByRole('option')).toHaveLength(3),
      STUDIO_RENDER,
    );
    await user.selectOptions(door.getByLabelText('Œuvre'), 'Arbre en hiver — n° 12');
    await user.click(door.getByRole('link', { name: 'Modifier cette œuvre' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Arbre en hiver, n° 12' })).toBeInTheDocument();
    expect(screen.getByLabelText('Titre')).toHaveValue('Arbre en hiver 12');
  });

  it('signs out and goes to /admin', async () => {
    const backend = createTestBackend();
    const { router, user } = await renderAdminForms(backend);
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));

    await screen.findByRole('heading', { level: 1, name: 'Connection' });
    expect(router.state.location.pathname).toBe('/admin');
    expect(backend.calls).toContainEqual({ method: 'signOut', args: [] });
  });

  it('leaves when the session ends elsewhere', async () => {
    const backend = createTestBackend();
    const { router } = await renderAdminForms(backend);
    await act(() => backend.signOut());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
