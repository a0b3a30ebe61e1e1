import { useState } from 'react';
import { Link } from 'react-router-dom';
import { arrayMove } from '@dnd-kit/sortable';
import type { AdminBackend } from '@/backend/types';
import { SitePictureImage } from '@/components/ui/site-picture-image';
import { studioClippingPath } from '@/domain/studio-paths';
import type { PressClipping } from '@/domain/site-content';
import { alertClass, hintClass, sectionClass, sectionTitleClass } from '../shared/form-styles';
import { SectionConflict } from '../shared/section-conflict';
import { SortableList } from '../shared/sortable-list';
import { SubmitStatus } from '../photos/upload-progress';
import { useSectionSave } from '../shared/use-section-save';
import { AddClippingsForm } from './add-clippings-form';
import { clippingLabel } from './clipping-text';

/**
 * Ids for the sortable list that follow a clipping when it moves: its image (two clippings could
 * share one, hence the count of those before it).
 */
function clippingIds(clippings: readonly PressClipping[]): string[] {
  const seen = new Map<string, number>();
  return clippings.map((c) => {
    const n = seen.get(c.image) ?? 0;
    seen.set(c.image, n + 1);
    return n === 0 ? c.image : `${c.image}#${n}`;
  });
}

/**
 * "Presse": the clippings as the carousel shows them, in its order, each a door to its editor;
 * a move (dragged, or by the keyboard) is saved as soon as it is dropped, from the order shown.
 */
export function PressGrid({ backend, stored }: { backend: AdminBackend; stored: PressClipping[] }) {
  const saving = useSectionSave(backend, 'press');
  // The order just dropped, shown while it is saved and until the stored list follows.
  const [pending, setPending] = useState<{ base: PressClipping[]; order: PressClipping[] } | null>(null);
  const shown = pending && pending.base === stored ? pending.order : stored;
  const ids = clippingIds(shown);
  const byId = new Map(ids.map((id, i) => [id, shown[i]!]));

  const reorder = async (from: number, to: number) => {
    const order = arrayMove(shown, from, to);
    setPending({ base: stored, order });
    const written = await saving.save(order, stored);
    // A refused move shows the stored order again (and a conflict says what changed).
    if (!written) setPending(null);
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby="presse-grille" className={sectionClass}>
        <h2 id="presse-grille" className={sectionTitleClass}>
          Les articles, dans l’ordre du carrousel
        </h2>
        <p className={`${hintClass} mb-4`}>
          {shown.length} article{shown.length > 1 ? 's' : ''}. Pour changer l’ordre, faites glisser la poignée d’un
          article, ou placez-vous dessus avec Tab, appuyez sur Espace, déplacez-le avec les flèches et appuyez de
          nouveau sur Espace. Chaque déplacement est enregistré aussitôt.
        </p>
        <SectionConflict section="press" saving={saving} afterSave={() => setPending(null)} />
        <SubmitStatus phase={saving.phase} />
        {saving.failure && (
          <p role="alert" className={`${alertClass} mb-4`}>
            {saving.failure}
          </p>
        )}
        {saving.busy && (
          <p role="status" className={`${hintClass} mb-4`}>
            Enregistrement du nouvel ordre…
          </p>
        )}
        {shown.length === 0 ? (
          <p>Aucun article pour l’instant.</p>
        ) : (
          <SortableList
            name="Les articles de presse"
            items={ids}
            label={(id) => clippingLabel(byId.get(id)!)}
            onReorder={(from, to) => void reorder(from, to)}
            layout="grid"
            disabled={saving.busy}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
            renderItem={(id, handle, index) => {
              const clipping = byId.get(id)!;
              const details = [clipping.source, clipping.date].filter(Boolean).join(', ');
              return (
                <div className="flex h-full flex-col rounded-md border border-ink/15 bg-white p-2 shadow-sm">
                  <Link
                    to={studioClippingPath(index + 1)}
                    className="group block rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
                  >
                    <SitePictureImage
                      picture={clipping}
                      alt=""
                      title={clipping.alt}
                      sizes="(min-width: 1280px) 14rem, (min-width: 640px) 30vw, 45vw"
                      className="aspect-[3/4] h-auto w-full rounded bg-paper-deep object-cover object-top"
                    />
                    <span className="mt-2 block text-sm font-medium text-ink group-hover:underline">
                      Article {index + 1}
                    </span>
                    {details && <span className="block text-sm break-words text-ink/80">{details}</span>}
                  </Link>
                  <div className="mt-auto flex items-center justify-between gap-2 pt-2">
                    {handle}
                    <span className="text-xs text-ink/80" aria-hidden="true">
                      {index + 1} / {shown.length}
                    </span>
                  </div>
                </div>
              );
            }}
          />
        )}
      </section>
      <AddClippingsForm backend={backend} stored={stored} />
    </div>
  );
}
