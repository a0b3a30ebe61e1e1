import type { PublicReader } from '../types';
import { subscribeToSelection, subscribeToSite, subscribeToType } from './database';

/** The galleries' side: the Realtime Database client only (no Auth, no Storage in their bundle). */
export function createFirebaseArtworkReader(): PublicReader {
  return {
    subscribeArtworks: subscribeToType,
    subscribeSite: subscribeToSite,
    subscribeSelection: subscribeToSelection,
  };
}
