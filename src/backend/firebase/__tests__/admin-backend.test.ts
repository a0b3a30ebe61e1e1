/**
 * The Firebase backend at its boundary: firebase/* are replaced by an in-memory fake that logs
 * every call, and the tests assert the exact paths and payloads that would reach Firebase, and
 * their order. The data is the earlier site's export (legacy keys, no width or height).
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

const backend = createFirebaseAdminBackend();

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
  it('stores a canvas work at articles/Peinture sur Toile/{numéro} with its year, after its three images, in a transaction', async () => {
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
    expect(artwork).toMatchObject({
      key: '30',
      type: 'Peinture sur Toile',
      years: 2024,
      image: downloadUrl(IMAGE_NAME),
    });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('stores a work of another type under its numéro, without years, dimensions null when empty', async () => {
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
          ...NEW_IMAGES,
          created: NOW,
        },
      },
    ]);
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

  it('writes nothing over a work added meanwhile under the key, and removes its images', async () => {
    fake.holdUploads = true;
    const adding = rejection(backend.addArtwork(fields(), photo()));
    await settle();
    // Another tab adds numéro 40 while this one uploads.
    fake.write('articles/Aquarelles/40', {
      title: 'Autre 40',
      subtitle: '40',
      type: 'Aquarelles',
      description: '',
      image: 'x',
    });
    for (const upload of fake.held) upload.finish();

    expect((await adding).code).toBe('duplicate-numero');
    expect(fake.writes()).toEqual([]);
    expect(fake.ops()).toEqual([...UPLOADS, ...UPLOADS_DONE, ...NEW_IMAGES_DELETED]);
    expect(fake.read('articles/Aquarelles/40')).toMatchObject({ title: 'Autre 40' });
  });

  it('removes the stored images when the record is refused', async () => {
    fake.writeError = 'PERMISSION_DENIED';
    const error = await rejection(backend.addArtwork(fields(), photo()));

    expect(error.code).toBe('permission-denied');
    expect(fake.ops()).toEqual([...UPLOADS, ...UPLOADS_DONE, ...NEW_IMAGES_DELETED]);
    expect(fake.objects.size).toBe(Object.values(legacyExport.articles).flatMap(Object.values).length - 2);
    expect(fake.read('articles/Aquarelles/40')).toBeUndefined();
  });

  it('says the session expired when the refusal comes with no admin signed in', async () => {
    fake.writeError = 'PERMISSION_DENIED';
    fake.currentUser = null;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await rejection(backend.addArtwork(fields(), photo()))).code).toBe('session-expired');
  });

  it('writes no record and keeps no image when an upload fails', async () => {
    fake.uploadErrors.set(THUMB_NAME, 'storage/unauthorized');
    const error = await rejection(backend.addArtwork(fields(), photo()));

    expect(error.code).toBe('permission-denied');
    expect(fake.writes()).toEqual([]);
    expect([IMAGE_NAME, THUMB_NAME, ZOOM_NAME].some((name) => fake.objects.has(name))).toBe(false);
  });

  it('reports a failed upload as upload-failed', async () => {
    fake.uploadErrors.set(IMAGE_NAME, 'storage/unknown');
    expect((await rejection(backend.addArtwork(fields(), photo()))).code).toBe('upload-failed');
  });

  it.each([
    ['a legacy key', 'Aquarelles', '12'],
    ['a legacy key, numéro with spaces', 'Aquarelles', ' 27 '],
    ['a canvas key', 'Peinture sur Toile', '7'],
    ['both keys of a work stored twice', 'Pâte à papier', '5'],
  ] as const)(
    'refuses a numéro already used in the type (%s) before uploading anything',
    async (_case, type, subtitle) => {
      const error = await rejection(backend.addArtwork(fields({ type, subtitle, years: 2024 }), photo()));

      expect(error.code).toBe('duplicate-numero');
      expect(fake.log.filter((e) => e.op !== 'get')).toEqual([]);
    },
  );

  it('refuses a numéro held as the subtitle of a record under another key', async () => {
    fake.write('articles/ateliers/-NxYz', { ...stored('ateliers', 'undefined14'), subtitle: '21' });
    const error = await rejection(backend.addArtwork(fields({ type: 'ateliers', subtitle: '21' }), photo()));
    expect(error.code).toBe('duplicate-numero');
  });

  it('refuses a numéro whose key holds a record too broken to show', async () => {
    fake.write('articles/Aquarelles/44', { title: 'Sans image', subtitle: '44' });
    const error = await rejection(backend.addArtwork(fields({ subtitle: '44' }), photo()));
    expect(error.code).toBe('duplicate-numero');
    expect(fake.read('articles/Aquarelles/44')).toEqual({ title: 'Sans image', subtitle: '44' });
  });

  it('accepts a numéro used in another type only', async () => {
    await backend.addArtwork(fields({ type: 'Aquarelles', subtitle: '7' }), photo());
    expect(fake.writes().map((w) => w.path)).toEqual(['articles/Aquarelles/7']);
  });
});

describe('editing a work', () => {
  it('overwrites a legacy record at its own key with the merged fields, its image kept as it is', async () => {
    const original = stored('Aquarelles', 'undefined12');
    const artwork = await backend.updateArtwork(
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
    expect(artwork.key).toBe('undefined12');
  });

  it('keeps the year of a canvas work, its stored size and its creation time', async () => {
    fake.write('articles/Peinture sur Toile/9', {
      ...legacyExport.articles['Peinture sur Toile']['9'],
      width: 800,
      height: 600,
      thumbnail: downloadUrl('1654041600000-thumb'),
      created: 1654041600000,
    });
    await backend.updateArtwork(
      { ...stored('Peinture sur Toile', '9'), created: 1654041600000 },
      fields({ type: 'Peinture sur Toile', years: 2022, title: 'Forêt 9', subtitle: '9' }),
      null,
    );

    expect(fake.writes()).toEqual([
      {
        op: 'transaction',
        path: 'articles/Peinture sur Toile/9',
        applyLocally: false,
        value: {
          title: 'Forêt 9',
          subtitle: '9',
          type: 'Peinture sur Toile',
          years: 2022,
          description: 'Lavis.',
          dimensions: null,
          image: legacyExport.articles['Peinture sur Toile']['9'].image,
          thumbnail: downloadUrl('1654041600000-thumb'),
          width: 800,
          height: 600,
          created: 1654041600000,
        },
      },
    ]);
  });

  it('uploads a new photo, points the record at it, then queues the old image for deletion, at the server’s time', async () => {
    const original = stored('Aquarelles', 'undefined12');
    await backend.updateArtwork(original, fields({ title: 'Arbre en hiver 12', subtitle: '12' }), photo());

    expect(fake.ops()).toEqual([...UPLOADS, ...UPLOADS_DONE, 'transaction articles/Aquarelles/undefined12', 'update ']);
    expect(fake.writes().at(-1)).toEqual({
      op: 'update',
      path: '',
      value: { 'imageDeletions/1672531200000': { url: original.image, queuedAt: { '.sv': 'timestamp' } } },
    });
    expect(fake.read('imageDeletions/1672531200000')).toEqual({ url: original.image, queuedAt: NOW });
    expect(fake.read('articles/Aquarelles/undefined12')).toMatchObject(NEW_IMAGES);
    expect(fake.objects.has('1672531200000')).toBe(true);
  });

  it('keeps an old image that another record still shows', async () => {
    // The earlier site left "Oiseau 5" under undefined5 and 5, sharing one image.
    await backend.updateArtwork(
      stored('Pâte à papier', '5'),
      fields({ type: 'Pâte à papier', title: 'Oiseau 5', subtitle: '5' }),
      photo(),
    );

    expect(fake.log.filter((e) => e.op === 'delete-object')).toEqual([]);
    expect(fake.objects.has('1680307200000')).toBe(true);
  });

  it('leaves the old image alone when the record is refused, and removes the new ones', async () => {
    fake.writeError = 'PERMISSION_DENIED';
    const error = await rejection(
      backend.updateArtwork(stored('Aquarelles', 'undefined12'), fields({ subtitle: '12' }), photo()),
    );

    expect(error.code).toBe('permission-denied');
    expect(fake.log.filter((e) => e.op === 'delete-object').map((e) => `delete-object ${e.path}`)).toEqual(
      NEW_IMAGES_DELETED,
    );
    expect(fake.objects.has('1672531200000')).toBe(true);
  });

  it('writes nothing to a work deleted meanwhile', async () => {
    const original = stored('Aquarelles', 'undefined12');
    fake.write('articles/Aquarelles/undefined12', null);
    expect((await rejection(backend.updateArtwork(original, fields({ subtitle: '12' }), null))).code).toBe('gone');
    expect(fake.writes()).toEqual([]);
  });

  it('refuses an edit whose work changed since the form was filled, carrying the stored work', async () => {
    const original = stored('Aquarelles', 'undefined12');
    fake.write('articles/Aquarelles/undefined12/title', 'Arbre en hiver, autre onglet 12');
    const error = await rejection(backend.updateArtwork(original, fields({ subtitle: '12' }), photo()));

    expect(error.code).toBe('conflict');
    expect(error.current).toMatchObject({ key: 'undefined12', title: 'Arbre en hiver, autre onglet 12' });
    // Refused before the upload: nothing sent, nothing written.
    expect(fake.ops()).toEqual([]);
    await backend.updateArtwork(error.current as Artwork, fields({ subtitle: '12' }), null);
    expect(fake.read('articles/Aquarelles/undefined12/title')).toBe('Brume 40');
  });

  it('moves a work that changes type: new record, with a creation time, and removal of the old one in one update', async () => {
    const original = stored('Aquarelles', 'undefined12');
    const artwork = await backend.updateArtwork(
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
            image: original.image,
            created: NOW,
          },
          'articles/Aquarelles/undefined12': null,
        },
      },
    ]);
    expect(fake.read('articles/Aquarelles/undefined12')).toBeUndefined();
    expect(fake.read('articles/Photos en vrac/12')).toBeDefined();
    expect(artwork.key).toBe('12');
  });

  it('explains a refused move of a work whose image the rules take at no new place', async () => {
    const original = { ...stored('Aquarelles', 'undefined3'), image: 'https://images.example.com/3.jpg' };
    fake.write('articles/Aquarelles/undefined3/image', original.image);
    fake.writeError = 'PERMISSION_DENIED';
    const error = await rejection(
      backend.updateArtwork(original, fields({ type: 'Photos en vrac', subtitle: '3' }), null),
    );
    expect(error).toMatchObject({ code: 'invalid-field', field: 'photo' });
  });

  it('refuses to move a work onto a numéro already used in the new type', async () => {
    const error = await rejection(
      backend.updateArtwork(
        stored('Aquarelles', 'undefined27'),
        fields({ type: 'Peinture sur Toile', years: 2020, subtitle: '7' }),
        null,
      ),
    );
    expect(error.code).toBe('duplicate-numero');
    expect(fake.writes()).toEqual([]);
  });

  it('refuses a new numéro already used in the same type, but not the work’s own', async () => {
    const error = await rejection(
      backend.updateArtwork(stored('Aquarelles', 'undefined12'), fields({ subtitle: '3' }), null),
    );
    expect(error.code).toBe('duplicate-numero');

    await backend.updateArtwork(
      stored('Pâte à papier', 'undefined5'),
      fields({ type: 'Pâte à papier', subtitle: '5' }),
      null,
    );
    expect(fake.writes().map((w) => w.path)).toEqual(['articles/Pâte à papier/undefined5']);
  });
});

describe('the trash', () => {
  it('takes a deleted legacy record in one update, its images kept', async () => {
    const trashed = await backend.deleteArtwork(stored('Aquarelles', 'undefined12'));

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
    expect(trashed).toMatchObject({ key: 'undefined12', type: 'Aquarelles', deletedAt: NOW });
  });

  it('restores it under its own key, in one update, with a creation time', async () => {
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

  it('purges a deleted work: its trash record, then its images', async () => {
    await backend.addArtwork(fields(), photo());
    const trashed = await backend.deleteArtwork(toArtwork('40', fake.read('articles/Aquarelles/40'), 'Aquarelles')!);
    fake.log = [];
    await backend.purgeArtwork(trashed);

    expect(fake.ops()).toEqual(['transaction trash/Aquarelles/40', 'update ']);
    expect(fake.read('trash/Aquarelles/40')).toBeUndefined();
    expect(Object.keys(fake.read('imageDeletions') as object).sort()).toEqual([IMAGE_NAME, THUMB_NAME, ZOOM_NAME]);
  });

  it('keeps on purge an image another record still shows, in any type', async () => {
    // Peinture sur Toile/15 and ateliers/undefined14 share an image in the export.
    await backend.purgeArtwork(await backend.deleteArtwork(stored('Peinture sur Toile', '15')));
    await backend.purgeArtwork(await backend.deleteArtwork(stored('Pâte à papier', 'undefined5')));

    expect(fake.log.filter((e) => e.op === 'delete-object')).toEqual([]);
  });

  it('never touches on purge an image outside this project’s bucket', async () => {
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

  it('follows the trash, the admin’s only', () => {
    fake.write('trash/Aquarelles/undefined12', { ...legacyExport.articles.Aquarelles.undefined12, deletedAt: NOW });
    const lists: TrashedArtwork[][] = [];
    backend.subscribeTrash(
      (trashed) => lists.push(trashed),
      () => {},
    );
    expect(lists).toEqual([[expect.objectContaining({ key: 'undefined12', type: 'Aquarelles', deletedAt: NOW })]]);
  });

  it('reports a refused deletion as permission-denied, and keeps the work', async () => {
    fake.writeError = 'PERMISSION_DENIED';
    const error = await rejection(backend.deleteArtwork(stored('Aquarelles', 'undefined12')));

    expect(error.code).toBe('permission-denied');
    expect(fake.read('articles/Aquarelles/undefined12')).toBeDefined();
    expect(fake.objects.has('1672531200000')).toBe(true);
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

  it('deletes the images and their entries once a day has passed and the deployed pages were built after', async () => {
    await purgedWork();
    vi.spyOn(Date, 'now').mockReturnValue(NOW + DAY);
    const published = createFirebaseAdminBackend({ publishedAt: async () => NOW + DAY / 2 });
    expect(await published.emptyDeletionQueue()).toBe(3);

    expect(fake.ops().filter((op) => op.startsWith('delete-object'))).toEqual(NEW_IMAGES_DELETED);
    expect(fake.read('imageDeletions') ?? {}).toEqual({});
  });

  it('keeps the images while the deployed pages were built before they were queued', async () => {
    await purgedWork();
    vi.spyOn(Date, 'now').mockReturnValue(NOW + 2 * DAY);
    const stale = createFirebaseAdminBackend({ publishedAt: async () => NOW - 1 });
    expect(await stale.emptyDeletionQueue()).toBe(0);
    expect(fake.ops()).toEqual([]);
    expect(Object.keys(fake.read('imageDeletions') as object)).toHaveLength(3);
  });

  it('leaves an image queued when it cannot be deleted, and says so in the console', async () => {
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
