import type { Photo } from 'react-photo-album';
import type { Artwork } from '@/domain/artwork';

/**
 * How a gallery lays out its works (react-photo-album's masonry): four equal columns once its
 * container is this wide (a medium screen), one below. Each work goes to the shortest column,
 * the leftmost of equals, so that the works read left to right, row after row, as far as their
 * heights allow.
 */
export const MASONRY_BREAKPOINT = 700;
/** The gap between columns and between works, in pixels. */
export const MASONRY_SPACING = 24;

export function masonryColumns(containerWidth: number): number {
  return containerWidth >= MASONRY_BREAKPOINT ? 4 : 1;
}

/** The width a card's picture takes on screen, for `sizes`. */
export const MASONRY_CARD_SIZES = `(min-width: ${MASONRY_BREAKPOINT + 40}px) 25vw, 100vw`;

/**
 * The box of a work stored without a size (the earlier site kept none): a 4:5 portrait, the
 * earlier site's card, with the picture contained in it. Reserved before it loads, so that
 * nothing moves; the studio can measure such works once and store their size.
 */
export const UNKNOWN_PROPORTIONS = { width: 4, height: 5 } as const;

/** A work's proportions on its card: its own, or the reserved box's. */
export function cardProportions(artwork: Pick<Artwork, 'width' | 'height'>): { width: number; height: number } {
  return artwork.width && artwork.height ? { width: artwork.width, height: artwork.height } : UNKNOWN_PROPORTIONS;
}

export type ArtworkPhoto = Photo & { artwork: Artwork };

/** The works, in display order, as the album's photos. */
export function masonryPhotos(artworks: readonly Artwork[]): ArtworkPhoto[] {
  return artworks.map((artwork) => ({ key: artwork.key, src: artwork.image, ...cardProportions(artwork), artwork }));
}
