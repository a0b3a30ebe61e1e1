import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { AdminBackend } from '@/backend/types';
import { PictureOrTitle } from '@/components/ui/picture-or-title';
import { StalledNotice } from '@/components/ui/stalled-notice';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { ARTWORK_TYPE_LABELS, ARTWORK_TYPES, CANVAS_TYPE, type Artwork, type ArtworkType } from '@/domain/artwork';
import { displaySequence } from '@/domain/display-order';
import { galleryOf } from '@/domain/galleries';
import type { LiveState } from '@/hooks/use-subscription';
import type { WorkRef } from './edit-artwork-form';
import {
  alertClass,
  controlClass,
  dangerButtonClass,
  hintClass,
  labelClass,
  secondaryButtonClass,
  sectionClass,
  sectionTitleClass,
} from '../shared/form-styles';
import { MeasureWorks } from './measure-works';
import { useMoveToTrash } from './use-move-to-trash';
import type { WorksByType } from '../shared/use-studio-data';

/** Letters without accents or case, so that "eglise" finds "Église". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function matches(artwork: Artwork, query: string): boolean {
  const wanted = folded(query.trim());
  return wanted === '' || folded(artwork.title).includes(wanted) || folded(artwork.subtitle).includes(wanted);
}

interface CatalogueProps {
  backend: AdminBackend;
  works: LiveState<WorksByType>;
  /** "Modifier" on a work: the edit form takes it. */
  onEdit: (work: WorkRef) => void;
}

/**
 * Every work at a glance: the six galleries as tabs with their counts, the chosen gallery's works
 * as thumbnails in the order the gallery shows them, a search by title or numéro, and on each
 * work "Modifier" and "Supprimer" (to the trash). Says so when the works do not come.
 */
export function Catalogue({ backend, works, onEdit }: CatalogueProps) {
  const id = useId();
  const titleId = `${id}-titre`;
  const [type, setType] = useState<ArtworkType>(ARTWORK_TYPES[0]);
  const [query, setQuery] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const tabs = useRef(new Map<ArtworkType, HTMLButtonElement>());
  const panel = useRef<HTMLDivElement>(null);
  const moveToTrash = useMoveToTrash(backend);
  const tabId = (t: ArtworkType) => `${id}-onglet-${ARTWORK_TYPES.indexOf(t)}`;
  const panelId = `${id}-panneau`;

  const shown = useMemo(
    () => (works.data ? displaySequence(galleryOf(type), works.data[type]).filter((a) => matches(a, query)) : []),
    [works.data, type, query],
  );

  const choose = (next: ArtworkType) => {
    setType(next);
    setFailure(null);
    tabs.current.get(next)?.focus();
  };

  // The tabs pattern of WAI-ARIA: arrows move along the tabs, Home and End to either end.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = ARTWORK_TYPES.indexOf(type);
    const last = ARTWORK_TYPES.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(ARTWORK_TYPES[(target + ARTWORK_TYPES.length) % ARTWORK_TYPES.length]!);
  };

  const remove = async (artwork: Artwork) => {
    setFailure(null);
    const problem = await moveToTrash(artwork);
    if (problem) setFailure(problem);
    // The card is gone: the gallery's panel keeps the focus.
    else panel.current?.focus();
  };

  return (
    <section aria-labelledby={titleId} className={sectionClass}>
      <h2 id={titleId} className={sectionTitleClass}>
        Catalogue
      </h2>
      {works.status === 'error' && (
        <p role="alert" className={alertClass}>
          {STUDIO_MESSAGES.listFailed}
        </p>
      )}
      <div role="tablist" aria-label="Galeries" className="flex flex-wrap gap-2 border-b border-ink/15 pb-3">
        {ARTWORK_TYPES.map((t) => {
          const chosen = t === type;
          return (
            <button
              key={t}
              ref={(button) => {
                if (button) tabs.current.set(t, button);
                else tabs.current.delete(t);
              }}
              type="button"
              role="tab"
              id={tabId(t)}
              aria-selected={chosen}
              aria-controls={panelId}
              tabIndex={chosen ? 0 : -1}
              onClick={() => choose(t)}
              onKeyDown={onTabKey}
              className={`rounded-full border px-4 py-1.5 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-accent ${
                chosen ? 'border-ink bg-ink text-white' : 'border-ink/30 bg-white text-ink hover:bg-ink/5'
              }`}
            >
              {ARTWORK_TYPE_LABELS[t]} <span className="tabular-nums">({works.data ? works.data[t].length : '…'})</span>
            </button>
          );
        })}
      </div>

      <div
        ref={panel}
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(type)}
        tabIndex={-1}
        className="mt-4 space-y-4 focus:outline-none"
      >
        <div className="max-w-sm">
          <label htmlFor={`${id}-recherche`} className={labelClass}>
            Rechercher par titre ou numéro
          </label>
          <input
            id={`${id}-recherche`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            className={controlClass}
          />
        </div>
        {failure && (
          <p role="alert" className={alertClass}>
            {failure}
          </p>
        )}
        {works.stalled ? (
          <StalledNotice live={works} message={STUDIO_MESSAGES.listStalled} placement="inline" />
        ) : works.status === 'loading' ? (
          <p role="status" className={hintClass}>
            Chargement…
          </p>
        ) : (
          <p role="status" className={hintClass}>
            {shown.length === 0
              ? query.trim() === ''
                ? 'Aucune œuvre dans cette galerie.'
                : 'Aucune œuvre ne correspond à cette recherche.'
              : `${shown.length} œuvre${shown.length > 1 ? 's' : ''}`}
          </p>
        )}
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {shown.map((artwork) => (
            <CatalogueCard
              key={artwork.key}
              artwork={artwork}
              onEdit={() => onEdit({ type: artwork.type, key: artwork.key })}
              onDelete={() => void remove(artwork)}
            />
          ))}
        </ul>
      </div>
      {works.data && <MeasureWorks backend={backend} works={works.data} />}
    </section>
  );
}

function CatalogueCard({ artwork, onEdit, onDelete }: { artwork: Artwork; onEdit: () => void; onDelete: () => void }) {
  const named = <span className="sr-only"> « {artwork.title} »</span>;
  return (
    <li className="flex flex-col rounded-md border border-ink/15 bg-white p-2">
      <PictureOrTitle
        src={artwork.thumbnail ?? artwork.image}
        alt=""
        title={artwork.title}
        loading="lazy"
        className="aspect-square w-full rounded bg-paper object-contain"
      />
      <p className="mt-2 text-sm font-medium text-ink">{artwork.title}</p>
      <p className="text-sm text-ink/80">
        n° {artwork.subtitle}
        {artwork.type === CANVAS_TYPE && artwork.years !== undefined && ` · ${artwork.years}`}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <button type="button" onClick={onEdit} className={`${secondaryButtonClass} px-3 py-1 text-sm`}>
          Modifier{named}
        </button>
        <button type="button" onClick={onDelete} className={`${dangerButtonClass} px-3 py-1 text-sm`}>
          Supprimer{named}
        </button>
      </div>
    </li>
  );
}
