import { get, onValue, ref, runTransaction, serverTimestamp, update, type DatabaseReference } from 'firebase/database';
import type { ArtworkStore } from '../artwork-store';
import { sessionIsAdmin } from './auth';
import { getDb } from './database';
import { toBackendError } from './errors';
import { deleteOwnObject, objectId, ownObjectOf, uploadImages } from './storage';
// ---- Backups (src/backend/backup.ts) ----
import { downloadOwnObject, findObject } from './storage';
// ---- end of backups ----

/**
 * Follows `target` until the returned function is called, once its first value has arrived.
 * A transaction's first run gets the SDK's cached value, null when the path is not followed; a
 * check that refuses on it ("not what the form started from") would then abort without asking
 * the server. Followed, the cache holds the stored value.
 */
function follow(target: DatabaseReference): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const stop = onValue(
      target,
      () => resolve(() => stop()),
      (error) => reject(error),
    );
  });
}

/** The write path's storage calls, on the Realtime Database and Cloud Storage. */
export const firebaseStore: ArtworkStore = {
  async read(path) {
    return (await get(ref(getDb(), path))).val();
  },

  async transact(path, change) {
    const target = ref(getDb(), path);
    const stop = await follow(target);
    try {
      // Not applied locally: the galleries open in this tab never show a work the server refuses.
      const result = await runTransaction(target, change, { applyLocally: false });
      return { written: result.committed, value: result.snapshot.val() };
    } finally {
      stop();
    }
  },

  async writeAll(values) {
    await update(ref(getDb()), values);
  },

  uploadImages,

  imageId(url) {
    const objectRef = ownObjectOf(url);
    return objectRef ? objectId(objectRef) : null;
  },

  serverTime: serverTimestamp(),

  async deleteImage(url) {
    const objectRef = ownObjectOf(url);
    if (objectRef) await deleteOwnObject(objectRef);
  },

  // ---- Backups (src/backend/backup.ts) ----
  imageName(url) {
    return ownObjectOf(url)?.fullPath ?? null;
  },

  async downloadImage(url) {
    const objectRef = ownObjectOf(url);
    return objectRef ? downloadOwnObject(objectRef) : null;
  },

  findImage: findObject,
  // ---- end of backups ----

  sessionIsAdmin,
  toBackendError,
};
