import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ARTWORK_TYPE_LABELS, ARTWORK_TYPES } from '@/domain/artwork';
import { WORK_STATUS_LABELS, WORK_STATUSES } from '@/domain/availability';
import { FIELD_LIMITS, needsYear, type ArtworkFormField } from '@/domain/artwork-form';
import type { ArtworkFormState } from './artwork-form-values';
import { controlA11y, FieldError, hintId } from '../shared/field-parts';
import { controlClass, hintClass, labelClass } from '../shared/form-styles';

export function fieldId(prefix: string, field: ArtworkFormField): string {
  return `${prefix}-${field}`;
}

interface ArtworkFieldsProps {
  prefix: string;
  form: UseFormReturn<ArtworkFormState>;
  /** The photo input, placed between the dimensions and the description. */
  photoField: ReactNode;
  /**
   * The studio's editor: the year in every gallery (required on canvas only), the technique,
   * and the status and price after the description. Without it, the spec's add form, as the
   * spec shows it.
   */
  catalogue?: boolean;
}

/** The fields the add and edit forms share, in the spec's order (the catalogue's among them). */
export function ArtworkFields({ prefix, form, photoField, catalogue = false }: ArtworkFieldsProps) {
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

      {(catalogue || needsYear(type)) && (
        <div>
          <label htmlFor={id('years')} className={labelClass}>
            Année
          </label>
          {!needsYear(type) && (
            <p id={hintId(id('years'))} className={hintClass}>
              Facultatif.
            </p>
          )}
          <input
            {...controlA11y(id('years'), errors.years?.message, !needsYear(type))}
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

      {catalogue && (
        <div>
          <label htmlFor={id('technique')} className={labelClass}>
            Technique
          </label>
          <p id={hintId(id('technique'))} className={hintClass}>
            Facultatif, par exemple « Aquarelle sur papier Arches 300 g ».
          </p>
          <input
            {...controlA11y(id('technique'), errors.technique?.message, true)}
            {...register('technique')}
            type="text"
            maxLength={FIELD_LIMITS.technique}
            className={controlClass}
          />
          <FieldError id={id('technique')} message={errors.technique?.message} />
        </div>
      )}

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

      {catalogue && <SaleFields prefix={prefix} form={form} />}
    </>
  );
}

/**
 * "Statut", "Prix", "Afficher le prix": whether the work can be bought and what the site says
 * of its price (src/domain/availability.ts). "Aucun" (no status) is every work's default and
 * shows it as before.
 */
function SaleFields({ prefix, form }: Pick<ArtworkFieldsProps, 'prefix' | 'form'>) {
  const {
    register,
    formState: { errors },
  } = form;
  const id = (field: ArtworkFormField) => fieldId(prefix, field);
  return (
    <>
      <div>
        <label htmlFor={id('status')} className={labelClass}>
          Statut
        </label>
        <select {...controlA11y(id('status'), errors.status?.message)} {...register('status')} className={controlClass}>
          <option value="">Aucun</option>
          {WORK_STATUSES.map((value) => (
            <option key={value} value={value}>
              {WORK_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <FieldError id={id('status')} message={errors.status?.message} />
      </div>

      <div>
        <label htmlFor={id('price')} className={labelClass}>
          Prix
        </label>
        <p id={hintId(id('price'))} className={hintClass}>
          Facultatif, en euros entiers (par exemple 1200).
        </p>
        <input
          {...controlA11y(id('price'), errors.price?.message, true)}
          {...register('price')}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={controlClass}
        />
        <FieldError id={id('price')} message={errors.price?.message} />
      </div>

      <div>
        <div className="flex items-center gap-3">
          <input
            {...controlA11y(id('priceShown'), errors.priceShown?.message, true)}
            {...register('priceShown')}
            type="checkbox"
            className="h-5 w-5 accent-ink"
          />
          <label htmlFor={id('priceShown')} className="text-sm font-medium text-ink">
            Afficher le prix
          </label>
        </div>
        <p id={hintId(id('priceShown'))} className={hintClass}>
          Sinon, le site indique « Prix sur demande » pour une œuvre disponible ou réservée.
        </p>
      </div>
    </>
  );
}
