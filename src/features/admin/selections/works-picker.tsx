import { useState } from 'react';
import { StalledNotice } from '@/components/ui/stalled-notice';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import type { Artwork } from '@/domain/artwork';
import { displayOrder } from '@/domain/display-order';
import { GALLERIES, type Gallery } from '@/domain/galleries';
import type { SelectionWork } from '@/domain/selection';
import type { LiveState } from '@/hooks/use-subscription';
import { alertClass, hintClass } from '../shared/form-styles';
import type { WorksByType } from '../shared/use-studio-data';
import { WorkThumbnail } from '../shared/work-thumbnail';
import { galleryLabel, workId } from './selection-draft';

interface WorksPickerProps {
  works: LiveState<WorksByType>;
  /** The chosen works' ids (workId). */
  chosen: ReadonlySet<string>;
  onToggle: (work: SelectionWork) => void;
}

/**
 * Every gallery's works as thumbnails, in the order the site shows them, each a button that
 * puts the work in the selection or takes it out (aria-pressed says which). A gallery opens on
 * demand, so that a long catalogue loads its thumbnails only where she looks.
 */
export function WorksPicker({ works, chosen, onToggle }: WorksPickerProps) {
  return (
    <div className="mt-6 space-y-3">
      <h3 className="font-display text-xl">Choisir dans les galeries</h3>
      <p className={hintClass}>Touchez une œuvre pour l’ajouter à la sélection, touchez-la encore pour la retirer.</p>
      <StalledNotice live={works} message={STUDIO_MESSAGES.listStalled} placement="inline" />
      {works.status === 'error' && (
        <p role="alert" className={alertClass}>
          {STUDIO_MESSAGES.listFailed}
        </p>
      )}
      {works.status === 'loading' && !works.stalled && <p role="status">Chargement des œuvres…</p>}
      {works.data &&
        GALLERIES.map((gallery) => (
          <GalleryWorks
            key={gallery.type}
            gallery={gallery}
            artworks={works.data[gallery.type]}
            chosen={chosen}
            onToggle={onToggle}
          />
        ))}
    </div>
  );
}

function GalleryWorks({
  gallery,
  artworks,
  chosen,
  onToggle,
}: {
  gallery: Gallery;
  artworks: readonly Artwork[];
  chosen: ReadonlySet<string>;
  onToggle: (work: SelectionWork) => void;
}) {
  const chosenHere = artworks.filter((a) => chosen.has(workId(a))).length;
  // A gallery she already picked from starts open.
  const [open, setOpen] = useState(chosenHere > 0);
  const listId = `choix-${gallery.path.slice(1)}`;
  const { sorted, groups } = displayOrder(gallery, [...artworks]);
  const ordered = groups ? groups.flatMap((g) => g.artworks) : sorted;
  return (
    <div className="rounded-md border border-ink/15 bg-white">
      <h4>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
          className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left font-medium hover:bg-ink/5 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          <span>
            {galleryLabel(gallery.type)}{' '}
            <span className="font-normal text-ink/80">
              ({artworks.length === 1 ? '1 œuvre' : `${artworks.length} œuvres`}
              {chosenHere > 0 && `, ${chosenHere === 1 ? '1 choisie' : `${chosenHere} choisies`}`})
            </span>
          </span>
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </h4>
      {open && (
        <ul id={listId} className="grid grid-cols-2 gap-2 p-2 sm:grid-cols-3 lg:grid-cols-5">
          {ordered.length === 0 && <li className="col-span-full p-2 text-ink/80">Aucune œuvre dans cette galerie.</li>}
          {ordered.map((artwork) => {
            const pressed = chosen.has(workId(artwork));
            return (
              <li key={artwork.key}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onToggle({ type: artwork.type, key: artwork.key })}
                  className={
                    'relative block h-full w-full rounded-md border-2 p-1.5 text-left focus:outline-none ' +
                    'focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-1 ' +
                    (pressed ? 'border-ink bg-ink/10' : 'border-transparent hover:bg-ink/5')
                  }
                >
                  <WorkThumbnail artwork={artwork} title="wrap" />
                  {pressed && (
                    <span
                      aria-hidden="true"
                      className="absolute top-2 right-2 flex h-7 w-7 items-center justify-center rounded-full bg-ink text-white"
                    >
                      ✓
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
