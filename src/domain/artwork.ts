/**
 * The artwork ("article" in the database) and the six types the earlier site wrote.
 * The type strings are stored verbatim in the database and in its paths, so they are
 * spelled exactly as the existing data spells them.
 */
export const ARTWORK_TYPES = [
  'Aquarelles',
  'Peinture sur Toile',
  'Pâte à papier',
  'Peintures sur papier',
  'Photos en vrac',
  'ateliers',
] as const;

export type ArtworkType = (typeof ARTWORK_TYPES)[number];

export const CANVAS_TYPE: ArtworkType = 'Peinture sur Toile';

/** What the database holds under articles/{type}/{key}. */
export interface ArtworkRecord {
  title: string;
  subtitle: string;
  type: ArtworkType;
  description: string;
  image: string;
  /** Optional; the earlier site stored "", null or nothing when empty. */
  dimensions?: string | null;
  /** Only for Peinture sur Toile. */
  years?: number;
  /** Pixel size of `image`; absent on records written by the earlier site. */
  width?: number;
  height?: number;
  /** A small version of `image` for the grids; absent on legacy records. */
  thumbnail?: string;
}

/** A record together with the key it is stored under. */
export interface Artwork extends ArtworkRecord {
  key: string;
}

/** The fields of a work as the admin forms give them (its pictures are handled apart). */
export type ArtworkFields = Omit<ArtworkRecord, 'image' | 'thumbnail' | 'width' | 'height'>;

/** A work's stored pictures and the large one's pixel size. */
export type ArtworkImages = Pick<ArtworkRecord, 'image' | 'thumbnail' | 'width' | 'height'>;

/**
 * What the database holds for these fields and pictures, as both backends write it: trimmed
 * texts, dimensions null when empty, a year only on canvas works, a size only when complete.
 */
export function recordOf(fields: ArtworkFields, images: ArtworkImages): ArtworkRecord {
  const dimensions = fields.dimensions?.trim();
  const record: ArtworkRecord = {
    title: fields.title.trim(),
    subtitle: fields.subtitle.trim(),
    type: fields.type,
    description: fields.description,
    dimensions: dimensions ? dimensions : null,
    image: images.image,
  };
  if (fields.type === CANVAS_TYPE && fields.years !== undefined) record.years = fields.years;
  if (images.thumbnail) record.thumbnail = images.thumbnail;
  if (images.width && images.height) {
    record.width = images.width;
    record.height = images.height;
  }
  return record;
}

export function isArtworkType(value: unknown): value is ArtworkType {
  return typeof value === 'string' && (ARTWORK_TYPES as readonly string[]).includes(value);
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

/** Turns whatever the database returned into an Artwork, or null when it is not one. */
export function toArtwork(key: string, value: unknown): Artwork | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isArtworkType(v.type) || typeof v.image !== 'string') return null;
  const text = (x: unknown) => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '');
  const positive = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x > 0 ? x : undefined);
  const artwork: Artwork = {
    key,
    type: v.type,
    title: text(v.title),
    subtitle: text(v.subtitle),
    description: text(v.description),
    image: v.image,
    dimensions: typeof v.dimensions === 'string' && v.dimensions.trim() !== '' ? v.dimensions : null,
  };
  const years = typeof v.years === 'number' ? v.years : typeof v.years === 'string' ? Number(v.years) : NaN;
  if (Number.isInteger(years)) artwork.years = years;
  const width = positive(v.width);
  const height = positive(v.height);
  if (width && height) {
    artwork.width = width;
    artwork.height = height;
  }
  if (typeof v.thumbnail === 'string' && v.thumbnail) artwork.thumbnail = v.thumbnail;
  return artwork;
}
