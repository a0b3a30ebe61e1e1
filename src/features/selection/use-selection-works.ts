import { useMemo } from 'react';
import { loadArtworkReader } from '@/backend/load-artwork-reader';
import type { PublicReader } from '@/backend/types';
import type { Artwork, ArtworkType } from '@/domain/artwork';
import type { Selection } from '@/domain/selection';
import { subscribeAfterLoad, useSubscription, type LiveState, type Subscribe } from '@/hooks/use-subscription';

/** The selection at its id, live; nothing is read for an id that has not the shape of one (null). */
export function useSelection(
  id: string | null,
  loadReader: () => Promise<PublicReader> = loadArtworkReader,
): LiveState<Selection | null> {
  return useSubscription<Selection | null>(
    `selection:${id ?? ''}`,
    id === null
      ? null
      : subscribeAfterLoad(loadReader, (reader, onData: (selection: Selection | null) => void, onError) =>
          reader.subscribeSelection(id, onData, onError),
        ),
  );
}

type WorksOfTypes = Partial<Record<ArtworkType, Artwork[]>>;

/** Follows the galleries `types` at once; answers once each has answered, then on every change. */
function subscribeTypes(reader: PublicReader, types: readonly ArtworkType[]): Subscribe<WorksOfTypes> {
  return (onData, onError) => {
    const answers = new Map<ArtworkType, Artwork[]>();
    if (types.length === 0) onData({});
    const stops = types.map((type) =>
      reader.subscribeArtworks(
        type,
        (artworks) => {
          answers.set(type, artworks);
          if (answers.size === types.length) onData(Object.fromEntries(answers) as WorksOfTypes);
        },
        onError,
      ),
    );
    return () => stops.forEach((stop) => stop());
  };
}

/**
 * The selection's works, live, in its order, read from their galleries: a title or a status
 * changed in the studio shows at once, and a work moved to the trash (or gone) is left out.
 * Only the galleries the selection draws from are followed.
 */
export function useSelectionWorks(
  selection: Selection | null | undefined,
  loadReader: () => Promise<PublicReader> = loadArtworkReader,
): LiveState<Artwork[]> {
  const types = [...new Set((selection?.works ?? []).map((work) => work.type))].sort();
  const state = useSubscription<WorksOfTypes>(
    `selection-works:${types.join('|')}`,
    selection
      ? subscribeAfterLoad(loadReader, (reader, onData, onError) => subscribeTypes(reader, types)(onData, onError))
      : null,
  );
  const byType = state.data;
  const artworks = useMemo(
    () =>
      byType && selection
        ? selection.works.flatMap((work) => {
            const found = byType[work.type]?.find((artwork) => artwork.key === work.key);
            return found ? [found] : [];
          })
        : undefined,
    [byType, selection],
  );
  if (state.status === 'error') return state;
  if (artworks === undefined) return { ...state, status: 'loading', data: undefined, error: undefined };
  return { ...state, status: 'success', data: artworks, error: undefined };
}
