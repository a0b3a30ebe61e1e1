import {
  connectDatabaseEmulator,
  get,
  getDatabase,
  onValue,
  ref,
  remove,
  set,
  update,
  type Database,
  type DataSnapshot,
} from 'firebase/database';
import { toArtwork, type Artwork, type ArtworkRecord, type ArtworkType } from '@/domain/artwork';
import { artworkPath } from '@/domain/keys';
import { useEmulators } from '../config';
import type { Unsubscribe } from '../types';
import { getFirebaseApp } from './app';
import { EMULATOR_HOST, EMULATOR_PORTS } from './emulators';
import { toBackendError } from './errors';

let db: Database | undefined;

export function getDb(): Database {
  if (!db) {
    const instance = getDatabase(getFirebaseApp());
    if (useEmulators) connectDatabaseEmulator(instance, EMULATOR_HOST, EMULATOR_PORTS.database);
    db = instance;
  }
  return db;
}

/** The works under one articles/{type} snapshot, in the database's key order. */
function artworksOf(snapshot: DataSnapshot): Artwork[] {
  const artworks: Artwork[] = [];
  snapshot.forEach((child) => {
    const artwork = child.key === null ? null : toArtwork(child.key, child.val());
    if (artwork) artworks.push(artwork);
  });
  return artworks;
}

export function subscribeToType(
  type: ArtworkType,
  onData: (artworks: Artwork[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  try {
    return onValue(
      ref(getDb(), artworkPath(type)),
      (snapshot) => onData(artworksOf(snapshot)),
      (error) => onError(toBackendError(error)),
    );
  } catch (error) {
    // A configuration error surfaces through onError like any other, not as a crash of the page.
    onError(toBackendError(error));
    return () => {};
  }
}

/**
 * The key and numéro of every record stored under articles/{type}, read raw: a record too broken
 * to show in a gallery still holds its key.
 */
export async function readNumeros(type: ArtworkType): Promise<{ key: string; subtitle: string | null }[]> {
  const snapshot = await get(ref(getDb(), artworkPath(type)));
  const entries: { key: string; subtitle: string | null }[] = [];
  snapshot.forEach((child) => {
    const subtitle: unknown = child.child('subtitle').val();
    if (child.key !== null) {
      entries.push({
        key: child.key,
        subtitle: typeof subtitle === 'string' || typeof subtitle === 'number' ? String(subtitle) : null,
      });
    }
  });
  return entries;
}

/** Every work of every type (the whole portfolio is a few hundred small records). */
export async function readAllArtworks(): Promise<Artwork[]> {
  const snapshot = await get(ref(getDb(), 'articles'));
  const artworks: Artwork[] = [];
  snapshot.forEach((typeSnapshot) => {
    artworks.push(...artworksOf(typeSnapshot));
  });
  return artworks;
}

export async function writeRecord(type: ArtworkType, key: string, record: ArtworkRecord): Promise<void> {
  await set(ref(getDb(), artworkPath(type, key)), record);
}

/** Writes the record at its new place and removes the old one in a single atomic update. */
export async function moveRecord(
  from: { type: ArtworkType; key: string },
  to: { type: ArtworkType; key: string },
  record: ArtworkRecord,
): Promise<void> {
  await update(ref(getDb()), {
    [artworkPath(to.type, to.key)]: record,
    [artworkPath(from.type, from.key)]: null,
  });
}

export async function removeRecord(type: ArtworkType, key: string): Promise<void> {
  await remove(ref(getDb(), artworkPath(type, key)));
}
