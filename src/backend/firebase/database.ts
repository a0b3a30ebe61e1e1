import {
  connectDatabaseEmulator,
  getDatabase,
  onValue,
  ref,
  type Database,
  type DataSnapshot,
} from 'firebase/database';
import { isArtworkType, type Artwork, type ArtworkType, type TrashedArtwork } from '@/domain/artwork';
import { artworkPath, trashPath } from '@/domain/keys';
import { readSite, toArtwork, toTrashedArtwork } from '@/domain/database-reader';
import { notesByWork, privateNotesPath, type PrivateNotes } from '@/domain/private-notes';
import { isSelectionId, selectionPath, selectionsOf, toSelection, type Selection } from '@/domain/selection';
import { sitePath, type SiteContent } from '@/domain/site-content';
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
function artworksOf(snapshot: DataSnapshot, type: ArtworkType): Artwork[] {
  const artworks: Artwork[] = [];
  snapshot.forEach((child) => {
    const artwork = child.key === null ? null : toArtwork(child.key, child.val(), type);
    if (artwork) artworks.push(artwork);
  });
  return artworks;
}

/** Follows one node; a configuration error surfaces through onError like any other. */
export function follow(
  path: string,
  onSnapshot: (snapshot: DataSnapshot) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  try {
    return onValue(ref(getDb(), path), onSnapshot, (error) => onError(toBackendError(error)));
  } catch (error) {
    onError(toBackendError(error));
    return () => {};
  }
}

export function subscribeToType(
  type: ArtworkType,
  onData: (artworks: Artwork[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return follow(artworkPath(type), (snapshot) => onData(artworksOf(snapshot, type)), onError);
}

/** Follows trash/ (readable by the admin only): every deleted work. */
export function subscribeToTrash(
  onData: (trashed: TrashedArtwork[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return follow(
    trashPath(),
    (snapshot) => {
      const trashed: TrashedArtwork[] = [];
      snapshot.forEach((byType) => {
        const type = byType.key;
        if (!isArtworkType(type)) return;
        byType.forEach((child) => {
          const entry = child.key === null ? null : toTrashedArtwork(child.key, child.val(), type);
          if (entry) trashed.push(entry);
        });
      });
      onData(trashed);
    },
    onError,
  );
}

/** Follows site/ (public): the texts and press clippings, or null while the node does not exist. */
export function subscribeToSite(
  onData: (content: SiteContent | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return follow(sitePath(), (snapshot) => onData(readSite(snapshot.val())), onError);
}

/** Follows privateNotes/ (the admin's only): her notes on each work. */
export function subscribeToPrivateNotes(
  onData: (notes: ReadonlyMap<string, PrivateNotes>) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return follow(privateNotesPath(), (snapshot) => onData(notesByWork(snapshot.val())), onError);
}

/** Follows selections/ (listed by the admin only). */
export function subscribeToSelections(onData: (selections: Selection[]) => void, onError: (error: Error) => void) {
  return follow(selectionPath(), (snapshot) => onData(selectionsOf(snapshot.val())), onError);
}

/** Follows one selection by its id (public: anyone with its link). */
export function subscribeToSelection(
  id: string,
  onData: (selection: Selection | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  // An id the rules would refuse cannot name a selection: nothing to ask the database.
  if (!isSelectionId(id)) {
    onData(null);
    return () => {};
  }
  return follow(selectionPath(id), (snapshot) => onData(toSelection(id, snapshot.val())), onError);
}
