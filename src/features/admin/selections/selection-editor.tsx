import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { arrayMove } from '@dnd-kit/sortable';
import { BackendError } from '@/backend/types';
import { PictureOrTitle } from '@/components/ui/picture-or-title';
import type { Artwork } from '@/domain/artwork';
import { SELECTION_MAX_WORKS, newSelectionId, type Selection, type SelectionWork } from '@/domain/selection';
import { STUDIO_PATHS, studioSelectionPath } from '@/domain/studio-paths';
import { displayTitle } from '@/domain/title';
import { useStudio } from '../shell/studio-context';
import { ConflictPanel } from '../shared/conflict-panel';
import { controlA11y, FieldError } from '../shared/field-parts';
import {
  alertClass,
  controlClass,
  dangerButtonClass,
  hintClass,
  labelClass,
  noteClass,
  primaryButtonClass,
  secondaryButtonClass,
  sectionClass,
  sectionTitleClass,
} from '../shared/form-styles';
import { studioErrorMessage } from '../shared/messages';
import { SortableList } from '../shared/sortable-list';
import type { WorksByType } from '../shared/use-studio-data';
import {
  draftOf,
  draftProblems,
  galleryLabel,
  sameDraft,
  selectionChanges,
  selectionOf,
  SELECTION_MESSAGE_MAX,
  SELECTION_TITLE_MAX,
  workId,
  type DraftProblems,
  type SelectionDraft,
} from './selection-draft';
import { SelectionLink } from './selection-link';
import { WorksPicker } from './works-picker';

/** What the history entry of a selection just saved for the first time carries. */
export interface SavedSelectionState {
  saved: string;
}

/** A save or a deletion refused because the selection changed elsewhere: what is stored now. */
interface Conflict {
  attempted: Selection | 'delete';
  current: Selection | null;
}

/** A work of the selection as the studio names it: its title as the site shows it, its numéro. */
export function selectionWorkName(work: SelectionWork, artwork: Artwork | undefined, loaded = true): string {
  if (artwork) return `${displayTitle(artwork.title)}, n° ${artwork.subtitle}`;
  // Not among the works (moved to the trash since): the public page leaves it out.
  return loaded
    ? `Œuvre introuvable (${galleryLabel(work.type)}, clé ${work.key})`
    : `Œuvre (${galleryLabel(work.type)}, clé ${work.key})`;
}

function findWork(works: WorksByType | undefined, work: SelectionWork): Artwork | undefined {
  return works?.[work.type].find((artwork) => artwork.key === work.key);
}

/**
 * One selection's editor: its title, message, prices shown or not and works (picked by sight
 * from every gallery, in the order she gives them), its link, "Désactiver" and "Supprimer".
 * Every write goes from the selection the editor started from: one changed elsewhere meanwhile
 * is shown in the conflict panel, never written over unasked. `stored`: null for a new one.
 */
export function SelectionEditor({ stored }: { stored: Selection | null }) {
  const { backend, works } = useStudio();
  const navigate = useNavigate();
  const prefix = useId();
  const [id] = useState(() => stored?.id ?? newSelectionId());
  const [base, setBase] = useState<Selection | null>(stored);
  const [draft, setDraft] = useState<SelectionDraft>(() => draftOf(stored));
  const [problems, setProblems] = useState<DraftProblems>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const titleInput = useRef<HTMLInputElement>(null);
  const worksHeading = useRef<HTMLHeadingElement>(null);

  // The stored selection changed (in another tab): an editor she has not touched follows it.
  const [seen, setSeen] = useState(stored);
  if (stored !== seen) {
    setSeen(stored);
    if (stored && base && !busy && !conflict && sameDraft(draft, draftOf(base))) {
      setBase(stored);
      setDraft(draftOf(stored));
    }
  }

  const nameOf = (work: SelectionWork) => selectionWorkName(work, findWork(works.data, work), works.data !== undefined);
  const update = (change: Partial<SelectionDraft>) => setDraft((current) => ({ ...current, ...change }));
  const chosen = new Set(draft.works.map(workId));

  const toggleWork = (work: SelectionWork) => {
    setProblems(({ works: _, ...rest }) => rest);
    setDraft((current) => {
      const key = workId(work);
      const present = current.works.some((w) => workId(w) === key);
      if (!present && current.works.length >= SELECTION_MAX_WORKS) return current;
      return {
        ...current,
        works: present ? current.works.filter((w) => workId(w) !== key) : [...current.works, work],
      };
    });
  };

  /** Writes `next` over `from`; true once written, else the failure or the conflict is shown. */
  async function write(next: Selection, from: Selection | null): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    setConflict(null);
    try {
      await backend.saveSelection(next, from);
      setBase(next);
      toast.success('Enregistré');
      return true;
    } catch (error) {
      if (error instanceof BackendError && error.code === 'conflict') {
        console.info('Save refused: the selection changed elsewhere.', error.current);
        setConflict({ attempted: next, current: (error.current as Selection | null | undefined) ?? null });
      } else {
        console.error(error);
        setFailure(studioErrorMessage(error, 'save'));
      }
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function remove(selection: Selection): Promise<void> {
    setBusy(true);
    setFailure(null);
    setConflict(null);
    try {
      await backend.deleteSelection(selection);
      toast.success('Sélection supprimée');
      void navigate(STUDIO_PATHS.selections);
    } catch (error) {
      if (error instanceof BackendError && error.code === 'conflict') {
        console.info('Deletion refused: the selection changed elsewhere.', error.current);
        setConflict({ attempted: 'delete', current: (error.current as Selection | null | undefined) ?? null });
      } else {
        console.error(error);
        setFailure(studioErrorMessage(error, 'delete'));
      }
    } finally {
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = draftProblems(draft);
    setProblems(found);
    if (found.title) return titleInput.current?.focus();
    if (found.message) return document.getElementById(`${prefix}-message`)?.focus();
    if (found.works) return worksHeading.current?.focus();
    const next = selectionOf(id, draft, {
      created: base?.created ?? Date.now(),
      disabled: base?.disabled ?? false,
    });
    if (await write(next, base)) {
      setDraft(draftOf(next));
      if (!base) {
        void navigate(studioSelectionPath(id), { replace: true, state: { saved: id } satisfies SavedSelectionState });
      }
    }
  }

  const toggleDisabled = () => {
    if (base && !busy) void write({ ...base, disabled: !base.disabled }, base);
  };

  const reload = () => {
    const current = conflict?.current ?? null;
    setConflict(null);
    if (current === null) {
      void navigate(STUDIO_PATHS.selections);
      return;
    }
    setBase(current);
    setDraft(draftOf(current));
  };
  const overwrite = () => {
    if (!conflict) return;
    const { attempted, current } = conflict;
    if (attempted === 'delete') {
      if (current) void remove(current);
      return;
    }
    void write(attempted, current).then((written) => written && setDraft(draftOf(attempted)));
  };

  const titleError = problems.title;
  const messageError = problems.message;
  return (
    <div className="space-y-6">
      <p>
        <Link to={STUDIO_PATHS.selections} className="inline-flex min-h-11 items-center underline underline-offset-4">
          ← Toutes les sélections
        </Link>
      </p>
      {base && <SelectionLink id={base.id} />}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
        <section aria-labelledby={`${prefix}-textes`} className={sectionClass}>
          <h2 id={`${prefix}-textes`} className={sectionTitleClass}>
            {base ? 'La sélection' : 'Nouvelle sélection'}
          </h2>
          <div className="space-y-4">
            <div>
              <label htmlFor={`${prefix}-titre`} className={labelClass}>
                Titre
              </label>
              <input
                ref={titleInput}
                type="text"
                maxLength={SELECTION_TITLE_MAX + 50}
                value={draft.title}
                onChange={(event) => {
                  update({ title: event.target.value });
                  setProblems(({ title: _, ...rest }) => rest);
                }}
                className={controlClass}
                {...controlA11y(`${prefix}-titre`, titleError, true)}
              />
              <p id={`${prefix}-titre-aide`} className={hintClass}>
                Ce que la personne lira en haut de la page, par exemple « Pour Claire Martin, juin 2026 ».
              </p>
              <FieldError id={`${prefix}-titre`} message={titleError} />
            </div>
            <div>
              <label htmlFor={`${prefix}-message`} className={labelClass}>
                Message (facultatif)
              </label>
              <textarea
                rows={4}
                value={draft.message}
                onChange={(event) => {
                  update({ message: event.target.value });
                  setProblems(({ message: _, ...rest }) => rest);
                }}
                className={controlClass}
                {...controlA11y(`${prefix}-message`, messageError, true)}
              />
              <p id={`${prefix}-message-aide`} className={hintClass}>
                Quelques mots affichés sous le titre ({SELECTION_MESSAGE_MAX} caractères au plus).
              </p>
              <FieldError id={`${prefix}-message`} message={messageError} />
            </div>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                checked={draft.showPrices}
                onChange={(event) => update({ showPrices: event.target.checked })}
                className="h-5 w-5 accent-ink"
              />
              <span className="font-medium">Afficher les prix</span>
            </label>
          </div>
        </section>

        <section aria-labelledby={`${prefix}-oeuvres`} className={sectionClass}>
          <h2
            id={`${prefix}-oeuvres`}
            ref={worksHeading}
            tabIndex={-1}
            className={`${sectionTitleClass} focus:outline-none`}
          >
            Œuvres choisies ({draft.works.length})
          </h2>
          {problems.works && (
            <p role="alert" className={`${alertClass} mb-4`}>
              {problems.works}
            </p>
          )}
          {draft.works.length === 0 ? (
            <p className="text-ink/80">Aucune œuvre pour l’instant : choisissez-les ci-dessous, dans les galeries.</p>
          ) : (
            <>
              <p className={`${hintClass} mb-3`}>
                Elles s’affichent dans cet ordre. Pour en déplacer une, faites glisser sa poignée, ou prenez-la avec
                Espace et déplacez-la avec les flèches.
              </p>
              <SortableList
                name="Œuvres de la sélection, dans leur ordre"
                items={draft.works.map(workId)}
                label={(workKey) => nameOf(draft.works.find((w) => workId(w) === workKey)!)}
                disabled={busy}
                onReorder={(from, to) => update({ works: arrayMove(draft.works, from, to) })}
                renderItem={(workKey, handle) => {
                  const work = draft.works.find((w) => workId(w) === workKey)!;
                  return (
                    <ChosenWork
                      work={work}
                      artwork={findWork(works.data, work)}
                      name={nameOf(work)}
                      handle={handle}
                      onRemove={() => toggleWork(work)}
                    />
                  );
                }}
              />
            </>
          )}
          {draft.works.length >= SELECTION_MAX_WORKS && (
            <p className={`${noteClass} mt-3`}>
              La sélection compte {SELECTION_MAX_WORKS} œuvres, le plus qu’elle puisse compter.
            </p>
          )}
          <WorksPicker works={works} chosen={chosen} onToggle={toggleWork} />
        </section>

        {conflict && (
          <ConflictPanel
            changes={base ? selectionChanges(base, conflict.current, nameOf) : []}
            busy={busy}
            onReload={reload}
            onOverwrite={conflict.current === null ? undefined : overwrite}
          />
        )}
        {failure && (
          <p role="alert" className={alertClass}>
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" aria-disabled={busy} className={`${primaryButtonClass} min-h-11`}>
            Enregistrer
          </button>
        </div>
      </form>

      {base && (
        <section aria-labelledby={`${prefix}-etat`} className={sectionClass}>
          <h2 id={`${prefix}-etat`} className={sectionTitleClass}>
            Consultation
          </h2>
          <p className="mb-3">
            {base.disabled
              ? 'Désactivée : son adresse affiche un message poli à la place des œuvres.'
              : 'Active : toute personne qui a le lien voit les œuvres.'}
          </p>
          <button
            type="button"
            aria-disabled={busy}
            onClick={toggleDisabled}
            className={`${secondaryButtonClass} min-h-11`}
          >
            {base.disabled ? 'Réactiver' : 'Désactiver'}
          </button>
        </section>
      )}

      {base && (
        <section aria-labelledby={`${prefix}-suppression`} className={sectionClass}>
          <h2 id={`${prefix}-suppression`} className={sectionTitleClass}>
            Supprimer cette sélection
          </h2>
          {!confirmingDelete ? (
            <button
              type="button"
              className={`${secondaryButtonClass} min-h-11`}
              onClick={() => setConfirmingDelete(true)}
            >
              Supprimer
            </button>
          ) : (
            <div role="group" aria-labelledby={`${prefix}-confirmation`} className={`${noteClass} space-y-3`}>
              <p id={`${prefix}-confirmation`} className="font-medium">
                Supprimer définitivement « {base.title} » ? Son lien ne mènera plus à rien. Cette action ne peut pas
                être annulée.
              </p>
              <div className="flex flex-wrap gap-3">
                <button
                  type="button"
                  autoFocus
                  aria-disabled={busy}
                  className={`${dangerButtonClass} min-h-11`}
                  onClick={() => !busy && void remove(base)}
                >
                  Oui, supprimer la sélection
                </button>
                <button
                  type="button"
                  className={`${secondaryButtonClass} min-h-11`}
                  onClick={() => setConfirmingDelete(false)}
                >
                  Annuler
                </button>
              </div>
            </div>
          )}
        </section>
      )}
    </div>
  );
}

function ChosenWork({
  work,
  artwork,
  name,
  handle,
  onRemove,
}: {
  work: SelectionWork;
  artwork: Artwork | undefined;
  name: string;
  handle: ReactNode;
  onRemove: () => void;
}) {
  return (
    <div className="flex items-center gap-3 rounded-md border border-ink/15 bg-white p-2">
      {handle}
      {artwork ? (
        <PictureOrTitle
          src={artwork.thumbnail ?? artwork.image}
          alt=""
          title={displayTitle(artwork.title)}
          loading="lazy"
          decoding="async"
          className="h-14 w-14 shrink-0 rounded bg-paper object-contain"
        />
      ) : (
        <span aria-hidden="true" className="h-14 w-14 shrink-0 rounded bg-paper" />
      )}
      <span className="min-w-0 grow break-words text-sm">
        <span className="block font-medium">{name}</span>
        <span className="block text-ink/80">{galleryLabel(work.type)}</span>
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Retirer « ${name} »`}
        className={`${secondaryButtonClass} min-h-11 shrink-0 px-3 py-1 text-sm`}
      >
        Retirer
      </button>
    </div>
  );
}
