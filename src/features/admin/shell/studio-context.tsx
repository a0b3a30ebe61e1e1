import { createContext, useContext, useEffect } from 'react';
import type { AdminBackend } from '@/backend/types';
import type { SiteContent } from '@/domain/site-content';
import type { TrashedArtwork } from '@/domain/artwork';
import type { LiveState } from '@/hooks/use-subscription';
import type { WorksByType } from '../shared/use-studio-data';

/**
 * What every screen of the studio reads: the backend, and the works, the trash and the `site`
 * node, each followed once for the whole studio, so that moving from one screen to another
 * neither waits nor subscribes again.
 */
export interface Studio {
  backend: AdminBackend;
  works: LiveState<WorksByType>;
  trash: LiveState<TrashedArtwork[]>;
  /** The `site` node as stored: null while the project has none. */
  site: LiveState<SiteContent | null>;
}

export const StudioContext = createContext<Studio | null>(null);

/** The studio around the calling screen; only screens rendered inside the studio's shell call it. */
export function useStudio(): Studio {
  const studio = useContext(StudioContext);
  if (!studio) throw new Error('useStudio outside the studio');
  return studio;
}

/** Names the place within a screen (a gallery, a work) for the document's title; null: none. */
export const StudioPlaceContext = createContext<(place: string | null) => void>(() => {});

/**
 * Says where she is within the screen (a gallery, a work), so that the document's title, which a
 * tab, the history and a bookmark show, names it before the screen's name.
 */
export function useStudioPlace(place: string | null): void {
  const setPlace = useContext(StudioPlaceContext);
  useEffect(() => {
    setPlace(place);
    return () => setPlace(null);
  }, [place, setPlace]);
}
