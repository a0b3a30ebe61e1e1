import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Artwork } from '@/domain/artwork';
import legacyExport from '@/test/fixtures/legacy-export.json';
import { heldScheduler } from '@/test/held-scheduler';
import { SLICE_SIZE } from '../../slices';
import { BackendError } from '../../types';
import { createFirebaseArtworkReader } from '../artwork-reader';
import { fake } from './fake-firebase';

vi.mock('@/backend/config', async () => (await import('./fake-firebase')).configModule(false));
vi.mock('firebase/app', async () => (await import('./fake-firebase')).appModule);
vi.mock('firebase/database', async () => (await import('./fake-firebase')).databaseModule);
// The galleries' reader must not load Auth or Storage: importing them fails this test.
vi.mock('firebase/auth', () => {
  throw new Error('the artwork reader imported firebase/auth');
});
vi.mock('firebase/storage', () => {
  throw new Error('the artwork reader imported firebase/storage');
});

const reader = createFirebaseArtworkReader();

/** Follows a type until its first answer (data or error), which comes once converted (slices.ts). */
async function follow(type: Parameters<typeof reader.subscribeArtworks>[0]) {
  const data: Artwork[][] = [];
  const errors: Error[] = [];
  let answered!: () => void;
  const answer = new Promise<void>((resolve) => (answered = resolve));
  const stop = reader.subscribeArtworks(
    type,
    (artworks) => {
      data.push(artworks);
      answered();
    },
    (error) => {
      errors.push(error);
      answered();
    },
  );
  await answer;
  return { data, errors, stop };
}

beforeEach(() => fake.reset(legacyExport));
afterEach(() => vi.unstubAllGlobals());

describe('the Firebase artwork reader', () => {
  it('follows articles/{type} and keeps the database key order, legacy keys included', async () => {
    const { data, errors } = await follow('Peinture sur Toile');

    expect(errors).toEqual([]);
    expect(data[0]?.map((a) => a.key)).toEqual(['7', '9', '15']);
    expect(data[0]?.[0]).toEqual({
      key: '7',
      title: 'Falaises 7',
      subtitle: '7',
      type: 'Peinture sur Toile',
      years: 2021,
      description: 'Huile sur toile.',
      dimensions: '80 x 100 cm',
      image: legacyExport.articles['Peinture sur Toile']['7'].image,
    });
  });

  it('maps legacy records (empty or missing dimensions) and skips what is not a work', async () => {
    fake.write('articles/Aquarelles/broken', { title: 'Sans image', type: 'Aquarelles' });
    const { data } = await follow('Aquarelles');

    expect(data[0]?.map((a) => [a.key, a.dimensions])).toEqual([
      ['undefined12', '30 x 40 cm'],
      ['undefined27', null],
      ['undefined3', null],
    ]);
  });

  it('gives an empty list for an empty type', async () => {
    fake.reset({});
    expect((await follow('ateliers')).data).toEqual([[]]);
  });

  it('passes a refused read on as permission-denied', async () => {
    fake.readError = 'PERMISSION_DENIED';
    const { errors } = await follow('Aquarelles');

    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(BackendError);
    expect((errors[0] as BackendError).code).toBe('permission-denied');
  });

  describe('a long gallery', () => {
    const COUNT = 3 * SLICE_SIZE + 1;
    const record = (n: number) => ({
      title: `Œuvre ${n}`,
      subtitle: String(n),
      type: 'Aquarelles',
      image: `/${n}.webp`,
    });

    beforeEach(() => {
      fake.reset({
        articles: { Aquarelles: Object.fromEntries(Array.from({ length: COUNT }, (_, i) => [i + 1, record(i + 1)])) },
      });
    });

    it('is converted a slice per task, in key order, and delivered whole', async () => {
      const scheduler = heldScheduler();
      const data: Artwork[][] = [];
      reader.subscribeArtworks(
        'Aquarelles',
        (artworks) => data.push(artworks),
        () => {},
      );
      await scheduler.resume(); // no task yet: the conversion starts in a microtask
      let tasks = 0;
      for (; scheduler.waiting > 0; tasks++) {
        expect(data).toEqual([]);
        await scheduler.resume();
      }
      expect(tasks).toBe(Math.ceil(COUNT / SLICE_SIZE));
      expect(data).toHaveLength(1);
      expect(data[0]!.map((artwork) => artwork.key)).toEqual(Array.from({ length: COUNT }, (_, i) => String(i + 1)));
    });

    it('delivers nothing once unsubscribed while converting', async () => {
      const scheduler = heldScheduler();
      const data: Artwork[][] = [];
      const stop = reader.subscribeArtworks(
        'Aquarelles',
        (artworks) => data.push(artworks),
        () => {},
      );
      await scheduler.resume();
      await scheduler.resume();
      stop();
      while (scheduler.waiting > 0) await scheduler.resume();
      expect(data).toEqual([]);
      expect(fake.listeners.get('articles/Aquarelles')).toBe(0);
    });
  });
});
