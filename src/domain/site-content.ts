export { thumbnailWidthOf } from './image-sizes';
import type { Exhibition } from './exhibitions';

/*
 * The texts and press clippings the painter edits in the studio: the database's `site` node,
 * beside `articles` (docs/database.md). Each section is written whole, one at a time.
 */

/**
 * A picture the painter uploaded (or one of the site's own files under /images/): stored like a
 * work's, as a large image with its pixel size, a thumbnail and perhaps a zoom version.
 */
export interface SitePicture {
  image: string;
  thumbnail: string;
  /** The thumbnail's pixel width, when it is not min(THUMBNAIL_WIDTH, width) as for uploads. */
  thumbnailWidth?: number;
  width: number;
  height: number;
  zoom?: string;
  zoomWidth?: number;
  zoomHeight?: number;
}

export interface SiteStatement {
  title: string;
  paragraphs: string[];
}

export interface SiteBook {
  title: string;
  year: number;
  text: string;
  cover?: SitePicture & { alt: string };
}

export interface SiteBooks {
  /** The YouTube id of the video shown beside the books. */
  videoId: string;
  items: SiteBook[];
}

export interface PressClipping extends SitePicture {
  /** What the clipping shows, read aloud and shown under it when enlarged. */
  alt: string;
  /** The newspaper or magazine, as the painter writes it. */
  source?: string;
  /** When it appeared, as the painter writes it ("mars 2019", "12 juin 2023"). */
  date?: string;
}

/** The value of the `site` node, once read. */
export interface SiteContent {
  statement: SiteStatement;
  /** Dated events and the earlier site's texts (src/domain/exhibitions.ts). */
  exhibitions: Exhibition[];
  books: SiteBooks;
  /** The text of the home page's "Interventions" card. */
  interventions: string;
  press: PressClipping[];
}

/** The sections of the `site` node: each one is written whole (site/{section}). */
export const SITE_SECTIONS = ['statement', 'exhibitions', 'books', 'interventions', 'press'] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

export function sitePath(section?: SiteSection): string {
  return section ? `site/${section}` : 'site';
}

/** Every picture URL the content shows (book covers, press clippings). */
export function sitePictureUrls(content: SiteContent): string[] {
  const pictures: SitePicture[] = [
    ...content.books.items.flatMap((book) => (book.cover ? [book.cover] : [])),
    ...content.press,
  ];
  return pictures.flatMap((p) => [p.image, p.thumbnail, ...(p.zoom ? [p.zoom] : [])]);
}
