import { BackupError } from '@/backend/backup-format';
import { errorCode, studioErrorMessage } from '../shared/messages';

/** What the painter was doing with a backup when it failed. */
export type BackupAction = 'export' | 'inspect' | 'restore';

const FAILED: Record<BackupAction, string> = {
  export: "L'export de la sauvegarde a échoué. Vérifiez votre connexion, puis réessayez.",
  inspect: "Ce fichier n'a pas pu être lu. Choisissez-le à nouveau.",
  restore: 'La restauration de la sauvegarde a échoué. Réessayez.',
};

/**
 * The French sentence for a failed backup step: a bad file says what is wrong with it (the
 * message of the BackupError); a refusal or a lost connection says so as elsewhere in the studio.
 */
export function backupErrorMessage(error: unknown, action: BackupAction): string {
  if (error instanceof BackupError) return error.message;
  const code = errorCode(error);
  if (code === 'unknown') return FAILED[action];
  return studioErrorMessage(error, 'save');
}
