import { createContext, useContext, type ReactNode } from 'react';
import type { Artwork, ArtworkType } from '@/domain/artwork';

/**
 * Works known when the page was prerendered (the demo seed, or the public database read at
 * build time). A gallery shows them at once, then follows the live data. The same list is
 * embedded in the page as JSON so that hydration renders exactly what the HTML holds.
 */
export type InitialArtworks = Partial<Record<ArtworkType, Artwork[]>>;

const InitialArtworksContext = createContext<InitialArtworks>({});

export function InitialArtworksProvider({ value, children }: { value: InitialArtworks; children: ReactNode }) {
  return <InitialArtworksContext.Provider value={value}>{children}</InitialArtworksContext.Provider>;
}

export function useInitialArtworks(type: ArtworkType): Artwork[] | undefined {
  return useContext(InitialArtworksContext)[type];
}

export const INITIAL_ARTWORKS_ELEMENT_ID = 'initial-artworks';

/** Reads what the prerendered page embedded; an empty object when there is nothing. */
export function readEmbeddedInitialArtworks(doc: Document): InitialArtworks {
  const text = doc.getElementById(INITIAL_ARTWORKS_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as InitialArtworks;
  } catch {
    return {};
  }
}
