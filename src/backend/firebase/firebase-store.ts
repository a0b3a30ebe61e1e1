import { get, ref, runTransaction, update } from 'firebase/database';
import type { ArtworkStore } from '../artwork-store';
import { sessionIsAdmin } from './auth';
import { getDb } from './database';
import { toBackendError } from './errors';
import { deleteOwnObject, objectId, ownObjectOf, uploadImages } from './storage';
// ---- Backups (src/backend/backup.ts) ----
import { downloadOwnObject, findObject } from './storage';
// ---- end of backups ----

/** The write path's storage calls, on the Realtime Database and Cloud Storage. */
export const firebaseStore: ArtworkStore = {
  async read(path) {
    return (await get(ref(getDb(), path))).val();
  },

  async transact(path, change) {
    // Not applied locally: the galleries open in this tab never show a work the server refuses.
    const result = await runTransaction(ref(getDb(), path), change, { applyLocally: false });
    return { written: result.committed, value: result.snapshot.val() };
  },

  async writeAll(values) {
    await update(ref(getDb()), values);
  },

  uploadImages,

  imageId(url) {
    const objectRef = ownObjectOf(url);
    return objectRef ? objectId(objectRef) : null;
  },

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
