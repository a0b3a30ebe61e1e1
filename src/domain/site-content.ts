import { STATEMENT } from '@/content/statement';
import { EXHIBITIONS } from '@/content/exhibitions';
import { BOOKS } from '@/content/books';
import { ARTIST } from '@/content/artist';
import { INTERVENTIONS_TEXT } from '@/content/interventions';
import {
  PRESS_SLIDE_HEIGHT,
  PRESS_SLIDE_SMALL_WIDTH,
  PRESS_SLIDE_WIDTH,
  PRESS_SLIDES,
  pressSlideSmallImage,
} from '@/content/press';
export { thumbnailWidthOf } from './image-sizes';

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
  exhibitions: string[];
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

/** The copy of src/content/: the demo seed, and what a fresh project imports. */
export const DEFAULT_SITE_CONTENT: SiteContent = {
  statement: { title: STATEMENT.title, paragraphs: [...STATEMENT.paragraphs] },
  exhibitions: [...EXHIBITIONS],
  books: {
    videoId: ARTIST.videoId,
    items: BOOKS.map(({ title, year, text, cover }) => {
      const book: SiteBook = { title, year, text };
      if (cover) {
        const [small, large] = [Math.min(...cover.image.widths), Math.max(...cover.image.widths)];
        book.cover = {
          image: `${cover.image.base}-${large}.webp`,
          thumbnail: `${cover.image.base}-${small}.webp`,
          thumbnailWidth: small,
          width: cover.image.width,
          height: cover.image.height,
          alt: cover.alt,
        };
      }
      return book;
    }),
  },
  interventions: INTERVENTIONS_TEXT,
  press: PRESS_SLIDES.map((slide) => ({
    image: slide.img,
    thumbnail: pressSlideSmallImage(slide),
    thumbnailWidth: PRESS_SLIDE_SMALL_WIDTH,
    width: PRESS_SLIDE_WIDTH,
    height: PRESS_SLIDE_HEIGHT,
    alt: slide.alt,
  })),
};

// ---- Reading a raw `site` node tolerantly -------------------------------------------------

function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/**
 * The entries of a Realtime Database list in order: an array (perhaps with holes: null where an
 * entry was removed) or an object with numeric keys (how the REST API returns a sparse list).
 */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.filter((entry) => entry !== null && entry !== undefined);
  const object = asObject(value);
  if (!object) return [];
  return Object.keys(object)
    .filter((key) => /^\d+$/.test(key))
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => object[key])
    .filter((entry) => entry !== null && entry !== undefined);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function positiveNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

function toPicture(value: unknown): SitePicture | null {
  const v = asObject(value);
  if (!v) return null;
  const image = text(v.image);
  const width = positiveNumber(v.width);
  const height = positiveNumber(v.height);
  if (!image || !width || !height) return null;
  const picture: SitePicture = { image, thumbnail: text(v.thumbnail) || image, width, height };
  const thumbnailWidth = positiveNumber(v.thumbnailWidth);
  if (thumbnailWidth) picture.thumbnailWidth = thumbnailWidth;
  else if (!text(v.thumbnail)) picture.thumbnailWidth = width;
  const zoom = text(v.zoom);
  const zoomWidth = positiveNumber(v.zoomWidth);
  const zoomHeight = positiveNumber(v.zoomHeight);
  if (zoom && zoomWidth && zoomHeight) Object.assign(picture, { zoom, zoomWidth, zoomHeight });
  return picture;
}

function toStatement(value: unknown): SiteStatement {
  const v = asObject(value);
  if (!v) return { title: '', paragraphs: [] };
  return {
    title: text(v.title) ?? '',
    paragraphs: listOf(v.paragraphs).filter((p): p is string => typeof p === 'string'),
  };
}

function toBook(value: unknown): SiteBook | null {
  const v = asObject(value);
  if (!v) return null;
  const title = text(v.title);
  const year = typeof v.year === 'number' ? v.year : Number(v.year);
  if (title === undefined || !Number.isInteger(year)) return null;
  const book: SiteBook = { title, year, text: text(v.text) ?? '' };
  const cover = toPicture(v.cover);
  if (cover) book.cover = { ...cover, alt: text(asObject(v.cover)?.alt) ?? '' };
  return book;
}

function toClipping(value: unknown): PressClipping | null {
  const picture = toPicture(value);
  if (!picture) return null;
  const v = asObject(value)!;
  const clipping: PressClipping = { ...picture, alt: text(v.alt) ?? '' };
  const source = text(v.source);
  const date = text(v.date);
  if (source) clipping.source = source;
  if (date) clipping.date = date;
  return clipping;
}

/**
 * Reads a raw `site` node (from the SDK, the REST API or an export) into SiteContent, dropping
 * what is malformed. A missing node gives DEFAULT_SITE_CONTENT. Within a node that exists, a
 * missing list is an empty one (the database stores no empty list), and a missing statement,
 * books or interventions text is empty too: the node is then the truth, not src/content/.
 */
export function toSiteContent(raw: unknown): SiteContent {
  const v = asObject(raw);
  if (!v) return DEFAULT_SITE_CONTENT;
  const books = asObject(v.books);
  return {
    statement: toStatement(v.statement),
    exhibitions: listOf(v.exhibitions).filter((e): e is string => typeof e === 'string'),
    books: {
      videoId: text(books?.videoId) ?? '',
      items: listOf(books?.items)
        .map(toBook)
        .filter((b) => b !== null),
    },
    interventions: text(v.interventions) ?? '',
    press: listOf(v.press)
      .map(toClipping)
      .filter((c) => c !== null),
  };
}
