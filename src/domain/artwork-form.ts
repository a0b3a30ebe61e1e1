import { CANVAS_TYPE, type ArtworkType } from './artwork';
import { isValidKey } from './keys';
import { RECORD_LIMITS } from './record-limits';

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
export type ArtworkFormErrors = Partial<Record<ArtworkFormField, string>>;

/** The spec's messages, letter for letter, and ours where the spec had none. */
export const FORM_MESSAGES = {
  yearRequired: "L'année est obligatoire",
  yearInvalid: "L'année doit être un nombre à quatre chiffres",
  titleRequired: 'Le titre est obligatoire',
  subtitleRequired: 'Le Numero est obligatoire',
  subtitleInvalid:
    'Le numéro ne peut contenir que des chiffres, des lettres sans accent, « - » ou « _ » (64 caractères au plus)',
  photoRequired: "L'image est obligatoire",
  tooLong: (max: number) => `${max} caractères au plus`,
} as const;

/** The longest text each field takes, as the database rules accept it. */
export const FIELD_LIMITS = RECORD_LIMITS.text;

export function needsYear(type: ArtworkType): boolean {
  return type === CANVAS_TYPE;
}

/** Validates the text fields; `hasPhoto` says whether a photo is chosen (or kept, when editing). */
export function validateArtworkForm(values: ArtworkFormValues, hasPhoto: boolean): ArtworkFormErrors {
  const errors: ArtworkFormErrors = {};
  if (needsYear(values.type)) {
    const year = values.years.trim();
    if (year === '') errors.years = FORM_MESSAGES.yearRequired;
    else if (!/^\d{4}$/.test(year)) errors.years = FORM_MESSAGES.yearInvalid;
  }
  if (values.title.trim() === '') errors.title = FORM_MESSAGES.titleRequired;
  else if (values.title.length > FIELD_LIMITS.title) errors.title = FORM_MESSAGES.tooLong(FIELD_LIMITS.title);
  if (values.subtitle.trim() === '') errors.subtitle = FORM_MESSAGES.subtitleRequired;
  else if (!isValidKey(values.subtitle.trim())) errors.subtitle = FORM_MESSAGES.subtitleInvalid;
  if (values.dimensions.length > FIELD_LIMITS.dimensions)
    errors.dimensions = FORM_MESSAGES.tooLong(FIELD_LIMITS.dimensions);
  if (values.description.length > FIELD_LIMITS.description)
    errors.description = FORM_MESSAGES.tooLong(FIELD_LIMITS.description);
  if (!hasPhoto) errors.photo = FORM_MESSAGES.photoRequired;
  return errors;
}
