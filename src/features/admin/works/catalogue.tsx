import { memo, useCallback, useId, useMemo, useRef, useState, type FocusEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AdminBackend } from '@/backend/types';
import { StalledNotice } from '@/components/ui/stalled-notice';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { ARTWORK_TYPE_LABELS, ARTWORK_TYPES, type Artwork } from '@/domain/artwork';
import { displaySequence } from '@/domain/display-order';
import { galleryOf, type Gallery } from '@/domain/galleries';
import { studioGalleryPath, studioWorkPath } from '@/domain/studio-paths';
import { displayTitle } from '@/domain/title';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import type { LiveState } from '@/hooks/use-subscription';
import {
  alertClass,
  controlClass,
  dangerButtonClass,
  hintClass,
  labelClass,
  sectionClass,
} from '../shared/form-styles';
import { MeasureWorks } from './measure-works';
import { useMoveToTrash } from './use-move-to-trash';
import type { WorksByType } from '../shared/use-studio-data';
import { WorkThumbnail } from '../shared/work-thumbnail';

/** Letters without accents or case, so that "eglise" finds "Église". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function matches(artwork: Artwork, query: string): boolean {
  const wanted = folded(query.trim());
  return wanted === '' || folded(artwork.title).includes(wanted) || folded(artwork.subtitle).includes(wanted);
}

/** The search's parameter in the address, so that Back from a work returns to the same list. */
const QUERY = 'q';

/**
 * The cards rendered when a gallery opens: whole rows at each of the grid's widths (2, 3, 5 or 6
 * columns), and more than a 1440 × 900 screen shows; the next ones come as she scrolls or tabs
 * towards them. A gallery of 200 works then opens with no more cards to draw than one of 30
 * (scripts/bench/studio-timing.mjs measures it).
 */
export const FIRST_CARDS = 30;

interface CatalogueProps {
  backend: AdminBackend;
  works: LiveState<WorksByType>;
  /** The gallery shown, as the address names it. */
  gallery: Gallery;
}

/**
 * Every work at a glance: the six galleries as links with their counts, each at its own address;
 * the chosen gallery's works as thumbnails in the order the gallery shows them, titled as the site
 * titles them, each a link to its editor; a search by title or numéro; and on each work
 * "Supprimer" (to the trash, with "Annuler"). Says so when the works do not come.
 */
export function Catalogue({ backend, works, gallery }: CatalogueProps) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = params.get(QUERY) ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const list = useRef<HTMLElement>(null);
  const moveToTrash = useMoveToTrash(backend);
  const type = gallery.type;

  const shown = useMemo(
    () => (works.data ? displaySequence(gallery, works.data[type]).filter((a) => matches(a, query)) : []),
    [works.data, gallery, type, query],
  );

  const setQuery = (next: string) =>
    setParams(next === '' ? {} : { [QUERY]: next }, { replace: true, preventScrollReset: true });

  // One function for every card and every render, so that the cards, memoised, render again only
  // when their work changes (not when the studio's site, trash or title does).
  const remove = useCallback(
    async (artwork: Artwork) => {
      setFailure(null);
      const problem = await moveToTrash(artwork);
      if (problem) setFailure(problem);
      // The card is gone: the catalogue keeps the focus.
      else list.current?.focus();
    },
    [moveToTrash],
  );

  return (
    // Takes the focus when a card it had goes to the trash, and when "Réessayer" goes away.
    <section ref={list} tabIndex={-1} aria-label="Catalogue" className={`${sectionClass} space-y-4 focus:outline-none`}>
      {works.status === 'error' && (
        <p role="alert" className={alertClass}>
          {STUDIO_MESSAGES.listFailed}
        </p>
      )}
      <nav aria-label="Galeries">
        <ul className="flex flex-wrap gap-2 border-b border-ink/15 pb-3">
          {ARTWORK_TYPES.map((t) => {
            const chosen = t === type;
            const search = query === '' ? '' : `?${new URLSearchParams({ [QUERY]: query }).toString()}`;
            return (
              <li key={t}>
                <Link
                  to={`${studioGalleryPath(galleryOf(t).path)}${search}`}
                  aria-current={chosen ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-accent ${
                    chosen ? 'border-ink bg-ink text-white' : 'border-ink/30 bg-white text-ink hover:bg-ink/5'
                  }`}
                >
                  {`${ARTWORK_TYPE_LABELS[t]} (${works.data ? works.data[t].length : '…'})`}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="flex flex-wrap items-end gap-4">
        <div className="w-full max-w-sm">
          <label htmlFor={`${id}-recherche`} className={labelClass}>
            Rechercher par titre ou numéro
          </label>
          <input
            id={`${id}-recherche`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            className={controlClass}
          />
        </div>
        {works.stalled ? (
          <StalledNotice live={works} message={STUDIO_MESSAGES.listStalled} placement="inline" />
        ) : works.status === 'loading' ? (
          <p role="status" className={hintClass}>
            Chargement…
          </p>
        ) : (
          <p role="status" className={`${hintClass} pb-2`}>
            {shown.length === 0
              ? query.trim() === ''
                ? 'Aucune œuvre dans cette galerie.'
                : 'Aucune œuvre ne correspond à cette recherche.'
              : `${shown.length} œuvre${shown.length > 1 ? 's' : ''}`}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className={alertClass}>
          {failure}
        </p>
      )}
      <CatalogueGrid
        // A gallery opened starts again from its first cards.
        key={type}
        works={shown}
        label={`Œuvres : ${ARTWORK_TYPE_LABELS[type]}`}
        galleryPath={gallery.path}
        onDelete={remove}
      />
      {works.data && <MeasureWorks backend={backend} works={works.data} />}
    </section>
  );
}

/** What the site calls a work: its title as the viewer shows it, then its numéro. */
export function catalogueName(artwork: Pick<Artwork, 'title' | 'subtitle'>): string {
  return `${displayTitle(artwork.title)}, n° ${artwork.subtitle}`;
}

interface CatalogueGridProps {
  /** The works shown, in order (the search applied). */
  works: readonly Artwork[];
  label: string;
  galleryPath: string;
  onDelete: (artwork: Artwork) => Promise<void>;
}

/**
 * The works as cards, the first FIRST_CARDS at once and the next ones a batch at a time as the
 * end of the list comes near the screen (by scrolling, or by Tab, which scrolls to the card it
 * focuses) or the focus reaches the last card: the order in the page stays the gallery's, and
 * the search looks through all of them.
 */
const CatalogueGrid = memo(function CatalogueGrid({ works, label, galleryPath, onDelete }: CatalogueGridProps) {
  const { shown, sentinel, hasMore, showMore } = useProgressiveCount(works.length, FIRST_CARDS);
  // The focus on the last card drawn (Tab faster than the sentinel's observer, on a slow phone):
  // the next cards are drawn at once, in the focus event, so that the next Tab finds them.
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const card = (event.target as Element).closest('li');
    if (hasMore && card !== null && card === event.currentTarget.lastElementChild) showMore();
  };
  return (
    <>
      <ul
        aria-label={label}
        onFocus={onFocus}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 xl:grid-cols-6"
      >
        {works.slice(0, shown).map((artwork) => (
          <CatalogueCard
            key={artwork.key}
            artwork={artwork}
            href={studioWorkPath(galleryPath, artwork.key)}
            onDelete={onDelete}
          />
        ))}
      </ul>
      {hasMore && <div ref={sentinel} aria-hidden="true" className="h-px" />}
    </>
  );
});

const CatalogueCard = memo(function CatalogueCard({
  artwork,
  href,
  onDelete,
}: {
  artwork: Artwork;
  href: string;
  onDelete: (artwork: Artwork) => Promise<void>;
}) {
  return (
    <li className="flex flex-col rounded-md border border-ink/15 bg-white">
      <Link
        to={href}
        className="block rounded-t-md p-2 pb-1 hover:bg-ink/5 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <WorkThumbnail artwork={artwork} title="truncate" withYear />
      </Link>
      <div className="mt-auto px-2 pb-2">
        <button
          type="button"
          onClick={() => void onDelete(artwork)}
          aria-label={`Supprimer « ${catalogueName(artwork)} »`}
          className={`${dangerButtonClass} min-h-11 w-full px-2 py-1 text-sm`}
        >
          Supprimer
        </button>
      </div>
    </li>
  );
});
