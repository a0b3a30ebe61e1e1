import { loadArtworkReader } from '@/backend/load-artwork-reader';
import type { SiteReader } from '@/backend/types';
import type { SiteContent } from '@/domain/site-content';
import { useInitialSiteContent } from './initial-site-content';
import { subscribeAfterLoad, useSubscription, type LiveState } from './use-subscription';

export type SiteContentState = LiveState<SiteContent> & {
  /**
   * What to show: the live content, or the prerendered one until it comes (or if it fails);
   * undefined while a page rendered afresh waits for it.
   */
  content: SiteContent | undefined;
};

/**
 * The site's content, live: starts from the prerendered value and follows the `site` node
 * through the backend loaded after the first paint. `loadReader` is there for tests.
 */
export function useSiteContent(
  loadReader: () => Promise<SiteReader> = loadArtworkReader,
  /** A new key follows afresh (the identity's reader changes between the owner's pages and the others). */
  key = 'site',
): SiteContentState {
  const initial = useInitialSiteContent();
  const state = useSubscription(
    key,
    subscribeAfterLoad(
      // The copy of src/content/ (shown while the project has no site node) comes once the reader
      // is there: started beside it, it was fetched during every page's load, even where the
      // reader waits for the visitor (the identity's, src/hooks/use-identity.tsx).
      () => loadReader().then((reader) => Promise.all([reader, import('@/content/site-seed')])),
      ([reader, { siteOrSeed }], onData: (content: SiteContent) => void, onError) =>
        reader.subscribeSite((content) => onData(siteOrSeed(content)), onError),
    ),
    { initial },
  );
  return { ...state, content: state.data ?? initial };
}
