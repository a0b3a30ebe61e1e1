import type { ArtworkStore } from './artwork-store';
import type { BackupMethods, BackupOptions } from './backup';

/**
 * The backup methods of a backend (src/backend/backup.ts), loaded on first use: the ZIP code
 * stays out of the studio's first load, which most visits never need it in.
 */
export function lazyBackupPath(store: ArtworkStore, options: BackupOptions = {}): BackupMethods {
  let loaded: Promise<BackupMethods> | undefined;
  const path = () => (loaded ??= import('./backup').then(({ createBackupPath }) => createBackupPath(store, options)));
  return {
    exportBackup: async (onProgress) => (await path()).exportBackup(onProgress),
    inspectBackup: async (file) => (await path()).inspectBackup(file),
    restoreBackup: async (inspection, options, onProgress) =>
      (await path()).restoreBackup(inspection, options, onProgress),
  };
}
