import { useCallback, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ErrorNotice } from '@/components/ui/error-notice';
import { StalledNotice } from '@/components/ui/stalled-notice';
import { LIVE_DATA_MESSAGES } from '@/content/error-messages';
import type { Artwork } from '@/domain/artwork';
import { galleryOf } from '@/domain/galleries';
import { selectionPagePath } from '@/domain/paths';
import { isSelectionId, type Selection } from '@/domain/selection';
import { useIdentity } from '@/hooks/use-identity';
import type { LiveState } from '@/hooks/use-subscription';
import { useSelection, useSelectionWorks } from './use-selection-works';

/*
 * A private selection's page, at /selection/<id>: the works she picked for someone, with her
 * title and message, live. Only its link leads here: the page asks search engines not to index
 * it, is in no sitemap and is not prerendered (docs/selections.md).
 *
 * The cards and the viewer are the public gallery's (src/features/gallery/); a feature does not
 * import another, so src/app/ hands them in (SelectionViews).
 */

/** What the page needs of the gallery's masonry (ArtworkMasonry). */
export interface SelectionMasonryProps {
  artworks: readonly Artwork[];
  hrefOf: (artwork: Artwork) => string;
  showsCaption: boolean;
  registerCard: (key: string, link: HTMLAnchorElement | null) => void;
  eagerCount?: number;
  shownKey?: string | null;
}

/** What the page needs of the gallery's viewer (ArtworkViewer). */
export interface SelectionViewerProps {
  artworks: readonly Artwork[];
  index: number;
  showsDimensions: boolean;
  hrefOf: (artwork: Artwork) => string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /**
   * The prices she chose for this selection: each offered work's price where it has one
   * ('all', even one the public pages keep "sur demande"), or none at all.
   */
  priceMode: 'all' | 'none';
}

export interface SelectionViews {
  Masonry: ComponentType<SelectionMasonryProps>;
  Viewer: ComponentType<SelectionViewerProps>;
}

/** The query that names the work the viewer shows: "?oeuvre=aquarelles.12" (gallery, then key). */
export const WORK_QUERY = 'oeuvre';

/** A work's name in the query: its gallery's path without "/", a dot, its key (keys have no dot, rules' /^[A-Za-z0-9_-]+$/). */
export function workParam(artwork: Pick<Artwork, 'type' | 'key'>): string {
  return `${galleryOf(artwork.type).path.slice(1)}.${artwork.key}`;
}

export const SELECTION_TEXT = {
  unknownTitle: 'Sélection introuvable',
  unknown: 'Cette adresse ne mène à aucune sélection : le lien est peut-être incomplet, ou la sélection a été retirée.',
  disabledTitle: 'Sélection indisponible',
  disabled: 'Cette sélection n’est plus consultable.',
  askAt: 'Pour toute question, écrivez à',
  loading: 'Chargement de la sélection…',
  empty: 'Les œuvres de cette sélection ne sont plus exposées.',
  byline: (name: string) => `Une sélection de ${name}`,
  documentTitle: (title: string, name: string) => `${title} · Sélection · ${name}`,
} as const;

/** The page's document title: "{title} · Sélection · {her name}" (use-identity.tsx keeps her name in it). */
function useDocumentTitle(title: string | null) {
  const { name } = useIdentity();
  useEffect(() => {
    if (title !== null) document.title = SELECTION_TEXT.documentTitle(title, name);
    // Her name alone afterwards: the title keeps " · name" for use-identity.tsx to follow.
  }, [title, name]);
}

export function SelectionPage({ views }: { views: SelectionViews }) {
  const raw = useParams()['*'] ?? '';
  const id = isSelectionId(raw) ? raw : null;
  const selection = useSelection(id);
  return (
    <div className="mx-auto min-h-svh max-w-page px-5 py-12">
      {/* React 19 puts this in the document's head: the page is never indexed, whatever it shows. */}
      <meta name="robots" content="noindex" />
      {id === null ? (
        <Notice title={SELECTION_TEXT.unknownTitle} text={SELECTION_TEXT.unknown} />
      ) : (
        <Loaded selection={selection} views={views} />
      )}
    </div>
  );
}

function Loaded({ selection, views }: { selection: LiveState<Selection | null>; views: SelectionViews }) {
  if (selection.status === 'error') {
    return (
      <>
        <DocumentTitle title={SELECTION_TEXT.unknownTitle} />
        <ErrorNotice
          title="La sélection n’a pas pu être chargée."
          hint={LIVE_DATA_MESSAGES.checkConnection}
          action={{ label: LIVE_DATA_MESSAGES.reload, onClick: () => window.location.reload() }}
          titleIsHeading
        />
      </>
    );
  }
  if (selection.status === 'loading') {
    return (
      <>
        <StalledNotice live={selection} />
        <p role="status" className="text-center text-muted">
          {SELECTION_TEXT.loading}
        </p>
      </>
    );
  }
  const found = selection.data;
  if (found === null) return <Notice title={SELECTION_TEXT.unknownTitle} text={SELECTION_TEXT.unknown} />;
  if (found.disabled) return <Notice title={SELECTION_TEXT.disabledTitle} text={SELECTION_TEXT.disabled} />;
  return (
    <>
      <StalledNotice live={selection} />
      <Shown selection={found} views={views} />
    </>
  );
}

function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** A polite notice in place of the works, with her address for any question. */
function Notice({ title, text }: { title: string; text: string }) {
  const { email } = useIdentity();
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-xl space-y-4 py-8 text-center">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      <p className="text-lg">{text}</p>
      <p>
        {SELECTION_TEXT.askAt}{' '}
        <a href={`mailto:${email}`} className="break-words text-accent-dark underline underline-offset-4">
          {email}
        </a>
        .
      </p>
    </div>
  );
}

/** What the history entries this page pushes carry (the cards' links give the same). */
interface WorkHistoryState {
  /** The entry before this one is the selection without a work open: closing goes back to it. */
  fromGallery?: boolean;
}

function Shown({ selection, views: { Masonry, Viewer } }: { selection: Selection; views: SelectionViews }) {
  const { name } = useIdentity();
  const works = useSelectionWorks(selection);
  useDocumentTitle(selection.title);
  return (
    <>
      <header className="mx-auto mb-10 max-w-2xl text-center">
        <p className="mb-2 text-sm tracking-wide text-muted uppercase">{SELECTION_TEXT.byline(name)}</p>
        <h1 className="text-4xl break-words sm:text-5xl">{selection.title}</h1>
        {selection.message && (
          <p className="mt-6 text-lg leading-relaxed break-words whitespace-pre-line">{selection.message}</p>
        )}
      </header>
      <StalledNotice live={works} />
      {works.status === 'error' ? (
        <ErrorNotice
          title={LIVE_DATA_MESSAGES.artworksFailed}
          hint={LIVE_DATA_MESSAGES.checkConnection}
          action={{ label: LIVE_DATA_MESSAGES.reload, onClick: () => window.location.reload() }}
        />
      ) : works.status === 'loading' ? (
        <p role="status" className="text-center text-muted">
          Chargement des œuvres…
        </p>
      ) : works.data.length === 0 ? (
        <p className="text-center text-muted">{SELECTION_TEXT.empty}</p>
      ) : (
        <Works selection={selection} artworks={works.data} Masonry={Masonry} Viewer={Viewer} />
      )}
    </>
  );
}

function Works({
  selection,
  artworks: stored,
  Masonry,
  Viewer,
}: {
  selection: Selection;
  artworks: Artwork[];
  Masonry: SelectionViews['Masonry'];
  Viewer: SelectionViews['Viewer'];
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const cards = useRef(new Map<string, HTMLAnchorElement>());
  const pagePath = selectionPagePath(selection.id);
  // Two galleries may hold the same key ("12" in two of them): the cards, the viewer and the
  // address name each work by its gallery and its key (workParam), unique in a selection.
  const artworks = useMemo(() => stored.map((artwork) => ({ ...artwork, key: workParam(artwork) })), [stored]);
  const hrefOf = useCallback(
    (artwork: Artwork) => `${pagePath}?${WORK_QUERY}=${encodeURIComponent(artwork.key)}`,
    [pagePath],
  );
  const requested = new URLSearchParams(location.search).get(WORK_QUERY);
  const shownIndex = requested === null ? -1 : artworks.findIndex((a) => a.key === requested);
  const shownWork = artworks[shownIndex] ?? null;
  const fromGallery = (location.state as WorkHistoryState | null)?.fromGallery === true;

  // Straight to a work's address (a link sent with the work open): the selection goes before it
  // in the history, so that Back closes the viewer, as after a click on a card.
  useEffect(() => {
    if (shownWork === null || fromGallery) return;
    const here = `${location.pathname}${location.search}`;
    void navigate(pagePath, { replace: true });
    void navigate(here, { state: { fromGallery: true } satisfies WorkHistoryState });
  }, [shownWork, fromGallery, pagePath, location.pathname, location.search, navigate]);

  const show = useCallback(
    (index: number) => {
      const artwork = artworks[index];
      if (artwork) void navigate(hrefOf(artwork), { replace: true, state: location.state as WorkHistoryState | null });
    },
    [artworks, hrefOf, navigate, location.state],
  );
  const close = useCallback(() => {
    if (fromGallery) void navigate(-1);
    else void navigate(pagePath, { replace: true });
  }, [fromGallery, pagePath, navigate]);

  // Once the viewer closes, focus goes back to the card of the work it showed last.
  const shownKey = shownWork?.key ?? null;
  const lastShown = useRef<string | null>(null);
  useEffect(() => {
    if (shownKey !== null) {
      lastShown.current = shownKey;
      return;
    }
    const key = lastShown.current;
    lastShown.current = null;
    if (key !== null) cards.current.get(key)?.focus();
  }, [shownKey]);

  const registerCard = useCallback((key: string, link: HTMLAnchorElement | null) => {
    if (link) cards.current.set(key, link);
    else cards.current.delete(key);
  }, []);

  // Every gallery shows its captions but the ateliers': a selection of ateliers alone shows none.
  const showsCaption = useMemo(() => artworks.some((a) => galleryOf(a.type).showsCaption), [artworks]);
  return (
    <>
      <Masonry
        artworks={artworks}
        hrefOf={hrefOf}
        showsCaption={showsCaption}
        registerCard={registerCard}
        eagerCount={shownWork === null ? 1 : 0}
        shownKey={shownKey}
      />
      {shownWork !== null && (
        <Viewer
          artworks={artworks}
          index={shownIndex}
          showsDimensions={galleryOf(shownWork.type).showsDimensions}
          hrefOf={hrefOf}
          onIndexChange={show}
          onClose={close}
          priceMode={selection.showPrices ? 'all' : 'none'}
        />
      )}
    </>
  );
}
