import type { Artwork } from './artwork';
import type { Gallery } from './galleries';
import { groupByYear, sortArtworks, type YearGroup } from './sort';

/**
 * A gallery's works in the order it shows them, grouped by year for the canvas gallery. The
 * gallery pages and the studio's catalogue both show the works in this order.
 */
export function displayOrder(
  gallery: Gallery,
  artworks: readonly Artwork[],
): { sorted: Artwork[]; groups: YearGroup[] | null } {
  // Canvas works: by numéro within their year, the years newest first.
  const sorted = sortArtworks(artworks, gallery.groupsByYear ? 'subtitle-number-desc' : gallery.sortOrder);
  return { sorted, groups: gallery.groupsByYear ? groupByYear(sorted) : null };
}

/** The works one after the other, as a visitor scrolling the gallery meets them. */
export function displaySequence(gallery: Gallery, artworks: readonly Artwork[]): Artwork[] {
  const { sorted, groups } = displayOrder(gallery, artworks);
  return groups ? groups.flatMap((group) => group.artworks) : sorted;
}
