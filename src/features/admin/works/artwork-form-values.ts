import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ArtworkFields } from '@/backend/types';
import { ARTWORK_TYPES, type Artwork } from '@/domain/artwork';
import { normalNumero } from '@/domain/database-reader';
import { needsYear, validateArtworkForm, type ArtworkFormField, type ArtworkFormValues } from '@/domain/artwork-form';

/** What the add and edit forms hold: the text fields and the chosen (already checked) photo. */
export interface ArtworkFormState extends ArtworkFormValues {
  photo: File | null;
}

/** The order of the fields on screen: focus goes to the first invalid one. */
export const FIELD_ORDER: readonly ArtworkFormField[] = [
  'type',
  'years',
  'title',
  'subtitle',
  'dimensions',
  'photo',
  'description',
];

export function emptyArtworkForm(): ArtworkFormState {
  return { type: ARTWORK_TYPES[0], years: '', title: '', subtitle: '', dimensions: '', description: '', photo: null };
}

export function formValuesFromArtwork(artwork: Artwork): ArtworkFormState {
  return {
    type: artwork.type,
    years: artwork.years === undefined ? '' : String(artwork.years),
    title: artwork.title,
    subtitle: artwork.subtitle,
    dimensions: artwork.dimensions ?? '',
    description: artwork.description,
    photo: null,
  };
}

/** The fields the backend writes: trimmed, dimensions null when empty, a year for canvas works only. */
export function fieldsFromForm(values: ArtworkFormValues): ArtworkFields {
  const fields: ArtworkFields = {
    type: values.type,
    title: values.title.trim(),
    subtitle: normalNumero(values.subtitle),
    description: values.description.trim(),
    dimensions: values.dimensions.trim() === '' ? null : values.dimensions.trim(),
  };
  if (needsYear(values.type)) fields.years = Number(values.years.trim());
  return fields;
}

/**
 * A react-hook-form resolver over the domain's `validateArtworkForm`. The add form requires a
 * photo; the edit form keeps the current image when none is chosen.
 */
export function artworkFormResolver(options: { photoRequired: boolean }): Resolver<ArtworkFormState> {
  return (values) => {
    const problems = validateArtworkForm(values, values.photo !== null || !options.photoRequired);
    const errors: FieldErrors<ArtworkFormState> = {};
    for (const field of FIELD_ORDER) {
      const message = problems[field];
      if (message) errors[field] = { type: 'validate', message };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

export function firstInvalidField(errors: FieldErrors<ArtworkFormState>): ArtworkFormField | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}
