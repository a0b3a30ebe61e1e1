/*
 * The studio's addresses, apart from paths.ts: only the studio's code and its tests import them,
 * so that they stay out of the chunk every public page loads first.
 */

/**
 * The studio's screens, each at its own address so that reload, Back and a bookmark return to it.
 * A gallery's works and one work's editor have theirs too (studioGalleryPath, studioWorkPath).
 */
export const STUDIO_PATHS = {
  works: '/studio/oeuvres',
  add: '/studio/ajouter',
  batch: '/studio/ajouter-plusieurs',
  press: '/studio/presse',
  statement: '/studio/textes/demarche',
  exhibitions: '/studio/textes/expositions',
  books: '/studio/textes/livres',
  interventions: '/studio/textes/interventions',
  identity: '/studio/identite',
  trash: '/studio/corbeille',
  publication: '/studio/publication',
} as const;

/** A gallery's works in the studio: "/studio/oeuvres/aquarelles" for the gallery at "/aquarelles". */
export function studioGalleryPath(galleryPath: string): string {
  return `${STUDIO_PATHS.works}${galleryPath}`;
}

/** One work's editor in the studio, by its gallery and its database key. */
export function studioWorkPath(galleryPath: string, key: string): string {
  return `${studioGalleryPath(galleryPath)}/${encodeURIComponent(key)}`;
}

/** One press clipping's editor in the studio, by its place in the carousel (from 1). */
export function studioClippingPath(position: number): string {
  return `${STUDIO_PATHS.press}/${position}`;
}
