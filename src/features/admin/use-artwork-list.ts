import { useEffect, useState } from 'react';
import type { AdminBackend } from '@/backend/types';
import type { Artwork, ArtworkType } from '@/domain/artwork';

export type ArtworkListState =
  | { status: 'loading'; data: null; error: null }
  | { status: 'error'; data: null; error: Error }
  | { status: 'success'; data: Artwork[]; error: null };

const LOADING: ArtworkListState = { status: 'loading', data: null, error: null };

const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

/** The live works of one type, sorted by title then numéro for the admin's pickers. */
export function useArtworkList(backend: AdminBackend, type: ArtworkType): ArtworkListState {
  const [answer, setAnswer] = useState<{ backend: AdminBackend; type: ArtworkType; state: ArtworkListState } | null>(
    null,
  );

  useEffect(
    () =>
      backend.subscribeArtworks(
        type,
        (artworks) =>
          setAnswer({ backend, type, state: { status: 'success', data: sortByTitle(artworks), error: null } }),
        (error) => setAnswer({ backend, type, state: { status: 'error', data: null, error } }),
      ),
    [backend, type],
  );

  return answer && answer.backend === backend && answer.type === type ? answer.state : LOADING;
}

function sortByTitle(artworks: Artwork[]): Artwork[] {
  return [...artworks].sort((a, b) => collator.compare(a.title, b.title) || collator.compare(a.subtitle, b.subtitle));
}

export function artworkOptionLabel(artwork: Pick<Artwork, 'title' | 'subtitle'>): string {
  return `${artwork.title} — n° ${artwork.subtitle}`;
}
