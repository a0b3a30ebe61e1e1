import type { ArtworkReader } from '../types';
import { subscribeToType } from './database';

/** The galleries' side: the Realtime Database client only (no Auth, no Storage in their bundle). */
export function createFirebaseArtworkReader(): ArtworkReader {
  return { subscribeArtworks: subscribeToType };
}
