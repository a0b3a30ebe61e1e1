import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { loadArtworkReader, whenArtworkReaderRequested } from '@/backend/load-artwork-reader';
import type { SiteReader } from '@/backend/types';
import { whenFirstInteraction } from '@/components/ui/first-interaction';
import { PATHS } from '@/domain/paths';
import { identityOrSeed, type ShownIdentity } from '@/content/identity-seed';
import type { SiteIdentity } from '@/domain/site-content';
import { useInitialSiteContent } from './initial-site-content';
import { useSiteContent } from './use-site-content';

/*
 * Who she is, on every public page (the top bar, the footer, the hero, the contact section, the
 * document title): what the page was prerendered with, then the live `site` node's identity.
 * The home and press pages embed the whole site content; the other pages embed the identity alone
 * (INITIAL_IDENTITY_ELEMENT_ID), so that hydration renders exactly what their HTML holds.
 */

export const INITIAL_IDENTITY_ELEMENT_ID = 'initial-identity';

/** The identity a prerendered page embedded alone, null for none (the seed's), undefined without one. */
function readEmbeddedIdentity(): SiteIdentity | null | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(INITIAL_IDENTITY_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteIdentity | null;
  } catch {
    return undefined;
  }
}

const IdentityContext = createContext<ShownIdentity | undefined>(undefined);

/**
 * The live identity is followed once the visitor first acts on the page, or once another part of
 * the page loads the public reader anyway. Until then the page shows the identity it was
 * prerendered with, which is the published one: following the live `site` node from the start
 * would load the database client on every page as soon as it hydrates, which the home page
 * otherwise leaves to its sections below the fold (src/components/ui/deferred-part.tsx).
 */
const loadReaderWhenNeeded = () =>
  Promise.race([whenFirstInteraction(), whenArtworkReaderRequested()]).then(loadArtworkReader);

/**
 * The sign-in page and the studio follow nothing public: the sign-in page loads Auth alone, and
 * the studio follows the `site` node through its own backend. A reader that never answers keeps
 * the subscription idle (nothing on these pages waits on it).
 */
const quietReader = () => Promise.resolve<SiteReader>({ subscribeSite: () => () => {} });

/** Whether a pathname is one of the owner's pages (letter case aside, as the routes match). */
function isOwnersPage(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return [PATHS.signIn, PATHS.admin, PATHS.studio].some(
    (page) => path === page.toLowerCase() || path.startsWith(`${page.toLowerCase()}/`),
  );
}

/** Follows the identity for the page below it, and keeps the document's title naming her. */
export function IdentityProvider({ children }: { children: ReactNode }) {
  const initialSite = useInitialSiteContent();
  const [embedded] = useState(readEmbeddedIdentity);
  const { pathname } = useLocation();
  const owners = isOwnersPage(pathname);
  const live = useSiteContent(owners ? quietReader : loadReaderWhenNeeded, owners ? 'site-quiet' : 'site');
  const identity = useMemo(
    () => identityOrSeed(live.data ?? initialSite ?? (embedded ? { identity: embedded } : null)),
    [live.data, initialSite, embedded],
  );
  useDocumentTitleName(identity.name);
  return <IdentityContext.Provider value={identity}>{children}</IdentityContext.Provider>;
}

/**
 * The document's title names her (head-tags.ts documentTitle: her name, or "{work} · {name}"):
 * when the name changes, the title follows; a page rendered afresh, with no title, gets hers.
 */
function useDocumentTitleName(name: string) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = name;
    const title = document.title;
    if (title === '' || title === previous) document.title = name;
    else if (previous && title.endsWith(` · ${previous}`)) {
      document.title = `${title.slice(0, -previous.length)}${name}`;
    }
  }, [name]);
}

/** Who she is, as shown now; the seed's outside an IdentityProvider (component tests). */
export function useIdentity(): ShownIdentity {
  const identity = useContext(IdentityContext);
  return useMemo(() => identity ?? identityOrSeed(null), [identity]);
}
