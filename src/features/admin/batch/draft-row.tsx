import { memo, useEffect, useRef } from 'react';
import { FIELD_LIMITS, needsYear } from '@/domain/artwork-form';
import type { ArtworkType } from '@/domain/artwork';
import { BATCH_MESSAGES, type DraftField, type DraftProblems } from './draft-checks';
import type { DraftFields } from './draft-store';
import { isPublishable, type Draft } from './use-batch';
import { controlA11y, FieldError } from '../shared/field-parts';
import {
  alertClass,
  controlClass,
  hintClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../shared/form-styles';
import { UploadProgress } from '../photos/upload-progress';

/** A control of the compact list: at least 44 px high, as every touch target of the studio. */
const rowControlClass = `${controlClass} min-h-11`;
const rowButtonClass = 'min-h-11 px-4';

/**
 * An image of a blob, through an object URL revoked when the blob changes or the image goes. Set
 * on the element rather than through state, so that the URL is made and revoked by the same effect.
 */
function BlobImage({ blob, alt, className }: { blob: Blob; alt: string; className: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={image} alt={alt} className={className} decoding="async" />;
}

interface DraftRowProps {
  draft: Draft;
  problems: DraftProblems | undefined;
  type: ArtworkType;
  /** Its place in the list, from 1, for its name. */
  position: number;
  onFields: (id: string, fields: DraftFields) => void;
  onPublish: (id: string) => void;
  onRemove: (id: string) => void;
  onRetryPhoto: (id: string) => void;
  /** While "publish all" runs, no draft is published or removed by hand. */
  locked: boolean;
}

function photoStatus(draft: Draft): string {
  switch (draft.photoState.step) {
    case 'waiting':
      return BATCH_MESSAGES.photoWaiting;
    case 'preparing':
      return BATCH_MESSAGES.photoPreparing;
    case 'ready':
      return 'Photo prête.';
    case 'failed':
      return '';
  }
}

/** One draft of the batch: its photo, its fields, what keeps it from being published, its buttons. */
export const DraftRow = memo(function DraftRow({
  draft,
  problems = {},
  type,
  position,
  onFields,
  onPublish,
  onRemove,
  onRetryPhoto,
  locked,
}: DraftRowProps) {
  const { id, fields, photoState, publish } = draft;
  const shown = photoState.step === 'ready' ? photoState.prepared.thumbnail : draft.photo;
  const base = `brouillon-${id}`;
  const statusId = `${base}-etat`;
  const fieldId = (field: DraftField) => `${base}-${field}`;
  const publishing = publish.step === 'publishing';
  const incomplete = Object.keys(problems).length > 0;
  const canPublish = isPublishable(draft, problems) && !locked;
  const name = fields.title.trim() || draft.photo.name;
  // Each button names its draft for a screen reader, which may hear it out of its row; the name
  // starts with the visible text, so that a voice command finds the button.
  const named = (action: string) => `${action} « ${name} »`;

  // On a phone, Numéro and Année share a line: the list stays short enough to scroll through.
  const field = (
    key: DraftField,
    label: string,
    props: { inputMode?: 'numeric'; maxLength?: number },
    wide = false,
  ) => (
    <div className={`min-w-0 ${wide ? 'col-span-2 xl:col-span-1' : ''}`}>
      <label htmlFor={fieldId(key)} className={labelClass}>
        {label}
      </label>
      <input
        {...controlA11y(fieldId(key), problems[key])}
        type="text"
        value={fields[key]}
        disabled={publishing}
        onChange={(event) => onFields(id, { ...fields, [key]: event.currentTarget.value })}
        className={rowControlClass}
        {...props}
      />
      <FieldError id={fieldId(key)} message={problems[key]} />
    </div>
  );

  return (
    <li className="rounded-lg border border-ink/15 bg-white/60 p-3 sm:p-4">
      <div
        role="group"
        aria-label={`Brouillon ${position} : ${draft.photo.name}`}
        aria-describedby={statusId}
        className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-3 sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-4"
      >
        <div className="flex size-18 items-center justify-center overflow-hidden rounded-md bg-ink/5 sm:size-24">
          <BlobImage blob={shown} alt={`Photo du brouillon ${position}`} className="size-full object-cover" />
        </div>
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h3 className="min-w-0 font-medium break-words text-ink">{draft.photo.name}</h3>
            <p id={statusId} className="text-sm text-ink/80">
              {publishing
                ? 'Publication en cours…'
                : photoState.step === 'failed'
                  ? 'Photo inutilisable.'
                  : photoState.step !== 'ready'
                    ? photoStatus(draft)
                    : incomplete
                      ? 'À compléter.'
                      : 'Prête à publier.'}
            </p>
          </div>
          <div className="grid grid-cols-2 gap-3 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)]">
            {field('title', 'Titre', { maxLength: FIELD_LIMITS.title }, true)}
            {field('subtitle', 'Numéro', { maxLength: FIELD_LIMITS.subtitle })}
            {needsYear(type) && field('years', 'Année', { inputMode: 'numeric', maxLength: 4 })}
            {field('dimensions', 'Dimensions (facultatif)', { maxLength: FIELD_LIMITS.dimensions }, needsYear(type))}
          </div>
          {photoState.step === 'failed' && (
            <p role="alert" className={alertClass}>
              {photoState.message}
            </p>
          )}
          {publish.step === 'failed' && (
            <p role="alert" className={alertClass}>
              {publish.message}
            </p>
          )}
          {publishing && <UploadProgress fraction={publish.fraction} />}
          {photoState.step === 'preparing' && <p className={hintClass}>Préparation de la photo…</p>}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={!canPublish}
              onClick={() => onPublish(id)}
              aria-label={named('Publier')}
              className={`${primaryButtonClass} ${rowButtonClass}`}
            >
              Publier
            </button>
            {photoState.step === 'failed' && (
              <button
                type="button"
                disabled={locked}
                onClick={() => onRetryPhoto(id)}
                aria-label={named('Réessayer la photo')}
                className={`${secondaryButtonClass} ${rowButtonClass}`}
              >
                Réessayer la photo
              </button>
            )}
            <button
              type="button"
              disabled={publishing || locked}
              onClick={() => onRemove(id)}
              aria-label={named('Retirer')}
              className={`${secondaryButtonClass} ${rowButtonClass}`}
            >
              Retirer
            </button>
          </div>
        </div>
      </div>
    </li>
  );
});
