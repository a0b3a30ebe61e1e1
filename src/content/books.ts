/** "Mes livres": the video and the two books. TO REPLACE: placeholder text in the spirit of the spec. */
export const BOOKS_TITLE = 'Mes livres';

export interface Book {
  year: number;
  title: string;
  text: string;
  /** Cover image base path (without the -{width}.webp suffix), when there is one. */
  cover?: { base: string; width: number; height: number; alt: string };
}

export const VIDEO = {
  title: 'Vidéo : une journée à l’atelier',
  poster: '/images/livres/video-poster',
};

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
      base: '/images/livres/livre-1993',
      width: 600,
      height: 900,
      alt: 'Couverture du livre de 1993, Premiers paysages',
    },
  },
];
