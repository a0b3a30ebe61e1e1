import type { ArtworkType } from './artwork';
import { SORT_ORDERS, type SortOrder } from './sort-orders';

/** One gallery page per artwork type. */
export interface Gallery {
  type: ArtworkType;
  path: string;
  title: string;
  sortOrder: SortOrder;
  /** Ateliers show neither the caption bar nor the dimensions. */
  showsCaption: boolean;
  showsDimensions: boolean;
  /** The canvas gallery groups its works by year. */
  groupsByYear: boolean;
}

function gallery(type: ArtworkType, path: string, title: string): Gallery {
  const isAtelier = type === 'ateliers';
  return {
    type,
    path,
    title,
    sortOrder: SORT_ORDERS[type],
    showsCaption: !isAtelier,
    showsDimensions: !isAtelier,
    groupsByYear: type === 'Peinture sur Toile',
  };
}

export const GALLERIES: readonly Gallery[] = [
  gallery('Pâte à papier', '/pate-a-papier', 'Pâte à papier'),
  gallery('Aquarelles', '/aquarelles', 'Aquarelle'),
  gallery('Peinture sur Toile', '/peinture-sur-toile', 'Peinture sur toile'),
  gallery('Photos en vrac', '/vrac', 'Photos en vrac'),
  gallery('Peintures sur papier', '/peintures-sur-papier', 'Peinture sur papier'),
  gallery('ateliers', '/ateliers', 'Interventions'),
];

export function galleryOf(type: ArtworkType): Gallery {
  const found = GALLERIES.find((g) => g.type === type);
  if (!found) throw new Error(`No gallery for type ${type}`);
  return found;
}
