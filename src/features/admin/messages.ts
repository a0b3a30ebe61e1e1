import { BackendError, type BackendErrorCode } from '@/backend/types';

/** The French messages the admin screens show when the backend refuses or fails. */

export const SIGN_IN_ERROR_MESSAGES = {
  'wrong-credentials': 'Identifiant ou mot de passe incorrect.',
  'too-many-attempts': 'Trop de tentatives. Réessayez dans quelques minutes.',
  network: 'Pas de connexion réseau. Vérifiez votre connexion puis réessayez.',
  'not-admin': "Ce compte n'a pas accès à l'administration.",
  other: 'La connexion a échoué. Réessayez.',
} as const;

export const SAVE_ERROR_MESSAGES = {
  'duplicate-numero': 'Ce numéro existe déjà dans cette catégorie : choisissez-en un autre.',
  'permission-denied': "Votre session n'a pas les droits d'écriture. Reconnectez-vous.",
  network: "L'envoi a échoué. Vérifiez votre connexion puis réessayez.",
  other: "L'enregistrement a échoué. Réessayez.",
} as const;

export const DELETE_ERROR_MESSAGES = {
  'permission-denied': SAVE_ERROR_MESSAGES['permission-denied'],
  network: 'La suppression a échoué. Vérifiez votre connexion puis réessayez.',
  other: 'La suppression a échoué. Réessayez.',
} as const;

export const BACKEND_LOAD_ERROR_MESSAGE =
  "L'administration n'a pas pu se charger. Vérifiez votre connexion puis rechargez la page.";

export const LIST_ERROR_MESSAGE = "La liste des œuvres n'a pas pu être chargée. Rechargez la page.";

export function errorCode(error: unknown): BackendErrorCode {
  return error instanceof BackendError ? error.code : 'unknown';
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function signInErrorMessage(code: BackendErrorCode): string {
  switch (code) {
    case 'wrong-credentials':
    case 'too-many-attempts':
    case 'network':
    case 'not-admin':
      return SIGN_IN_ERROR_MESSAGES[code];
    default:
      return SIGN_IN_ERROR_MESSAGES.other;
  }
}

export function saveErrorMessage(code: BackendErrorCode): string {
  switch (code) {
    case 'duplicate-numero':
    case 'permission-denied':
    case 'network':
      return SAVE_ERROR_MESSAGES[code];
    case 'upload-failed':
      return SAVE_ERROR_MESSAGES.network;
    default:
      return SAVE_ERROR_MESSAGES.other;
  }
}

export function deleteErrorMessage(code: BackendErrorCode): string {
  switch (code) {
    case 'permission-denied':
    case 'network':
      return DELETE_ERROR_MESSAGES[code];
    default:
      return DELETE_ERROR_MESSAGES.other;
  }
}
