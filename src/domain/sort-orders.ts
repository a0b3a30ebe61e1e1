import type { ArtworkType } from './artwork';

/**
 * How each gallery orders its works (docs/sort-orders.md); src/domain/sort.ts applies them. A
 * module of its own: every page knows the galleries, only a gallery sorts their works.
 */
export type SortOrder = 'title-number-desc' | 'subtitle-number-desc' | 'database' | 'years-desc';

export const SORT_ORDERS: Record<ArtworkType, SortOrder> = {
  Aquarelles: 'title-number-desc',
  'Photos en vrac': 'title-number-desc',
  'Pâte à papier': 'subtitle-number-desc',
  ateliers: 'subtitle-number-desc',
  'Peintures sur papier': 'database',
  'Peinture sur Toile': 'years-desc',
};
