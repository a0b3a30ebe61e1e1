/**
 * A long gallery's live answer in the demo backend (docs/galleries.md): its sample works made for
 * the gallery read only, made and converted in slices (src/backend/slices.ts), the works in the
 * database's key order, an uploaded picture shown by its object URL, and an answer replaced by a
 * newer one while it converts never delivered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoBackend, type DemoBackendOptions } from '@/backend/demo/demo-backend';
import { SLICE_SIZE } from '@/backend/slices';
import type { Artwork, ArtworkType } from '@/domain/artwork';
import { artworkPath } from '@/domain/keys';
import { makeArtwork } from '@/test/artwork-factory';
import { MemoryPersistence } from '@/test/memory-persistence';
import { heldScheduler, microtasks } from '@/test/held-scheduler';

const WATERCOLOURS: ArtworkType = 'Aquarelles';
const COUNT = 5 * SLICE_SIZE + 3;

/** COUNT works of `type`, numbered from 1, made one by one as they are taken; `made` counts them. */
function longGallery(type: ArtworkType) {
  const made = { count: 0 };
  function* works(): Generator<Artwork> {
    for (let n = 1; n <= COUNT; n++) {
      made.count++;
      yield makeArtwork({ key: String(n), type, subtitle: String(n) });
    }
  }
  return { works, made };
}

function backendWith(seed: DemoBackendOptions['seed'], persistence = new MemoryPersistence()) {
  return createDemoBackend({
    persistence,
    seed,
    session: { read: () => null, write: () => {} },
    accounts: [],
    timing: { signInMs: 0, uploadStepMs: 0 },
  });
}

/** Follows a gallery, keeping every answer. */
function follow(backend: ReturnType<typeof backendWith>, type: ArtworkType) {
  const answers: Artwork[][] = [];
  const errors: Error[] = [];
  const stop = backend.subscribeArtworks(
    type,
    (artworks) => answers.push(artworks),
    (error) => errors.push(error),
  );
  return { answers, errors, stop };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the demo backend's live answer of a long gallery", () => {
  it('makes the sample works of the gallery read only, and delivers them whole, in key order', async () => {
    const galleries = { watercolours: longGallery(WATERCOLOURS), canvas: longGallery('Peinture sur Toile') };
    const seed = vi.fn((type: ArtworkType) =>
      type === WATERCOLOURS ? galleries.watercolours.works() : galleries.canvas.works(),
    );
    const { answers, errors } = follow(backendWith(seed), WATERCOLOURS);

    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(errors).toEqual([]);
    expect(seed.mock.calls.map(([type]) => type)).toEqual([WATERCOLOURS]);
    expect(galleries.canvas.made.count).toBe(0);
    const keys = Array.from({ length: COUNT }, (_, i) => String(i + 1));
    expect(answers[0]!.map((artwork) => artwork.key)).toEqual(keys);
    expect(answers[0]![7]).toEqual(makeArtwork({ key: '8', subtitle: '8' }));
  });

  it('makes and converts the works a slice per task, handing the main thread back between slices', async () => {
    const scheduler = heldScheduler();
    const gallery = longGallery(WATERCOLOURS);
    const { answers } = follow(
      backendWith(() => gallery.works()),
      WATERCOLOURS,
    );
    await microtasks();
    // Nothing made in the task that subscribed, then the works a slice at a time.
    expect(gallery.made.count).toBe(0);
    await scheduler.resume();
    expect(gallery.made.count).toBe(SLICE_SIZE);
    let tasks = 1;
    while (scheduler.waiting > 0) {
      expect(answers).toEqual([]);
      await scheduler.resume();
      tasks++;
    }
    expect(gallery.made.count).toBe(COUNT);
    expect(answers).toHaveLength(1);
    // Each of the two passes (making the records, converting them) takes a task per slice, and
    // reading the gallery's records, between them, one more.
    expect(tasks).toBe(2 * Math.ceil(COUNT / SLICE_SIZE) + 1);
  });

  it('drops an answer that a newer one replaces while it converts', async () => {
    const scheduler = heldScheduler();
    const gallery = longGallery(WATERCOLOURS);
    const persistence = new MemoryPersistence();
    // The first answer lacks work 1 (removed by a change); the second, after a reset, has it.
    persistence.changes.set(artworkPath(WATERCOLOURS, '1'), null);
    const backend = backendWith(() => gallery.works(), persistence);
    const { answers, errors } = follow(backend, WATERCOLOURS);
    // The records made, the first answer converts its first slice, and waits.
    while (gallery.made.count < COUNT) await scheduler.resume();
    await scheduler.resume();
    expect(answers).toEqual([]);

    const reset = backend.reset();
    while (scheduler.waiting > 0) await scheduler.resume();
    await reset;
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]![0]!.key).toBe('1');
    expect(answers[0]).toHaveLength(COUNT);
    expect(errors).toEqual([]);
  });

  it('delivers nothing once unsubscribed while converting', async () => {
    const scheduler = heldScheduler();
    const gallery = longGallery(WATERCOLOURS);
    const { answers, stop } = follow(
      backendWith(() => gallery.works()),
      WATERCOLOURS,
    );
    while (gallery.made.count < COUNT) await scheduler.resume();
    await scheduler.resume();
    stop();
    while (scheduler.waiting > 0) await scheduler.resume();
    expect(answers).toEqual([]);
  });

  it('shows an uploaded picture by its object URL, and the site’s own files as they are', async () => {
    const persistence = new MemoryPersistence();
    await persistence.putImage('1700000000000.webp', new Blob(['x'], { type: 'image/webp' }));
    persistence.changes.set(artworkPath(WATERCOLOURS, '2'), {
      title: 'Téléversée 2',
      subtitle: '2',
      type: WATERCOLOURS,
      description: '',
      image: 'demo-image:1700000000000.webp',
    });
    const works = [makeArtwork({ key: '1' }), makeArtwork({ key: '3' })];
    const { answers } = follow(backendWith(works, persistence), WATERCOLOURS);

    await vi.waitFor(() => expect(answers).toHaveLength(1));
    const [first, uploaded, third] = answers[0]!;
    expect(first).toEqual(works[0]);
    expect(uploaded?.image).toMatch(/^blob:/);
    expect(third).toEqual(works[1]);
  });
});
