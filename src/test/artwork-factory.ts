import type { Artwork, ArtworkType } from '@/domain/artwork';

/** A work for tests: give what matters to the test, the rest is filled in. */
export function makeArtwork(overrides: Partial<Artwork> & { key: string }): Artwork {
  const type: ArtworkType = overrides.type ?? 'Aquarelles';
  return {
    type,
    title: `Œuvre ${overrides.key}`,
    subtitle: overrides.key,
    description: '',
    image: `/images/${overrides.key}.webp`,
    dimensions: null,
    ...overrides,
  };
}
