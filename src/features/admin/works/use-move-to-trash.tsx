import { useCallback } from 'react';
import { toast } from 'react-toastify';
import type { AdminBackend } from '@/backend/types';
import type { Artwork, TrashedArtwork } from '@/domain/artwork';
import { secondaryButtonClass } from '../shared/form-styles';
import { studioErrorMessage } from '../shared/messages';

/** How long the toast of a deletion offers "Annuler". */
export const UNDO_MS = 10_000;

/**
 * Puts a work back from the trash, with a toast once it is back. Resolves with the French
 * message of a failure, or null.
 */
export async function restoreFromTrash(backend: AdminBackend, trashed: TrashedArtwork): Promise<string | null> {
  try {
    await backend.restoreArtwork(trashed);
    toast.success(`L'œuvre « ${trashed.title} » est de retour dans sa galerie.`);
    return null;
  } catch (error) {
    console.error(error);
    return studioErrorMessage(error, 'restore');
  }
}

function UndoToast({ backend, trashed, close }: { backend: AdminBackend; trashed: TrashedArtwork; close: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span>L'œuvre « {trashed.title} » est dans la corbeille.</span>
      <button
        type="button"
        onClick={() => {
          close();
          void restoreFromTrash(backend, trashed).then(
            (problem) => problem && toast.error(problem, { role: 'alert', autoClose: false }),
          );
        }}
        className={`${secondaryButtonClass} px-3 py-1 text-sm`}
      >
        Annuler
      </button>
    </div>
  );
}

/**
 * "Supprimer": moves a work to the trash, and offers "Annuler" in a toast for UNDO_MS. Resolves
 * with the French message of a failure, or null once the work is in the trash.
 */
export function useMoveToTrash(backend: AdminBackend): (artwork: Artwork) => Promise<string | null> {
  return useCallback(
    async (artwork) => {
      try {
        const trashed = await backend.deleteArtwork(artwork);
        toast(({ closeToast }) => <UndoToast backend={backend} trashed={trashed} close={closeToast} />, {
          autoClose: UNDO_MS,
          closeOnClick: false,
        });
        return null;
      } catch (error) {
        console.error(error);
        return studioErrorMessage(error, 'delete');
      }
    },
    [backend],
  );
}
