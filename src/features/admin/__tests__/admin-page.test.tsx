import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminForms, renderAdminRoutes, SAMPLE_ARTWORKS } from './admin-test-utils';
import { FakeAdminBackend } from './fake-admin-backend';

vi.mock('@/features/admin/prepare-photo', () => ({
  preparePhoto: vi.fn(),
  canDecodePhoto: vi.fn(),
}));

describe('AdminPage', () => {
  it('sends /addArticle without a query string to /admin', async () => {
    const { router } = renderAdminRoutes('/addArticle', new FakeAdminBackend());
    expect(await screen.findByRole('heading', { level: 1, name: 'Connection' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.location.search).toBe('');
  });

  it('sends a visitor who is not signed in to /admin, whatever the token', async () => {
    const { router } = renderAdminRoutes(
      '/addArticle?token=abcdefghijklmnopqrstuvwx',
      new FakeAdminBackend({ signedIn: null }),
    );
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Connection' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends a signed-in user without the admin claim to /admin', async () => {
    const backend = new FakeAdminBackend({
      signedIn: { uid: 'u', email: 'visiteur@example.com', isAdmin: false, idToken: 'x'.repeat(40) },
    });
    const { router } = renderAdminRoutes('/addArticle?token=xxxxxxxxxxxxxxxxxxxxxxxx', backend);
    await screen.findByRole('heading', { level: 1, name: 'Connection' });
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows the three forms to the admin, the add and delete forms side by side', async () => {
    await renderAdminForms(new FakeAdminBackend({ artworks: SAMPLE_ARTWORKS }));
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Ajouter une œuvre', 'Supprimer une œuvre', 'Modifier']);
    const grid = screen.getByRole('region', { name: 'Ajouter une œuvre' }).parentElement;
    expect(grid).toHaveClass('md:grid-cols-2');
    expect(grid).toContainElement(screen.getByRole('region', { name: 'Supprimer une œuvre' }));
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('signs out and goes to /admin', async () => {
    const backend = new FakeAdminBackend();
    const { router, user } = await renderAdminForms(backend);
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));

    await screen.findByRole('heading', { level: 1, name: 'Connection' });
    expect(router.state.location.pathname).toBe('/admin');
    expect(backend.calls).toContainEqual({ method: 'signOut' });
  });

  it('leaves when the session ends elsewhere', async () => {
    const backend = new FakeAdminBackend();
    const { router } = await renderAdminForms(backend);
    await act(() => backend.signOut());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
