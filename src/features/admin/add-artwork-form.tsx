import { useId, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { AdminBackend } from '@/backend/types';
import { PHOTO_MESSAGES } from '@/domain/photo-rules';
import { ArtworkFields, fieldId } from './artwork-fields';
import {
  artworkFormResolver,
  emptyArtworkForm,
  fieldsFromForm,
  firstInvalidField,
  type ArtworkFormState,
} from './artwork-form-values';
import { alertClass, primaryButtonClass, sectionClass, sectionTitleClass } from './form-styles';
import { errorCode, saveErrorMessage } from './messages';
import { PhotoField } from './photo-field';
import { SubmitStatus, type SubmitPhase } from './upload-progress';
import { usePhotoPicker } from './use-photo-picker';

const resolver = artworkFormResolver({ photoRequired: true });

export function AddArtworkForm({ backend }: { backend: AdminBackend }) {
  const prefix = `ajout${useId()}`;
  const titleId = `${prefix}-titre-section`;
  const form = useForm<ArtworkFormState>({ defaultValues: emptyArtworkForm(), resolver, shouldFocusError: false });
  const { handleSubmit, setValue, clearErrors, reset, formState } = form;
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
    const photo = values.photo;
    if (!photo) return;
    setFailure(null);
    setPhase({ step: 'preparing' });
    try {
      const prepared = await picker.prepare(photo).catch((error: unknown) => {
        console.error('Photo preparation failed', error);
        return null;
      });
      if (!prepared) {
        setFailure(PHOTO_MESSAGES.unprocessable);
        return;
      }
      setPhase({ step: 'uploading', fraction: 0 });
      await backend.addArtwork(fieldsFromForm(values), prepared, (fraction) => setPhase({ step: 'uploading', fraction }));
      toast.success('Bien envoyer');
      reset(emptyArtworkForm());
      picker.clear();
    } catch (error) {
      console.error(error);
      setFailure(saveErrorMessage(errorCode(error)));
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

  return (
    <section aria-labelledby={titleId} className={sectionClass}>
      <h2 id={titleId} className={sectionTitleClass}>
        Ajouter une œuvre
      </h2>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <ArtworkFields
          prefix={prefix}
          form={form}
          photoField={
            <PhotoField id={fieldId(prefix, 'photo')} label="Photo" picker={picker} error={formState.errors.photo?.message} />
          }
        />
        <SubmitStatus phase={phase} />
        {failure && (
          <p role="alert" className={alertClass}>
            {failure}
          </p>
        )}
        <button type="submit" aria-disabled={formState.isSubmitting} className={primaryButtonClass}>
          Valider
        </button>
      </form>
    </section>
  );
}
