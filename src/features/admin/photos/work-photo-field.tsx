import type { ChangeEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { PHOTO_ACCEPT } from '@/domain/photo-rules';
import { fieldId } from '../works/artwork-fields';
import type { ArtworkFormState } from '../works/artwork-form-values';
import { secondaryButtonClass } from '../shared/form-styles';
import { PhotoField } from './photo-field';
import type { PhotoPicker } from './use-photo-picker';

/**
 * "Prendre une photo": on a phone, the camera at once (`capture`), beside the photo field's own
 * input, which offers the photo library. Desktops ignore `capture`, so it shows on phones only.
 */
function CameraButton({ picker }: { picker: PhotoPicker }) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    picker.onInputChange(event);
    // The photo is the picker's now; emptied, the input takes the same photo again after a clear.
    event.currentTarget.value = '';
  };
  return (
    <label
      className={`${secondaryButtonClass} min-h-11 cursor-pointer focus-within:ring-2 focus-within:ring-accent md:hidden`}
    >
      Prendre une photo
      <input type="file" accept={PHOTO_ACCEPT} capture="environment" onChange={onChange} className="sr-only" />
    </label>
  );
}

interface WorkPhotoFieldProps {
  /** The form's field id prefix (fieldId). */
  prefix: string;
  form: UseFormReturn<ArtworkFormState>;
  picker: PhotoPicker;
  /** A stored work's editor: the photo replaces the current one, and may be left out. */
  replacing?: boolean;
  /** The studio's "Prendre une photo" for phones; the spec's add form at /addArticle has none. */
  camera?: boolean;
}

/**
 * A work's photo in the add and edit forms: the photo field (with the photo step, straightening
 * to the dimensions typed in the same form) and, in the studio, the phone's camera button.
 */
export function WorkPhotoField({ prefix, form, picker, replacing = false, camera = false }: WorkPhotoFieldProps) {
  const dimensions = useWatch({ control: form.control, name: 'dimensions' });
  const field = (
    <PhotoField
      id={fieldId(prefix, 'photo')}
      label={replacing ? 'Nouvelle photo' : 'Photo'}
      hint={replacing ? "Facultatif : sans nouvelle photo, l'image actuelle est gardée." : undefined}
      picker={picker}
      error={form.formState.errors.photo?.message}
      dimensions={dimensions}
    />
  );
  if (!camera) return field;
  return (
    <div className="space-y-2">
      {field}
      <CameraButton picker={picker} />
    </div>
  );
}
