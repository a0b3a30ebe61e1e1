import { useEffect, useState } from 'react';
import { loadArtworkReader } from '@/backend/load-artwork-reader';
import type { ArtworkReader } from '@/backend/types';
import type { Artwork, ArtworkType } from '@/domain/artwork';
import { useInitialArtworks } from './initial-artworks';

export type ArtworksState =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: Artwork[]; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

const LOADING: ArtworksState = { status: 'loading', data: undefined, error: undefined };

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
  const [state, setState] = useState<{ type: ArtworkType; value: ArtworksState }>(() => ({
    type,
    value: initial ? { status: 'success', data: initial, error: undefined } : LOADING,
  }));

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const fail = (error: unknown) =>
      !cancelled &&
      setState({
        type,
        value: { status: 'error', data: undefined, error: error instanceof Error ? error : new Error(String(error)) },
      });
    loadReader().then((reader) => {
      if (cancelled) return;
      unsubscribe = reader.subscribeArtworks(
        type,
        (data) => !cancelled && setState({ type, value: { status: 'success', data, error: undefined } }),
        fail,
      );
    }, fail);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [type, loadReader]);

  // A new type starts loading at once rather than showing the previous type's works.
  return state.type === type ? state.value : LOADING;
}
