import type { Artwork } from '@/domain/artwork';
import { displayOrder } from '@/domain/display-order';
import type { Gallery } from '@/domain/galleries';

/** How many cards a grid shows before the visitor scrolls; more follow in batches this size. */
export const FIRST_BATCH = 12;

/**
 * The works a prerendered gallery needs before the visitor scrolls: the first batch of the grid,
 * or, for the canvas gallery, the first batch of the newest year (the only panel open) and one
 * work of each other year, so that every year's panel is there. The live data completes them,
 * so that a gallery of 200 works weighs no more in its page than one of 20.
 */
export function worksShownFirst(gallery: Gallery, artworks: readonly Artwork[]): Artwork[] {
  const { sorted, groups } = displayOrder(gallery, artworks);
  if (!groups) return sorted.slice(0, FIRST_BATCH);
  return groups.flatMap((group, i) => group.artworks.slice(0, i === 0 ? FIRST_BATCH : 1));
}
