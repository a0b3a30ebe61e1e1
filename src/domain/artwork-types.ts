/**
 * The six types of artwork ("article" in the database) the earlier site wrote.
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

export function isArtworkType(value: unknown): value is ArtworkType {
  return typeof value === 'string' && (ARTWORK_TYPES as readonly string[]).includes(value);
}
