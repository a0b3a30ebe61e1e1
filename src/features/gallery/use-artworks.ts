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
 * every change. Starts from the prerendered works when there are some. While `paused`, it shows
 * them and follows nothing yet (no stall is counted). `loadReader` is there for tests; pages use
 * the backend chosen at build time.
 */
export function useArtworks(
  type: ArtworkType,
  {
    paused = false,
    loadReader = loadArtworkReader,
  }: { paused?: boolean; loadReader?: () => Promise<ArtworkReader> } = {},
): ArtworksState {
  const initial = useInitialArtworks(type);
  const state = useSubscription(
    type,
    paused && initial !== undefined
      ? null
      : subscribeAfterLoad(loadReader, (reader, onData: (artworks: Artwork[]) => void, onError) =>
          reader.subscribeArtworks(type, onData, onError),
        ),
    { initial },
  );
  return { ...state, snapshot: initial !== undefined && !state.answered };
}
