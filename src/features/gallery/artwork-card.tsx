import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { OnceAppStarted } from '@/components/ui/once-app-started';
import type { Artwork } from '@/domain/artwork';
import { statusBadgeOf } from '@/domain/availability';
import { titleWithoutDigits, trailingNumber } from '@/domain/title';
import { ArtworkImage } from './artwork-image';
import { MASONRY_CARD_SIZES, cardProportions } from './masonry';
import { StatusBadge } from './status-badge';

interface ArtworkCardProps {
  artwork: Artwork;
  /** The work's own address, where the viewer shows it. */
  href: string;
  showsCaption: boolean;
  linkRef?: Ref<HTMLAnchorElement>;
  /** How its picture loads (see CardPictureLoading). */
  pictureLoading?: CardPictureLoading;
}

/**
 * How a card's picture loads: 'first' at once and at high priority (a page's first work); 'lazy'
 * as the visitor comes near it; 'behind-first' lazily too, and at low priority even once it shows,
 * where the browser would raise a visible picture to high and have it share the connection with
 * the first work's; 'after-start' as 'behind-first', but asked for only once the app has started,
 * not with the prerendered page (see ArtworkMasonry).
 */
export type CardPictureLoading = 'first' | 'lazy' | 'behind-first' | 'after-start';

const FETCH_PRIORITY = { first: 'high', lazy: 'auto', 'behind-first': 'low', 'after-start': 'low' } as const;

/**
 * A work in a gallery, whole, at its own proportions (a work stored without a size gets a 4:5
 * box, its picture contained in it), with the spec's caption bar. The picture is a link to the
 * work's address: it opens the viewer, in this tab or, as any link, in a new one.
 */
export function ArtworkCard({ artwork, href, showsCaption, linkRef, pictureLoading = 'lazy' }: ArtworkCardProps) {
  const number = trailingNumber(artwork.title);
  const { width, height } = cardProportions(artwork);
  const marked = statusBadgeOf(artwork) !== null;
  const picture = (
    <ArtworkImage
      artwork={artwork}
      sizes={MASONRY_CARD_SIZES}
      loading={pictureLoading === 'first' ? 'eager' : 'lazy'}
      fetchPriority={FETCH_PRIORITY[pictureLoading]}
      className="h-full w-full object-contain transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
    />
  );
  return (
    // As wide as its column from the first paint: the album's columns align their items to the
    // start, so a card sized by its content would be as narrow as its caption until the picture
    // arrived, then widen and push the cards below it down.
    <figure className="w-full overflow-hidden rounded-md bg-white shadow-sm ring-1 ring-ink/5">
      <Link
        ref={linkRef}
        to={href}
        state={{ fromGallery: true }}
        aria-haspopup="dialog"
        // Positioned only under a badge: the cards of works without one stay as they were.
        className={`group block overflow-hidden bg-paper-deep${marked ? ' relative' : ''}`}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        {pictureLoading === 'after-start' ? <OnceAppStarted>{picture}</OnceAppStarted> : picture}
        {/* Inside the link: its name says the status after the picture's description. */}
        <StatusBadge artwork={artwork} place="card" />
      </Link>
      {showsCaption && (
        // On a narrow card the numéro goes below the title rather than past the card's edge.
        <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-ink/10 px-4 py-3">
          <span className="font-display text-lg">{titleWithoutDigits(artwork.title)}</span>
          {number !== null && <span className="text-sm tabular-nums text-muted">{number}</span>}
        </figcaption>
      )}
    </figure>
  );
}
