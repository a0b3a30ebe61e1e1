import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { AdminBackend } from '@/backend/types';
import { PictureOrTitle } from '@/components/ui/picture-or-title';
import { StalledNotice } from '@/components/ui/stalled-notice';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { ARTWORK_TYPE_LABELS, type TrashedArtwork } from '@/domain/artwork';
import type { LiveState } from '@/hooks/use-subscription';
import {
  alertClass,
  dangerButtonClass,
  hintClass,
  secondaryButtonClass,
  sectionClass,
  sectionTitleClass,
} from '../shared/form-styles';
import { studioErrorMessage } from '../shared/messages';
import { restoreFromTrash } from './use-move-to-trash';

const deletedOn = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

function entryId(trashed: TrashedArtwork): string {
  return `${trashed.type}/${trashed.key}`;
}

/**
 * "Corbeille": the deleted works with their thumbnail and the date they were deleted.
 * "Restaurer" puts one back under its own key; "Supprimer définitivement", once confirmed,
 * removes its record and its images.
 */
export function TrashSection({ backend, trash }: { backend: AdminBackend; trash: LiveState<TrashedArtwork[]> }) {
  const titleId = `${useId()}-titre`;
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const act = async (trashed: TrashedArtwork, run: () => Promise<void>) => {
    if (busy) return;
    setBusy(entryId(trashed));
    setFailure(null);
    try {
      await run();
    } finally {
      setBusy(null);
    }
  };

  const restore = (trashed: TrashedArtwork) =>
    act(trashed, async () => setFailure(await restoreFromTrash(backend, trashed)));

  const purge = (trashed: TrashedArtwork) =>
    act(trashed, async () => {
      try {
        await backend.purgeArtwork(trashed);
        setConfirming(null);
        toast.success(`L'œuvre « ${trashed.title} » est supprimée définitivement.`);
      } catch (error) {
        console.error(error);
        setFailure(studioErrorMessage(error, 'purge'));
      }
    });

  return (
    // Focusable by script only: "Réessayer" leaves the focus here (StalledNotice).
    <section aria-labelledby={titleId} tabIndex={-1} className={`${sectionClass} focus:outline-none`}>
      <h2 id={titleId} className={sectionTitleClass}>
        Corbeille
      </h2>
      <StalledNotice live={trash} message={STUDIO_MESSAGES.trashStalled} placement="inline" />
      {trash.status === 'loading' && !trash.stalled && (
        <p role="status" className={hintClass}>
          Chargement…
        </p>
      )}
      {trash.status === 'error' && (
        <p role="alert" className={alertClass}>
          {STUDIO_MESSAGES.trashFailed}
        </p>
      )}
      {trash.data?.length === 0 && <p className={hintClass}>La corbeille est vide.</p>}
      {failure && (
        <p role="alert" className={`${alertClass} mb-4`}>
          {failure}
        </p>
      )}
      <ul className="space-y-3">
        {trash.data?.map((trashed, index) => {
          const id = entryId(trashed);
          const questionId = `${titleId}-question-${index}`;
          const named = <span className="sr-only"> « {trashed.title} »</span>;
          return (
            <li key={id} className="flex flex-wrap items-center gap-4 rounded-md border border-ink/15 bg-white p-3">
              <PictureOrTitle
                src={trashed.thumbnail ?? trashed.image}
                alt=""
                title={trashed.title}
                loading="lazy"
                className="size-20 shrink-0 rounded bg-paper object-contain"
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{trashed.title}</p>
                <p className="text-sm text-ink/80">
                  n° {trashed.subtitle} · {ARTWORK_TYPE_LABELS[trashed.type]} · supprimée le{' '}
                  {deletedOn.format(trashed.deletedAt)}
                </p>
              </div>
              {confirming === id ? (
                <div role="group" aria-labelledby={questionId} className="flex flex-wrap items-center gap-3">
                  <p id={questionId} className="text-sm font-medium text-ink">
                    Supprimer définitivement « {trashed.title} » et ses images ?
                  </p>
                  <button
                    type="button"
                    aria-disabled={busy !== null}
                    onClick={() => void purge(trashed)}
                    className={`${dangerButtonClass} px-3 py-1 text-sm`}
                  >
                    Confirmer la suppression définitive
                  </button>
                  {/* Focus goes to the harmless choice when the question appears. */}
                  <button
                    type="button"
                    autoFocus
                    onClick={() => setConfirming(null)}
                    className={`${secondaryButtonClass} px-3 py-1 text-sm`}
                  >
                    Annuler
                  </button>
                </div>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    aria-disabled={busy !== null}
                    onClick={() => void restore(trashed)}
                    className={`${secondaryButtonClass} px-3 py-1 text-sm`}
                  >
                    Restaurer{named}
                  </button>
                  <button
                    type="button"
                    onClick={() => setConfirming(id)}
                    className={`${dangerButtonClass} px-3 py-1 text-sm`}
                  >
                    Supprimer définitivement{named}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
