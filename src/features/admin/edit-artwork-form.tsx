import { useId, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { AdminBackend, PreparedPhoto } from '@/backend/types';
import { ARTWORK_TYPES, type Artwork, type ArtworkType } from '@/domain/artwork';
import { PHOTO_MESSAGES } from '@/domain/photo-rules';
import { ArtworkFields, fieldId } from './artwork-fields';
import {
  artworkFormResolver,
  emptyArtworkForm,
  fieldsFromForm,
  firstInvalidField,
  formValuesFromArtwork,
  type ArtworkFormState,
} from './artwork-form-values';
import { ArtworkPicker } from './artwork-picker';
import { alertClass, hintClass, labelClass, primaryButtonClass, sectionClass, sectionTitleClass } from './form-styles';
import { errorCode, saveErrorMessage } from './messages';
import { PhotoField } from './photo-field';
import { SubmitStatus, type SubmitPhase } from './upload-progress';
import { useArtworkList } from './use-artwork-list';
import { usePhotoPicker } from './use-photo-picker';

// Editing keeps the current image when no new photo is chosen.
const resolver = artworkFormResolver({ photoRequired: false });

/**
 * "Modifier": choose a work from the live list, change its fields and optionally its photo.
 * The work is passed back to the backend unchanged, so that legacy keys ("undefined12") are
 * overwritten in place; a change of type moves the record (the backend does it).
 */
export function EditArtworkForm({ backend }: { backend: AdminBackend }) {
  const prefix = `modif${useId()}`;
  const titleId = `${prefix}-titre-section`;
  const [pickedType, setPickedType] = useState<ArtworkType>(ARTWORK_TYPES[0]);
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const list = useArtworkList(backend, pickedType);
  const selected = (list.status === 'success' && list.data.find((artwork) => artwork.key === pickedKey)) || null;
  // After a save that moved the work, the form stays while the new type's list arrives.
  const showForm = pickedKey !== null && (selected !== null || list.status === 'loading');

  const form = useForm<ArtworkFormState>({ defaultValues: emptyArtworkForm(), resolver, shouldFocusError: false });
  const { handleSubmit, setValue, clearErrors, reset, formState } = form;
  const [phase, setPhase] = useState<SubmitPhase>({ step: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const picker = usePhotoPicker((file) => {
    setValue('photo', file);
    if (file) clearErrors('photo');
  });
  const busy = formState.isSubmitting;

  const choose = (artwork: Artwork | null) => {
    setPickedKey(artwork?.key ?? null);
    setFailure(null);
    picker.clear();
    reset(artwork ? formValuesFromArtwork(artwork) : emptyArtworkForm());
  };

  const focusFirstError = (errors: FieldErrors<ArtworkFormState>) => {
    const field = firstInvalidField(errors);
    if (field) document.getElementById(fieldId(prefix, field))?.focus();
  };

  const submit = async (values: ArtworkFormState) => {
    const original = selected;
    if (!original) return;
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
      const saved = await backend.updateArtwork(original, fieldsFromForm(values), prepared, (fraction) =>
        setPhase({ step: 'uploading', fraction }),
      );
      toast.success('Modifications enregistrées');
      picker.clear();
      setPickedType(saved.type);
      setPickedKey(saved.key);
      reset(formValuesFromArtwork(saved));
    } catch (error) {
      console.error(error);
      setFailure(saveErrorMessage(errorCode(error)));
    } finally {
      setPhase({ step: 'idle' });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    void handleSubmit(submit, focusFirstError)(event);
  };

  return (
    <section aria-labelledby={titleId} className={sectionClass}>
      <h2 id={titleId} className={sectionTitleClass}>
        Modifier
      </h2>
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <ArtworkPicker
          prefix={prefix}
          legend="Œuvre à modifier"
          type={pickedType}
          onTypeChange={(type) => {
            setPickedType(type);
            choose(null);
          }}
          list={list}
          selected={selected}
          onSelect={choose}
          disabled={busy}
        />

        {showForm ? (
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <ArtworkFields
              prefix={prefix}
              form={form}
              photoField={
                <div className="space-y-4">
                  {selected && <CurrentImage artwork={selected} />}
                  <PhotoField
                    id={fieldId(prefix, 'photo')}
                    label="Nouvelle photo"
                    hint="Facultatif : sans nouvelle photo, l'image actuelle est gardée."
                    picker={picker}
                    error={formState.errors.photo?.message}
                  />
                </div>
              }
            />
            <SubmitStatus phase={phase} />
            {failure && (
              <p role="alert" className={alertClass}>
                {failure}
              </p>
            )}
            <button type="submit" aria-disabled={busy} className={primaryButtonClass}>
              Enregistrer les modifications
            </button>
          </form>
        ) : (
          <p className={hintClass}>Choisissez le type puis l'œuvre à modifier.</p>
        )}
      </div>
    </section>
  );
}

function CurrentImage({ artwork }: { artwork: Artwork }) {
  return (
    <div>
      <p className={labelClass} aria-hidden="true">
        Image actuelle
      </p>
      <img
        src={artwork.thumbnail ?? artwork.image}
        alt="Image actuelle"
        width={artwork.width}
        height={artwork.height}
        className="mt-1 h-auto max-h-48 w-auto max-w-full rounded-md border border-ink/15 object-contain"
      />
    </div>
  );
}
