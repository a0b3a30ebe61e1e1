/**
 * The demo backend reads as Firebase does: following one gallery makes that gallery's sample
 * records only (src/backend/demo/demo-store.ts, DemoSeed), and the painter's changes read over
 * the sample data, removals included.
 */
import { describe, expect, it, vi } from 'vitest';
import { DemoSeed } from '@/backend/demo/demo-store';
import { scaledSeedOfType, scaledSeedRecords, seedRecords } from '@/backend/demo/seed';
import type { Artwork, ArtworkType } from '@/domain/artwork';
import { artworkPath } from '@/domain/keys';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { makeArtwork } from '@/test/artwork-factory';
import { createTestBackend } from '@/test/test-backend';

function firstAnswer(subscribe: (onData: (value: Artwork[]) => void, onError: (e: Error) => void) => () => void) {
  return new Promise<Artwork[]>((resolve, reject) => {
    const stop = subscribe((value) => {
      queueMicrotask(() => stop());
      resolve(value);
    }, reject);
  });
}

describe('DemoSeed', () => {
  function seedOfTwoGalleries() {
    const makers = {
      watercolours: vi.fn((): [string, unknown][] => [
        ['articles/Aquarelles/1', { title: 'Un 1' }],
        ['articles/Aquarelles/2', { title: 'Deux 2' }],
      ]),
      canvas: vi.fn((): [string, unknown][] => [['articles/Peinture sur Toile/3', { title: 'Trois 3' }]]),
      press: vi.fn((): [string, unknown][] => [['site/press', [{ image: 'a' }]]]),
    };
    const seed = new DemoSeed(
      new Map([
        ['articles/Aquarelles', makers.watercolours],
        ['articles/Peinture sur Toile', makers.canvas],
        ['site/press', makers.press],
      ]),
    );
    return { seed, makers };
  }

  it("makes a gallery's records on its first read only, and once", () => {
    const { seed, makers } = seedOfTwoGalleries();
    expect(makers.watercolours).not.toHaveBeenCalled();
    expect([...seed.under('articles/Aquarelles')].map(([path]) => path)).toEqual([
      'articles/Aquarelles/1',
      'articles/Aquarelles/2',
    ]);
    expect(seed.get('articles/Aquarelles/2')).toEqual({ title: 'Deux 2' });
    expect(makers.watercolours).toHaveBeenCalledTimes(1);
    expect(makers.canvas).not.toHaveBeenCalled();
    expect(makers.press).not.toHaveBeenCalled();
  });

  it('reads a node above the groups from the groups below it, and nothing else', () => {
    const { seed, makers } = seedOfTwoGalleries();
    expect([...seed.under('site')]).toEqual([['site/press', [{ image: 'a' }]]]);
    expect(makers.watercolours).not.toHaveBeenCalled();
    expect([...seed.under('articles')].map(([path]) => path)).toHaveLength(3);
  });

  it('has nothing where no group is', () => {
    const { seed } = seedOfTwoGalleries();
    expect(seed.get('articles/Vrac/1')).toBeUndefined();
    expect([...seed.under('trash')]).toEqual([]);
    // A path that only starts like a group's is not under it.
    expect([...seed.under('articles/Aquarelles/1')].map(([path]) => path)).toEqual(['articles/Aquarelles/1']);
  });
});

describe('the demo store, the changes over the sample data', () => {
  const WATERCOLOUR = makeArtwork({ key: '1', title: 'Un 1', subtitle: '1' });
  const OTHER = makeArtwork({ key: '2', title: 'Deux 2', subtitle: '2' });
  const CANVAS = makeArtwork({ key: '3', type: 'Peinture sur Toile', subtitle: '3', years: 2020 });
  const watercolours: ArtworkType = 'Aquarelles';

  it('shows a removed sample work no more, and an added work beside the others', async () => {
    const backend = createTestBackend({
      artworks: [WATERCOLOUR, OTHER, CANVAS],
      records: {
        [artworkPath(watercolours, '1')]: null,
        [artworkPath(watercolours, '9')]: { title: 'Neuf 9', subtitle: '9', image: '/images/9.webp' },
      },
    });
    const shown = await firstAnswer((onData, onError) => backend.subscribeArtworks(watercolours, onData, onError));
    expect(shown.map((artwork) => artwork.key)).toEqual(['2', '9']);
  });

  it('reads the site from its sections', async () => {
    const backend = createTestBackend({ site: DEFAULT_SITE_CONTENT });
    expect(await backend.readSite()).toEqual(DEFAULT_SITE_CONTENT);
  });
});

describe('the sample works, by gallery', () => {
  it("makes one gallery's works alone, as they are among all of them", () => {
    const all = seedRecords();
    for (const type of new Set(all.map((artwork) => artwork.type))) {
      expect(seedRecords(type)).toEqual(all.filter((artwork) => artwork.type === type));
    }
  });

  it("makes the benchmark's long galleries one by one, the same as all at once", () => {
    const all = scaledSeedRecords(30);
    const watercolours = [...scaledSeedOfType('Aquarelles', 30)];
    expect(watercolours).toHaveLength(30);
    expect(watercolours).toEqual(all.filter((artwork) => artwork.type === 'Aquarelles'));
    expect(new Set(watercolours.map((artwork) => artwork.key)).size).toBe(30);
  });
});
