import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ArtworkFields } from '@/backend/types';
import { ARTWORK_TYPES, type Artwork } from '@/domain/artwork';
import { catalogueFieldsOf } from '@/domain/availability';
import { normalNumero } from '@/domain/database-reader';
import {
  needsYear,
  parsePrice,
  validateArtworkForm,
  validateCatalogueForm,
  type ArtworkFormField,
  type ArtworkFormValues,
  type CatalogueFormValues,
} from '@/domain/artwork-form';

/**
 * What the add and edit forms hold: the text fields, the catalogue's (used by the studio's
 * editor only, see `catalogue` below) and the chosen (already checked) photo.
 */
export interface ArtworkFormState extends ArtworkFormValues, CatalogueFormValues {
  photo: File | null;
}

/**
 * Whether a form is the studio's work editor, which offers the catalogue's fields (status,
 * price, technique) and the year in every gallery, or the spec's add form at /addArticle, which
 * shows the spec's fields only, the year on canvas works only, and stores nothing else.
 */
export interface FormKind {
  catalogue: boolean;
}

/** The order of the fields on screen: focus goes to the first invalid one. */
export const FIELD_ORDER: readonly ArtworkFormField[] = [
  'type',
  'years',
  'title',
  'subtitle',
  'dimensions',
  'technique',
  'photo',
  'description',
  'status',
  'price',
  'priceShown',
];

export function emptyArtworkForm(): ArtworkFormState {
  return {
    type: ARTWORK_TYPES[0],
    years: '',
    title: '',
    subtitle: '',
    dimensions: '',
    description: '',
    status: '',
    price: '',
    priceShown: false,
    technique: '',
    photo: null,
  };
}

export function formValuesFromArtwork(artwork: Artwork): ArtworkFormState {
  return {
    type: artwork.type,
    years: artwork.years === undefined ? '' : String(artwork.years),
    title: artwork.title,
    subtitle: artwork.subtitle,
    dimensions: artwork.dimensions ?? '',
    description: artwork.description,
    status: artwork.status ?? '',
    price: artwork.price === undefined ? '' : String(artwork.price),
    priceShown: artwork.priceShown === true,
    technique: artwork.technique ?? '',
    photo: null,
  };
}

/**
 * The fields the backend writes: trimmed, dimensions null when empty. The spec's add form gives
 * a year for canvas works only and nothing of the catalogue; the studio's editor a year on any
 * work where one is typed, and the catalogue's fields as stored (catalogueFieldsOf: none when
 * blank, so that a work without a status saves exactly as before).
 */
export function fieldsFromForm(
  values: ArtworkFormValues & Partial<CatalogueFormValues>,
  kind: FormKind = { catalogue: false },
): ArtworkFields {
  const fields: ArtworkFields = {
    type: values.type,
    title: values.title.trim(),
    subtitle: normalNumero(values.subtitle),
    description: values.description.trim(),
    dimensions: values.dimensions.trim() === '' ? null : values.dimensions.trim(),
  };
  const year = values.years.trim();
  if (needsYear(values.type) || (kind.catalogue && year !== '')) fields.years = Number(year);
  if (kind.catalogue) {
    Object.assign(
      fields,
      catalogueFieldsOf({
        status: values.status || undefined,
        price: parsePrice(values.price ?? '') ?? undefined,
        priceShown: values.priceShown,
        technique: values.technique,
      }),
    );
  }
  return fields;
}

/**
 * A react-hook-form resolver over the domain's `validateArtworkForm` (and, for the studio's
 * editor, `validateCatalogueForm`). The add form requires a photo; the edit form keeps the
 * current image when none is chosen.
 */
export function artworkFormResolver(
  options: { photoRequired: boolean } & Partial<FormKind>,
): Resolver<ArtworkFormState> {
  return (values) => {
    const problems = {
      ...(options.catalogue ? validateCatalogueForm(values) : {}),
      ...validateArtworkForm(values, values.photo !== null || !options.photoRequired),
    };
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
