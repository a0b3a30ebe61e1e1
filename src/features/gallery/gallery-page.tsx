import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorNotice } from '@/components/ui/error-notice';
import { StalledNotice } from '@/components/ui/stalled-notice';
import { whenFirstInteraction } from '@/components/ui/first-interaction';
import { useHydrated } from '@/components/ui/use-hydrated';
import { LIVE_DATA_MESSAGES } from '@/content/error-messages';
import { VIEWER_MESSAGES, WORK_MESSAGES } from '@/content/viewer-messages';
import type { Artwork } from '@/domain/artwork';
import type { Gallery } from '@/domain/galleries';
import { displayOrder } from '@/domain/display-order';
import { keyForSlug, slugFromPath, workPath, workSlugs } from '@/domain/work-address';
import type { AsyncState } from '@/hooks/use-subscription';
import { ArtworkMasonry } from './artwork-masonry';
import { ArtworkViewer } from './artwork-viewer';
import { flatOrder } from './display-order';
import {
  AVAILABLE_QUERY,
  AVAILABLE_TEXT,
  AvailableToggle,
  availableAsked,
  availableOnly,
  offersAvailableFilter,
} from './available-filter';
import { useArtworks } from './use-artworks';
import { WorkPoster } from './work-poster';
import { YearPanels } from './year-panels';

/**
 * A gallery page, following its works live; at a work's address, with that work open; says so
 * when the database does not answer.
 */
export function GalleryPage({ gallery }: { gallery: Gallery }) {
  const state = useArtworks(gallery.type, { paused: useWorkPageAtRest() });
  return (
    <>
      <StalledNotice live={state} />
      <GalleryView gallery={gallery} state={state} snapshot={state.snapshot} />
    </>
  );
}

/**
 * Whether this is a work's prerendered page that the visitor has not acted on yet. Such a page
 * holds what it shows (the work, its neighbours, the gallery's first rows: worksOfWorkPage), so
 * its live read waits for the visitor's first press of a pointer or a key, or for the address to
 * change (Back). Started at once, it made a work's page of a gallery of a thousand works read and
 * render all thousand behind the work, seconds of a phone's main thread for nothing on screen.
 * Elsewhere (a gallery, a work's address the host serves as its gallery's page) the live read
 * starts at once. Until it starts, a status changed since the publication shows as published.
 */
function useWorkPageAtRest(): boolean {
  const { pathname } = useLocation();
  const [servedAt] = useState(() =>
    typeof document !== 'undefined' && document.querySelector('[data-work-poster]') ? window.location.pathname : null,
  );
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (servedAt === null) return;
    let active = true;
    void whenFirstInteraction().then(() => active && setActed(true));
    return () => {
      active = false;
    };
  }, [servedAt]);
  // Once the address has changed, the read stays started whatever the address does next.
  const left = servedAt !== null && pathname !== servedAt;
  if (left && !acted) setActed(true);
  return servedAt !== null && !acted && !left;
}

interface GalleryViewProps {
  gallery: Gallery;
  state: AsyncState<Artwork[]>;
  /** The works are the prerendered snapshot: an address not among them may still be live. */
  snapshot?: boolean;
}

/** A gallery page in a given state (loading, error, or its works). */
export function GalleryView({ gallery, state, snapshot = false }: GalleryViewProps) {
  return (
    // At least a screen high: the footer starts below the first screen, where the works arriving
    // after "Chargement des œuvres…" (a page the host serves as the bare app, such as a removed
    // work's address) do not move it in sight.
    <div className="mx-auto min-h-svh max-w-page px-5 py-12">
      <h1 className="mb-10 text-center text-4xl sm:text-5xl">{gallery.title}</h1>
      <GalleryContent gallery={gallery} state={state} snapshot={snapshot} />
    </div>
  );
}

function GalleryContent({ gallery, state, snapshot }: Required<GalleryViewProps>) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="text-center text-muted">
        Chargement des œuvres…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorNotice
        title={LIVE_DATA_MESSAGES.artworksFailed}
        hint={LIVE_DATA_MESSAGES.checkConnection}
        action={{ label: LIVE_DATA_MESSAGES.reload, onClick: () => window.location.reload() }}
      />
    );
  }
  return <Artworks gallery={gallery} artworks={state.data} snapshot={snapshot} />;
}

/** What the history entries this page pushes carry. */
interface WorkHistoryState {
  /** The entry before this one is the gallery: closing the viewer goes back to it. */
  fromGallery?: boolean;
}

function Artworks({ gallery, artworks, snapshot }: { gallery: Gallery; artworks: Artwork[]; snapshot: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const cards = useRef(new Map<string, HTMLAnchorElement>());

  // "Disponibles" (available-filter.tsx): once the app has started, as the prerendered HTML is
  // the whole gallery, which the page must first render as it is.
  const filterAsked = availableAsked(location.search);
  const filtered = hydrated && filterAsked;
  // The same before the app has started as in the prerendered HTML: no query on the cards' links.
  const query = filtered ? AVAILABLE_QUERY : '';
  const shownArtworks = useMemo(() => (filtered ? availableOnly(artworks) : artworks), [filtered, artworks]);
  const { sorted, groups } = useMemo(() => displayOrder(gallery, shownArtworks), [gallery, shownArtworks]);
  // The viewer's order: the page's, the canvas gallery's across all its years.
  const pageOrder = useMemo(() => (groups ? groups.flatMap((g) => g.artworks) : sorted), [groups, sorted]);
  const slugs = useMemo(() => workSlugs(artworks.map((a) => a.key)), [artworks]);
  const hrefOf = useCallback(
    (artwork: Artwork) => workPath(gallery.path, slugs.get(artwork.key) ?? artwork.key) + query,
    [gallery.path, slugs, query],
  );

  const requested = slugFromPath(gallery.path, location.pathname);
  const shownKey = requested === null ? null : (keyForSlug(slugs.keys(), requested) ?? null);
  // A work the filter leaves out (sold since the link was made) opens among all the works.
  const wholeOrder = useMemo(
    () =>
      filtered && shownKey !== null && !pageOrder.some((a) => a.key === shownKey) ? flatOrder(gallery, artworks) : null,
    [filtered, shownKey, pageOrder, gallery, artworks],
  );
  const viewerOrder = wholeOrder ?? pageOrder;
  const shownIndex = shownKey === null ? -1 : viewerOrder.findIndex((a) => a.key === shownKey);
  const shownWork = viewerOrder[shownIndex] ?? null;
  const gone = requested !== null && shownWork === null && !snapshot;
  // The work covers the gallery (its poster, then the viewer). While hydrating, only where the
  // served HTML drew its poster: the host serves a gallery's page at the addresses of its works
  // that were not prerendered (firebase.json), which hydrates as that gallery.
  const posterServed = !hydrated && shownWork !== null && servedPoster(shownWork.key);
  const covered = hydrated ? shownWork !== null : posterServed;
  const fromGallery = (location.state as WorkHistoryState | null)?.fromGallery === true;

  // Straight to a work's address (a shared link, a new tab): the gallery goes before it in the
  // history, so that Back closes the viewer and Forward opens it again, as after a click.
  useEffect(() => {
    if (shownWork === null || fromGallery) return;
    navigate(gallery.path + query, { replace: true });
    navigate(location.pathname + query, { state: { fromGallery: true } satisfies WorkHistoryState });
  }, [shownWork, fromGallery, gallery.path, location.pathname, query, navigate]);

  const show = useCallback(
    (index: number) => {
      const artwork = viewerOrder[index];
      if (artwork) navigate(hrefOf(artwork), { replace: true, state: location.state as WorkHistoryState | null });
    },
    [viewerOrder, hrefOf, navigate, location.state],
  );
  const close = useCallback(() => {
    if (fromGallery) navigate(-1);
    else navigate(gallery.path + query, { replace: true });
  }, [fromGallery, gallery.path, query, navigate]);

  // Once the viewer closes, focus goes to the card of the work it showed last.
  const lastShown = useRef<string | null>(null);
  useEffect(() => {
    if (shownKey !== null && shownWork !== null) {
      lastShown.current = shownKey;
      return;
    }
    const key = lastShown.current;
    lastShown.current = null;
    if (key !== null) cards.current.get(key)?.focus();
  }, [shownKey, shownWork]);

  const registerCard = useCallback((key: string, link: HTMLAnchorElement | null) => {
    if (link) cards.current.set(key, link);
    else cards.current.delete(key);
  }, []);

  return (
    <>
      {gone && <GoneNotice />}
      {(filtered || offersAvailableFilter(artworks)) && (
        <AvailableToggle
          pressed={filtered}
          onToggle={() => navigate(filtered ? gallery.path : gallery.path + AVAILABLE_QUERY, { replace: true })}
        />
      )}
      {artworks.length === 0 ? (
        <p className="text-center text-muted">Aucune œuvre n'est encore exposée dans cette galerie.</p>
      ) : shownArtworks.length === 0 ? (
        <p role="status" className="text-center text-muted">
          {AVAILABLE_TEXT.none}
        </p>
      ) : (
        // Under a work's poster or viewer, which cover the screen, the cards are neither laid out
        // nor painted (content-visibility): the viewer measuring itself, and each batch of cards
        // rendered behind it for the focus to come back to, would otherwise lay out the whole
        // gallery again, a long task each on a phone. Closing the viewer shows them.
        <div data-testid="gallery-works" className={covered ? '[content-visibility:hidden]' : undefined}>
          {groups ? (
            <YearPanels groups={groups} hrefOf={hrefOf} registerCard={registerCard} shownWork={shownWork} />
          ) : (
            <ArtworkMasonry
              artworks={sorted}
              hrefOf={hrefOf}
              showsCaption={gallery.showsCaption}
              registerCard={registerCard}
              // A work's page: its own picture comes first (WorkPoster), the cards' after it.
              eagerCount={covered ? 0 : 1}
              shownKey={shownKey}
            />
          )}
        </div>
      )}
      {/* A work's page, until the app has started: the work alone, drawn from the HTML. */}
      {posterServed && <WorkPoster artwork={shownWork} />}
      {hydrated && shownWork !== null && (
        <ArtworkViewer
          artworks={viewerOrder}
          index={shownIndex}
          showsDimensions={gallery.showsDimensions}
          hrefOf={hrefOf}
          onIndexChange={show}
          onClose={close}
          complete={!snapshot}
        />
      )}
    </>
  );
}

/**
 * Whether the page being hydrated holds the poster of the work `key`: true on the server, which
 * draws it, and in the browser where the served HTML is that work's prerendered page.
 */
function servedPoster(key: string): boolean {
  if (typeof document === 'undefined') return true;
  return [...document.querySelectorAll<HTMLElement>('[data-work-poster]')].some(
    (poster) => poster.dataset.workPoster === key,
  );
}

/**
 * A work no longer shown, at its old address: the gallery is there at once (the host serves the
 * gallery's page), and this notice comes once the live data says the work has gone. Fixed at the
 * foot of the screen, so that it moves none of the cards already drawn; the address is kept out
 * of search results.
 */
function GoneNotice() {
  const [dismissed, setDismissed] = useState(false);
  return (
    <>
      <meta name="robots" content="noindex" />
      {!dismissed && (
        <div className="fixed inset-x-0 bottom-0 z-40 flex justify-center p-4">
          <div className="flex max-w-xl items-center gap-4 rounded-lg border border-ochre/40 bg-white p-4 shadow-lg">
            <p role="status">{WORK_MESSAGES.gone}</p>
            <button
              type="button"
              onClick={() => setDismissed(true)}
              className="min-h-11 shrink-0 rounded-full border border-ink/30 px-4"
            >
              {VIEWER_MESSAGES.close}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
