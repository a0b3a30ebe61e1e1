import type { Ref } from 'react';
import type { Artwork } from '@/domain/artwork';
import { titleWithoutDigits, trailingNumber } from '@/domain/title';
import { ArtworkImage } from './artwork-image';

/** The width a card's picture takes: a quarter of the page from md up, the full width below. */
export const ARTWORK_CARD_SIZES = '(min-width: 768px) 25vw, 100vw';

interface ArtworkCardProps {
  artwork: Artwork;
  showsCaption: boolean;
  onOpen: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** The first card of a page loads at once, first; the others as the visitor comes near them. */
  eager?: boolean;
}

export function ArtworkCard({ artwork, showsCaption, onOpen, buttonRef, eager = false }: ArtworkCardProps) {
  const number = trailingNumber(artwork.title);
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-md bg-white shadow-sm ring-1 ring-ink/5">
      <button
        ref={buttonRef}
        type="button"
        onClick={onOpen}
        aria-haspopup="dialog"
        className="group block aspect-[4/5] w-full overflow-hidden bg-paper-deep"
      >
        <ArtworkImage
          artwork={artwork}
          sizes={ARTWORK_CARD_SIZES}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          className="h-full w-full object-contain transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
      </button>
      {showsCaption && (
        <figcaption className="flex items-baseline justify-between gap-3 border-t border-ink/10 px-4 py-3">
          <span className="font-display text-lg">{titleWithoutDigits(artwork.title)}</span>
          {number !== null && <span className="text-sm tabular-nums text-muted">{number}</span>}
        </figcaption>
      )}
    </figure>
  );
}
