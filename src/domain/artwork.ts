import type { ArtworkType } from './artwork-types';
import { catalogueFieldsOf, type WorkStatus } from './availability';
import { normalNumero, sizeOf, zoomOf } from './database-reader';

/*
 * The artwork ("article" in the database): its record and what the admin forms give. The six
 * types are in ./artwork-types.ts; reading a record is src/domain/database-reader.ts's.
 */
export { ARTWORK_TYPES, CANVAS_TYPE, isArtworkType, type ArtworkType } from './artwork-types';

/** What the database holds under articles/{type}/{key}. */
export interface ArtworkRecord {
  title: string;
  subtitle: string;
  type: ArtworkType;
  description: string;
  image: string;
  /** Optional; the earlier site stored "", null or nothing when empty. */
  dimensions?: string | null;
  /** The year it was made: required for Peinture sur Toile (its gallery groups by year), optional elsewhere. */
  years?: number;
  /** Whether it can be bought (src/domain/availability.ts); none on most works, shown as before. */
  status?: WorkStatus;
  /** Its price in whole euros, known to the studio; shown publicly only with `priceShown`. */
  price?: number;
  /** Whether the public pages show the price (else "Prix sur demande"); only with a price. */
  priceShown?: boolean;
  /** How it was made ("Aquarelle sur papier Arches 300 g"); optional, for every gallery. */
  technique?: string;
  /** Pixel size of `image`; absent on records written by the earlier site. */
  width?: number;
  height?: number;
  /** A small version of `image` for the grids; absent on legacy records. */
  thumbnail?: string;
  /**
   * The largest version, for zooming in (long side up to ZOOM_MAX_SIDE, or the original's size
   * if smaller), with its pixel size; absent on records older than it.
   */
  zoom?: string;
  zoomWidth?: number;
  zoomHeight?: number;
  /**
   * When the work was added, in milliseconds since 1970. It tells one work from another stored
   * later under the same key: database.rules.json refuses a write that would put a work in the
   * place of another (see sameWork); absent on the earlier site's records.
   */
  created?: number;
}

/**
 * A record together with the key it is stored under. Its `type` is the gallery it was read from
 * (articles/{type}), which is where it is edited and deleted, whatever its own field says.
 */
export interface Artwork extends ArtworkRecord {
  key: string;
}

/** A deleted work, kept at trash/{type}/{key} until it is restored or removed for good. */
export interface TrashedArtwork extends Artwork {
  /** When it was deleted, in milliseconds since 1970. */
  deletedAt: number;
}

/** The fields of a work as the admin forms give them (its pictures are handled apart). */
export type ArtworkFields = Omit<ArtworkRecord, keyof ArtworkImages | 'created'>;

/** A work's stored pictures and the pixel sizes of the large one and the zoom one. */
export type ArtworkImages = Pick<
  ArtworkRecord,
  'image' | 'thumbnail' | 'width' | 'height' | 'zoom' | 'zoomWidth' | 'zoomHeight'
>;

/**
 * What the database holds for these fields and pictures, as both backends write it: trimmed
 * texts, dimensions null when empty, a year only on canvas works, a size only when complete.
 */
export function recordOf(fields: ArtworkFields, images: ArtworkImages, created?: number): ArtworkRecord {
  const dimensions = fields.dimensions?.trim();
  const record: ArtworkRecord = {
    title: fields.title.trim(),
    subtitle: normalNumero(fields.subtitle),
    type: fields.type,
    description: fields.description,
    dimensions: dimensions ? dimensions : null,
    image: images.image,
  };
  // A year on any work, as the rules accept it: the studio's editor offers it in every gallery;
  // the spec's add form gives one on canvas works only (fieldsFromForm).
  if (fields.years !== undefined) record.years = fields.years;
  Object.assign(record, catalogueFieldsOf(fields));
  if (images.thumbnail) record.thumbnail = images.thumbnail;
  Object.assign(record, sizeOf(images), zoomOf(images));
  if (created !== undefined) record.created = created;
  return record;
}

/** What the database holds for a stored work: the record without the key it is stored under. */
export function recordOfArtwork(artwork: Artwork | TrashedArtwork): ArtworkRecord {
  const record: Partial<TrashedArtwork> = { ...artwork };
  delete record.key;
  delete record.deletedAt;
  return record as ArtworkRecord;
}

/** The pictures a work points at, for uploads and clean-ups. */
export function imagesOf(artwork: ArtworkImages): ArtworkImages {
  const { image, thumbnail, width, height, zoom, zoomWidth, zoomHeight } = artwork;
  return { image, thumbnail, width, height, zoom, zoomWidth, zoomHeight };
}

/** Every picture URL a work points at. */
export function imageUrlsOf(artwork: Partial<ArtworkImages>): string[] {
  return [artwork.image, artwork.thumbnail, artwork.zoom].filter((url): url is string => Boolean(url));
}

/**
 * Whether two records are the same work, perhaps edited: the same creation time, or none on
 * both (a work of the earlier site). A work added later under the same key is another one.
 */
export function sameWork(a: Pick<ArtworkRecord, 'created'>, b: Pick<ArtworkRecord, 'created'>): boolean {
  return (a.created ?? null) === (b.created ?? null);
}

/** The label the admin forms show for each type. */
export const ARTWORK_TYPE_LABELS: Record<ArtworkType, string> = {
  Aquarelles: 'Aquarelles',
  'Peinture sur Toile': 'Peinture sur toile',
  'Pâte à papier': 'Pâte à papier',
  'Peintures sur papier': 'Peintures sur papier',
  'Photos en vrac': 'Photos en vrac',
  ateliers: 'Interventions (ateliers)',
};
