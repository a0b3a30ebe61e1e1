import type { Artwork } from '@/domain/artwork';
import { isAvailable } from '@/domain/availability';

/*
 * A gallery's "Disponibles" filter: the works marked available, in the gallery's display order,
 * at an address of its own (`?disponibles` after the gallery's, and after a work's while the
 * viewer browses the filtered works), so that a filtered gallery can be shared and reloaded.
 */

/** The query parameter of the filter: `/aquarelles?disponibles`. */
export const AVAILABLE_PARAM = 'disponibles';

export const AVAILABLE_QUERY = `?${AVAILABLE_PARAM}`;

export const AVAILABLE_TEXT = {
  toggle: 'Disponibles',
  none: "Aucune œuvre de cette galerie n'est disponible en ce moment.",
} as const;

/** Whether an address's query asks for the filter. */
export function availableAsked(search: string): boolean {
  return new URLSearchParams(search).has(AVAILABLE_PARAM);
}

/**
 * Whether the gallery offers the filter: only when at least one of its works has a status, so
 * that a gallery where she has marked nothing (every gallery of the earlier site) shows exactly
 * as before, without a toggle that would empty it.
 */
export function offersAvailableFilter(artworks: readonly Pick<Artwork, 'status'>[]): boolean {
  return artworks.some((artwork) => artwork.status !== undefined);
}

/** The works the filter keeps, in the order given. */
export function availableOnly<T extends Pick<Artwork, 'status'>>(artworks: readonly T[]): T[] {
  return artworks.filter(isAvailable);
}

interface AvailableToggleProps {
  pressed: boolean;
  onToggle: () => void;
}

/** "Disponibles": a toggle button (aria-pressed) that puts the filter on and off. */
export function AvailableToggle({ pressed, onToggle }: AvailableToggleProps) {
  return (
    <div className="mb-8 flex justify-center">
      <button
        type="button"
        aria-pressed={pressed}
        onClick={onToggle}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-5 text-sm font-medium focus-visible:outline-offset-2 ${
          pressed ? 'border-ink bg-ink text-white' : 'border-ink/50 bg-white text-ink hover:bg-ink/5'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-2.5 rounded-full border ${pressed ? 'border-white bg-white' : 'border-ink/60'}`}
        />
        {AVAILABLE_TEXT.toggle}
      </button>
    </div>
  );
}
