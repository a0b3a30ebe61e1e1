import { useState } from 'react';
import type { AdminBackend } from '@/backend/types';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { ARTWORK_TYPES, type Artwork } from '@/domain/artwork';
import { alertClass, hintClass, secondaryButtonClass } from '../shared/form-styles';
import { studioErrorMessage } from '../shared/messages';
import { measureImage } from '../photos/prepare-photo';
import type { WorksByType } from '../shared/use-studio-data';

type Progress = { step: 'idle' } | { step: 'measuring'; done: number; of: number } | { step: 'done'; measured: number };

function unmeasured(works: WorksByType): Artwork[] {
  return ARTWORK_TYPES.flatMap((type) => works[type].filter((artwork) => !artwork.width || !artwork.height));
}

/**
 * The works of the earlier site carry no pixel size, so their gallery cannot keep their place
 * while they load: one action measures their images in the browser and stores the sizes.
 */
export function MeasureWorks({ backend, works }: { backend: AdminBackend; works: WorksByType }) {
  const waiting = unmeasured(works);
  const [progress, setProgress] = useState<Progress>({ step: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);

  const measureAll = async () => {
    setFailure(null);
    let measured = 0;
    let unreadable = 0;
    for (const [index, artwork] of waiting.entries()) {
      setProgress({ step: 'measuring', done: index, of: waiting.length });
      let size: { width: number; height: number };
      try {
        size = await measureImage(artwork.image);
      } catch (error) {
        console.error(`The image of ${artwork.type}/${artwork.key} could not be measured`, error);
        unreadable++;
        continue;
      }
      try {
        if (await backend.recordImageSize(artwork, size)) measured++;
      } catch (error) {
        console.error(error);
        setFailure(studioErrorMessage(error, 'save'));
        setProgress({ step: 'done', measured });
        return;
      }
    }
    if (unreadable > 0) setFailure(STUDIO_MESSAGES.measureFailed(unreadable));
    setProgress({ step: 'done', measured });
  };

  if (waiting.length === 0 && progress.step === 'idle') return null;
  const busy = progress.step === 'measuring';
  return (
    <div className="mt-6 space-y-2 border-t border-ink/15 pt-4">
      {waiting.length > 0 && (
        <>
          <p className={hintClass}>
            {waiting.length === 1
              ? "Une œuvre n'a pas de taille enregistrée : sa galerie bouge pendant que son image se charge."
              : `${waiting.length} œuvres n'ont pas de taille enregistrée : leur galerie bouge pendant que leurs images se chargent.`}
          </p>
          <button
            type="button"
            aria-disabled={busy}
            onClick={() => !busy && void measureAll()}
            className={secondaryButtonClass}
          >
            Mesurer leurs images
          </button>
        </>
      )}
      <p role="status" className={hintClass}>
        {progress.step === 'measuring' && `Mesure en cours : ${progress.done} sur ${progress.of}…`}
        {progress.step === 'done' &&
          (progress.measured === 0
            ? 'Aucune œuvre mesurée.'
            : progress.measured === 1
              ? 'Une œuvre mesurée.'
              : `${progress.measured} œuvres mesurées.`)}
      </p>
      {failure && (
        <p role="alert" className={alertClass}>
          {failure}
        </p>
      )}
    </div>
  );
}
