import { useEffect } from 'react';
import type { AdminBackend } from '@/backend/types';

/** The backends whose deletion queue this page load has emptied already (once per visit). */
const emptied = new WeakSet<AdminBackend>();

/**
 * Empties the queue of images waiting to be deleted (src/backend/write-path.ts) once per visit
 * of the studio, in the background: nothing waits for it, and what fails stays queued for the
 * next visit, said on the console only (the painter has nothing to do about it).
 */
export function useEmptyDeletionQueue(backend: AdminBackend): void {
  useEffect(() => {
    if (emptied.has(backend)) return;
    emptied.add(backend);
    backend.emptyDeletionQueue().then(
      (deleted) => deleted > 0 && console.info(`${deleted} unused image(s) deleted from storage.`),
      (error: unknown) => console.warn('The images queued for deletion were kept for the next visit:', error),
    );
  }, [backend]);
}
