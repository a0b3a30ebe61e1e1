import { CANVAS_TYPE, type ArtworkType } from './artwork';
import type { WorkStatus } from './availability';
import { normalNumero } from './database-reader';
import { isValidKey } from './keys';
import { RECORD_LIMITS } from './record-limits';
import { holdsForbiddenCharacter } from './record-rules';

/** What the add and edit forms hold before the photo is processed. */
export interface ArtworkFormValues {
  type: ArtworkType;
  years: string;
  title: string;
  subtitle: string;
  dimensions: string;
  description: string;
}

/**
 * What the studio's work editor adds to them (src/domain/availability.ts): a status ('' for
 * none), a price in whole euros as typed, whether it shows, the technique. The spec's add form
 * at /addArticle has none of them.
 */
export interface CatalogueFormValues {
  status: WorkStatus | '';
  price: string;
  priceShown: boolean;
  technique: string;
}

export type ArtworkFormField = keyof ArtworkFormValues | keyof CatalogueFormValues | 'photo';

/** The labels of the add and edit forms' fields, as they read on screen and in messages. */
export const FIELD_LABELS: Record<ArtworkFormField, string> = {
  type: 'Type',
  years: 'Année',
  title: 'Titre',
  subtitle: 'Numéro',
  dimensions: 'Dimensions',
  photo: 'Photo',
  description: 'Description',
  status: 'Statut',
  price: 'Prix',
  priceShown: 'Afficher le prix',
  technique: 'Technique',
};
export type ArtworkFormErrors = Partial<Record<ArtworkFormField, string>>;

/** The spec's messages, letter for letter, and ours where the spec had none. */
export const FORM_MESSAGES = {
  yearRequired: "L'année est obligatoire",
  yearInvalid: `L'année doit être comprise entre ${RECORD_LIMITS.year.min} et ${RECORD_LIMITS.year.max}`,
  titleRequired: 'Le titre est obligatoire',
  subtitleRequired: 'Le Numero est obligatoire',
  subtitleInvalid:
    'Le numéro ne peut contenir que des chiffres, des lettres sans accent, « - » ou « _ » (64 caractères au plus)',
  photoRequired: "L'image est obligatoire",
  priceInvalid: `Le prix s'écrit en euros entiers, sans centimes : un nombre entre ${RECORD_LIMITS.price.min} et ${RECORD_LIMITS.price.max.toLocaleString('fr-FR')}`,
  tooLong: (max: number) => `${max} caractères au plus`,
  /** A control character or a bidirectional override (holdsForbiddenCharacter), which the rules refuse. */
  invisibleCharacter:
    "Ce champ contient un caractère invisible qui n'est pas accepté (souvent venu d'un copier-coller) : retapez ce texte au clavier",
} as const;

/** The longest text each field takes, as the database rules accept it. */
export const FIELD_LIMITS = RECORD_LIMITS.text;

export function needsYear(type: ArtworkType): boolean {
  return type === CANVAS_TYPE;
}

/**
 * Whether the year field holds a year the database accepts: four digits, within
 * RECORD_LIMITS.year (which database.rules.json mirrors), so that the form lets through no year
 * the rules would refuse ("0999" included).
 */
export function isValidYear(text: string): boolean {
  if (!/^\d{4}$/.test(text)) return false;
  const year = Number(text);
  return year >= RECORD_LIMITS.year.min && year <= RECORD_LIMITS.year.max;
}

/** Validates the text fields; `hasPhoto` says whether a photo is chosen (or kept, when editing). */
export function validateArtworkForm(values: ArtworkFormValues, hasPhoto: boolean): ArtworkFormErrors {
  const errors: ArtworkFormErrors = {};
  if (needsYear(values.type)) {
    const year = values.years.trim();
    if (year === '') errors.years = FORM_MESSAGES.yearRequired;
    else if (!isValidYear(year)) errors.years = FORM_MESSAGES.yearInvalid;
  }
  if (values.title.trim() === '') errors.title = FORM_MESSAGES.titleRequired;
  else if (values.title.length > FIELD_LIMITS.title) errors.title = FORM_MESSAGES.tooLong(FIELD_LIMITS.title);
  else if (holdsForbiddenCharacter(values.title)) errors.title = FORM_MESSAGES.invisibleCharacter;
  const numero = normalNumero(values.subtitle);
  if (numero === '') errors.subtitle = FORM_MESSAGES.subtitleRequired;
  else if (!isValidKey(numero)) errors.subtitle = FORM_MESSAGES.subtitleInvalid;
  if (values.dimensions.length > FIELD_LIMITS.dimensions)
    errors.dimensions = FORM_MESSAGES.tooLong(FIELD_LIMITS.dimensions);
  else if (holdsForbiddenCharacter(values.dimensions)) errors.dimensions = FORM_MESSAGES.invisibleCharacter;
  if (values.description.length > FIELD_LIMITS.description)
    errors.description = FORM_MESSAGES.tooLong(FIELD_LIMITS.description);
  else if (holdsForbiddenCharacter(values.description, 'multi')) errors.description = FORM_MESSAGES.invisibleCharacter;
  if (!hasPhoto) errors.photo = FORM_MESSAGES.photoRequired;
  return errors;
}

/**
 * A price as typed, in whole euros, as the rules store it: "1200", "1 200", "1200 €" read as
 * 1200; null for anything else (cents, a negative, letters, out of RECORD_LIMITS.price). The
 * empty text is no price (undefined).
 */
export function parsePrice(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  if (compact === '') return text.trim() === '' ? undefined : null;
  if (!/^\d{1,9}$/.test(compact)) return null;
  const price = Number(compact);
  return price >= RECORD_LIMITS.price.min && price <= RECORD_LIMITS.price.max ? price : null;
}

/**
 * Validates what the studio's editor adds: the year, optional off the canvas gallery but then
 * a year the rules take; the price; the technique.
 */
export function validateCatalogueForm(values: ArtworkFormValues & CatalogueFormValues): ArtworkFormErrors {
  const errors: ArtworkFormErrors = {};
  const year = values.years.trim();
  if (!needsYear(values.type) && year !== '' && !isValidYear(year)) errors.years = FORM_MESSAGES.yearInvalid;
  if (parsePrice(values.price) === null) errors.price = FORM_MESSAGES.priceInvalid;
  if (values.technique.length > FIELD_LIMITS.technique)
    errors.technique = FORM_MESSAGES.tooLong(FIELD_LIMITS.technique);
  else if (holdsForbiddenCharacter(values.technique)) errors.technique = FORM_MESSAGES.invisibleCharacter;
  return errors;
}
