import type { GeneratedImage } from '@/domain/image-sizes';

/** "Mes livres": the video and the two books. TO REPLACE: placeholder text in the spirit of the spec. */
export const BOOKS_TITLE = 'Mes livres';

export interface Book {
  year: number;
  title: string;
  text: string;
  /** The cover, when there is one. */
  cover?: { image: GeneratedImage; alt: string };
}

export const VIDEO = {
  title: 'Vidéo : une journée à l’atelier',
  poster: { base: '/images/livres/video-poster', widths: [640, 1280], width: 1280, height: 720 },
} as const satisfies { title: string; poster: GeneratedImage };

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
