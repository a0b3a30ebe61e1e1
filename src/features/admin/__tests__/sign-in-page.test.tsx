import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '@/backend/demo/demo-backend';
import { BackendError, type AdminUser } from '@/backend/types';
import { createIndexedDbDemoBackend, createTestBackend, TEST_ADMIN } from '@/test/test-backend';
import { renderAdminRoutes } from './admin-test-utils';

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
  localStorage.clear();
});

function signedOutBackend() {
  return createTestBackend({ signedIn: null });
}

async function signIn(user: ReturnType<typeof renderAdminRoutes>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Identifiant'), email);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se Connecter' }));
}

describe('SignInPage', () => {
  it('shows the title, the labelled fields with their placeholders, and the demo credentials', () => {
    renderAdminRoutes('/admin', signedOutBackend());
    expect(screen.getByRole('heading', { level: 1, name: 'Connection' })).toBeInTheDocument();
    expect(screen.getByLabelText('Identifiant')).toHaveAttribute('placeholder', 'Identifiant');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('placeholder', 'Mot de passe');
    expect(screen.getByRole('button', { name: 'Se Connecter' })).toBeInTheDocument();
    expect(screen.getByText('Mode démo : identifiant admin@example.com, mot de passe demo-admin')).toBeInTheDocument();
    // The note must tell the truth about the demo account.
    expect(`${DEMO_ACCOUNT.email} ${DEMO_ACCOUNT.password}`).toBe('admin@example.com demo-admin');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('masks the password and shows it on demand', async () => {
    const { user } = renderAdminRoutes('/admin', signedOutBackend());
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Masquer le mot de passe' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes to /addArticle with the first 24 characters of the ID token', async () => {
    const backend = signedOutBackend();
    const { router, user } = renderAdminRoutes('/admin', backend);
    await signIn(user, TEST_ADMIN.email ?? '', 'secret');

    await screen.findByRole('heading', { level: 1, name: 'Administration' });
    expect(router.state.location.pathname).toBe('/addArticle');
    const token = new URLSearchParams(router.state.location.search).get('token');
    expect(token).toHaveLength(24);
    const signedIn = await new Promise<AdminUser | null>((resolve) => backend.onUserChanged(resolve)());
    expect(token).toBe(signedIn?.idToken.slice(0, 24));
  });

  it('disables the button and says "Connexion…" while signing in', async () => {
    const backend = signedOutBackend();
    let refuse!: (error: Error) => void;
    vi.spyOn(backend, 'signIn').mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
    const { user } = renderAdminRoutes('/admin', backend);
    await signIn(user, 'x@example.com', 'nope');

    expect(screen.getByRole('button', { name: 'Connexion…' })).toBeDisabled();
    refuse(new BackendError('wrong-credentials', 'refused'));
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Se Connecter' })).toBeEnabled();
  });

  it.each([
    ['wrong-credentials', 'Identifiant ou mot de passe incorrect.'],
    ['too-many-attempts', 'Trop de tentatives. Réessayez dans quelques minutes.'],
    ['network', 'Pas de connexion réseau. Vérifiez votre connexion puis réessayez.'],
    ['unknown', 'La connexion a échoué. Réessayez.'],
  ] as const)('on %s, stays on /admin, shows "%s" and logs the code and message', async (code, message) => {
    const backend = signedOutBackend();
    backend.failNextCall(code);
    const { router, user } = renderAdminRoutes('/admin', backend);
    await signIn(user, TEST_ADMIN.email ?? '', 'secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/admin');
    expect(consoleError).toHaveBeenCalledWith(code, `Test: fails with ${code}`);
    expect(screen.getByLabelText('Mot de passe')).toHaveFocus();
  });

  it('refuses a wrong password', async () => {
    const { router, user } = renderAdminRoutes('/admin', signedOutBackend());
    await signIn(user, TEST_ADMIN.email ?? '', 'not-the-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiant ou mot de passe incorrect.');
    expect(router.state.location.pathname).toBe('/admin');
    expect(consoleError).toHaveBeenCalledWith('wrong-credentials', 'Demo sign-in refused: wrong email or password');
  });

  it('signs out an account without the admin claim and says it has no access', async () => {
    const backend = createTestBackend({
      signedIn: null,
      accounts: [{ email: 'visiteur@example.com', password: 'secret', isAdmin: false }],
    });
    const { router, user } = renderAdminRoutes('/admin', backend);
    await signIn(user, 'visiteur@example.com', 'secret');

    expect(await screen.findByRole('alert')).toHaveTextContent("Ce compte n'a pas accès à l'administration.");
    expect(router.state.location.pathname).toBe('/admin');
    expect(backend.calls.at(-1)).toEqual({ method: 'signOut', args: [] });
    expect(consoleError).toHaveBeenCalledWith('not-admin', expect.any(String));
  });

  describe('on the demo backend', () => {
    it('refuses a wrong password, then accepts the demo account', async () => {
      const backend = createIndexedDbDemoBackend();
      const { router, user } = renderAdminRoutes('/admin', backend);

      await signIn(user, DEMO_ACCOUNT.email, 'wrong');
      expect(await screen.findByRole('alert')).toHaveTextContent('Identifiant ou mot de passe incorrect.');

      await user.clear(screen.getByLabelText('Identifiant'));
      await user.clear(screen.getByLabelText('Mot de passe'));
      await signIn(user, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
      await waitFor(() => expect(router.state.location.pathname).toBe('/addArticle'));
      expect(new URLSearchParams(router.state.location.search).get('token')).toMatch(/^.{24}$/);
    });
  });
});
