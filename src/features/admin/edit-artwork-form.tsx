import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { AdminBackend } from '@/backend/types';
import { ARTWORK_TYPES, type Artwork, type ArtworkType } from '@/domain/artwork';
import { ArtworkFields, fieldId } from './artwork-fields';
import { emptyArtworkForm, fieldsFromForm, formValuesFromArtwork } from './artwork-form-values';
import { ArtworkPicker } from './artwork-picker';
import { alertClass, hintClass, labelClass, primaryButtonClass, sectionClass, sectionTitleClass } from './form-styles';
import { PhotoField } from './photo-field';
import { SubmitStatus } from './upload-progress';
import { useArtworkForm } from './use-artwork-form';
import { useArtworkList } from './use-artwork-list';

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

  const { form, picker, phase, failure, setFailure, onSubmit, busy } = useArtworkForm({
    prefix,
    photoRequired: false,
    save: async (values, photo, onProgress) => {
      if (!selected) return;
      const saved = await backend.updateArtwork(selected, fieldsFromForm(values), photo, onProgress);
      toast.success('Modifications enregistrées');
      picker.clear();
      setPickedType(saved.type);
      setPickedKey(saved.key);
      form.reset(formValuesFromArtwork(saved));
    },
  });

  const choose = (artwork: Artwork | null) => {
    setPickedKey(artwork?.key ?? null);
    setFailure(null);
    picker.clear();
    form.reset(artwork ? formValuesFromArtwork(artwork) : emptyArtworkForm());
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
                    error={form.formState.errors.photo?.message}
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
