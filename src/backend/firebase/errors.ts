import { BackendError, type BackendErrorCode } from '../types';

/** Firebase error codes (Auth, Realtime Database, Storage) and what they mean to the screens. */
const CODES: Readonly<Record<string, BackendErrorCode>> = {
  'auth/invalid-credential': 'wrong-credentials',
  'auth/invalid-login-credentials': 'wrong-credentials',
  'auth/wrong-password': 'wrong-credentials',
  'auth/user-not-found': 'wrong-credentials',
  'auth/invalid-email': 'wrong-credentials',
  'auth/too-many-requests': 'too-many-attempts',
  'auth/network-request-failed': 'network',
  'auth/user-token-expired': 'session-expired',
  // The Realtime Database rejects a write or a listener with code PERMISSION_DENIED.
  PERMISSION_DENIED: 'permission-denied',
  'storage/unauthorized': 'permission-denied',
  'storage/unauthenticated': 'session-expired',
  'storage/retry-limit-exceeded': 'network',
};

export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}

/** Turns whatever Firebase threw into a BackendError; `fallback` when the code means nothing here. */
export function toBackendError(error: unknown, fallback: BackendErrorCode = 'unknown'): BackendError {
  if (error instanceof BackendError) return error;
  const firebaseCode = firebaseErrorCode(error);
  const code = (firebaseCode && CODES[firebaseCode]) || fallback;
  const detail = error instanceof Error ? error.message : String(error);
  return new BackendError(code, `Firebase: ${firebaseCode ?? detail}`, { cause: error });
}
