import { lazyBackupPath } from '../backup-methods';
import { readDeployedDataVersion } from '../deployed-data-version';
import type { AdminBackend } from '../types';
import { createWritePath, type WritePathOptions } from '../write-path';
import { onUserChanged, signIn, signOut } from './auth';
import {
  subscribeToPrivateNotes,
  subscribeToSelection,
  subscribeToSelections,
  subscribeToSite,
  subscribeToTrash,
  subscribeToType,
} from './database';
import { firebaseStore } from './firebase-store';

/** When the deployed pages were built: the data version file deployed with them. */
async function deployedAt(): Promise<number | null> {
  const deployed = await readDeployedDataVersion();
  return deployed ? Date.parse(deployed.publishedAt) : null;
}

/**
 * The admin's backend on Firebase: its reads, Auth, and the shared write path on Firebase's
 * storage. `options` are for the tests.
 */
export function createFirebaseAdminBackend(options: WritePathOptions = {}): AdminBackend {
  return {
    subscribeArtworks: subscribeToType,
    subscribeSite: subscribeToSite,
    subscribeTrash: subscribeToTrash,
    subscribePrivateNotes: subscribeToPrivateNotes,
    subscribeSelections: subscribeToSelections,
    subscribeSelection: subscribeToSelection,
    signIn,
    signOut,
    onUserChanged,
    ...createWritePath(firebaseStore, { publishedAt: deployedAt, ...options }),
    ...lazyBackupPath(firebaseStore), // backups (src/backend/backup.ts)
  };
}
