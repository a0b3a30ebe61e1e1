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
  /** Her private selections (viewing rooms): the list, and one selection's editor below it. */
  selections: '/studio/selections',
  /** The printable dossier; what it holds is in its query (see studioDossierPath). */
  dossier: '/studio/dossier',
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

/** One private selection's editor in the studio, by its id. */
export function studioSelectionPath(id: string): string {
  return `${STUDIO_PATHS.selections}/${encodeURIComponent(id)}`;
}

/** What a printable dossier holds: one selection, one gallery, one work (its tear sheet), or all works. */
export type DossierSubject =
  { selection: string } | { gallery: string } | { work: { type: string; key: string } } | 'all';

/**
 * The printable dossier's address: "/studio/dossier?selection=<id>", "?galerie=/aquarelles",
 * "?oeuvre=<type>/<key>" (a one-page tear sheet), or no query for all works.
 */
export function studioDossierPath(subject: DossierSubject): string {
  if (subject === 'all') return STUDIO_PATHS.dossier;
  const query =
    'selection' in subject
      ? `selection=${encodeURIComponent(subject.selection)}`
      : 'gallery' in subject
        ? `galerie=${encodeURIComponent(subject.gallery)}`
        : `oeuvre=${encodeURIComponent(`${subject.work.type}/${subject.work.key}`)}`;
  return `${STUDIO_PATHS.dossier}?${query}`;
}
