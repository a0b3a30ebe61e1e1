import type { AdminBackend } from '@/backend/types';
import { ARTWORK_TYPES, type Artwork, type ArtworkType, type TrashedArtwork } from '@/domain/artwork';
import { siteOrSeed } from '@/content/site-seed';
import type { SiteContent } from '@/domain/site-content';
import { useSubscription, type AsyncState, type LiveState, type Subscribe } from '@/hooks/use-subscription';

export type WorksByType = Readonly<Record<ArtworkType, Artwork[]>>;

/** Follows the six galleries at once; answers once every one has answered, then on each change. */
function subscribeAllTypes(backend: AdminBackend): Subscribe<WorksByType> {
  return (onData, onError) => {
    const answers = new Map<ArtworkType, Artwork[]>();
    const stops = ARTWORK_TYPES.map((type) =>
      backend.subscribeArtworks(
        type,
        (artworks) => {
          answers.set(type, artworks);
          if (answers.size === ARTWORK_TYPES.length) {
            onData(Object.fromEntries(ARTWORK_TYPES.map((t) => [t, answers.get(t)!])) as WorksByType);
          }
        },
        onError,
      ),
    );
    return () => stops.forEach((stop) => stop());
  };
}

/** Every work of every gallery, live: the catalogue, its counts and the forms' pickers read it. */
export function useWorksByType(backend: AdminBackend): LiveState<WorksByType> {
  return useSubscription('studio-works', subscribeAllTypes(backend));
}

/** The deleted works, live, most recently deleted first. */
export function useTrash(backend: AdminBackend): LiveState<TrashedArtwork[]> {
  return useSubscription<TrashedArtwork[]>('studio-trash', (onData, onError) =>
    backend.subscribeTrash((trashed) => onData([...trashed].sort((a, b) => b.deletedAt - a.deletedAt)), onError),
  );
}

/**
 * The `site` node, live, as stored: null while the project has none (the site editor then offers
 * to import the site's current texts). The studio follows it once; see siteAsPublished.
 */
export function useStudioSite(backend: AdminBackend): LiveState<SiteContent | null> {
  return useSubscription<SiteContent | null>('studio-site', (onData, onError) =>
    backend.subscribeSite(onData, onError),
  );
}

/**
 * The site's texts and press clippings as the public pages read them, in the same state: the copy
 * of src/content/ while the `site` node is missing.
 */
export function siteAsPublished(state: LiveState<SiteContent | null>): LiveState<SiteContent> {
  return state.status === 'success' ? { ...state, data: siteOrSeed(state.data) } : state;
}

/** One gallery's part of the six, in the same state (stalled too, when the state says). */
export function worksOfType(
  state: AsyncState<WorksByType> & { stalled?: boolean },
  type: ArtworkType,
): AsyncState<Artwork[]> & { stalled?: boolean } {
  return state.status === 'success' ? { ...state, data: state.data[type] } : state;
}
