import type { GeneratedImage } from '@/domain/image-sizes';

/*
 * The headings of the home page's sections whose content the painter edits (the `site` node),
 * and the video's poster. Apart from that content's seed (statement.ts, exhibitions.ts,
 * books.ts, press.ts), so that the seed stays off the home page's first load.
 */

/** "Principales expositions et événements", shown as one slash-separated list. */
export const EXHIBITIONS_TITLE = 'Principales expositions et événements';

/** "Mes livres": the video and the books. */
export const BOOKS_TITLE = 'Mes livres';

export const VIDEO = {
  title: "Vidéo : une journée à l'atelier",
  poster: { base: '/images/livres/video-poster', widths: [640, 1280], width: 1280, height: 720 },
} as const satisfies { title: string; poster: GeneratedImage };

export const PRESS_TITLE = 'Articles de presse';
