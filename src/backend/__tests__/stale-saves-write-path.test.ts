/**
 * The shared write path (src/backend/write-path.ts) refusing a stale save: two tabs fill a form
 * from the same stored value and save in turn; the second is refused with 'conflict', carrying
 * what the first wrote, and nothing either wrote is lost; saving again with that value as the
 * starting point overwrites it deliberately.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type ArtworkFields } from '@/backend/types';
import type { Artwork } from '@/domain/artwork';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { SITE_SECTIONS, type SiteContent, type SiteSection } from '@/domain/site-content';
import { makeArtwork } from '@/test/artwork-factory';
import { PREPARED } from '@/test/photos';
import { createTestBackend } from '@/test/test-backend';

let clock = 1_700_000_000_000;

beforeEach(() => {
  vi.spyOn(Date, 'now').mockImplementation(() => ++clock);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const WORK = makeArtwork({
  key: '27',
  title: 'Brume 27',
  subtitle: '27',
  description: 'Lavis.',
  image: 'demo-image:1600000000000',
  created: 1_600_000_000_000,
});

function fields(overrides: Partial<ArtworkFields> = {}): ArtworkFields {
  return {
    type: 'Aquarelles',
    title: 'Brume 27',
    subtitle: '27',
    description: 'Lavis.',
    dimensions: null,
    ...overrides,
  };
}

async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

describe('two stale saves of a work', () => {
  it('writes the first, refuses the second with the stored work, and overwrites it when asked', async () => {
    const backend = createTestBackend({ artworks: [WORK] });
    // Two tabs filled their form from WORK; the laptop saves first.
    await backend.updateArtwork(WORK, fields({ title: 'Brume du matin 27' }), null);
    const error = await rejection(backend.updateArtwork(WORK, fields({ description: 'Lavis, 2024.' }), null));

    expect(error.code).toBe('conflict');
    // As the screens show it (the demo shows an image by an object URL; this one has no file).
    expect(error.current).toEqual({ ...WORK, image: '', title: 'Brume du matin 27' });
    expect(await backend.find('Aquarelles', '27')).toMatchObject({ title: 'Brume du matin 27', description: 'Lavis.' });

    // "Écraser": the same save, from what is stored now.
    await backend.updateArtwork(error.current as Artwork, fields({ description: 'Lavis, 2024.' }), null);
    expect(await backend.find('Aquarelles', '27')).toMatchObject({ title: 'Brume 27', description: 'Lavis, 2024.' });
  });

  it('refuses a stale save with a photo before uploading it, and queues nothing', async () => {
    const backend = createTestBackend({ artworks: [WORK] });
    await backend.updateArtwork(WORK, fields({ title: 'Brume du matin 27' }), null);
    expect((await rejection(backend.updateArtwork(WORK, fields(), PREPARED))).code).toBe('conflict');
    expect(backend.persistence.images.size).toBe(0);
    expect(backend.store.log.some((call) => call.operation === 'uploadImages')).toBe(false);
  });

  it('refuses a save whose photo was replaced meanwhile by another photo, keeping both', async () => {
    const backend = createTestBackend({ artworks: [WORK] });
    const first = await backend.updateArtwork(WORK, fields(), PREPARED);
    const error = await rejection(backend.updateArtwork(WORK, fields(), PREPARED));
    expect(error.code).toBe('conflict');
    expect((await backend.find('Aquarelles', '27'))?.image).toBe(first.image);
    // The second upload was removed at once (no page ever showed it); the first's three remain.
    expect(backend.persistence.images.size).toBe(3);
  });

  it('refuses a stale change of type: nothing moves', async () => {
    const backend = createTestBackend({ artworks: [WORK] });
    await backend.updateArtwork(WORK, fields({ title: 'Brume du matin 27' }), null);
    const error = await rejection(backend.updateArtwork(WORK, fields({ type: 'Photos en vrac' }), null));
    expect(error.code).toBe('conflict');
    expect(await backend.find('Photos en vrac', '27')).toBeUndefined();
    expect((await backend.find('Aquarelles', '27'))?.title).toBe('Brume du matin 27');
  });

  it('lets a save through when only what it keeps changed (the size the studio measured)', async () => {
    const legacy = makeArtwork({ key: 'undefined12', subtitle: '12', title: 'Arbre 12' });
    const backend = createTestBackend({ artworks: [legacy] });
    expect(await backend.recordImageSize(legacy, { width: 800, height: 600 })).toBe(true);
    await backend.updateArtwork(legacy, fields({ title: 'Arbre en hiver 12', subtitle: '12' }), null);
    expect(await backend.find('Aquarelles', 'undefined12')).toMatchObject({
      title: 'Arbre en hiver 12',
      width: 800,
      height: 600,
    });
  });
});

const SITE: SiteContent = structuredClone(DEFAULT_SITE_CONTENT);

/** For each section, two edits of it that differ from the stored value and from each other. */
const EDITS: { [S in SiteSection]: [SiteContent[S], SiteContent[S]] } = {
  statement: [
    { ...SITE.statement, title: 'La lumière des falaises' },
    { ...SITE.statement, paragraphs: ['Un seul paragraphe.'] },
  ],
  exhibitions: [['Salon de Caen'], [...SITE.exhibitions, 'Biennale de Rouen']],
  books: [
    { ...SITE.books, videoId: 'abcdefghijk' },
    { ...SITE.books, items: SITE.books.items.slice(1) },
  ],
  interventions: ['Ateliers dans les écoles.', 'Ateliers au musée.'],
  press: [SITE.press.slice(1), SITE.press.slice(0, -1)],
};

describe('two stale saves of a site section', () => {
  it.each(SITE_SECTIONS)(
    '%s: the second is refused with the stored section, then overwrites it when asked',
    async (section) => {
      const backend = createTestBackend({ site: SITE });
      const [first, second] = EDITS[section] as [unknown, unknown] as [
        SiteContent[typeof section],
        SiteContent[typeof section],
      ];
      const base = SITE[section];
      await backend.saveSiteSection(section, first, base);
      const error = await rejection(backend.saveSiteSection(section, second, base));

      expect(error.code).toBe('conflict');
      expect(error.current).toEqual(first);
      expect((await backend.readSite())?.[section]).toEqual(first);

      await backend.saveSiteSection(section, second, error.current as typeof first);
      expect((await backend.readSite())?.[section]).toEqual(second);
    },
  );

  it('never lets a stale list of clippings bring back a removed clipping', async () => {
    const backend = createTestBackend({ site: SITE });
    const added = await backend.saveSiteSection('press', SITE.press, SITE.press, {
      photo: PREPARED,
      into: (press, picture) => [...press, { ...picture, alt: 'Le Courrier cauchois' }],
    });
    // The phone removes it; the laptop, still showing it, saves a change of another clipping.
    await backend.saveSiteSection('press', SITE.press, added);
    const stale = added.map((clipping, i) => (i === 0 ? { ...clipping, alt: 'Retouché' } : clipping));
    expect((await rejection(backend.saveSiteSection('press', stale, added))).code).toBe('conflict');

    expect((await backend.readSite())?.press).toEqual(SITE.press);
  });

  it('compares what the database keeps: a list saved empty is its starting point again', async () => {
    const backend = createTestBackend({ site: SITE });
    await backend.saveSiteSection('exhibitions', [], SITE.exhibitions);
    await backend.saveSiteSection('exhibitions', ['Salon de Caen'], []);
    expect((await backend.readSite())?.exhibitions).toEqual(['Salon de Caen']);
  });

  it('refuses a stale save with a new picture before uploading it', async () => {
    const backend = createTestBackend({ site: SITE });
    await backend.saveSiteSection('press', SITE.press.slice(1), SITE.press);
    const error = await rejection(
      backend.saveSiteSection('press', SITE.press, SITE.press, {
        photo: PREPARED,
        into: (press, picture) => [...press, { ...picture, alt: 'Nouveau' }],
      }),
    );
    expect(error.code).toBe('conflict');
    expect(backend.persistence.images.size).toBe(0);
  });
});
