import {
  connectStorageEmulator,
  deleteObject,
  getBlob,
  getDownloadURL,
  getMetadata,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
  type StorageReference,
  type UploadMetadata,
} from 'firebase/storage';
import type { ImageFile } from '../artwork-store';
import { useEmulators } from '../config';
import { WRITE_TIMEOUT_MS } from '../deadline';
import { getFirebaseApp } from './app';
import { EMULATOR_HOST, EMULATOR_PORTS } from './emulators';
import { firebaseErrorCode, toBackendError } from './errors';

let storage: FirebaseStorage | undefined;

export function getStorageInstance(): FirebaseStorage {
  if (!storage) {
    const instance = getStorage(getFirebaseApp());
    if (useEmulators) connectStorageEmulator(instance, EMULATOR_HOST, EMULATOR_PORTS.storage);
    // The SDK retries a failed request for minutes by default; the studio gives up sooner.
    instance.maxUploadRetryTime = WRITE_TIMEOUT_MS;
    instance.maxOperationRetryTime = WRITE_TIMEOUT_MS;
    storage = instance;
  }
  return storage;
}

function metadataOf(blob: Blob): UploadMetadata {
  // A name is never reused (it is the upload time), so browsers may keep the file for good.
  const metadata: UploadMetadata = { cacheControl: 'public, max-age=31536000, immutable' };
  if (blob.type) metadata.contentType = blob.type;
  return metadata;
}

function send(
  objectRef: StorageReference,
  blob: Blob,
  onBytes: (bytes: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const task = uploadBytesResumable(objectRef, blob, metadataOf(blob));
    const cancel = () => task.cancel();
    signal.addEventListener('abort', cancel, { once: true });
    task.on('state_changed', (snapshot) => onBytes(snapshot.bytesTransferred), reject, resolve);
    void task.then(
      () => signal.removeEventListener('abort', cancel),
      () => signal.removeEventListener('abort', cancel),
    );
  });
}

/**
 * Uploads the files side by side and returns their download URLs, in order. Progress covers
 * the bytes of all the files. If one fails, or `signal` aborts, those already stored are
 * removed again.
 */
export async function uploadImages(
  files: readonly ImageFile[],
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<string[]> {
  const instance = getStorageInstance();
  const total = files.reduce((sum, file) => sum + file.blob.size, 0);
  const sent = files.map(() => 0);
  const stored: StorageReference[] = [];
  onProgress(0);
  const results = await Promise.allSettled(
    files.map(async (file, index) => {
      const objectRef = ref(instance, file.name);
      await send(
        objectRef,
        file.blob,
        (bytes) => {
          sent[index] = bytes;
          if (total > 0) onProgress(Math.min(1, sent.reduce((sum, n) => sum + n, 0) / total));
        },
        signal,
      );
      stored.push(objectRef);
      return getDownloadURL(objectRef);
    }),
  );
  const urls: string[] = [];
  for (const result of results) {
    if (result.status === 'rejected') {
      await Promise.allSettled(stored.map((objectRef) => deleteObject(objectRef)));
      throw toBackendError(result.reason, 'upload-failed');
    }
    urls.push(result.value);
  }
  onProgress(1);
  return urls;
}

/**
 * The object a download URL points at, when it is in this project's bucket; null for any other
 * URL (another bucket, another host, a relative path), which is then never touched.
 */
export function ownObjectOf(url: string | undefined): StorageReference | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  const instance = getStorageInstance();
  let objectRef: StorageReference;
  try {
    objectRef = ref(instance, url);
  } catch {
    return null; // not a Storage URL
  }
  return objectRef.bucket === ref(instance).bucket && objectRef.fullPath !== '' ? objectRef : null;
}

/** A key that is the same for every URL of one object (download tokens aside). */
export function objectId(objectRef: StorageReference): string {
  return `${objectRef.bucket}/${objectRef.fullPath}`;
}

/** Deletes an object; one that is already gone is fine. */
export async function deleteOwnObject(objectRef: StorageReference): Promise<void> {
  try {
    await deleteObject(objectRef);
  } catch (error) {
    if (firebaseErrorCode(error) !== 'storage/object-not-found') throw toBackendError(error);
  }
}

// ---- Backups (src/backend/backup.ts) ----
/**
 * The bytes of an object, with its content type; null when it is gone. The browser fetches them
 * from the bucket, which must allow the site's origin (CORS: docs/backups.md).
 */
export async function downloadOwnObject(objectRef: StorageReference): Promise<Blob | null> {
  try {
    const [blob, metadata] = await Promise.all([getBlob(objectRef), getMetadata(objectRef)]);
    return new Blob([blob], { type: metadata.contentType ?? blob.type });
  } catch (error) {
    if (firebaseErrorCode(error) === 'storage/object-not-found') return null;
    throw toBackendError(error);
  }
}

/** The download URL of the object stored under `name` at the bucket's root, null when none. */
export async function findObject(name: string): Promise<string | null> {
  try {
    return await getDownloadURL(ref(getStorageInstance(), name));
  } catch (error) {
    if (firebaseErrorCode(error) === 'storage/object-not-found') return null;
    throw toBackendError(error);
  }
}
// ---- end of backups ----
