import { BackendError, type BackendErrorCode } from '../types';

/** Firebase error codes (Auth, Realtime Database, Storage) and what they mean to the forms. */
const CODES: Readonly<Record<string, BackendErrorCode>> = {
  'auth/invalid-credential': 'wrong-credentials',
  'auth/invalid-login-credentials': 'wrong-credentials',
  'auth/wrong-password': 'wrong-credentials',
  'auth/user-not-found': 'wrong-credentials',
  'auth/invalid-email': 'wrong-credentials',
  'auth/too-many-requests': 'too-many-attempts',
  'auth/network-request-failed': 'network',
  // The Realtime Database rejects a write or a listener with code PERMISSION_DENIED.
  PERMISSION_DENIED: 'permission-denied',
  'storage/unauthorized': 'permission-denied',
  'storage/unauthenticated': 'permission-denied',
  'storage/retry-limit-exceeded': 'network',
};

/** French, because a form may show them as they are. */
export const BACKEND_ERROR_MESSAGES: Readonly<Record<BackendErrorCode, string>> = {
  'wrong-credentials': 'Identifiant ou mot de passe incorrect.',
  'too-many-attempts': 'Trop de tentatives. Réessayez dans quelques minutes.',
  network: 'Pas de connexion réseau. Vérifiez la connexion, puis réessayez.',
  'not-admin': "Ce compte n'a pas les droits d'administration du site.",
  'duplicate-numero': 'Ce numéro existe déjà dans cette catégorie.',
  'permission-denied': "Action refusée : ce compte n'a pas les droits nécessaires.",
  'upload-failed': "L'envoi de l'image a échoué. Réessayez.",
  unknown: "Une erreur inattendue s'est produite. Réessayez.",
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
  return new BackendError(code, BACKEND_ERROR_MESSAGES[code], { cause: error });
}
