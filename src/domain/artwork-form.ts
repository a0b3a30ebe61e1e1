import { CANVAS_TYPE, type ArtworkType } from './artwork';
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

export type ArtworkFormField = keyof ArtworkFormValues | 'photo';

/** The labels of the add and edit forms' fields, as they read on screen and in messages. */
export const FIELD_LABELS: Record<ArtworkFormField, string> = {
  type: 'Type',
  years: 'Année',
  title: 'Titre',
  subtitle: 'Numéro',
  dimensions: 'Dimensions',
  photo: 'Photo',
  description: 'Description',
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
