/**
 * The shared write path (src/backend/write-path.ts) on the in-memory store the unit tests use:
 * the demo backend's own storage code on a persistence in memory, with levers that hold a call
 * (a write that hangs, then lands late) or make it fail.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type ArtworkFields, type PreparedPhoto } from '@/backend/types';
import { WRITE_TIMEOUT_MS } from '@/backend/deadline';
import type { Artwork, ArtworkType } from '@/domain/artwork';
import { makeArtwork } from '@/test/artwork-factory';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

/** A work of the earlier site: a legacy key, no size, no creation time, an image of the site. */
const LEGACY = makeArtwork({
  key: 'undefined12',
  title: 'Arbre en hiver 12',
  subtitle: '12',
  image: '/images/12.webp',
});
/** A work added by this site. */
const ADDED = makeArtwork({
  key: '27',
  title: 'Brume 27',
  subtitle: '27',
  image: 'demo-image:1600000000000',
  thumbnail: 'demo-image:1600000000000-thumb',
  width: 1200,
  height: 800,
  created: 1_600_000_000_000,
});
const CANVAS = makeArtwork({
  key: '5',
  type: 'Peinture sur Toile',
  subtitle: '5',
  years: 2021,
  created: 1_600_000_000_001,
});

let clock = 1_700_000_000_000;

beforeEach(() => {
  // Every upload gets its own name (its time), as on a real clock.
  vi.spyOn(Date, 'now').mockImplementation(() => ++clock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function photo(): PreparedPhoto {
  const blob = (text: string) => new Blob([text], { type: 'image/webp' });
  return {
    large: blob('large'),
    thumbnail: blob('thumb'),
    zoom: blob('zoom'),
    width: 2000,
    height: 1500,
    zoomWidth: 3200,
    zoomHeight: 2400,
  };
}

function fields(overrides: Partial<ArtworkFields> = {}): ArtworkFields {
  return {
    type: 'Aquarelles',
    title: 'Brise 40',
    subtitle: '40',
    description: 'Lavis.',
    dimensions: null,
    ...overrides,
  };
}

function backendWith(
  artworks: Artwork[] = [LEGACY, ADDED, CANVAS],
  options: Parameters<typeof createTestBackend>[0] = {},
) {
  const backend = createTestBackend({ artworks, ...options });
  // The work's own images, as an earlier upload left them.
  void backend.persistence.putImage('1600000000000', new Blob(['old']));
  void backend.persistence.putImage('1600000000000-thumb', new Blob(['old']));
  return backend;
}

function storedImages(backend: TestBackend): string[] {
  return [...backend.persistence.images.keys()].sort();
}

/** The names queued at imageDeletions/, waiting to be deleted. */
function queuedImages(backend: TestBackend): string[] {
  return [...backend.persistence.changes]
    .filter(([path, value]) => path.startsWith('imageDeletions/') && value !== null)
    .map(([path]) => path.slice('imageDeletions/'.length))
    .sort();
}

async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

/** The works a gallery shows now. */
function worksOf(backend: TestBackend, type: ArtworkType): Promise<Artwork[]> {
  return new Promise((resolve, reject) => {
    const stop = backend.subscribeArtworks(
      type,
      (artworks) => {
        queueMicrotask(() => stop());
        resolve(artworks);
      },
      reject,
    );
  });
}

describe('adding a work', () => {
  it('stores the three images, then the record with its creation time', async () => {
    const backend = backendWith();
    const progress: number[] = [];
    const added = await backend.addArtwork(fields(), photo(), (fraction) => progress.push(fraction));

    const name = added.image.replace('demo-image:', '');
    expect(storedImages(backend)).toEqual(
      ['1600000000000', '1600000000000-thumb', name, `${name}-thumb`, `${name}-zoom`].sort(),
    );
    expect(await backend.find('Aquarelles', '40')).toEqual({
      key: '40',
      type: 'Aquarelles',
      title: 'Brise 40',
      subtitle: '40',
      description: 'Lavis.',
      dimensions: null,
      image: `demo-image:${name}`,
      thumbnail: `demo-image:${name}-thumb`,
      width: 2000,
      height: 1500,
      zoom: `demo-image:${name}-zoom`,
      zoomWidth: 3200,
      zoomHeight: 2400,
      created: added.created,
    });
    expect(progress.at(-1)).toBe(1);
  });

  it('lets one of two adds of the same numéro at once win; the other gets the duplicate refusal and leaves no image', async () => {
    const backend = backendWith();
    // Both pass the numéro check, then wait in their uploads.
    const first = backend.store.hold('uploadImages');
    const second = backend.store.hold('uploadImages');
    const adding = [
      backend.addArtwork(fields({ title: 'Premier 40' }), photo()),
      backend.addArtwork(fields({ title: 'Second 40' }), photo()),
    ];
    await Promise.all([first.reached, second.reached]);
    first.release();
    second.release();
    const results = await Promise.allSettled(adding);

    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect([won.length, lost.length]).toEqual([1, 1]);
    expect((lost[0]!.reason as BackendError).code).toBe('duplicate-numero');
    expect((await backend.find('Aquarelles', '40'))?.title).toBe(won[0]!.value.title);
    const winner = won[0]!.value.image.replace('demo-image:', '');
    expect(storedImages(backend)).toEqual(
      ['1600000000000', '1600000000000-thumb', winner, `${winner}-thumb`, `${winner}-zoom`].sort(),
    );
  });

  it('refuses a numéro already used in the type, under a legacy key, before uploading anything', async () => {
    const backend = backendWith();
    const error = await rejection(backend.addArtwork(fields({ subtitle: ' 12 ' }), photo()));
    expect(error.code).toBe('duplicate-numero');
    expect(backend.store.log.map((call) => call.operation)).toEqual(['read']);
  });

  it('refuses a year the rules refuse, naming the field, before uploading anything', async () => {
    const backend = backendWith();
    const error = await rejection(backend.addArtwork(fields({ type: 'Peinture sur Toile', years: 999 }), photo()));
    expect(error).toMatchObject({ code: 'invalid-field', field: 'years' });
    expect(backend.store.log).toEqual([]);
  });

  it('gives up after the time bound, removes its images, and withdraws a record written late', async () => {
    vi.useFakeTimers();
    const backend = backendWith();
    const held = backend.store.hold('transact');
    const adding = rejection(backend.addArtwork(fields(), photo()));
    await held.reached;
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS);

    expect((await adding).code).toBe('timeout');
    expect(storedImages(backend)).toEqual(['1600000000000', '1600000000000-thumb']);

    // The connection comes back: the record lands, and is taken back at once.
    held.release();
    await vi.waitFor(async () =>
      expect(backend.store.log.filter((call) => call.operation === 'transact')).toHaveLength(2),
    );
    await vi.waitFor(async () => expect(await backend.find('Aquarelles', '40')).toBeUndefined());
  });

  it('gives up on an upload that makes no progress, and keeps nothing', async () => {
    vi.useFakeTimers();
    const backend = backendWith();
    const held = backend.store.hold('uploadImages', 0.3);
    const adding = rejection(backend.addArtwork(fields(), photo()));
    await held.reached;
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS);

    expect((await adding).code).toBe('timeout');
    held.release();
    await vi.waitFor(() => expect(storedImages(backend)).toEqual(['1600000000000', '1600000000000-thumb']));
    expect(await backend.find('Aquarelles', '40')).toBeUndefined();
  });

  it('says the session expired when the store refuses a signed-out user', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = backendWith();
    const held = backend.store.hold('transact');
    const adding = rejection(backend.addArtwork(fields(), photo()));
    await held.reached;
    await backend.signOut();
    held.release();

    expect((await adding).code).toBe('session-expired');
    expect(await backend.find('Aquarelles', '40')).toBeUndefined();
    // Signed out, its images cannot be removed either: the console says so.
    expect(warn).toHaveBeenCalledWith('An image could not be removed from storage:', expect.any(BackendError));
  });

  it('passes on a refusal whose cause it cannot tell, and removes its images', async () => {
    const backend = backendWith();
    backend.store.failNext('transact', 'permission-denied');
    expect((await rejection(backend.addArtwork(fields(), photo()))).code).toBe('permission-denied');
    expect(storedImages(backend)).toEqual(['1600000000000', '1600000000000-thumb']);
  });
});

describe('editing a work', () => {
  it('overwrites a legacy record in place, keeping its key and its image, and adds no creation time', async () => {
    const backend = backendWith();
    await backend.updateArtwork(LEGACY, fields({ title: 'Arbre sous la neige 12', subtitle: '12' }), null);

    const stored = await backend.find('Aquarelles', 'undefined12');
    expect(stored).toMatchObject({ title: 'Arbre sous la neige 12', image: '/images/12.webp' });
    expect(stored?.created).toBeUndefined();
    expect(await backend.find('Aquarelles', '12')).toBeUndefined();
  });

  it('replaces the photo: new images, the record, then the old images queued for deletion, kept for now', async () => {
    const backend = backendWith();
    const edited = await backend.updateArtwork(ADDED, fields({ title: 'Brume 27', subtitle: '27' }), photo());

    const name = edited.image.replace('demo-image:', '');
    expect(storedImages(backend)).toEqual(
      ['1600000000000', '1600000000000-thumb', name, `${name}-thumb`, `${name}-zoom`].sort(),
    );
    expect(queuedImages(backend)).toEqual(['1600000000000', '1600000000000-thumb']);
    expect(backend.persistence.changes.get('imageDeletions/1600000000000')).toEqual({
      url: 'demo-image:1600000000000',
      queuedAt: expect.any(Number),
    });
    expect(await backend.find('Aquarelles', '27')).toMatchObject({ image: edited.image, created: ADDED.created });
  });

  it('moves a work that changes type, giving a legacy work its creation time at its new place', async () => {
    const backend = backendWith();
    const moved = await backend.updateArtwork(LEGACY, fields({ type: 'Photos en vrac', subtitle: '12' }), null);

    expect(moved.key).toBe('12');
    expect(await backend.find('Aquarelles', 'undefined12')).toBeUndefined();
    expect(await backend.find('Photos en vrac', '12')).toMatchObject({
      image: '/images/12.webp',
      created: expect.any(Number),
    });
  });

  it('refuses to edit a work deleted meanwhile, and removes the new photo’s images', async () => {
    const backend = backendWith();
    await backend.deleteArtwork(ADDED);
    const error = await rejection(backend.updateArtwork(ADDED, fields({ subtitle: '27' }), photo()));

    expect(error.code).toBe('gone');
    expect(await backend.find('Aquarelles', '27')).toBeUndefined();
    expect(storedImages(backend)).toEqual(['1600000000000', '1600000000000-thumb']);
  });

  it('refuses to edit another work added meanwhile under the same key', async () => {
    const backend = backendWith();
    const stale = { ...ADDED };
    await backend.deleteArtwork(ADDED);
    await backend.purgeArtwork((await backend.findInTrash('Aquarelles', '27'))!);
    await backend.addArtwork(fields({ title: 'Nouvelle 27', subtitle: '27' }), photo());

    expect(
      (await rejection(backend.updateArtwork(stale, fields({ title: 'Brume 27', subtitle: '27' }), null))).code,
    ).toBe('gone');
    expect((await backend.find('Aquarelles', '27'))?.title).toBe('Nouvelle 27');
  });

  it('keeps both photos while an edit is past its deadline, then queues the old ones when it lands', async () => {
    vi.useFakeTimers();
    const backend = backendWith();
    const held = backend.store.hold('transact');
    const editing = rejection(backend.updateArtwork(ADDED, fields({ subtitle: '27' }), photo()));
    await held.reached;
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS);

    expect((await editing).code).toBe('timeout');
    expect(storedImages(backend)).toHaveLength(5);
    held.release();
    await vi.waitFor(() => expect(queuedImages(backend)).toEqual(['1600000000000', '1600000000000-thumb']));
    const stored = await backend.find('Aquarelles', '27');
    expect(storedImages(backend)).toContain(stored!.image.replace('demo-image:', ''));
  });
});

describe('a misfiled record of the earlier site', () => {
  // Stored under Aquarelles, its own field says "Photos en vrac"; another work has its key there.
  const records = {
    'articles/Aquarelles/undefined8': {
      title: 'Falaise 8',
      subtitle: '8',
      type: 'Photos en vrac',
      description: '',
      image: '/images/8.webp',
    },
    'articles/Photos en vrac/undefined8': {
      title: 'Port 8',
      subtitle: '8',
      type: 'Photos en vrac',
      description: '',
      image: '/images/p8.webp',
    },
  };

  it('is shown, edited and deleted where it is stored, never at the path its type field names', async () => {
    const backend = backendWith([], { records });
    const misfiled = (await worksOf(backend, 'Aquarelles')).find((artwork) => artwork.key === 'undefined8')!;
    expect(misfiled.type).toBe('Aquarelles');

    await backend.updateArtwork(misfiled, fields({ title: 'Falaise d’Aval 8', subtitle: '8' }), null);
    expect(await backend.find('Aquarelles', 'undefined8')).toMatchObject({
      title: 'Falaise d’Aval 8',
      type: 'Aquarelles',
    });

    await backend.deleteArtwork((await worksOf(backend, 'Aquarelles'))[0]!);
    expect(await backend.find('Aquarelles', 'undefined8')).toBeUndefined();
    expect(await backend.findInTrash('Aquarelles', 'undefined8')).toMatchObject({ title: 'Falaise d’Aval 8' });
    expect(await backend.find('Photos en vrac', 'undefined8')).toMatchObject({ title: 'Port 8' });
  });
});

describe('the trash', () => {
  it('takes a deleted work with its images, and gives it back under its own key', async () => {
    const backend = backendWith();
    const trashed = await backend.deleteArtwork(ADDED);

    expect(await backend.find('Aquarelles', '27')).toBeUndefined();
    expect(await backend.findInTrash('Aquarelles', '27')).toEqual({ ...ADDED, deletedAt: trashed.deletedAt });
    expect(storedImages(backend)).toEqual(['1600000000000', '1600000000000-thumb']);

    await backend.restoreArtwork(trashed);
    expect(await backend.find('Aquarelles', '27')).toEqual(ADDED);
    expect(await backend.findInTrash('Aquarelles', '27')).toBeUndefined();
  });

  it('gives a restored legacy work a creation time, and keeps its image', async () => {
    const backend = backendWith();
    const restored = await backend.restoreArtwork(await backend.deleteArtwork(LEGACY));
    expect(restored).toMatchObject({ key: 'undefined12', image: '/images/12.webp', created: expect.any(Number) });
  });

  it('refuses to restore a work whose numéro was taken meanwhile, and keeps it in the trash', async () => {
    const backend = backendWith();
    const trashed = await backend.deleteArtwork(LEGACY);
    await backend.addArtwork(fields({ title: 'Autre 12', subtitle: '12' }), photo());

    expect((await rejection(backend.restoreArtwork(trashed))).code).toBe('duplicate-numero');
    expect(await backend.findInTrash('Aquarelles', 'undefined12')).toBeDefined();
    expect((await backend.find('Aquarelles', '12'))?.title).toBe('Autre 12');
  });

  it('refuses a second deleted work under a key the trash holds, and keeps both works', async () => {
    const backend = backendWith();
    await backend.deleteArtwork(ADDED);
    const again = await backend.addArtwork(fields({ title: 'Brume bis 27', subtitle: '27' }), photo());

    expect((await rejection(backend.deleteArtwork(again))).code).toBe('trash-occupied');
    expect(await backend.find('Aquarelles', '27')).toBeDefined();
    expect((await backend.findInTrash('Aquarelles', '27'))?.title).toBe('Brume 27');
  });

  it('says so when the work was deleted already (in another tab, say)', async () => {
    const backend = backendWith();
    await backend.deleteArtwork(ADDED);
    expect((await rejection(backend.deleteArtwork(ADDED))).code).toBe('gone');
  });

  it('purges a deleted work: its record, then its images are queued for deletion', async () => {
    const backend = backendWith();
    await backend.purgeArtwork(await backend.deleteArtwork(ADDED));

    expect(await backend.findInTrash('Aquarelles', '27')).toBeUndefined();
    expect(queuedImages(backend)).toEqual(['1600000000000', '1600000000000-thumb']);
    expect(storedImages(backend)).toEqual(['1600000000000', '1600000000000-thumb']);
  });

  it('queues on purge no image another work still shows', async () => {
    const twin = makeArtwork({ key: '28', subtitle: '28', image: ADDED.image, created: 1_600_000_000_002 });
    const backend = backendWith([ADDED, twin]);
    await backend.purgeArtwork(await backend.deleteArtwork(ADDED));
    expect(queuedImages(backend)).toEqual(['1600000000000-thumb']);
  });

  it('purges nothing when the trash holds another deletion under that key', async () => {
    const backend = backendWith();
    const trashed = await backend.deleteArtwork(ADDED);
    await backend.restoreArtwork(trashed);
    await backend.deleteArtwork(ADDED);
    expect((await rejection(backend.purgeArtwork(trashed))).code).toBe('gone');
    expect(storedImages(backend)).toEqual(['1600000000000', '1600000000000-thumb']);
  });

  it('lists the deleted works', async () => {
    const backend = backendWith();
    await backend.deleteArtwork(ADDED);
    await backend.deleteArtwork(CANVAS);
    const trashed = await new Promise<unknown[]>((resolve, reject) => backend.subscribeTrash(resolve, reject));
    expect(trashed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: '27' }),
        expect.objectContaining({ key: '5', years: 2021 }),
      ]),
    );
  });
});

describe('measuring a legacy work', () => {
  it('stores the size of a work that has none, scaled to what the rules take', async () => {
    const backend = backendWith();
    expect(await backend.recordImageSize(LEGACY, { width: 4000, height: 3000 })).toBe(true);
    expect(await backend.find('Aquarelles', 'undefined12')).toMatchObject({ width: 3200, height: 2400 });
  });

  it('leaves a measured work alone', async () => {
    const backend = backendWith();
    expect(await backend.recordImageSize(ADDED, { width: 10, height: 10 })).toBe(false);
    expect(await backend.find('Aquarelles', '27')).toMatchObject({ width: 1200, height: 800 });
  });
});
