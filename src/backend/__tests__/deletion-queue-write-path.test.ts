/**
 * The deletion queue of the shared write path (src/backend/write-path.ts): an image no longer
 * shown is queued at imageDeletions/{name}, and emptyDeletionQueue deletes it only once a day has
 * passed, the deployed pages were built after it was queued, and nothing stored shows it again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELETION_DELAY_MS, PUBLICATION_MARGIN_MS } from '@/backend/write-path';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { makeArtwork } from '@/test/artwork-factory';
import { PREPARED } from '@/test/photos';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

const HOUR = 60 * 60 * 1000;
let clock = 1_700_000_000_000;

beforeEach(() => {
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const WORK = makeArtwork({
  key: '27',
  subtitle: '27',
  image: 'demo-image:1600000000000',
  thumbnail: 'demo-image:1600000000000-thumb',
  created: 1_600_000_000_000,
});
const OLD = ['1600000000000', '1600000000000-thumb'];

function queuedImages(backend: TestBackend): string[] {
  return [...backend.persistence.changes]
    .filter(([path, value]) => path.startsWith('imageDeletions/') && value !== null)
    .map(([path]) => path.slice('imageDeletions/'.length))
    .sort();
}

function storedImages(backend: TestBackend): string[] {
  return [...backend.persistence.images.keys()].sort();
}

/** A backend whose work had its photo replaced at `clock`: its two old images are queued. */
async function replacedPhoto(): Promise<{ backend: TestBackend; queuedAt: number }> {
  const backend = createTestBackend({ artworks: [WORK] });
  for (const name of OLD) await backend.persistence.putImage(name, new Blob(['old']));
  const queuedAt = ++clock;
  await backend.updateArtwork(WORK, { ...WORK, dimensions: null }, PREPARED);
  expect(queuedImages(backend)).toEqual(OLD);
  return { backend, queuedAt };
}

describe('the deletion queue', () => {
  it('deletes an image only once the deployed pages stop showing it, and never within a day', async () => {
    const { backend, queuedAt } = await replacedPhoto();

    // Published an hour later, but the day has not passed.
    backend.deployed.publishedAt = queuedAt + HOUR;
    clock = queuedAt + DELETION_DELAY_MS - 1;
    expect(await backend.emptyDeletionQueue()).toBe(0);
    expect(storedImages(backend)).toEqual(expect.arrayContaining(OLD));

    // A day later, but the pages deployed were built before the image was queued: they show it.
    backend.deployed.publishedAt = queuedAt - HOUR;
    clock = queuedAt + 3 * DELETION_DELAY_MS;
    expect(await backend.emptyDeletionQueue()).toBe(0);
    // Nor a build within the margin of its queueing (its data may have been read just before).
    backend.deployed.publishedAt = queuedAt + PUBLICATION_MARGIN_MS - 1;
    expect(await backend.emptyDeletionQueue()).toBe(0);
    backend.deployed.publishedAt = null;
    expect(await backend.emptyDeletionQueue()).toBe(0);
    expect(queuedImages(backend)).toEqual(OLD);

    // Published after it was queued, and a day has passed: the images and their entries go.
    backend.deployed.publishedAt = queuedAt + HOUR;
    expect(await backend.emptyDeletionQueue()).toBe(2);
    expect(storedImages(backend)).not.toEqual(expect.arrayContaining([OLD[0]]));
    expect(storedImages(backend)).toHaveLength(3);
    expect(queuedImages(backend)).toEqual([]);
  });

  it('keeps an image shown again meanwhile, and lets its entry go', async () => {
    const { backend, queuedAt } = await replacedPhoto();
    // A clipping made of the old image (a deliberate overwrite, a restored backup).
    const site = structuredClone(DEFAULT_SITE_CONTENT);
    await backend.importSiteContent(site);
    const clipping = { image: WORK.image, thumbnail: WORK.thumbnail!, width: 800, height: 600, alt: 'Brume' };
    await backend.saveSiteSection('press', [...site.press, clipping], site.press);

    backend.deployed.publishedAt = queuedAt + HOUR;
    clock = queuedAt + DELETION_DELAY_MS + HOUR;
    expect(await backend.emptyDeletionQueue()).toBe(0);
    expect(storedImages(backend)).toEqual(expect.arrayContaining(OLD));
    expect(queuedImages(backend)).toEqual([]);
  });

  it('leaves the queue as it was when a deletion fails, and finishes at the next visit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { backend, queuedAt } = await replacedPhoto();
    backend.deployed.publishedAt = queuedAt + HOUR;
    clock = queuedAt + DELETION_DELAY_MS + HOUR;

    backend.store.failNext('deleteImage', 'network');
    expect(await backend.emptyDeletionQueue()).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(queuedImages(backend)).toHaveLength(1);
    expect(storedImages(backend).filter((name) => OLD.includes(name))).toHaveLength(1);

    expect(await backend.emptyDeletionQueue()).toBe(1);
    expect(queuedImages(backend)).toEqual([]);
  });

  it('deletes nothing when the records cannot be read', async () => {
    const { backend, queuedAt } = await replacedPhoto();
    backend.deployed.publishedAt = queuedAt + HOUR;
    clock = queuedAt + DELETION_DELAY_MS + HOUR;
    // The queue is read, then the articles fail.
    backend.store.hold('read').release();
    backend.store.failNext('read', 'network');
    await expect(backend.emptyDeletionQueue()).rejects.toMatchObject({ code: 'network' });
    expect(queuedImages(backend)).toEqual(OLD);
    expect(storedImages(backend)).toEqual(expect.arrayContaining(OLD));
  });

  it('still removes at once the images of a save that was never written', async () => {
    const backend = createTestBackend({ artworks: [WORK] });
    backend.store.failNext('transact', 'permission-denied');
    await expect(backend.updateArtwork(WORK, { ...WORK, dimensions: null }, PREPARED)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(storedImages(backend)).toEqual([]);
    expect(queuedImages(backend)).toEqual([]);
  });
});
