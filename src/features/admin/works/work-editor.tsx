import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { BackendError } from '@/backend/types';
import { StalledNotice } from '@/components/ui/stalled-notice';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { ARTWORK_TYPE_LABELS, type Artwork } from '@/domain/artwork';
import { galleryOf, type Gallery } from '@/domain/galleries';
import { studioDossierPath, studioGalleryPath, studioWorkPath } from '@/domain/studio-paths';
import { displayTitle } from '@/domain/title';
import { workPath, workSlugs } from '@/domain/work-address';
import { ArtworkFields } from './artwork-fields';
import { emptyArtworkForm, fieldsFromForm, formValuesFromArtwork } from './artwork-form-values';
import { catalogueName } from './catalogue';
import { PrivateNotesFields } from './private-notes-fields';
import { artworkChanges } from '../shared/conflict-changes';
import { ConflictPanel } from '../shared/conflict-panel';
import {
  alertClass,
  dangerButtonClass,
  dropTargetClass,
  hintClass,
  noteClass,
  sectionClass,
  sectionTitleClass,
} from '../shared/form-styles';
import { WorkPhotoField } from '../photos/work-photo-field';
import { SaveBar } from '../shared/save-bar';
import { useStudio } from '../shell/studio-context';
import { useArtworkForm } from './use-artwork-form';
import { useMoveToTrash } from './use-move-to-trash';

const linkClass = 'text-accent-dark underline underline-offset-2';

/** One work's editor at its address: the stored work, or a French notice when there is none. */
export function WorkEditor({ gallery, workKey }: { gallery: Gallery; workKey: string }) {
  const { works } = useStudio();
  // The work as last saved here: after a change of type, the editor moves to its new address
  // before the new gallery's list has it.
  const [saved, setSaved] = useState<Artwork | null>(null);
  // The work as a save in progress started from: a change of type takes it out of this gallery's
  // list before the save returns, and her form stays until the editor moves.
  const [saving, setSaving] = useState<Artwork | null>(null);
  // Once at another address, the save that moved the work from here is over.
  const address = `${gallery.type}/${workKey}`;
  const [savingAddress, setSavingAddress] = useState(address);
  if (savingAddress !== address) {
    setSavingAddress(address);
    setSaving(null);
  }
  const here = (candidate: Artwork | null) =>
    candidate && candidate.type === gallery.type && candidate.key === workKey ? candidate : undefined;
  const live = works.data?.[gallery.type].find((artwork) => artwork.key === workKey);
  const artwork = live ?? here(saved) ?? here(saving);

  if (!artwork) {
    if (works.status === 'error')
      return (
        <p role="alert" className={alertClass}>
          {STUDIO_MESSAGES.listFailed}
        </p>
      );
    if (works.stalled) return <StalledNotice live={works} message={STUDIO_MESSAGES.listStalled} placement="inline" />;
    if (works.status === 'loading')
      return (
        <p role="status" className={hintClass}>
          Chargement…
        </p>
      );
    return (
      <div role="alert" className={noteClass}>
        <p>
          Aucune œuvre de la galerie « {ARTWORK_TYPE_LABELS[gallery.type]} » n'est enregistrée à cette adresse : elle a
          pu être mise à la corbeille, changée de galerie, ou l'adresse est incomplète.
        </p>
        <p className="mt-2">
          <Link to={studioGalleryPath(gallery.path)} className={linkClass}>
            Revenir aux œuvres : {ARTWORK_TYPE_LABELS[gallery.type]}
          </Link>
        </p>
      </div>
    );
  }
  const keys = (works.data?.[gallery.type] ?? [artwork]).map((a) => a.key);
  const slug = workSlugs(keys.includes(artwork.key) ? keys : [...keys, artwork.key]).get(artwork.key)!;
  return (
    <EditWorkForm
      key={`${artwork.type}/${artwork.key}`}
      artwork={artwork}
      gallery={gallery}
      publicHref={workPath(gallery.path, slug)}
      onSaving={setSaving}
      onSaved={setSaved}
    />
  );
}

interface EditWorkFormProps {
  artwork: Artwork;
  gallery: Gallery;
  publicHref: string;
  /** A save starts from this work, as shown (null: it is over, and the work did not move). */
  onSaving: (from: Artwork | null) => void;
  onSaved: (saved: Artwork) => void;
}

/**
 * The editor of one stored work: its photo large, every field, "Enregistrer", "Mettre à la
 * corbeille", and its public page. The work goes back to the backend as it was when the form was
 * filled, so that it is written where it is stored (legacy keys such as "undefined12" included)
 * and refused if it changed since (the conflict panel then shows what changed); a change of type
 * moves the record (the backend does it) and the editor to the work's new address.
 */
function EditWorkForm({ artwork, gallery, publicHref, onSaving, onSaved }: EditWorkFormProps) {
  const { backend } = useStudio();
  const navigate = useNavigate();
  const prefix = `oeuvre${useId()}`;
  const titleId = `${prefix}-titre-section`;
  // The work as the form was filled from it: what the save states it started from.
  const base = useRef<Artwork>(artwork);
  const formElement = useRef<HTMLFormElement>(null);
  const [conflict, setConflict] = useState<{ base: Artwork; current: Artwork | undefined } | null>(null);
  const [trashing, setTrashing] = useState(false);
  const [trashFailure, setTrashFailure] = useState<string | null>(null);
  const moveToTrash = useMoveToTrash(backend);

  const { form, picker, phase, failure, onSubmit, busy } = useArtworkForm({
    prefix,
    photoRequired: false,
    catalogue: true,
    initial: formValuesFromArtwork(artwork),
    save: async (values, photo, onProgress) => {
      const from = base.current;
      setConflict(null);
      // As shown (its pictures by the addresses the page can load, which the demo's stored ones are not).
      onSaving(artwork);
      let saved: Artwork;
      try {
        saved = await backend.updateArtwork(from, fieldsFromForm(values, { catalogue: true }), photo, onProgress);
      } catch (error) {
        onSaving(null);
        if (!(error instanceof BackendError) || error.code !== 'conflict') throw error;
        // Not a failure: the panel shows what changed and lets her choose; her typing stays.
        console.info('Save refused: the work changed elsewhere.', error.current);
        setConflict({ base: from, current: error.current as Artwork | undefined });
        return;
      }
      toast.success('Modifications enregistrées');
      picker.clear();
      base.current = saved;
      form.reset(formValuesFromArtwork(saved));
      // Without a new photo, its pictures as shown; with one, as stored (Firebase's addresses load,
      // the demo's upload shows once its gallery's list has the work).
      onSaved(photo ? saved : { ...saved, image: artwork.image, thumbnail: artwork.thumbnail, zoom: artwork.zoom });
      // Moved: the old address is left at once (replaced in the history), its form with it.
      if (saved.type !== from.type || saved.key !== from.key)
        void navigate(studioWorkPath(galleryOf(saved.type).path, saved.key), { replace: true });
      else onSaving(null);
    },
  });

  /** "Recharger": the stored work fills the form, her typing and chosen photo dropped. */
  const reload = (current: Artwork) => {
    base.current = current;
    setConflict(null);
    picker.clear();
    form.reset(formValuesFromArtwork(current));
  };

  /** "Écraser": the same save again, from the work as stored now. */
  const overwrite = (current: Artwork) => {
    base.current = current;
    formElement.current?.requestSubmit();
  };

  const trash = async () => {
    if (busy || trashing) return;
    setTrashing(true);
    setTrashFailure(null);
    const problem = await moveToTrash(base.current);
    setTrashing(false);
    if (problem) setTrashFailure(problem);
    else void navigate(studioGalleryPath(gallery.path));
  };

  const title = displayTitle(artwork.title);
  return (
    <section aria-labelledby={titleId} className={sectionClass}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id={titleId} className={`${sectionTitleClass} mb-0`}>
          {catalogueName(artwork)}
        </h2>
        <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <Link to={studioGalleryPath(gallery.path)} className={`${linkClass} inline-flex min-h-11 items-center`}>
            Toutes les œuvres : {ARTWORK_TYPE_LABELS[gallery.type]}
          </Link>
          <Link
            to={publicHref}
            aria-label={`Voir sur le site : ${title}`}
            className={`${linkClass} inline-flex min-h-11 items-center`}
          >
            Voir sur le site
          </Link>
          <Link
            to={studioDossierPath({ work: { type: artwork.type, key: artwork.key } })}
            aria-label={`Fiche imprimable : ${title}`}
            className={`${linkClass} inline-flex min-h-11 items-center`}
          >
            Fiche imprimable
          </Link>
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="md:sticky md:top-4 md:self-start">
          <img
            src={artwork.image}
            alt="Image actuelle"
            width={artwork.width}
            height={artwork.height}
            decoding="async"
            className="mx-auto h-auto max-h-[70vh] w-auto max-w-full rounded-md border border-ink/15 bg-paper object-contain"
          />
        </div>
        <form
          ref={formElement}
          noValidate
          onSubmit={onSubmit}
          {...picker.formHandlers}
          className={`min-w-0 space-y-4 ${picker.dragging ? dropTargetClass : ''}`}
        >
          <ArtworkFields
            catalogue
            prefix={prefix}
            form={form}
            photoField={<WorkPhotoField prefix={prefix} form={form} picker={picker} replacing camera />}
          />
          {conflict && (
            <ConflictPanel
              changes={conflict.current ? artworkChanges(conflict.base, conflict.current) : []}
              busy={busy}
              onReload={() => reload(conflict.current ?? artwork)}
              onOverwrite={conflict.current ? () => overwrite(conflict.current!) : undefined}
            />
          )}
          <div className="flex flex-wrap items-start gap-3">
            <div className="space-y-3">
              <SaveBar phase={phase} failure={failure} busy={busy} label="Enregistrer" />
            </div>
            <button
              type="button"
              aria-disabled={trashing}
              onClick={() => void trash()}
              className={`${dangerButtonClass} min-h-11`}
            >
              Mettre à la corbeille
            </button>
          </div>
          {trashFailure && (
            <p role="alert" className={alertClass}>
              {trashFailure}
            </p>
          )}
        </form>
        <PrivateNotesFields work={artwork} className="md:col-start-2" />
      </div>
    </section>
  );
}

/**
 * "Ajouter": the same editor, empty. After each work the form empties but keeps its type (and
 * year), as a season's works come in series, and links to the work just added.
 */
export function AddWorkEditor() {
  const { backend } = useStudio();
  const prefix = `nouvelle${useId()}`;
  const titleId = `${prefix}-titre-section`;
  const [added, setAdded] = useState<Artwork | null>(null);
  const { form, picker, phase, failure, onSubmit, busy } = useArtworkForm({
    prefix,
    photoRequired: true,
    catalogue: true,
    save: async (values, photo, onProgress) => {
      if (!photo) return; // the rules require one
      setAdded(null);
      const work = await backend.addArtwork(fieldsFromForm(values, { catalogue: true }), photo, onProgress);
      toast.success('Œuvre ajoutée');
      form.reset({ ...emptyArtworkForm(), type: values.type, years: values.years });
      picker.clear();
      setAdded(work);
    },
  });

  return (
    <section aria-labelledby={titleId} className={`${sectionClass} max-w-3xl`}>
      <h2 id={titleId} className={sectionTitleClass}>
        Nouvelle œuvre
      </h2>
      {added && (
        <p role="status" className={`${noteClass} mb-4`}>
          Ajoutée :{' '}
          <Link to={studioWorkPath(galleryOf(added.type).path, added.key)} className={linkClass}>
            {catalogueName(added)}
          </Link>
        </p>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        {...picker.formHandlers}
        className={`space-y-4 ${picker.dragging ? dropTargetClass : ''}`}
      >
        <ArtworkFields
          catalogue
          prefix={prefix}
          form={form}
          photoField={<WorkPhotoField prefix={prefix} form={form} picker={picker} camera />}
        />
        <SaveBar phase={phase} failure={failure} busy={busy} label="Ajouter l'œuvre" />
      </form>
    </section>
  );
}
