import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { BackendError, type AdminBackend } from '@/backend/types';
import { ARTWORK_TYPES, type Artwork, type ArtworkType } from '@/domain/artwork';
import type { AsyncState } from '@/hooks/use-subscription';
import { ArtworkFields, fieldId } from './artwork-fields';
import { emptyArtworkForm, fieldsFromForm, formValuesFromArtwork } from './artwork-form-values';
import { ArtworkPicker } from './artwork-picker';
import { artworkChanges } from '../shared/conflict-changes';
import { ConflictPanel } from '../shared/conflict-panel';
import { dropTargetClass, hintClass, labelClass, sectionClass, sectionTitleClass } from '../shared/form-styles';
import { PhotoField } from '../photos/photo-field';
import { SaveBar } from '../shared/save-bar';
import { useArtworkForm } from './use-artwork-form';
import { worksOfType, type WorksByType } from '../shared/use-studio-data';

/** A stored work, by the path it was read from. */
export interface WorkRef {
  type: ArtworkType;
  key: string;
}

interface EditArtworkFormProps {
  backend: AdminBackend;
  works: AsyncState<WorksByType>;
  /** The work being edited, chosen here or from the catalogue. */
  selection: WorkRef | null;
  onSelect: (selection: WorkRef | null) => void;
  /** Changes each time the catalogue asks to edit a work: the form then takes the focus. */
  focusRequest: number;
}

/**
 * "Modifier": a work chosen from the live list (or from the catalogue), its fields and
 * optionally its photo changed. The work goes back to the backend as it was when the form was
 * filled, so that it is written where it is stored (legacy keys such as "undefined12" included)
 * and refused if it changed since (in another tab: the conflict panel then shows what changed);
 * a change of type moves the record (the backend does it).
 */
export function EditArtworkForm({ backend, works, selection, onSelect, focusRequest }: EditArtworkFormProps) {
  const prefix = `modif${useId()}`;
  const titleId = `${prefix}-titre-section`;
  const [pickedType, setPickedType] = useState<ArtworkType>(ARTWORK_TYPES[0]);
  const type = selection?.type ?? pickedType;
  const list = worksOfType(works, type);
  const selected = list.data?.find((artwork) => artwork.key === selection?.key) ?? null;
  // After a save that moved the work, the form stays while the new type's list arrives.
  const showForm = selection !== null && (selected !== null || list.status === 'loading');
  const loadedKey = useRef<string | null>(null);
  const handledFocus = useRef(0);
  // The work as the form was filled from it: what the save states it started from.
  const base = useRef<Artwork | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const [conflict, setConflict] = useState<{ base: Artwork; current: Artwork | undefined } | null>(null);

  const { form, picker, phase, failure, setFailure, onSubmit, busy } = useArtworkForm({
    prefix,
    photoRequired: false,
    save: async (values, photo, onProgress) => {
      const from = base.current ?? selected;
      if (!from) return;
      setConflict(null);
      let saved: Artwork;
      try {
        saved = await backend.updateArtwork(from, fieldsFromForm(values), photo, onProgress);
      } catch (error) {
        if (!(error instanceof BackendError) || error.code !== 'conflict') throw error;
        // Not a failure: the panel shows what changed and lets her choose; her typing stays.
        console.info('Save refused: the work changed elsewhere.', error.current);
        setConflict({ base: from, current: error.current as Artwork | undefined });
        return;
      }
      toast.success('Modifications enregistrées');
      picker.clear();
      base.current = saved;
      loadedKey.current = `${saved.type}/${saved.key}`;
      setPickedType(saved.type);
      onSelect({ type: saved.type, key: saved.key });
      form.reset(formValuesFromArtwork(saved));
    },
  });

  /** "Recharger": the stored work fills the form, her typing and chosen photo dropped. */
  const reload = (current: Artwork) => {
    const shown = selected?.key === current.key ? selected : current;
    base.current = shown;
    setConflict(null);
    picker.clear();
    form.reset(formValuesFromArtwork(shown));
  };

  /** "Écraser": the same save again, from the work as stored now. */
  const overwrite = (current: Artwork) => {
    base.current = current;
    formElement.current?.requestSubmit();
  };

  // Another work chosen fills the form; live changes to the one shown leave what is typed alone.
  const selectedKey = selection ? `${selection.type}/${selection.key}` : null;
  useEffect(() => {
    if (selectedKey === loadedKey.current || (selectedKey !== null && !selected)) return;
    loadedKey.current = selectedKey;
    base.current = selected;
    setFailure(null);
    setConflict(null);
    picker.clear();
    form.reset(selected ? formValuesFromArtwork(selected) : emptyArtworkForm());
  }, [selectedKey, selected, form, picker, setFailure]);

  useEffect(() => {
    if (focusRequest === handledFocus.current || !selected) return;
    handledFocus.current = focusRequest;
    document.getElementById(fieldId(prefix, 'title'))?.focus();
  }, [focusRequest, selected, prefix]);

  return (
    <section aria-labelledby={titleId} className={sectionClass}>
      <h2 id={titleId} className={sectionTitleClass}>
        Modifier
      </h2>
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <ArtworkPicker
          prefix={prefix}
          legend="Œuvre à modifier"
          type={type}
          onTypeChange={(next) => {
            setPickedType(next);
            onSelect(null);
          }}
          list={list}
          selected={selected}
          onSelect={(artwork) => onSelect(artwork ? { type: artwork.type, key: artwork.key } : null)}
          disabled={busy}
        />

        {showForm ? (
          <form
            ref={formElement}
            noValidate
            onSubmit={onSubmit}
            {...picker.formHandlers}
            className={`space-y-4 ${picker.dragging ? dropTargetClass : ''}`}
          >
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
            {conflict && (
              <ConflictPanel
                changes={conflict.current ? artworkChanges(conflict.base, conflict.current) : []}
                busy={busy}
                onReload={() => reload(conflict.current ?? selected ?? conflict.base)}
                onOverwrite={conflict.current ? () => overwrite(conflict.current!) : undefined}
              />
            )}
            <SaveBar phase={phase} failure={failure} busy={busy} label="Enregistrer les modifications" />
          </form>
        ) : (
          <p className={hintClass}>Choisissez le type puis l'œuvre à modifier, ou « Modifier » dans le catalogue.</p>
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
