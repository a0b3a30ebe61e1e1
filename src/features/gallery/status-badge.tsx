import type { Artwork } from '@/domain/artwork';
import { statusBadgeOf } from '@/domain/availability';

const PLACES = {
  // Over the card's picture, in its top corner: white behind dark text, whatever the picture.
  card: 'pointer-events-none absolute right-2 top-2 rounded-full bg-white/95 px-2.5 py-1 text-xs font-medium text-ink shadow-sm',
  // In the viewer's dark panel, under the title.
  panel: 'text-sm text-paper',
} as const;

/** The red dot's colour on each background: non-text contrast of 3:1 at least (WCAG 1.4.11). */
const DOT = { card: 'bg-red-700', panel: 'bg-red-500' } as const;

/**
 * A reserved or a sold work's badge (statusBadgeOf): the red dot of the galleries, and the word,
 * which screen readers read (the dot is decoration) and which says it to whoever does not know
 * the dot. Nothing for any other work, so that a work without a status shows as before.
 */
export function StatusBadge({ artwork, place }: { artwork: Pick<Artwork, 'status'>; place: keyof typeof PLACES }) {
  const label = statusBadgeOf(artwork);
  if (!label) return null;
  return (
    <span className={`inline-flex items-center gap-1.5 ${PLACES[place]}`}>
      <span aria-hidden="true" className={`inline-block size-2.5 shrink-0 rounded-full ${DOT[place]}`} />
      {/* On a card, the word follows the picture's description in the link's name ("…, n° 19
          Vendue"); the space keeps it apart there (the layout's gap does it on screen). */}
      {` ${label}`}
    </span>
  );
}
