/**
 * Every French message the site shows when something fails or is refused, in one place, so that
 * the same situation always reads the same way. Screens pick their message from here; the
 * backends raise coded errors (src/backend/types.ts) and never carry copy of their own.
 */

/** A public page whose live data could not be read. */
export const LIVE_DATA_MESSAGES = {
  artworksFailed: 'Les œuvres n’ont pas pu être chargées.',
  checkConnection: 'Vérifiez votre connexion, puis rechargez la page.',
  reload: 'Recharger la page',
} as const;
