/** Every route of the site but the galleries (see galleries.ts). Links are built from here. */
export const PATHS = {
  home: '/',
  press: '/presse',
  /** The rights on the works' images: the licence their JSON-LD names. */
  rights: '/droits',
  signIn: '/admin',
  admin: '/addArticle',
  studio: '/studio',
} as const;

export function pressSlideHref(index: number): string {
  return `${PATHS.press}#slide${index}`;
}

export function adminHref(token: string): string {
  return `${PATHS.admin}?token=${encodeURIComponent(token)}`;
}
