import type { DataSnapshot } from 'firebase/database';
import type { Artwork, ArtworkType } from '@/domain/artwork';
import { toArtwork } from '@/domain/database-reader';
import { artworkPath } from '@/domain/keys';
import { latestAnswer, mapInSlices } from '../slices';
import type { PublicReader, Unsubscribe } from '../types';
import { follow, subscribeToSelection, subscribeToSite } from './database';

/**
 * Follows articles/{type}, its works in the database's key order, each answer converted in
 * slices (src/backend/slices.ts): a gallery of a thousand works converted in one go held a
 * phone's main thread for a long task. Each child's value is read from the snapshot in its slice
 * too; an answer still converting when a newer one comes is dropped.
 */
function subscribeArtworks(
  type: ArtworkType,
  onData: (artworks: Artwork[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const answers = latestAnswer(
    (snapshot: DataSnapshot, wanted: () => boolean) => {
      const children: DataSnapshot[] = [];
      snapshot.forEach((child) => {
        children.push(child);
      });
      return mapInSlices(
        children,
        (child) => (child.key === null ? null : toArtwork(child.key, child.val(), type)),
        wanted,
      );
    },
    onData,
    onError,
  );
  const unsubscribe = follow(artworkPath(type), answers.take, onError);
  return () => {
    answers.stop();
    unsubscribe();
  };
}

/** The galleries' side: the Realtime Database client only (no Auth, no Storage in their bundle). */
export function createFirebaseArtworkReader(): PublicReader {
  return {
    subscribeArtworks,
    subscribeSite: subscribeToSite,
    subscribeSelection: subscribeToSelection,
  };
}
