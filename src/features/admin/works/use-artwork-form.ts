import { useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { BackendError, type PreparedPhoto, type UploadProgress } from '@/backend/types';
import { PHOTO_MESSAGES } from '@/domain/photo-rules';
import { fieldId } from './artwork-fields';
import { artworkFormResolver, emptyArtworkForm, firstInvalidField, type ArtworkFormState } from './artwork-form-values';
import { studioErrorMessage } from '../shared/messages';
import type { SubmitPhase } from '../photos/upload-progress';
import { usePhotoPicker } from '../photos/use-photo-picker';

// Editing keeps the current image when no new photo is chosen. The studio's editor checks the
// catalogue's fields as well; the spec's add form has none.
const resolvers = {
  spec: {
    photoRequired: artworkFormResolver({ photoRequired: true, catalogue: false }),
    photoOptional: artworkFormResolver({ photoRequired: false, catalogue: false }),
  },
  catalogue: {
    photoRequired: artworkFormResolver({ photoRequired: true, catalogue: true }),
    photoOptional: artworkFormResolver({ photoRequired: false, catalogue: true }),
  },
};

interface ArtworkFormOptions {
  /** Prefix of the fields' ids, unique to the form. */
  prefix: string;
  photoRequired: boolean;
  /** The studio's editor, with the catalogue's fields (artwork-form-values.ts's FormKind); else the spec's form. */
  catalogue?: boolean;
  /** The values the form starts from (a stored work's); empty when absent. */
  initial?: ArtworkFormState;
  /** Saves the valid values with the prepared photo (null when none is chosen). */
  save: (values: ArtworkFormState, photo: PreparedPhoto | null, onProgress: UploadProgress) => Promise<void>;
}

/**
 * What the add and edit forms share: react-hook-form with the domain's rules, focus on the first
 * invalid field, the photo picker, the preparing and uploading phases, and the French message of
 * a failure, with nothing the painter typed lost.
 */
export function useArtworkForm({ prefix, photoRequired, catalogue = false, initial, save }: ArtworkFormOptions) {
  const kind = catalogue ? resolvers.catalogue : resolvers.spec;
  const form = useForm<ArtworkFormState>({
    defaultValues: initial ?? emptyArtworkForm(),
    resolver: photoRequired ? kind.photoRequired : kind.photoOptional,
    shouldFocusError: false,
  });
  const { handleSubmit, setValue, clearErrors, formState } = form;
  const [phase, setPhase] = useState<SubmitPhase>({ step: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const picker = usePhotoPicker((file) => {
    setValue('photo', file);
    if (file) clearErrors('photo');
  });

  const focusFirstError = (errors: FieldErrors<ArtworkFormState>) => {
    const field = firstInvalidField(errors);
    if (field) document.getElementById(fieldId(prefix, field))?.focus();
  };

  const submit = async (values: ArtworkFormState) => {
    try {
      let prepared: PreparedPhoto | null = null;
      if (values.photo) {
        setPhase({ step: 'preparing' });
        prepared = await picker.prepare(values.photo).catch((error: unknown) => {
          console.error('Photo preparation failed', error);
          return null;
        });
        if (!prepared) {
          setFailure(PHOTO_MESSAGES.unprocessable);
          return;
        }
        setPhase({ step: 'uploading', fraction: 0 });
      }
      await save(values, prepared, (fraction) => setPhase({ step: 'uploading', fraction }));
    } catch (error) {
      console.error(error);
      setFailure(studioErrorMessage(error, 'save'));
      // A field the database refused is the one to correct.
      if (error instanceof BackendError && error.field) document.getElementById(fieldId(prefix, error.field))?.focus();
    } finally {
      setPhase({ step: 'idle' });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button stays focusable while busy (aria-disabled), so a second press is ignored here.
    if (formState.isSubmitting) return;
    setFailure(null);
    void handleSubmit(submit, focusFirstError)(event);
  };

  return { form, picker, phase, failure, setFailure, onSubmit, busy: formState.isSubmitting };
}
