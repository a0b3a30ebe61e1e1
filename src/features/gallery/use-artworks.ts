import { loadArtworkReader } from '@/backend/load-artwork-reader';
import type { ArtworkReader } from '@/backend/types';
import type { Artwork, ArtworkType } from '@/domain/artwork';
import { subscribeAfterLoad, useSubscription, type LiveState } from '@/hooks/use-subscription';
import { useInitialArtworks } from './initial-artworks';

export type ArtworksState = LiveState<Artwork[]> & {
  /** What is shown is still the page's prerendered snapshot, not yet the live data. */
  snapshot: boolean;
};

/**
 * The works of one type, live: stays subscribed to articles/{type} while mounted and follows
 * every change. Starts from the prerendered works when there are some. `loadReader` is there
 * for tests; pages use the backend chosen at build time.
 */
export function useArtworks(
  type: ArtworkType,
  loadReader: () => Promise<ArtworkReader> = loadArtworkReader,
): ArtworksState {
  const initial = useInitialArtworks(type);
  const state = useSubscription(
    type,
    subscribeAfterLoad(loadReader, (reader, onData: (artworks: Artwork[]) => void, onError) =>
      reader.subscribeArtworks(type, onData, onError),
    ),
    { initial },
  );
  return { ...state, snapshot: initial !== undefined && !state.answered };
}
