import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type AdminUser, type BackendErrorCode } from '../../types';
import { createFirebaseAdminBackend } from '../admin-backend';
import { BROWSER_LOCAL_PERSISTENCE, fake, INDEXED_DB_PERSISTENCE, initializeAuthCalls } from './fake-firebase';

vi.mock('@/backend/config', async () => (await import('./fake-firebase')).configModule(false));
vi.mock('firebase/app', async () => (await import('./fake-firebase')).appModule);
vi.mock('firebase/auth', async () => (await import('./fake-firebase')).authModule);
vi.mock('firebase/database', async () => (await import('./fake-firebase')).databaseModule);
vi.mock('firebase/storage', async () => (await import('./fake-firebase')).storageModule);

const backend = createFirebaseAdminBackend();

const PAINTER = {
  uid: 'painter-uid',
  email: 'peintre@example.com',
  password: 'bon-mot-de-passe',
  claims: { admin: true },
};
const VISITOR = { uid: 'visitor-uid', email: 'visiteur@example.com', password: 'autre', claims: {} };

async function codeOf(promise: Promise<unknown>): Promise<BackendErrorCode> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return (error as BackendError).code;
}

beforeEach(() => {
  fake.reset();
  fake.users = [PAINTER, VISITOR];
});

describe('Firebase Auth', () => {
  it('is set up with initializeAuth, local persistence and no popup/redirect resolver (no auth iframe)', async () => {
    await backend.signIn(PAINTER.email, PAINTER.password);

    expect(initializeAuthCalls).toHaveLength(1);
    const [app, deps] = initializeAuthCalls[0] ?? [];
    expect(app).toMatchObject({ options: { projectId: 'exemple-portfolio' } });
    expect(deps).toEqual({ persistence: [INDEXED_DB_PERSISTENCE, BROWSER_LOCAL_PERSISTENCE] });
    expect(deps).not.toHaveProperty('popupRedirectResolver');
  });

  it('signs the admin in with email and password and reads the admin claim', async () => {
    const user = await backend.signIn('  peintre@example.com ', PAINTER.password);

    expect(fake.log).toContainEqual({ op: 'sign-in', email: 'peintre@example.com' });
    expect(user).toEqual({
      uid: 'painter-uid',
      email: 'peintre@example.com',
      isAdmin: true,
      idToken: 'eyJhbGciOiJSUzI1NiJ9.painter-uid.signature-of-the-token',
    });
    expect(user.idToken.slice(0, 24)).toHaveLength(24);
  });

  it('refuses an account without the admin claim, and signs it out', async () => {
    expect(await codeOf(backend.signIn(VISITOR.email, VISITOR.password))).toBe('not-admin');
    expect(fake.log.at(-1)).toEqual({ op: 'sign-out' });
    expect(fake.currentUser).toBeNull();
  });

  it('does not take a claim that is merely truthy for the admin claim', async () => {
    fake.users = [{ ...VISITOR, claims: { admin: 'true' } }];
    expect(await codeOf(backend.signIn(VISITOR.email, VISITOR.password))).toBe('not-admin');
  });

  it.each([
    ['auth/invalid-credential', 'wrong-credentials'],
    ['auth/wrong-password', 'wrong-credentials'],
    ['auth/user-not-found', 'wrong-credentials'],
    ['auth/invalid-email', 'wrong-credentials'],
    ['auth/too-many-requests', 'too-many-attempts'],
    ['auth/network-request-failed', 'network'],
    ['auth/internal-error', 'unknown'],
  ] as const)('maps %s to %s', async (firebaseCode, code) => {
    fake.authError = firebaseCode;
    expect(await codeOf(backend.signIn(PAINTER.email, PAINTER.password))).toBe(code);
  });

  it('keeps the Firebase code in the message, for the console (the screens say it in French)', async () => {
    fake.authError = 'auth/too-many-requests';
    await expect(backend.signIn(PAINTER.email, PAINTER.password)).rejects.toThrow('auth/too-many-requests');
  });

  it('refuses a wrong password as wrong-credentials', async () => {
    expect(await codeOf(backend.signIn(PAINTER.email, 'faux'))).toBe('wrong-credentials');
  });

  it('tells who is signed in, now and after each change', async () => {
    const seen: (AdminUser | null)[] = [];
    const stop = backend.onUserChanged((user) => seen.push(user));

    await backend.signIn(PAINTER.email, PAINTER.password);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    await backend.signOut();
    stop();
    fake.currentUser = { uid: PAINTER.uid, email: PAINTER.email };
    fake.emitToken();
    await Promise.resolve();

    expect(seen).toEqual([null, expect.objectContaining({ uid: 'painter-uid', isAdmin: true }), null]);
  });

  it('reports a signed-in non-admin as such', async () => {
    const seen: (AdminUser | null)[] = [];
    fake.currentUser = { uid: VISITOR.uid, email: VISITOR.email };
    backend.onUserChanged((user) => seen.push(user));
    await vi.waitFor(() => expect(seen).toEqual([expect.objectContaining({ uid: 'visitor-uid', isAdmin: false })]));
  });
});
