import type { Artwork } from '@/domain/artwork';
import { displayOrder } from '@/domain/display-order';
import type { Gallery } from '@/domain/galleries';
import { justifiedRows, worksInRowsFor } from './masonry';

/** How many cards a grid shows before the visitor scrolls; more follow in batches this size. */
export const FIRST_BATCH = 12;

/**
 * The works a prerendered gallery needs before the visitor scrolls: the whole rows that hold the
 * first batch of the grid (the live data then adds rows below them and changes none), or, for
 * the canvas gallery, those of the newest year (the only panel open) and one
 * work of each other year, so that every year's panel is there. The live data completes them,
 * so that a gallery of 200 works weighs no more in its page than one of 20.
 */
export function worksShownFirst(gallery: Gallery, artworks: readonly Artwork[]): Artwork[] {
  const { sorted, groups } = displayOrder(gallery, artworks);
  if (!groups) return firstRows(sorted);
  return groups.flatMap((group, i) => (i === 0 ? firstRows(group.artworks) : group.artworks.slice(0, 1)));
}

/** A gallery's works in the viewer's order: the page's, the canvas gallery's across all its years. */
export function flatOrder(gallery: Gallery, artworks: readonly Artwork[]): Artwork[] {
  const { sorted, groups } = displayOrder(gallery, [...artworks]);
  return groups ? groups.flatMap((g) => g.artworks) : sorted;
}

/**
 * What a work's prerendered page embeds: the works shown first, then the work and its two
 * neighbours in the viewer's order. Its viewer opens on these until the visitor first acts on the
 * page (gallery-page.tsx), and its previous and next buttons, and the pictures it preloads, must
 * then be the work's real neighbours, wherever the work comes among a thousand.
 */
export function worksOfWorkPage(gallery: Gallery, artworks: readonly Artwork[], artwork: Artwork): Artwork[] {
  const order = flatOrder(gallery, artworks);
  const at = order.indexOf(artwork);
  const first = worksShownFirst(gallery, artworks);
  const around = at < 0 ? [artwork] : order.slice(Math.max(0, at - 1), at + 2);
  return [...first, ...around.filter((work) => !first.includes(work))];
}

/** The whole rows that hold the first batch. */
function firstRows(artworks: readonly Artwork[]): Artwork[] {
  return artworks.slice(0, worksInRowsFor(justifiedRows(artworks), FIRST_BATCH));
}
