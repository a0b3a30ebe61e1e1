import type { Artwork } from '@/domain/artwork';

/**
 * How a gallery lays out its works: in rows read left to right, each work whole at its own
 * proportions, the works of a row at one height (justified rows), once its container is this
 * wide (a medium screen); one work per row below. The page's order (keyboard focus, screen
 * readers) is the gallery's sort order, and so is the eye's: left to right, row after row.
 */
export const MASONRY_BREAKPOINT = 700;
/** The gap between works and between rows, in pixels. */
export const MASONRY_SPACING = 24;

/**
 * How wide a full row is, as the sum of its works' width-to-height ratios: about four portraits,
 * three squares or two and a half landscapes, so that a row is about as tall as a quarter of its
 * width (the earlier four columns' cards).
 */
export const ROW_RATIO = 3.6;
/** At most this many works in a row, however narrow they are. */
export const MAX_ROW_WORKS = 5;

/** How many works sit side by side at most in a container this wide. */
export function masonryColumns(containerWidth: number): number {
  return containerWidth >= MASONRY_BREAKPOINT ? MAX_ROW_WORKS : 1;
}

/**
 * The width a card's picture takes on screen, for `sizes`: a row's work takes from a fifth to
 * half of the row, a quarter most often.
 */
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

/** A row of works: the indexes of its works, in display order, and their width-to-height ratios. */
export interface LayoutRow {
  /** The index of its first work in the list. */
  start: number;
  ratios: number[];
  /** False for the list's last row when it is not full: its works keep a full row's height. */
  full: boolean;
}

/**
 * The works' rows, in display order. Each row takes works until their ratios add up to a full
 * row (ROW_RATIO, reached when the last work's middle passes it) or MAX_ROW_WORKS. A row depends
 * only on the works before and in it, never on those after: a row, once full, stays as it is when
 * more works follow (the next batch of a long gallery, the live data after the prerendered page),
 * so nothing moves. Only the list's last row may be short.
 */
export function justifiedRows(artworks: readonly Pick<Artwork, 'width' | 'height'>[]): LayoutRow[] {
  const rows: LayoutRow[] = [];
  let row: LayoutRow | null = null;
  let sum = 0;
  artworks.forEach((artwork, index) => {
    const { width, height } = cardProportions(artwork);
    const ratio = width / height;
    if (row === null) {
      row = { start: index, ratios: [], full: false };
      sum = 0;
    }
    row.ratios.push(ratio);
    sum += ratio;
    if (sum - ratio / 2 >= ROW_RATIO || row.ratios.length >= MAX_ROW_WORKS) {
      row.full = true;
      rows.push(row);
      row = null;
    }
  });
  if (row !== null) rows.push(row);
  return rows;
}

/**
 * How many works the rows that hold the first `count` works hold: a long gallery renders whole
 * rows, so that the next batch adds rows below and changes none.
 */
export function worksInRowsFor(rows: readonly LayoutRow[], count: number): number {
  if (count <= 0) return 0;
  const row = rows.find((r) => r.start + r.ratios.length >= count);
  return row ? row.start + row.ratios.length : (rows.at(-1)?.start ?? 0) + (rows.at(-1)?.ratios.length ?? 0);
}
