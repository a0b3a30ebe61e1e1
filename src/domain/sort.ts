import type { Artwork } from './artwork';
import type { SortOrder } from './sort-orders';
import { trailingNumber } from './title';

export { SORT_ORDERS, type SortOrder } from './sort-orders';

/** Sorts a copy; works without a number go last, and ties keep the database order. */
export function sortArtworks(artworks: readonly Artwork[], order: SortOrder): Artwork[] {
  switch (order) {
    case 'title-number-desc':
      return byNumberDesc(artworks, (a) => trailingNumber(a.title));
    case 'subtitle-number-desc':
      return byNumberDesc(artworks, (a) => trailingNumber(a.subtitle));
    case 'years-desc':
      return byNumberDesc(artworks, (a) => a.years ?? null);
    case 'database':
      return [...artworks];
  }
}

function byNumberDesc(artworks: readonly Artwork[], numberOf: (a: Artwork) => number | null): Artwork[] {
  // Each work's number read once, not at each of the sort's comparisons (some ten thousand for a
  // gallery of a thousand works, rendered as its live answer comes).
  const numbers = new Map(artworks.map((artwork) => [artwork, numberOf(artwork)]));
  return [...artworks].sort((a, b) => {
    const na = numbers.get(a) ?? null;
    const nb = numbers.get(b) ?? null;
    if (na === null || nb === null) return na === nb ? 0 : na === null ? 1 : -1;
    return nb - na;
  });
}

export interface YearGroup {
  /** null gathers the works that carry no year. */
  year: number | null;
  artworks: Artwork[];
}

/** Canvas works grouped by year, newest year first; works within a year keep their order. */
export function groupByYear(artworks: readonly Artwork[]): YearGroup[] {
  const groups = new Map<number | null, Artwork[]>();
  for (const artwork of artworks) {
    const year = artwork.years ?? null;
    const group = groups.get(year);
    if (group) group.push(artwork);
    else groups.set(year, [artwork]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : b - a))
    .map(([year, list]) => ({ year, artworks: list }));
}
