/**
 * What only the Firebase store does, at its boundary: firebase/* are replaced by an in-memory
 * fake that logs every call, and the tests assert the exact paths, payloads and options that
 * would reach Firebase, their order, and how its errors are read. The write path's behaviour
 * (refusals, conflicts, the trash, the deletion queue, timeouts) is the contract of
 * src/backend/__tests__/write-path.contract.ts, run on this store by firebase-write-path.test.ts
 * beside this file. The data is the earlier site's export (legacy keys, no width or height).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Artwork, ArtworkType, TrashedArtwork } from '@/domain/artwork';
import { toArtwork } from '@/domain/database-reader';
import legacyExport from '@/test/fixtures/legacy-export.json';
import { BackendError, type ArtworkFields, type PreparedPhoto } from '../../types';
import { createFirebaseAdminBackend } from '../admin-backend';
import { BUCKET, downloadUrl, fake } from './fake-firebase';

vi.mock('@/backend/config', async () => (await import('./fake-firebase')).configModule(false));
vi.mock('firebase/app', async () => (await import('./fake-firebase')).appModule);
vi.mock('firebase/auth', async () => (await import('./fake-firebase')).authModule);
vi.mock('firebase/database', async () => (await import('./fake-firebase')).databaseModule);
vi.mock('firebase/storage', async () => (await import('./fake-firebase')).storageModule);

const NOW = 1_700_000_000_000;
const IMAGE_NAME = String(NOW);
const THUMB_NAME = `${NOW}-thumb`;
const ZOOM_NAME = `${NOW}-zoom`;
const UPLOAD_METADATA = { contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' };

// A new backend for each test: a write path names each upload after a millisecond it has not
// used yet, and every test uploads at the same frozen time.
let backend = createFirebaseAdminBackend();

function photo(): PreparedPhoto {
  return {
    large: new Blob([new Uint8Array(3000)], { type: 'image/webp' }),
    thumbnail: new Blob([new Uint8Array(1000)], { type: 'image/webp' }),
    zoom: new Blob([new Uint8Array(5000)], { type: 'image/webp' }),
    width: 1600,
    height: 1200,
    zoomWidth: 3200,
    zoomHeight: 2400,
  };
}

/** What a new photo gives a record. */
const NEW_IMAGES = {
  image: downloadUrl(IMAGE_NAME),
  thumbnail: downloadUrl(THUMB_NAME),
  width: 1600,
  height: 1200,
  zoom: downloadUrl(ZOOM_NAME),
  zoomWidth: 3200,
  zoomHeight: 2400,
};

const UPLOADS = [`upload ${IMAGE_NAME}`, `upload ${THUMB_NAME}`, `upload ${ZOOM_NAME}`];
const UPLOADS_DONE = [`upload-done ${IMAGE_NAME}`, `upload-done ${THUMB_NAME}`, `upload-done ${ZOOM_NAME}`];
const NEW_IMAGES_DELETED = [IMAGE_NAME, THUMB_NAME, ZOOM_NAME].map((name) => `delete-object ${BUCKET}/${name}`);

function fields(overrides: Partial<ArtworkFields> = {}): ArtworkFields {
  return { type: 'Aquarelles', title: 'Brume 40', subtitle: '40', description: 'Lavis.', dimensions: '', ...overrides };
}

/** A work as the galleries and the edit form get it, straight from the export. */
function stored(type: ArtworkType, key: string): Artwork {
  const record = (legacyExport.articles as Record<string, Record<string, unknown>>)[type]?.[key];
  const artwork = toArtwork(key, record);
  if (!artwork) throw new Error(`No ${type}/${key} in the fixture`);
  return artwork;
}

function objectNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.split('/o/')[1] ?? '');
}

/** Lets every pending promise callback run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

beforeEach(() => {
  backend = createFirebaseAdminBackend();
  fake.reset(legacyExport);
  // The painter is signed in as the admin (a refusal is then not an expired session).
  fake.users = [{ uid: 'painter', email: 'peintre@example.com', password: 'p', claims: { admin: true } }];
  fake.currentUser = { uid: 'painter', email: 'peintre@example.com' };
  for (const artworks of Object.values(legacyExport.articles)) {
    for (const record of Object.values(artworks)) fake.putObject(objectNameOf(record.image));
  }
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('adding a work', () => {
  it('uploads three objects named after the upload time, then creates the record in a transaction not applied locally', async () => {
    const progress: number[] = [];
    const artwork = await backend.addArtwork(
      fields({
        type: 'Peinture sur Toile',
        years: 2024,
        title: 'Falaises 30 ',
        subtitle: ' 30',
        dimensions: '80 x 100 cm',
        description: 'Huile.',
      }),
      photo(),
      (fraction) => progress.push(fraction),
    );

    expect(fake.log.filter((e) => e.op === 'upload')).toEqual([
      { op: 'upload', path: IMAGE_NAME, size: 3000, ...UPLOAD_METADATA },
      { op: 'upload', path: THUMB_NAME, size: 1000, ...UPLOAD_METADATA },
      { op: 'upload', path: ZOOM_NAME, size: 5000, ...UPLOAD_METADATA },
    ]);
    expect(fake.writes()).toEqual([
      {
        op: 'transaction',
        path: 'articles/Peinture sur Toile/30',
        applyLocally: false,
        value: {
          title: 'Falaises 30',
          subtitle: '30',
          type: 'Peinture sur Toile',
          years: 2024,
          description: 'Huile.',
          dimensions: '80 x 100 cm',
          ...NEW_IMAGES,
          created: NOW,
        },
      },
    ]);
    expect(artwork).toMatchObject({ key: '30', type: 'Peinture sur Toile', image: downloadUrl(IMAGE_NAME) });
    // Progress counts the bytes of the three uploads together.
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('writes dimensions null when empty, and the year of a work of any gallery (issue 31)', async () => {
    await backend.addArtwork(
      fields({ type: 'Photos en vrac', years: 2024, subtitle: '41', title: 'Port 41' }),
      photo(),
    );

    expect(fake.writes()).toEqual([
      {
        op: 'transaction',
        path: 'articles/Photos en vrac/41',
        applyLocally: false,
        value: {
          title: 'Port 41',
          subtitle: '41',
          type: 'Photos en vrac',
          description: 'Lavis.',
          dimensions: null,
          years: 2024,
          ...NEW_IMAGES,
          created: NOW,
        },
      },
    ]);
  });

  it('follows the path while its transaction runs, so that the first run sees the stored value, then stops', async () => {
    await backend.addArtwork(fields(), photo());
    expect(fake.transactions).toEqual([{ path: 'articles/Aquarelles/40', followed: true }]);
    expect(fake.listeners.get('articles/Aquarelles/40')).toBe(0);
  });

  it('never writes the record before every upload has finished', async () => {
    fake.holdUploads = true;
    const adding = backend.addArtwork(fields(), photo());
    await settle();
    expect(fake.held.map((upload) => upload.path)).toEqual([IMAGE_NAME, THUMB_NAME, ZOOM_NAME]);
    expect(fake.writes()).toEqual([]);

    fake.held[0]?.finish();
    fake.held[1]?.finish();
    await settle();
    expect(fake.writes()).toEqual([]);

    fake.held[2]?.finish();
    await adding;
    expect(fake.ops()).toEqual([...UPLOADS, ...UPLOADS_DONE, 'transaction articles/Aquarelles/40']);
  });

  it('reads PERMISSION_DENIED as a refusal, and deletes the three uploaded objects', async () => {
    fake.writeError = 'PERMISSION_DENIED';
    const error = await rejection(backend.addArtwork(fields(), photo()));

    expect(error.code).toBe('permission-denied');
    expect(fake.ops()).toEqual([...UPLOADS, ...UPLOADS_DONE, ...NEW_IMAGES_DELETED]);
    expect(fake.objects.size).toBe(Object.values(legacyExport.articles).flatMap(Object.values).length - 2);
  });

  it('writes no record and keeps no object when one upload is refused (storage/unauthorized)', async () => {
    fake.uploadErrors.set(THUMB_NAME, 'storage/unauthorized');
    const error = await rejection(backend.addArtwork(fields(), photo()));

    expect(error.code).toBe('permission-denied');
    expect(fake.writes()).toEqual([]);
    expect([IMAGE_NAME, THUMB_NAME, ZOOM_NAME].some((name) => fake.objects.has(name))).toBe(false);
  });

  it('reports an upload failing for any other reason as upload-failed', async () => {
    fake.uploadErrors.set(IMAGE_NAME, 'storage/unknown');
    expect((await rejection(backend.addArtwork(fields(), photo()))).code).toBe('upload-failed');
  });
});

describe('editing a work', () => {
  it('overwrites a legacy record at its own key in a transaction, its image kept as it is', async () => {
    const original = stored('Aquarelles', 'undefined12');
    await backend.updateArtwork(
      original,
      fields({ title: 'Arbre en hiver 12', subtitle: '12', description: 'Retouché.', dimensions: '  ' }),
      null,
    );

    expect(fake.writes()).toEqual([
      {
        op: 'transaction',
        path: 'articles/Aquarelles/undefined12',
        applyLocally: false,
        value: {
          title: 'Arbre en hiver 12',
          subtitle: '12',
          type: 'Aquarelles',
          description: 'Retouché.',
          dimensions: null,
          image: original.image,
        },
      },
    ]);
    expect(fake.log.some((e) => e.op === 'upload' || e.op === 'delete-object')).toBe(false);
  });

  it('queues the old object for deletion in one update at the root, at the server’s time', async () => {
    const original = stored('Aquarelles', 'undefined12');
    await backend.updateArtwork(original, fields({ title: 'Arbre en hiver 12', subtitle: '12' }), photo());

    expect(fake.ops()).toEqual([...UPLOADS, ...UPLOADS_DONE, 'transaction articles/Aquarelles/undefined12', 'update ']);
    expect(fake.writes().at(-1)).toEqual({
      op: 'update',
      path: '',
      value: { 'imageDeletions/1672531200000': { url: original.image, queuedAt: { '.sv': 'timestamp' } } },
    });
    expect(fake.read('imageDeletions/1672531200000')).toEqual({ url: original.image, queuedAt: NOW });
    expect(fake.objects.has('1672531200000')).toBe(true);
  });

  it('moves a work that changes type in one update at the root: the new record, and null at the old path', async () => {
    const original = stored('Aquarelles', 'undefined12');
    await backend.updateArtwork(
      original,
      fields({ type: 'Photos en vrac', years: 2020, title: 'Arbre en hiver 12', subtitle: '12' }),
      null,
    );

    expect(fake.writes()).toEqual([
      {
        op: 'update',
        path: '',
        value: {
          'articles/Photos en vrac/12': {
            title: 'Arbre en hiver 12',
            subtitle: '12',
            type: 'Photos en vrac',
            description: 'Lavis.',
            dimensions: null,
            years: 2020,
            image: original.image,
            created: NOW,
          },
          'articles/Aquarelles/undefined12': null,
        },
      },
    ]);
  });
});

describe('the trash', () => {
  it('takes a deleted legacy record in one update at the root, its objects kept', async () => {
    await backend.deleteArtwork(stored('Aquarelles', 'undefined12'));

    expect(fake.writes()).toEqual([
      {
        op: 'update',
        path: '',
        value: {
          'articles/Aquarelles/undefined12': null,
          'trash/Aquarelles/undefined12': {
            ...legacyExport.articles.Aquarelles.undefined12,
            dimensions: '30 x 40 cm',
            deletedAt: NOW,
          },
        },
      },
    ]);
    expect(fake.log.some((e) => e.op === 'delete-object')).toBe(false);
  });

  it('restores it under its own key, in one update at the root, with a creation time', async () => {
    const trashed = await backend.deleteArtwork(stored('Aquarelles', 'undefined12'));
    fake.log = [];
    await backend.restoreArtwork(trashed);

    expect(fake.writes()).toEqual([
      {
        op: 'update',
        path: '',
        value: {
          'articles/Aquarelles/undefined12': { ...legacyExport.articles.Aquarelles.undefined12, created: NOW },
          'trash/Aquarelles/undefined12': null,
        },
      },
    ]);
  });

  it('purges in a transaction at the trash path, then queues the objects in one update', async () => {
    await backend.addArtwork(fields(), photo());
    const trashed = await backend.deleteArtwork(toArtwork('40', fake.read('articles/Aquarelles/40'), 'Aquarelles')!);
    fake.log = [];
    await backend.purgeArtwork(trashed);

    expect(fake.ops()).toEqual(['transaction trash/Aquarelles/40', 'update ']);
    expect(Object.keys(fake.read('imageDeletions') as object).sort()).toEqual([IMAGE_NAME, THUMB_NAME, ZOOM_NAME]);
  });

  it('never queues an object of another bucket, nor a URL outside Storage', async () => {
    const elsewhere: TrashedArtwork = { ...stored('Aquarelles', 'undefined3'), deletedAt: NOW };
    fake.write('trash/Aquarelles/undefined3', {
      ...legacyExport.articles.Aquarelles.undefined3,
      image: downloadUrl('1672617600000', 'another-project.appspot.com'),
      thumbnail: 'https://images.example.com/1672704000000.jpg',
      deletedAt: NOW,
    });
    await backend.purgeArtwork(elsewhere);

    expect(fake.ops()).toEqual(['transaction trash/Aquarelles/undefined3']);
  });
});

describe('the deletion queue', () => {
  const DAY = 24 * 60 * 60 * 1000;

  async function purgedWork(): Promise<void> {
    await backend.addArtwork(fields(), photo());
    const trashed = await backend.deleteArtwork(toArtwork('40', fake.read('articles/Aquarelles/40'), 'Aquarelles')!);
    await backend.purgeArtwork(trashed);
    fake.log = [];
  }

  it('deletes each object by its path in this bucket, one already gone counting as deleted', async () => {
    await purgedWork();
    fake.objects.delete(ZOOM_NAME);
    vi.spyOn(Date, 'now').mockReturnValue(NOW + DAY);
    const published = createFirebaseAdminBackend({ publishedAt: async () => NOW + DAY / 2 });
    expect(await published.emptyDeletionQueue()).toBe(3);

    expect(fake.ops().filter((op) => op.startsWith('delete-object'))).toEqual(NEW_IMAGES_DELETED);
    expect(fake.read('imageDeletions') ?? {}).toEqual({});
  });

  it('leaves an object queued when Storage refuses its deletion', async () => {
    await purgedWork();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Date, 'now').mockReturnValue(NOW + DAY);
    fake.deleteError = 'storage/unauthorized';
    const published = createFirebaseAdminBackend({ publishedAt: async () => NOW + DAY / 2 });
    expect(await published.emptyDeletionQueue()).toBe(0);

    expect(Object.keys(fake.read('imageDeletions') as object)).toHaveLength(3);
    expect(fake.objects.has(IMAGE_NAME)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
