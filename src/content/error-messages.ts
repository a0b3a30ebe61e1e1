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

/** The sign-in page, when the sign-in is refused or fails. */
export const SIGN_IN_MESSAGES = {
  wrongCredentials: 'Identifiant ou mot de passe incorrect.',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans quelques minutes.',
  network: 'Pas de connexion réseau. Vérifiez votre connexion puis réessayez.',
  notAdmin: "Ce compte n'a pas accès à l'administration.",
  failed: 'La connexion a échoué. Réessayez.',
} as const;

/**
 * The studio (/addArticle), when a change is refused or fails: each says what was refused, so
 * that the painter knows what to do. Only an expired session asks to sign in again.
 */
export const STUDIO_MESSAGES = {
  loadFailed: "L'administration n'a pas pu se charger. Vérifiez votre connexion puis rechargez la page.",
  listFailed: "La liste des œuvres n'a pas pu être chargée. Rechargez la page.",
  trashFailed: "La corbeille n'a pas pu être chargée. Rechargez la page.",
  duplicateNumero: 'Ce numéro existe déjà dans cette catégorie : choisissez-en un autre.',
  restoreDuplicate:
    'Ce numéro a été repris entre-temps par une autre œuvre de la même catégorie : changez le numéro de cette autre œuvre, puis restaurez celle-ci.',
  invalidField: (label: string) => `La base de données refuse le champ « ${label} » : corrigez-le, puis réessayez.`,
  photoNotKept:
    'La photo actuelle ne peut pas suivre cette œuvre dans une autre catégorie : choisissez une nouvelle photo, puis réessayez.',
  sessionExpired: 'Votre session a expiré. Reconnectez-vous.',
  network: 'Pas de connexion réseau. Vérifiez votre connexion, puis réessayez.',
  timeout: (seconds: number) =>
    `Le serveur n'a pas répondu dans les ${seconds} secondes. Vérifiez votre connexion, puis réessayez.`,
  gone: 'Cette œuvre a été supprimée ou remplacée entre-temps, peut-être dans un autre onglet.',
  trashOccupied:
    "Une œuvre supprimée sous le même numéro attend déjà dans la corbeille : restaurez-la ou supprimez-la définitivement d'abord.",
  uploadFailed: "L'envoi de la photo a échoué. Vérifiez votre connexion, puis réessayez.",
  refused: 'La base de données a refusé cette modification.',
  saveFailed: "L'enregistrement a échoué. Réessayez.",
  deleteFailed: 'La suppression a échoué. Réessayez.',
  restoreFailed: 'La restauration a échoué. Réessayez.',
  purgeFailed: 'La suppression définitive a échoué. Réessayez.',
  measureFailed: (count: number) =>
    count === 1
      ? "Une image n'a pas pu être mesurée : elle reste sans taille."
      : `${count} images n'ont pas pu être mesurées : elles restent sans taille.`,
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
