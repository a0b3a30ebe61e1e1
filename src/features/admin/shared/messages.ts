import { WRITE_TIMEOUT_MS } from '@/backend/deadline';
import { BackendError, type BackendErrorCode } from '@/backend/types';
import { SIGN_IN_MESSAGES, STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { FIELD_LABELS } from '@/domain/artwork-form';

/** Which message a failure gets on the admin screens (the copy is in src/content/studio-error-messages.ts). */

export function errorCode(error: unknown): BackendErrorCode {
  return error instanceof BackendError ? error.code : 'unknown';
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function signInErrorMessage(code: BackendErrorCode): string {
  switch (code) {
    case 'wrong-credentials':
      return SIGN_IN_MESSAGES.wrongCredentials;
    case 'too-many-attempts':
      return SIGN_IN_MESSAGES.tooManyAttempts;
    case 'network':
      return SIGN_IN_MESSAGES.network;
    case 'not-admin':
      return SIGN_IN_MESSAGES.notAdmin;
    default:
      return SIGN_IN_MESSAGES.failed;
  }
}

/** What the painter was doing when it failed. */
export type StudioAction = 'save' | 'delete' | 'restore' | 'purge';

const FAILED: Record<StudioAction, string> = {
  save: STUDIO_MESSAGES.saveFailed,
  delete: STUDIO_MESSAGES.deleteFailed,
  restore: STUDIO_MESSAGES.restoreFailed,
  purge: STUDIO_MESSAGES.purgeFailed,
};

/** The French sentence for a failed change: it says what was refused, and what to do. */
export function studioErrorMessage(error: unknown, action: StudioAction): string {
  const field = error instanceof BackendError ? error.field : undefined;
  switch (errorCode(error)) {
    case 'duplicate-numero':
      return action === 'restore' ? STUDIO_MESSAGES.restoreDuplicate : STUDIO_MESSAGES.duplicateNumero;
    case 'invalid-field':
      if (field === 'photo') return STUDIO_MESSAGES.photoNotKept;
      return field ? STUDIO_MESSAGES.invalidField(FIELD_LABELS[field]) : STUDIO_MESSAGES.refused;
    case 'session-expired':
    case 'not-admin':
      return STUDIO_MESSAGES.sessionExpired;
    case 'network':
      return STUDIO_MESSAGES.network;
    case 'timeout':
      return STUDIO_MESSAGES.timeout(WRITE_TIMEOUT_MS / 1000);
    case 'gone':
      return STUDIO_MESSAGES.gone;
    case 'conflict':
      return STUDIO_MESSAGES.conflict;
    case 'trash-occupied':
      return STUDIO_MESSAGES.trashOccupied;
    case 'upload-failed':
      return STUDIO_MESSAGES.uploadFailed;
    case 'permission-denied':
      return STUDIO_MESSAGES.refused;
    default:
      return FAILED[action];
  }
}
