import { useCallback, useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { ARTWORK_TYPE_LABELS, ARTWORK_TYPES, isArtworkType } from '@/domain/artwork';
import { PHOTO_ACCEPT } from '@/domain/photo-rules';
import { BATCH_MESSAGES } from './draft-checks';
import { DraftRow } from './draft-row';
import { openDraftStore } from './draft-store';
import { BATCH_SUMMARY, isPublishable, useBatch, type RefusedFile } from './use-batch';
import {
  alertClass,
  controlClass,
  dangerButtonClass,
  dropTargetClass,
  hintClass,
  labelClass,
  noteClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../shared/form-styles';
import { useStudio } from '../shell/studio-context';

function carriesFiles(transfer: DataTransfer | null): transfer is DataTransfer {
  return transfer !== null && Array.from(transfer.types).includes('Files');
}

/** Her uid, once the backend has said who is signed in (the studio lets only the admin in). */
function useOwner(): string | null {
  const { backend } = useStudio();
  const [owner, setOwner] = useState<string | null>(null);
  useEffect(() => backend.onUserChanged((user) => setOwner(user?.uid ?? null)), [backend]);
  return owner;
}

/**
 * "Ajouter plusieurs œuvres": many photos at once, a draft per photo with its title proposed from
 * the file name, the gallery chosen once for the batch, the drafts completed in a compact list and
 * published one by one or all at once. See docs/batch-add.md.
 */
export default function BatchScreen() {
  const { backend, works } = useStudio();
  const owner = useOwner();
  const [store] = useState(() => openDraftStore());
  useEffect(() => () => store.close(), [store]);
  const batch = useBatch(backend, store, owner, works.status === 'success' ? works.data : undefined);
  const { drafts, problems, type } = batch;
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [dragging, setDragging] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const ids = { photos: `${id}-photos`, hint: `${id}-photos-aide`, gallery: `${id}-galerie`, overall: `${id}-prep` };

  const give = (files: FileList | null) => {
    // Not before her drafts are read and she is known: a draft made then could not be kept.
    if (!files || files.length === 0 || !batch.loaded || owner === null) return;
    setRefused(batch.addFiles(Array.from(files)));
    // The same photos chosen again are a new choice.
    if (input.current) input.current.value = '';
  };

  const dropHandlers = {
    onDragOver(event: DragEvent<HTMLElement>) {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave(event: DragEvent<HTMLElement>) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop(event: DragEvent<HTMLElement>) {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      setDragging(false);
      give(event.dataTransfer.files);
    },
    onPaste(event: ClipboardEvent<HTMLElement>) {
      if (event.clipboardData.files.length === 0) return;
      event.preventDefault();
      give(event.clipboardData.files);
    },
  };

  useEffect(() => {
    if (confirmingClear) confirmButton.current?.focus();
  }, [confirmingClear]);

  // A draft published or removed takes its buttons with it: the focus, left on nothing, goes to
  // the list's heading, from where Tab reaches the next draft.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const count = drafts.length;
  const previousCount = useRef(count);
  useEffect(() => {
    if (count < previousCount.current && (document.activeElement === document.body || !document.activeElement)) {
      listHeading.current?.focus();
    }
    previousCount.current = count;
  }, [count]);

  const { publish } = batch;
  const onPublish = useCallback((draftId: string) => void publish(draftId), [publish]);

  const total = drafts.length;
  const ready = drafts.filter((d) => d.photoState.step === 'ready').length;
  const settled = drafts.filter((d) => d.photoState.step === 'ready' || d.photoState.step === 'failed').length;
  const complete = drafts.filter((d) => isPublishable(d, problems.get(d.id))).length;
  const busy = batch.publishingAll || drafts.some((d) => d.publish.step === 'publishing');

  return (
    <div className="space-y-6" {...dropHandlers}>
      <section
        aria-labelledby={`${id}-choix`}
        className={`space-y-4 rounded-lg border border-ink/15 bg-white/60 p-4 sm:p-6 ${dragging ? dropTargetClass : ''}`}
      >
        <h2 id={`${id}-choix`} className="font-display text-2xl text-ink">
          Les photos du lot
        </h2>
        <div>
          <input
            ref={input}
            id={ids.photos}
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            disabled={!batch.loaded || owner === null}
            aria-describedby={ids.hint}
            onChange={(event) => give(event.currentTarget.files)}
            className="peer sr-only"
          />
          <label
            htmlFor={ids.photos}
            className={`${primaryButtonClass} min-h-11 cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-accent peer-focus-visible:ring-offset-2 peer-disabled:cursor-wait peer-disabled:opacity-60`}
          >
            Choisir des photos
          </label>
          <p id={ids.hint} className={hintClass}>
            Autant de photos que vous voulez : sur un téléphone, depuis la photothèque ou avec l'appareil photo. Vous
            pouvez aussi les glisser sur cette page. Chaque photo devient un brouillon, gardé sur cet appareil jusqu'à
            ce que vous le publiiez ou le retiriez.
          </p>
        </div>
        {refused.length > 0 && (
          <div role="alert" className={alertClass}>
            <p>{refused.length === 1 ? "Ce fichier n'a pas été ajouté :" : "Ces fichiers n'ont pas été ajoutés :"}</p>
            <ul className="mt-1 list-disc pl-5">
              {refused.map((file, index) => (
                <li key={index} className="break-words">
                  {file.name} : {file.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="max-w-sm">
          <label htmlFor={ids.gallery} className={labelClass}>
            Galerie du lot
          </label>
          <select
            id={ids.gallery}
            value={type}
            disabled={busy}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (isArtworkType(next)) batch.setType(next);
            }}
            className={`${controlClass} min-h-11`}
          >
            {ARTWORK_TYPES.map((value) => (
              <option key={value} value={value}>
                {ARTWORK_TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        {batch.storeFailed && (
          <p role="alert" className={alertClass}>
            {BATCH_MESSAGES.storeFailed}
          </p>
        )}
      </section>

      <section aria-labelledby={`${id}-brouillons`} className="space-y-4">
        <h2
          ref={listHeading}
          tabIndex={-1}
          id={`${id}-brouillons`}
          className="font-display text-2xl text-ink focus:outline-none"
        >
          Les brouillons
        </h2>
        <div role="status" aria-live="polite" className={noteClass}>
          <p>{batch.loaded ? BATCH_SUMMARY.counts(total, ready, complete) : 'Chargement des brouillons…'}</p>
          {batch.outcome && <p className="mt-1 font-medium">{batch.outcome}</p>}
        </div>
        {total > 0 && settled < total && (
          <div className="space-y-1">
            <label htmlFor={ids.overall} className={labelClass}>
              Préparation des photos : {settled} sur {total}
            </label>
            <progress id={ids.overall} max={total} value={settled} className="h-2 w-full accent-ink" />
          </div>
        )}
        {total > 0 && (
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={complete === 0 || busy}
              onClick={() => void batch.publishAll()}
              className={`${primaryButtonClass} min-h-11`}
            >
              {complete === 1 ? "Publier l'œuvre complète" : `Publier les ${complete} œuvres complètes`}
            </button>
            <button
              ref={clearButton}
              type="button"
              disabled={busy}
              onClick={() => setConfirmingClear(true)}
              className={`${secondaryButtonClass} min-h-11`}
            >
              Tout retirer
            </button>
          </div>
        )}
        {confirmingClear && (
          <div role="group" aria-labelledby={`${id}-confirmer`} className={`${noteClass} space-y-3`}>
            <p id={`${id}-confirmer`}>
              Retirer {total === 1 ? 'le brouillon' : `les ${total} brouillons`} ? Leurs photos et ce que vous avez
              saisi seront effacés de cet appareil ; rien de ce qui est publié ne change.
            </p>
            <div className="flex flex-wrap gap-3">
              <button
                ref={confirmButton}
                type="button"
                onClick={() => {
                  batch.removeAll();
                  setConfirmingClear(false);
                  setRefused([]);
                  input.current?.focus();
                }}
                className={`${dangerButtonClass} min-h-11`}
              >
                Oui, tout retirer
              </button>
              <button
                type="button"
                onClick={() => {
                  setConfirmingClear(false);
                  clearButton.current?.focus();
                }}
                className={`${secondaryButtonClass} min-h-11`}
              >
                Annuler
              </button>
            </div>
          </div>
        )}
        {total > 0 && (
          <ul className="space-y-3">
            {drafts.map((draft, index) => (
              <DraftRow
                key={draft.id}
                draft={draft}
                problems={problems.get(draft.id)}
                type={type}
                position={index + 1}
                onFields={batch.setFields}
                onPublish={onPublish}
                onRemove={batch.remove}
                onRetryPhoto={batch.retryPhoto}
                locked={batch.publishingAll}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
