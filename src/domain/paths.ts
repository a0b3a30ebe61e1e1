/** Every route of the site but the galleries (see galleries.ts). Links are built from here. */
export const PATHS = {
  home: '/',
  press: '/presse',
  /** The rights on the works' images: the licence their JSON-LD names. */
  rights: '/droits',
  signIn: '/admin',
  admin: '/addArticle',
  studio: '/studio',
  /** A private selection's page: only its link leads there (see selectionPagePath). */
  selection: '/selection',
} as const;

export function pressSlideHref(index: number): string {
  return `${PATHS.press}#slide${index}`;
}

export function adminHref(token: string): string {
  return `${PATHS.admin}?token=${encodeURIComponent(token)}`;
}

/** A private selection's public page, by its unguessable id: not linked, not indexed, not prerendered. */
export function selectionPagePath(id: string): string {
  return `${PATHS.selection}/${encodeURIComponent(id)}`;
}
