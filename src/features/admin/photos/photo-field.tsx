import { lazy, Suspense, useEffect, useRef } from 'react';
import { PHOTO_ACCEPT } from '@/domain/photo-rules';
import { controlA11y, FieldError, hintId } from '../shared/field-parts';
import { fileControlClass, hintClass, labelClass, secondaryButtonClass } from '../shared/form-styles';
import type { PhotoPicker } from './use-photo-picker';

/** How a photo may be given besides the file picker (the forms take a dropped or pasted one). */
export const PHOTO_DROP_HINT = 'Choisissez un fichier, glissez-le sur le formulaire ou collez une image copiée.';

// The photo step (straighten, crop, turn) and its maths load when a photo is chosen, not before.
const PhotoStep = lazy(() => import('./photo-step/photo-step'));

interface PhotoFieldProps {
  id: string;
  label: string;
  picker: PhotoPicker;
  /** The form's own message (a missing photo); the picker's own refusal takes precedence. */
  error: string | undefined;
  /** Said before the ways of giving a photo (the edit form's "Facultatif…"). */
  hint?: string;
  /**
   * The work's dimensions as typed ("50 x 70 cm"), when the form has them: the photo step then
   * straightens the painting to those proportions.
   */
  dimensions?: string | null;
}

export function PhotoField({ id, label, picker, error, hint, dimensions }: PhotoFieldProps) {
  const { state, attachInput, onInputChange } = picker;
  const message = state.status === 'invalid' ? state.message : error;
  const editing = state.status === 'ready' && state.editing;
  const retouch = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Back from the photo step: focus where it can be opened again, if the focus was in the step
    // (gone with it, so on the page's body). A step that closes by itself (a photo it cannot
    // decode) leaves alone a focus she has moved elsewhere meanwhile.
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (wasEditing.current && !editing && focusLost) retouch.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <p id={hintId(id)} className={hintClass}>
        {hint ? `${hint} ${PHOTO_DROP_HINT}` : PHOTO_DROP_HINT}
      </p>
      <input
        {...controlA11y(id, message, true)}
        ref={attachInput}
        type="file"
        accept={PHOTO_ACCEPT}
        onChange={onInputChange}
        className={fileControlClass}
      />
      <FieldError id={id} message={message} />
      {state.status === 'checking' && (
        <p role="status" className={hintClass}>
          Vérification de la photo…
        </p>
      )}
      {state.status === 'ready' && (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <img
            src={state.previewUrl}
            alt="Aperçu de la photo"
            className="max-h-64 w-auto max-w-full rounded-md border border-ink/15 object-contain"
          />
          {!state.editing && (
            <button ref={retouch} type="button" className={secondaryButtonClass} onClick={picker.openStep}>
              Retoucher la photo
            </button>
          )}
        </div>
      )}
      {state.status === 'ready' && state.editing && (
        <Suspense
          fallback={
            <p role="status" className={hintClass}>
              Ouverture de la retouche…
            </p>
          }
        >
          <PhotoStep
            key={state.file.name + state.file.lastModified + state.file.size}
            file={state.file}
            initialEdit={state.edit}
            dimensions={dimensions}
            onDone={picker.closeStep}
          />
        </Suspense>
      )}
    </div>
  );
}
