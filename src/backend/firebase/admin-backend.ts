import {
  ARTWORK_TYPE_LABELS,
  recordOf,
  toArtwork,
  type Artwork,
  type ArtworkImages,
  type ArtworkRecord,
  type ArtworkType,
} from '@/domain/artwork';
import { isValidKey, keyForNewArtwork, keysForNumero } from '@/domain/keys';
import { BackendError, type AdminBackend, type ArtworkFields, type PreparedPhoto, type UploadProgress } from '../types';
import { onUserChanged, signIn, signOut } from './auth';
import { moveRecord, readAllArtworks, readNumeros, removeRecord, subscribeToType, writeRecord } from './database';
import { toBackendError } from './errors';
import { deleteOwnObject, objectId, ownObjectOf, uploadImages } from './storage';

/*
 * The order of every write is chosen so that nothing is lost or left dangling:
 * - add: images first, then the record that points at them; if the record cannot be written,
 *   the images are removed again;
 * - edit with a new photo: new images, then the record, then the old images;
 * - delete: the record, then its images.
 * Images are only removed when they sit in this project's bucket and no other record still
 * points at them (the earlier site left the same work under two keys, sharing one image).
 */

async function storePhoto(photo: PreparedPhoto, onProgress?: UploadProgress): Promise<ArtworkImages> {
  // Named after the upload time in milliseconds, as the earlier site did; storage.rules expects it.
  const name = String(Date.now());
  const [image, thumbnail] = await uploadImages(
    [
      { name, blob: photo.large },
      { name: `${name}-thumb`, blob: photo.thumbnail },
    ],
    onProgress,
  );
  if (image === undefined || thumbnail === undefined)
    throw new BackendError('upload-failed', "L'envoi de l'image a échoué.");
  return { image, thumbnail, width: photo.width, height: photo.height };
}

function imagesOf(artwork: Artwork): ArtworkImages {
  return { image: artwork.image, thumbnail: artwork.thumbnail, width: artwork.width, height: artwork.height };
}

function asArtwork(key: string, record: ArtworkRecord): Artwork {
  return toArtwork(key, record) ?? { key, ...record };
}

function checkedKey(subtitle: string): string {
  const key = keyForNewArtwork(subtitle);
  if (!isValidKey(key)) {
    throw new BackendError('unknown', 'Le numéro ne peut contenir ni . # $ [ ] / et compte au plus 64 caractères.');
  }
  return key;
}

/**
 * Refuses a numéro already used in that type, under any key it may have (legacy ones included)
 * or as the subtitle of any record; `except` is the record being edited, when it stays put.
 */
async function assertNumeroFree(type: ArtworkType, subtitle: string, except?: string): Promise<void> {
  const numero = subtitle.trim();
  const keys = new Set(keysForNumero(type, numero));
  let existing: { key: string; subtitle: string | null }[];
  try {
    existing = await readNumeros(type);
  } catch (error) {
    throw toBackendError(error);
  }
  const clash = existing.some(
    (entry) => entry.key !== except && (keys.has(entry.key) || entry.subtitle?.trim() === numero),
  );
  if (clash) {
    throw new BackendError(
      'duplicate-numero',
      `Le numéro ${numero} existe déjà dans « ${ARTWORK_TYPE_LABELS[type]} ».`,
    );
  }
}

/** Removes the images that are in this project's bucket and that no record points at any more. */
async function removeUnusedImages(urls: ReadonlyArray<string | undefined>): Promise<void> {
  const candidates = urls.map(ownObjectOf).filter((objectRef) => objectRef !== null);
  if (candidates.length === 0) return;
  const inUse = new Set(
    (await readAllArtworks())
      .flatMap((artwork) => [artwork.image, artwork.thumbnail])
      .map(ownObjectOf)
      .filter((objectRef) => objectRef !== null)
      .map(objectId),
  );
  const done = new Set<string>();
  for (const objectRef of candidates) {
    const id = objectId(objectRef);
    if (inUse.has(id) || done.has(id)) continue;
    done.add(id);
    await deleteOwnObject(objectRef);
  }
}

/**
 * Clean-up after the record is safely written or removed. A failure here leaves an unused file
 * in Storage and nothing broken on the site, so it is reported in the console, not to the form,
 * which would otherwise announce a failure for a change that has been made.
 */
async function cleanUp(urls: ReadonlyArray<string | undefined>): Promise<void> {
  try {
    await removeUnusedImages(urls);
  } catch (error) {
    console.warn('Unused images could not be removed from Storage:', urls, error);
  }
}

/** Removes freshly uploaded images whose record could not be written. */
async function discard(images: ArtworkImages): Promise<void> {
  const objects = [images.image, images.thumbnail].map(ownObjectOf).filter((objectRef) => objectRef !== null);
  const results = await Promise.allSettled(objects.map(deleteOwnObject));
  for (const result of results) {
    if (result.status === 'rejected') console.warn('An uploaded image could not be removed again:', result.reason);
  }
}

async function addArtwork(fields: ArtworkFields, photo: PreparedPhoto, onProgress?: UploadProgress): Promise<Artwork> {
  const key = checkedKey(fields.subtitle);
  await assertNumeroFree(fields.type, fields.subtitle);
  const images = await storePhoto(photo, onProgress);
  const record = recordOf(fields, images);
  try {
    await writeRecord(fields.type, key, record);
  } catch (error) {
    await discard(images);
    throw toBackendError(error);
  }
  return asArtwork(key, record);
}

async function updateArtwork(
  original: Artwork,
  fields: ArtworkFields,
  photo: PreparedPhoto | null,
  onProgress?: UploadProgress,
): Promise<Artwork> {
  const moved = fields.type !== original.type;
  // Records keep the key they have (legacy "undefined12" included) unless they change type.
  const key = moved ? checkedKey(fields.subtitle) : original.key;
  if (moved || fields.subtitle.trim() !== original.subtitle.trim()) {
    await assertNumeroFree(fields.type, fields.subtitle, moved ? undefined : original.key);
  }
  const images = photo ? await storePhoto(photo, onProgress) : imagesOf(original);
  const record = recordOf(fields, images);
  try {
    if (moved) await moveRecord({ type: original.type, key: original.key }, { type: fields.type, key }, record);
    else await writeRecord(fields.type, key, record);
  } catch (error) {
    if (photo) await discard(images);
    throw toBackendError(error);
  }
  if (photo) await cleanUp([original.image, original.thumbnail]);
  return asArtwork(key, record);
}

async function deleteArtwork(artwork: Artwork): Promise<void> {
  try {
    await removeRecord(artwork.type, artwork.key);
  } catch (error) {
    throw toBackendError(error);
  }
  await cleanUp([artwork.image, artwork.thumbnail]);
}

export function createFirebaseAdminBackend(): AdminBackend {
  return {
    subscribeArtworks: subscribeToType,
    signIn,
    signOut,
    onUserChanged,
    addArtwork,
    updateArtwork,
    deleteArtwork,
  };
}
