import type { GeneratedImage } from '@/domain/image-sizes';

/** The books' seed (the `site` node's). TO REPLACE: placeholder text in the spirit of the spec. */
export { BOOKS_TITLE, VIDEO } from './section-titles';

export interface Book {
  year: number;
  title: string;
  text: string;
  /** The cover, when there is one. */
  cover?: { image: GeneratedImage; alt: string };
}

export const BOOKS: readonly Book[] = [
  {
    year: 2021,
    title: 'Deux peintres en confinement',
    text: 'Un livre réunissant les œuvres réalisées pendant les confinements par deux peintres, qui se sont répondu de toile en toile à distance.',
  },
  {
    year: 1993,
    title: 'Premiers paysages',
    text: 'Mon premier livre, consacré aux paysages normands peints au fil des saisons.',
    cover: {
      image: { base: '/images/livres/livre-1993', widths: [300, 600], width: 600, height: 900 },
      alt: 'Couverture du livre de 1993, Premiers paysages',
    },
  },
];
