import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { AdminBackend } from '@/backend/types';
import { ARTWORK_TYPES, type Artwork, type ArtworkType } from '@/domain/artwork';
import { ArtworkPicker } from './artwork-picker';
import { alertClass, dangerButtonClass, secondaryButtonClass, sectionClass, sectionTitleClass } from './form-styles';
import { deleteErrorMessage, errorCode } from './messages';
import { useArtworkList } from './use-artwork-list';

/** "Supprimer une œuvre": choose a work from the live list, confirm inline, and it is removed with its images. */
export function DeleteArtworkForm({ backend }: { backend: AdminBackend }) {
  const prefix = `suppr${useId()}`;
  const titleId = `${prefix}-titre-section`;
  const questionId = `${prefix}-question`;
  const [pickedType, setPickedType] = useState<ArtworkType>(ARTWORK_TYPES[0]);
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const list = useArtworkList(backend, pickedType);
  const selected = (list.status === 'success' && list.data.find((artwork) => artwork.key === pickedKey)) || null;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const workSelect = useRef<HTMLSelectElement>(null);

  const choose = (artwork: Artwork | null) => {
    if (busy) return;
    setPickedKey(artwork?.key ?? null);
    setConfirming(false);
    setFailure(null);
  };

  const cancel = () => {
    setConfirming(false);
    deleteButton.current?.focus();
  };

  const confirm = async () => {
    if (!selected || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await backend.deleteArtwork(selected);
      toast.success('Œuvre supprimée');
      setPickedKey(null);
      setConfirming(false);
      workSelect.current?.focus();
    } catch (error) {
      console.error(error);
      setFailure(deleteErrorMessage(errorCode(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className={sectionClass}>
      <h2 id={titleId} className={sectionTitleClass}>
        Supprimer une œuvre
      </h2>
      <div className="space-y-4">
        <ArtworkPicker
          prefix={prefix}
          legend="Œuvre à supprimer"
          type={pickedType}
          onTypeChange={(type) => {
            if (busy) return;
            setPickedType(type);
            choose(null);
          }}
          list={list}
          selected={selected}
          onSelect={choose}
          workSelectRef={workSelect}
        />
        <button
          ref={deleteButton}
          type="button"
          disabled={!selected}
          onClick={() => setConfirming(true)}
          className={dangerButtonClass}
        >
          Supprimer
        </button>
        {confirming && selected && (
          <div
            role="group"
            aria-labelledby={questionId}
            className="space-y-3 rounded-md border border-red-700 bg-red-50 p-4"
          >
            <p id={questionId} className="font-medium text-ink">
              Supprimer définitivement « {selected.title} » ?
            </p>
            <div className="flex flex-wrap gap-3">
              <button type="button" aria-disabled={busy} onClick={() => void confirm()} className={dangerButtonClass}>
                {busy ? 'Suppression…' : 'Confirmer la suppression'}
              </button>
              {/* Focus goes to the harmless choice when the question appears. */}
              <button
                type="button"
                autoFocus
                aria-disabled={busy}
                onClick={() => !busy && cancel()}
                className={secondaryButtonClass}
              >
                Annuler
              </button>
            </div>
          </div>
        )}
        {failure && (
          <p role="alert" className={alertClass}>
            {failure}
          </p>
        )}
      </div>
    </section>
  );
}
