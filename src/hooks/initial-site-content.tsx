import { createContext, useContext, type ReactNode } from 'react';
import type { SiteContent } from '@/domain/site-content';

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

/** What the page was prerendered with (undefined for a page rendered afresh). */
export function useInitialSiteContent(): SiteContent | undefined {
  return useContext(InitialSiteContentContext);
}
