/**
 * Every French message the site shows when something fails or is refused lives in src/content/,
 * in two files split by who loads them, so that the same situation always reads the same way:
 * this one for the public pages (it ships with the home page's first load), and
 * studio-error-messages.ts for the sign-in page and the studio (loaded with those pages only).
 * Screens pick their message from these; the backends raise coded errors (src/backend/types.ts)
 * and never carry copy of their own.
 */

/** A public page whose live data could not be read. */
export const LIVE_DATA_MESSAGES = {
  artworksFailed: 'Les œuvres n’ont pas pu être chargées.',
  checkConnection: 'Vérifiez votre connexion, puis rechargez la page.',
  reload: 'Recharger la page',
  /** When the data source has not answered for a while: what is shown stays, maybe stale. */
  stalled: 'La connexion est lente ou interrompue : cette page n’est peut-être pas à jour.',
  retry: 'Réessayer',
} as const;

/** A page that could not be shown at all (its code failed to load, or it failed to render). */
export const PAGE_ERROR_MESSAGES = {
  title: 'Cette page n’a pas pu s’afficher.',
  hint: LIVE_DATA_MESSAGES.checkConnection,
  reload: LIVE_DATA_MESSAGES.reload,
} as const;

/** The viewer, which shows a work or a press clipping full-screen. */
export const VIEWER_MESSAGES = {
  loading: 'Ouverture…',
  failed: 'La visionneuse n’a pas pu être chargée.',
  checkConnection: 'Vérifiez votre connexion, puis réessayez.',
  retry: 'Réessayer',
  close: 'Fermer',
} as const;

/** A work's own address, and sharing it. */
export const WORK_MESSAGES = {
  /** The address names a work that the gallery no longer holds (deleted, or mistyped). */
  gone: 'Cette œuvre n’est plus exposée.',
  copyFailed: (url: string) => `Le lien n’a pas pu être copié. Le voici : ${url}`,
} as const;
