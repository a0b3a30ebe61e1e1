/**
 * The French messages of the viewer and of a work's own address, loaded with the galleries and
 * the viewer only (src/content/error-messages.ts says how the messages are split).
 */

/** The viewer, which shows a work or a press clipping full-screen. */
export const VIEWER_MESSAGES = {
  loading: 'Ouverture…',
  failed: "La visionneuse n'a pas pu être chargée.",
  checkConnection: 'Vérifiez votre connexion, puis réessayez.',
  retry: 'Réessayer',
  close: 'Fermer',
} as const;

/** A work's own address, and sharing it. */
export const WORK_MESSAGES = {
  /** The address names a work that the gallery no longer holds (deleted, or mistyped). */
  gone: "Cette œuvre n'est plus exposée.",
  copyFailed: (url: string) => `Le lien n'a pas pu être copié. Le voici : ${url}`,
} as const;
