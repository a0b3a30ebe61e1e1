import { useMemo, type Ref } from 'react';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { ARTWORK_TYPE_LABELS, ARTWORK_TYPES, isArtworkType, type Artwork, type ArtworkType } from '@/domain/artwork';
import { displayTitle } from '@/domain/title';
import type { AsyncState } from '@/hooks/use-subscription';
import { alertClass, controlClass, labelClass } from '../shared/form-styles';

const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

/**
 * The label of a work in the pickers: "{title} — n° {numéro}", the title as the site shows it
 * ("Série 2 n°31" reads "Série — n° 31", as in the viewer).
 */
export function artworkOptionLabel(artwork: Pick<Artwork, 'title' | 'subtitle'>): string {
  return `${displayTitle(artwork.title)} — n° ${artwork.subtitle}`;
}

interface ArtworkPickerProps {
  prefix: string;
  legend: string;
  type: ArtworkType;
  onTypeChange: (type: ArtworkType) => void;
  /** The live works of `type` (stalled: no answer in time, see the catalogue's notice). */
  list: AsyncState<Artwork[]> & { stalled?: boolean };
  /** The chosen work, or null; a work gone from the live list counts as none. */
  selected: Artwork | null;
  onSelect: (artwork: Artwork | null) => void;
  workSelectRef?: Ref<HTMLSelectElement>;
  disabled?: boolean;
}

/** Chooses a work from the live list: its type first, then the work by title and numéro. */
export function ArtworkPicker({
  prefix,
  legend,
  type,
  onTypeChange,
  list,
  selected,
  onSelect,
  workSelectRef,
  disabled = false,
}: ArtworkPickerProps) {
  const typeId = `${prefix}-choix-type`;
  const workId = `${prefix}-choix-oeuvre`;
  const works = useMemo(
    () =>
      [...(list.data ?? [])].sort(
        (a, b) => collator.compare(a.title, b.title) || collator.compare(a.subtitle, b.subtitle),
      ),
    [list.data],
  );
  const placeholder =
    list.status === 'loading'
      ? list.stalled
        ? 'La liste ne répond pas'
        : 'Chargement…'
      : works.length === 0
        ? 'Aucune œuvre de ce type'
        : 'Choisir une œuvre';

  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <legend className="sr-only">{legend}</legend>
      <div>
        <label htmlFor={typeId} className={labelClass}>
          Type
        </label>
        <select
          id={typeId}
          value={type}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isArtworkType(value)) onTypeChange(value);
          }}
          className={controlClass}
        >
          {ARTWORK_TYPES.map((value) => (
            <option key={value} value={value}>
              {ARTWORK_TYPE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={workId} className={labelClass}>
          Œuvre
        </label>
        <select
          id={workId}
          ref={workSelectRef}
          value={selected?.key ?? ''}
          disabled={works.length === 0}
          onChange={(event) => {
            const key = event.currentTarget.value;
            onSelect(works.find((artwork) => artwork.key === key) ?? null);
          }}
          className={controlClass}
        >
          <option value="">{placeholder}</option>
          {works.map((artwork) => (
            <option key={artwork.key} value={artwork.key}>
              {artworkOptionLabel(artwork)}
            </option>
          ))}
        </select>
      </div>
      {list.status === 'error' && (
        <p role="alert" className={alertClass}>
          {STUDIO_MESSAGES.listFailed}
        </p>
      )}
    </fieldset>
  );
}
