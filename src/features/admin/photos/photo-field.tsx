import { PHOTO_ACCEPT } from '@/domain/photo-rules';
import { controlA11y, FieldError, hintId } from '../shared/field-parts';
import { fileControlClass, hintClass, labelClass } from '../shared/form-styles';
import type { PhotoPicker } from './use-photo-picker';

/** How a photo may be given besides the file picker (the forms take a dropped or pasted one). */
export const PHOTO_DROP_HINT = 'Choisissez un fichier, glissez-le sur le formulaire ou collez une image copiée.';

interface PhotoFieldProps {
  id: string;
  label: string;
  picker: PhotoPicker;
  /** The form's own message (a missing photo); the picker's own refusal takes precedence. */
  error: string | undefined;
  /** Said before the ways of giving a photo (the edit form's "Facultatif…"). */
  hint?: string;
}

export function PhotoField({ id, label, picker, error, hint }: PhotoFieldProps) {
  const { state, attachInput, onInputChange } = picker;
  const message = state.status === 'invalid' ? state.message : error;
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
        <img
          src={state.previewUrl}
          alt="Aperçu de la photo"
          className="mt-3 max-h-64 w-auto max-w-full rounded-md border border-ink/15 object-contain"
        />
      )}
    </div>
  );
}
