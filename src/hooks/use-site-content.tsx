import { createContext, useContext, type ReactNode } from 'react';
import { loadArtworkReader } from '@/backend/load-artwork-reader';
import type { SiteReader } from '@/backend/types';
import type { SiteContent } from '@/domain/site-content';
import { subscribeAfterLoad, useSubscription, type LiveState } from './use-subscription';

/**
 * The site's texts and press clippings known when the page was prerendered (the demo seed, or
 * the public database read at build time). The home and press pages show them at once, then
 * follow the live `site` node. The same value is embedded in the page as JSON so that hydration
 * renders exactly what the HTML holds.
 */
// No default: the copy of src/content/ stays off the home page's first load (the prerendered
// pages embed what they show; a page rendered afresh waits for the live data).
const InitialSiteContentContext = createContext<SiteContent | undefined>(undefined);

export function InitialSiteContentProvider({
  value,
  children,
}: {
  value: SiteContent | undefined;
  children: ReactNode;
}) {
  return <InitialSiteContentContext.Provider value={value}>{children}</InitialSiteContentContext.Provider>;
}

export const INITIAL_SITE_CONTENT_ELEMENT_ID = 'initial-site-content';

/**
 * Reads what the prerendered page embedded (written by the build from toSiteContent's result,
 * so read as it is: the reader stays off the home page's first load); undefined when nothing.
 */
export function readEmbeddedSiteContent(doc: Document): SiteContent | undefined {
  const text = doc.getElementById(INITIAL_SITE_CONTENT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteContent;
  } catch {
    return undefined;
  }
}

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
export function useSiteContent(loadReader: () => Promise<SiteReader> = loadArtworkReader): SiteContentState {
  const initial = useContext(InitialSiteContentContext);
  const state = useSubscription(
    'site',
    subscribeAfterLoad(
      // The copy of src/content/ (shown while the project has no site node) comes with the reader.
      () => Promise.all([loadReader(), import('@/domain/site-content')]),
      ([reader, { DEFAULT_SITE_CONTENT }], onData: (content: SiteContent) => void, onError) =>
        reader.subscribeSite((content) => onData(content ?? DEFAULT_SITE_CONTENT), onError),
    ),
    { initial },
  );
  return { ...state, content: state.data ?? initial };
}
