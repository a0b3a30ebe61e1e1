import {
  browserLocalPersistence,
  connectAuthEmulator,
  getIdTokenResult,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { useEmulators } from '../config';
import { BackendError, type AdminUser, type Unsubscribe } from '../types';
import { getFirebaseApp } from './app';
import { EMULATOR_HOST, EMULATOR_PORTS } from './emulators';
import { toBackendError } from './errors';

let auth: Auth | undefined;

/**
 * initializeAuth rather than getAuth: with no popupRedirectResolver, the SDK never loads the
 * hidden auth iframe from the authDomain; email and password sign-in needs none.
 */
export function getAuthInstance(): Auth {
  if (!auth) {
    const instance = initializeAuth(getFirebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
    if (useEmulators) {
      connectAuthEmulator(instance, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
    }
    auth = instance;
  }
  return auth;
}

async function toAdminUser(user: User): Promise<AdminUser> {
  const { claims, token } = await getIdTokenResult(user);
  return { uid: user.uid, email: user.email, isAdmin: claims.admin === true, idToken: token };
}

/** Signs in; an account without the admin claim is signed out again and refused. */
export async function signIn(email: string, password: string): Promise<AdminUser> {
  const instance = getAuthInstance();
  let user: AdminUser;
  try {
    const credential = await signInWithEmailAndPassword(instance, email.trim(), password);
    user = await toAdminUser(credential.user);
  } catch (error) {
    throw toBackendError(error);
  }
  if (!user.isAdmin) {
    await firebaseSignOut(instance).catch(() => {});
    throw new BackendError('not-admin', 'This account has no admin claim');
  }
  return user;
}

export async function signOut(): Promise<void> {
  try {
    await firebaseSignOut(getAuthInstance());
  } catch (error) {
    throw toBackendError(error);
  }
}

/**
 * Whether the signed-in user still holds the admin claim, asking the server afresh (a revoked
 * claim or a disabled account shows only there): tells an expired session from a refusal.
 */
export async function sessionIsAdmin(): Promise<boolean> {
  const user = getAuthInstance().currentUser;
  if (!user) return false;
  const { claims } = await getIdTokenResult(user, true);
  return claims.admin === true;
}

/**
 * Follows the ID token rather than the sign-in state, so that a claim granted or revoked is seen
 * at the next token refresh. Only the answer to the latest change is passed on.
 */
export function onUserChanged(callback: (user: AdminUser | null) => void): Unsubscribe {
  let latest = 0;
  let active = true;
  const stop = onIdTokenChanged(getAuthInstance(), (user) => {
    const change = ++latest;
    if (!user) {
      callback(null);
      return;
    }
    toAdminUser(user).then(
      (adminUser) => active && change === latest && callback(adminUser),
      // Without a readable token nothing can be written: treat it as signed out.
      () => active && change === latest && callback(null),
    );
  });
  return () => {
    active = false;
    stop();
  };
}
