import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import {
  artworkFormResolver,
  emptyArtworkForm,
  fieldsFromForm,
  firstInvalidField,
  formValuesFromArtwork,
  type ArtworkFormState,
} from '../works/artwork-form-values';
import { SAMPLE_ARTWORKS } from '@/test/sample-artworks';

const resolverOptions = { shouldUseNativeValidation: false, fields: {} } as const;

describe('artwork form values', () => {
  it('turns a legacy work into form values and back without a year or dimensions it has not', () => {
    const legacy = SAMPLE_ARTWORKS[0]!;
    const values = formValuesFromArtwork(legacy);
    expect(values).toEqual({
      type: 'Aquarelles',
      years: '',
      title: 'Arbre en hiver 12',
      subtitle: '12',
      dimensions: '30 x 40 cm',
      description: 'Aquarelle sur papier coton.',
      // The catalogue's fields, empty: no status, no price, no technique.
      status: '',
      price: '',
      priceShown: false,
      technique: '',
      photo: null,
    });
    expect(fieldsFromForm(values)).toEqual({
      type: 'Aquarelles',
      title: 'Arbre en hiver 12',
      subtitle: '12',
      dimensions: '30 x 40 cm',
      description: 'Aquarelle sur papier coton.',
    });
    expect(formValuesFromArtwork(SAMPLE_ARTWORKS[1]!).dimensions).toBe('');
  });

  it('trims, turns empty dimensions into null, and keeps the year for canvas works only', () => {
    const canvas = {
      ...emptyArtworkForm(),
      type: 'Peinture sur Toile' as const,
      years: ' 2023 ',
      title: ' Le pont ',
      subtitle: ' 7 ',
      dimensions: '  ',
    };
    expect(fieldsFromForm(canvas)).toEqual({
      type: 'Peinture sur Toile',
      years: 2023,
      title: 'Le pont',
      subtitle: '7',
      description: '',
      dimensions: null,
    });
    expect(fieldsFromForm({ ...canvas, type: 'ateliers' })).not.toHaveProperty('years');
  });

  it('requires a photo when adding, not when editing', async () => {
    const values: ArtworkFormState = { ...emptyArtworkForm(), title: 'T', subtitle: '1' };
    const adding = await artworkFormResolver({ photoRequired: true })(values, undefined, resolverOptions);
    expect(adding.errors).toEqual({ photo: { type: 'validate', message: "L'image est obligatoire" } });
    const editing = await artworkFormResolver({ photoRequired: false })(values, undefined, resolverOptions);
    expect(editing).toEqual({ values, errors: {} });
  });

  it('finds the first invalid field in screen order', () => {
    const errors: FieldErrors<ArtworkFormState> = {
      photo: { type: 'validate', message: 'p' },
      subtitle: { type: 'validate', message: 's' },
    };
    expect(firstInvalidField(errors)).toBe('subtitle');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
