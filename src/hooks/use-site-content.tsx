import { createContext, useContext, type ReactNode } from 'react';
import { loadArtworkReader } from '@/backend/load-artwork-reader';
import type { SiteReader } from '@/backend/types';
import { DEFAULT_SITE_CONTENT, toSiteContent, type SiteContent } from '@/domain/site-content';
import { subscribeAfterLoad, useSubscription, type LiveState } from './use-subscription';

/**
 * The site's texts and press clippings known when the page was prerendered (the demo seed, or
 * the public database read at build time). The home and press pages show them at once, then
 * follow the live `site` node. The same value is embedded in the page as JSON so that hydration
 * renders exactly what the HTML holds.
 */
const InitialSiteContentContext = createContext<SiteContent>(DEFAULT_SITE_CONTENT);

export function InitialSiteContentProvider({ value, children }: { value: SiteContent; children: ReactNode }) {
  return <InitialSiteContentContext.Provider value={value}>{children}</InitialSiteContentContext.Provider>;
}

export const INITIAL_SITE_CONTENT_ELEMENT_ID = 'initial-site-content';

/** Reads what the prerendered page embedded; the copy of src/content/ when there is nothing. */
export function readEmbeddedSiteContent(doc: Document): SiteContent {
  const text = doc.getElementById(INITIAL_SITE_CONTENT_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_SITE_CONTENT;
  try {
    return toSiteContent(JSON.parse(text));
  } catch {
    return DEFAULT_SITE_CONTENT;
  }
}

export type SiteContentState = LiveState<SiteContent> & {
  /** What to show: the live content, or the prerendered one until it comes (or if it fails). */
  content: SiteContent;
};

/**
 * The site's content, live: starts from the prerendered value and follows the `site` node
 * through the backend loaded after the first paint. `loadReader` is there for tests.
 */
export function useSiteContent(loadReader: () => Promise<SiteReader> = loadArtworkReader): SiteContentState {
  const initial = useContext(InitialSiteContentContext);
  const state = useSubscription(
    'site',
    subscribeAfterLoad(loadReader, (reader, onData: (content: SiteContent) => void, onError) =>
      reader.subscribeSite((content) => onData(content ?? DEFAULT_SITE_CONTENT), onError),
    ),
    { initial },
  );
  return { ...state, content: state.data ?? initial };
}
