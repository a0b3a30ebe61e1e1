import { useId, useRef, useState } from 'react';
import type { AdminBackend } from '@/backend/types';
import { ARTWORK_TYPES, type ArtworkType } from '@/domain/artwork';
import type { AsyncState } from '@/hooks/use-subscription';
import { ArtworkPicker } from './artwork-picker';
import { alertClass, dangerButtonClass, hintClass, sectionClass, sectionTitleClass } from '../shared/form-styles';
import { useMoveToTrash } from './use-move-to-trash';
import { worksOfType, type WorksByType } from '../shared/use-studio-data';

/**
 * "Supprimer une œuvre": a work chosen from the live list goes to the trash, with its images; a
 * toast offers "Annuler", and the trash below keeps it until it is restored or removed for good.
 */
export function DeleteArtworkForm({ backend, works }: { backend: AdminBackend; works: AsyncState<WorksByType> }) {
  const prefix = `suppr${useId()}`;
  const titleId = `${prefix}-titre-section`;
  const [pickedType, setPickedType] = useState<ArtworkType>(ARTWORK_TYPES[0]);
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const list = worksOfType(works, pickedType);
  const selected = list.data?.find((artwork) => artwork.key === pickedKey) ?? null;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const workSelect = useRef<HTMLSelectElement>(null);
  const moveToTrash = useMoveToTrash(backend);

  const remove = async () => {
    if (!selected || busy) return;
    setBusy(true);
    setFailure(null);
    const problem = await moveToTrash(selected);
    setBusy(false);
    if (problem) {
      setFailure(problem);
      return;
    }
    setPickedKey(null);
    workSelect.current?.focus();
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
            setPickedKey(null);
            setFailure(null);
          }}
          list={list}
          selected={selected}
          onSelect={(artwork) => {
            if (busy) return;
            setPickedKey(artwork?.key ?? null);
            setFailure(null);
          }}
          workSelectRef={workSelect}
        />
        <p className={hintClass}>L'œuvre va dans la corbeille, d'où elle peut être restaurée.</p>
        <button
          type="button"
          disabled={!selected}
          aria-disabled={busy}
          onClick={() => void remove()}
          className={dangerButtonClass}
        >
          Supprimer
        </button>
        {failure && (
          <p role="alert" className={alertClass}>
            {failure}
          </p>
        )}
      </div>
    </section>
  );
}
