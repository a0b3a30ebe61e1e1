import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ARTWORK_TYPE_LABELS, ARTWORK_TYPES } from '@/domain/artwork';
import { FIELD_LIMITS, needsYear, type ArtworkFormField } from '@/domain/artwork-form';
import type { ArtworkFormState } from './artwork-form-values';
import { controlA11y, FieldError } from '../shared/field-parts';
import { controlClass, labelClass } from '../shared/form-styles';

export function fieldId(prefix: string, field: ArtworkFormField): string {
  return `${prefix}-${field}`;
}

interface ArtworkFieldsProps {
  prefix: string;
  form: UseFormReturn<ArtworkFormState>;
  /** The photo input, placed between the dimensions and the description. */
  photoField: ReactNode;
}

/** The fields the add and edit forms share, in the spec's order. */
export function ArtworkFields({ prefix, form, photoField }: ArtworkFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const type = useWatch({ control, name: 'type' });
  const id = (field: ArtworkFormField) => fieldId(prefix, field);

  return (
    <>
      <div>
        <label htmlFor={id('type')} className={labelClass}>
          Type
        </label>
        <select {...controlA11y(id('type'), errors.type?.message)} {...register('type')} className={controlClass}>
          {ARTWORK_TYPES.map((value) => (
            <option key={value} value={value}>
              {ARTWORK_TYPE_LABELS[value]}
            </option>
          ))}
        </select>
        <FieldError id={id('type')} message={errors.type?.message} />
      </div>

      {needsYear(type) && (
        <div>
          <label htmlFor={id('years')} className={labelClass}>
            Année
          </label>
          <input
            {...controlA11y(id('years'), errors.years?.message)}
            {...register('years')}
            type="number"
            inputMode="numeric"
            step={1}
            className={controlClass}
          />
          <FieldError id={id('years')} message={errors.years?.message} />
        </div>
      )}

      <div>
        <label htmlFor={id('title')} className={labelClass}>
          Titre
        </label>
        <input
          {...controlA11y(id('title'), errors.title?.message)}
          {...register('title')}
          type="text"
          maxLength={FIELD_LIMITS.title}
          className={controlClass}
        />
        <FieldError id={id('title')} message={errors.title?.message} />
      </div>

      <div>
        <label htmlFor={id('subtitle')} className={labelClass}>
          Numéro
        </label>
        <input
          {...controlA11y(id('subtitle'), errors.subtitle?.message)}
          {...register('subtitle')}
          type="text"
          maxLength={FIELD_LIMITS.subtitle}
          className={controlClass}
        />
        <FieldError id={id('subtitle')} message={errors.subtitle?.message} />
      </div>

      <div>
        <label htmlFor={id('dimensions')} className={labelClass}>
          Dimensions
        </label>
        <input
          {...controlA11y(id('dimensions'), errors.dimensions?.message)}
          {...register('dimensions')}
          type="text"
          maxLength={FIELD_LIMITS.dimensions}
          className={controlClass}
        />
        <FieldError id={id('dimensions')} message={errors.dimensions?.message} />
      </div>

      {photoField}

      <div>
        <label htmlFor={id('description')} className={labelClass}>
          Description
        </label>
        <textarea
          {...controlA11y(id('description'), errors.description?.message)}
          {...register('description')}
          rows={4}
          maxLength={FIELD_LIMITS.description}
          className={controlClass}
        />
        <FieldError id={id('description')} message={errors.description?.message} />
      </div>
    </>
  );
}
