/** Every route of the site but the galleries (see galleries.ts). Links are built from here. */
export const PATHS = {
  home: '/',
  press: '/presse',
  signIn: '/admin',
  admin: '/addArticle',
} as const;

export function pressSlideHref(index: number): string {
  return `${PATHS.press}#slide${index}`;
}

export function adminHref(token: string): string {
  return `${PATHS.admin}?token=${encodeURIComponent(token)}`;
}
