/**
 * Every French message the site shows when something fails or is refused lives in src/content/,
 * in three files split by who loads them, so that the same situation always reads the same way:
 * this one for every public page (it ships with the home page's first load),
 * viewer-messages.ts for the galleries and the viewer (loaded with them), and
 * studio-error-messages.ts for the sign-in page and the studio (loaded with those pages only).
 * Screens pick their message from these; the backends raise coded errors (src/backend/types.ts)
 * and never carry copy of their own.
 */

/** A public page whose live data could not be read. */
export const LIVE_DATA_MESSAGES = {
  artworksFailed: "Les œuvres n'ont pas pu être chargées.",
  checkConnection: 'Vérifiez votre connexion, puis rechargez la page.',
  reload: 'Recharger la page',
  /** When the data source has not answered for a while: what is shown stays, maybe stale. */
  stalled: "La connexion est lente ou interrompue : cette page n'est peut-être pas à jour.",
  retry: 'Réessayer',
} as const;

/** A page that could not be shown at all (its code failed to load, or it failed to render). */
export const PAGE_ERROR_MESSAGES = {
  title: "Cette page n'a pas pu s'afficher.",
  hint: LIVE_DATA_MESSAGES.checkConnection,
  reload: LIVE_DATA_MESSAGES.reload,
} as const;
