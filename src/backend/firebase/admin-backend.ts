import { lazyBackupPath } from '../backup-methods';
import type { AdminBackend } from '../types';
import { createWritePath } from '../write-path';
import { onUserChanged, signIn, signOut } from './auth';
import { subscribeToSite, subscribeToTrash, subscribeToType } from './database';
import { firebaseStore } from './firebase-store';

/** The admin's backend on Firebase: its reads, Auth, and the shared write path on Firebase's storage. */
export function createFirebaseAdminBackend(): AdminBackend {
  return {
    subscribeArtworks: subscribeToType,
    subscribeSite: subscribeToSite,
    subscribeTrash: subscribeToTrash,
    signIn,
    signOut,
    onUserChanged,
    ...createWritePath(firebaseStore),
    ...lazyBackupPath(firebaseStore), // backups (src/backend/backup.ts)
  };
}
