import { GALLERIES } from '@/domain/galleries';
import { PATHS } from '@/domain/paths';

/** A home-page card: title, image, the route it opens (lien) and an optional text. */
export interface CardItem {
  title: string;
  /** Image base path, without the -{width}.webp suffix (400 and 800 exist). */
  image: string;
  lien: string;
  txt?: string;
}

function galleryPath(type: (typeof GALLERIES)[number]['type']): string {
  return GALLERIES.find((g) => g.type === type)!.path;
}

export const WORKS_TITLE = 'Mes Oeuvres';

/** "Mes Oeuvres": the four categories. */
export const CATEGORY_CARDS: readonly CardItem[] = [
  { title: 'Pâte à papier', image: '/images/cards/pate-a-papier', lien: galleryPath('Pâte à papier') },
  { title: 'Peinture sur toile', image: '/images/cards/peinture-sur-toile', lien: galleryPath('Peinture sur Toile') },
  { title: 'Aquarelle', image: '/images/cards/aquarelles', lien: galleryPath('Aquarelles') },
  {
    title: 'Peinture sur papier',
    image: '/images/cards/peintures-sur-papier',
    lien: galleryPath('Peintures sur papier'),
  },
];

/** The card whose text the painter edits (the `site` node's interventions). */
export const INTERVENTIONS_CARD_TITLE = 'Interventions';

/**
 * The second section's three cards. The Interventions card's text is the `site` node's
 * (src/domain/site-content.ts; its seed is INTERVENTIONS_TEXT in interventions.ts).
 */
export const MORE_CARDS: readonly CardItem[] = [
  { title: 'Photos en vrac', image: '/images/cards/vrac', lien: galleryPath('Photos en vrac') },
  {
    title: INTERVENTIONS_CARD_TITLE,
    image: '/images/cards/ateliers',
    lien: galleryPath('ateliers'),
  },
  { title: 'Presse', image: '/images/cards/presse', lien: PATHS.press },
];
