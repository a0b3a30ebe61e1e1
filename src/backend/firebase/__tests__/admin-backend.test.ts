/**
 * The Firebase backend at its boundary: firebase/* are replaced by an in-memory fake that logs
 * every call, and the tests assert the exact paths and payloads that would reach Firebase, and
 * their order. The data is the earlier site's export (legacy keys, no width or height).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toArtwork, type Artwork, type ArtworkType } from '@/domain/artwork';
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

const backend = createFirebaseAdminBackend();

function photo(): PreparedPhoto {
  return {
    large: new Blob([new Uint8Array(3000)], { type: 'image/webp' }),
    thumbnail: new Blob([new Uint8Array(1000)], { type: 'image/webp' }),
    width: 1600,
    height: 1200,
  };
}

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
  for (const artworks of Object.values(legacyExport.articles)) {
    for (const record of Object.values(artworks)) fake.putObject(objectNameOf(record.image));
  }
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('adding a work', () => {
  it('stores a canvas work at articles/Peinture sur Toile/{numéro} with its year, after its images', async () => {
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
      {
        op: 'upload',
        path: IMAGE_NAME,
        size: 3000,
        contentType: 'image/webp',
        cacheControl: 'public, max-age=31536000, immutable',
      },
      {
        op: 'upload',
        path: THUMB_NAME,
        size: 1000,
        contentType: 'image/webp',
        cacheControl: 'public, max-age=31536000, immutable',
      },
    ]);
    expect(fake.writes()).toEqual([
      {
        op: 'set',
        path: 'articles/Peinture sur Toile/30',
        value: {
          title: 'Falaises 30',
          subtitle: '30',
          type: 'Peinture sur Toile',
          years: 2024,
          description: 'Huile.',
          dimensions: '80 x 100 cm',
          image: downloadUrl(IMAGE_NAME),
          thumbnail: downloadUrl(THUMB_NAME),
          width: 1600,
          height: 1200,
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
        op: 'set',
        path: 'articles/Photos en vrac/41',
        value: {
          title: 'Port 41',
          subtitle: '41',
          type: 'Photos en vrac',
          description: 'Lavis.',
          dimensions: null,
          image: downloadUrl(IMAGE_NAME),
          thumbnail: downloadUrl(THUMB_NAME),
          width: 1600,
          height: 1200,
        },
      },
    ]);
  });

  it('never writes the record before both uploads have finished', async () => {
    fake.holdUploads = true;
    const adding = backend.addArtwork(fields(), photo());
    await settle();
    expect(fake.held.map((upload) => upload.path)).toEqual([IMAGE_NAME, THUMB_NAME]);
    expect(fake.writes()).toEqual([]);

    fake.held[0]?.finish();
    await settle();
    expect(fake.writes()).toEqual([]);

    fake.held[1]?.finish();
    await adding;
    expect(fake.ops()).toEqual([
      `upload ${IMAGE_NAME}`,
      `upload ${THUMB_NAME}`,
      `upload-done ${IMAGE_NAME}`,
      `upload-done ${THUMB_NAME}`,
      'set articles/Aquarelles/40',
    ]);
  });

  it('removes the stored images when the record cannot be written', async () => {
    fake.writeError = 'PERMISSION_DENIED';
    const error = await rejection(backend.addArtwork(fields(), photo()));

    expect(error.code).toBe('permission-denied');
    expect(fake.ops()).toEqual([
      `upload ${IMAGE_NAME}`,
      `upload ${THUMB_NAME}`,
      `upload-done ${IMAGE_NAME}`,
      `upload-done ${THUMB_NAME}`,
      'set articles/Aquarelles/40',
      `delete-object ${BUCKET}/${IMAGE_NAME}`,
      `delete-object ${BUCKET}/${THUMB_NAME}`,
    ]);
    expect(fake.objects.has(IMAGE_NAME)).toBe(false);
    expect(fake.objects.has(THUMB_NAME)).toBe(false);
    expect(fake.read('articles/Aquarelles/40')).toBeUndefined();
  });

  it('writes no record and keeps no image when an upload fails', async () => {
    fake.uploadErrors.set(THUMB_NAME, 'storage/unauthorized');
    const error = await rejection(backend.addArtwork(fields(), photo()));

    expect(error.code).toBe('permission-denied');
    expect(fake.writes()).toEqual([]);
    expect(fake.objects.has(IMAGE_NAME)).toBe(false);
    expect(fake.objects.has(THUMB_NAME)).toBe(false);
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
      expect(error.message).toContain(subtitle.trim());
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
  it('overwrites a legacy record at its own key with the merged fields', async () => {
    const original = stored('Aquarelles', 'undefined12');
    const artwork = await backend.updateArtwork(
      original,
      fields({ title: 'Arbre en hiver 12', subtitle: '12', description: 'Retouché.', dimensions: '  ' }),
      null,
    );

    expect(fake.writes()).toEqual([
      {
        op: 'set',
        path: 'articles/Aquarelles/undefined12',
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

  it('keeps the year of a canvas work and its stored size', async () => {
    const original = {
      ...stored('Peinture sur Toile', '9'),
      width: 800,
      height: 600,
      thumbnail: downloadUrl('1654041600000-thumb'),
    };
    await backend.updateArtwork(
      original,
      fields({ type: 'Peinture sur Toile', years: 2022, title: 'Forêt 9', subtitle: '9' }),
      null,
    );

    expect(fake.writes()).toEqual([
      {
        op: 'set',
        path: 'articles/Peinture sur Toile/9',
        value: {
          title: 'Forêt 9',
          subtitle: '9',
          type: 'Peinture sur Toile',
          years: 2022,
          description: 'Lavis.',
          dimensions: null,
          image: original.image,
          thumbnail: original.thumbnail,
          width: 800,
          height: 600,
        },
      },
    ]);
  });

  it('uploads a new photo, points the record at it, then removes the old image', async () => {
    const original = stored('Aquarelles', 'undefined12');
    await backend.updateArtwork(original, fields({ title: 'Arbre en hiver 12', subtitle: '12' }), photo());

    expect(fake.ops()).toEqual([
      `upload ${IMAGE_NAME}`,
      `upload ${THUMB_NAME}`,
      `upload-done ${IMAGE_NAME}`,
      `upload-done ${THUMB_NAME}`,
      'set articles/Aquarelles/undefined12',
      `delete-object ${BUCKET}/1672531200000`,
    ]);
    expect(fake.read('articles/Aquarelles/undefined12')).toMatchObject({
      image: downloadUrl(IMAGE_NAME),
      thumbnail: downloadUrl(THUMB_NAME),
      width: 1600,
      height: 1200,
    });
    expect(fake.objects.has('1672531200000')).toBe(false);
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

  it('leaves the old image alone when the record cannot be written, and removes the new one', async () => {
    fake.writeError = 'PERMISSION_DENIED';
    const error = await rejection(
      backend.updateArtwork(stored('Aquarelles', 'undefined12'), fields({ subtitle: '12' }), photo()),
    );

    expect(error.code).toBe('permission-denied');
    expect(fake.log.filter((e) => e.op === 'delete-object').map((e) => e.path)).toEqual([
      `${BUCKET}/${IMAGE_NAME}`,
      `${BUCKET}/${THUMB_NAME}`,
    ]);
    expect(fake.objects.has('1672531200000')).toBe(true);
  });

  it('succeeds even when the old image cannot be removed, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fake.deleteError = 'storage/unauthorized';
    const artwork = await backend.updateArtwork(
      stored('Aquarelles', 'undefined12'),
      fields({ subtitle: '12' }),
      photo(),
    );

    expect(artwork.image).toBe(downloadUrl(IMAGE_NAME));
    expect(warn).toHaveBeenCalled();
  });

  it('moves a work that changes type: new record and removal of the old one in one update', async () => {
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
          },
          'articles/Aquarelles/undefined12': null,
        },
      },
    ]);
    expect(fake.read('articles/Aquarelles/undefined12')).toBeUndefined();
    expect(fake.read('articles/Photos en vrac/12')).toBeDefined();
    expect(artwork.key).toBe('12');
  });

  it('moves a work to the canvas type with its year', async () => {
    await backend.updateArtwork(
      stored('Aquarelles', 'undefined3'),
      fields({ type: 'Peinture sur Toile', years: 2019, subtitle: '3' }),
      null,
    );

    const [write] = fake.writes();
    expect(write).toMatchObject({ op: 'update', path: '' });
    expect(write?.op === 'update' && write.value['articles/Peinture sur Toile/3']).toMatchObject({
      type: 'Peinture sur Toile',
      years: 2019,
    });
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

describe('deleting a work', () => {
  it('removes a legacy record, then its image', async () => {
    await backend.deleteArtwork(stored('Aquarelles', 'undefined12'));

    expect(fake.ops()).toEqual(['remove articles/Aquarelles/undefined12', `delete-object ${BUCKET}/1672531200000`]);
    expect(fake.read('articles/Aquarelles/undefined12')).toBeUndefined();
  });

  it('removes the thumbnail too', async () => {
    await backend.addArtwork(fields(), photo());
    const added = toArtwork('40', fake.read('articles/Aquarelles/40'));
    fake.log = [];
    await backend.deleteArtwork(added!);

    expect(fake.ops()).toEqual([
      'remove articles/Aquarelles/40',
      `delete-object ${BUCKET}/${IMAGE_NAME}`,
      `delete-object ${BUCKET}/${THUMB_NAME}`,
    ]);
  });

  it('keeps an image another record still shows, in any type', async () => {
    // Peinture sur Toile/15 and ateliers/undefined14 share an image in the export.
    await backend.deleteArtwork(stored('Peinture sur Toile', '15'));
    await backend.deleteArtwork(stored('Pâte à papier', 'undefined5'));

    expect(fake.ops()).toEqual(['remove articles/Peinture sur Toile/15', 'remove articles/Pâte à papier/undefined5']);
  });

  it('never touches an image outside this project’s bucket', async () => {
    const elsewhere = {
      ...stored('Aquarelles', 'undefined3'),
      image: downloadUrl('1672617600000', 'another-project.appspot.com'),
    };
    const otherHost = { ...stored('Aquarelles', 'undefined27'), image: 'https://images.example.com/1672704000000.jpg' };
    await backend.deleteArtwork(elsewhere);
    await backend.deleteArtwork(otherHost);

    expect(fake.ops()).toEqual(['remove articles/Aquarelles/undefined3', 'remove articles/Aquarelles/undefined27']);
  });

  it('is fine with an image that is already gone', async () => {
    fake.objects.delete('1672531200000');
    await expect(backend.deleteArtwork(stored('Aquarelles', 'undefined12'))).resolves.toBeUndefined();
  });

  it('reports a refused removal as permission-denied and keeps the image', async () => {
    fake.writeError = 'PERMISSION_DENIED';
    const error = await rejection(backend.deleteArtwork(stored('Aquarelles', 'undefined12')));

    expect(error.code).toBe('permission-denied');
    expect(fake.objects.has('1672531200000')).toBe(true);
  });
});
