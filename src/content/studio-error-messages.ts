/**
 * The French messages of the sign-in page and the studio when something fails or is refused; the
 * public pages' are in error-messages.ts (why two files: see there).
 */

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
  siteLoadFailed: "Les textes du site n'ont pas pu être chargés. Rechargez la page.",
  /** A studio list whose database has not answered in time (the button says "Réessayer"). */
  listStalled: 'La liste des œuvres ne répond pas : la connexion est lente ou interrompue.',
  trashStalled: 'La corbeille ne répond pas : la connexion est lente ou interrompue.',
  siteStalled: 'Les textes du site ne répondent pas : la connexion est lente ou interrompue.',
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
  conflict:
    "Cette fiche a été modifiée ailleurs, dans un autre onglet ou sur un autre appareil : rien n'a été enregistré. Rechargez la page pour voir la version enregistrée.",
  trashOccupied:
    "Une œuvre supprimée sous le même numéro attend déjà dans la corbeille : restaurez-la ou supprimez-la définitivement d'abord.",
  uploadFailed: "L'envoi de la photo a échoué. Vérifiez votre connexion, puis réessayez.",
  refused: 'La base de données a refusé cette modification.',
  saveFailed: "L'enregistrement a échoué. Réessayez.",
  deleteFailed: 'La suppression a échoué. Réessayez.',
  restoreFailed: 'La restauration a échoué. Réessayez.',
  purgeFailed: 'La suppression définitive a échoué. Réessayez.',
  publicationUnreadable:
    "La date de la dernière publication n'a pas pu être lue. Vérifiez votre connexion, puis réessayez.",
  /** The publication line, when the live data cannot be compared with what was published. */
  compareFailed:
    'La comparaison avec les données en ligne a échoué : impossible de dire si des modifications attendent.',
  compareStalled:
    "Les données en ligne ne répondent pas : impossible de dire pour l'instant si des modifications attendent.",
  measureFailed: (count: number) =>
    count === 1
      ? "Une image n'a pas pu être mesurée : elle reste sans taille."
      : `${count} images n'ont pas pu être mesurées : elles restent sans taille.`,
} as const;
