/**
 * The contract of the shared write path (src/backend/write-path.ts): every behaviour it owns,
 * written once and run against each ArtworkStore: the demo store on a persistence in memory
 * (write-path.test.ts here), and the Firebase store over the SDK fake
 * (src/backend/firebase/__tests__/firebase-write-path.test.ts). A harness hides what differs
 * between the stores (how an image URL looks, where the data sits) and puts the same levers
 * (StoreControls: hold a call, make it fail) on both.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import type { Artwork, ArtworkType, TrashedArtwork } from '@/domain/artwork';
import { SITE_SECTIONS, type PressClipping, type SiteContent, type SiteSection } from '@/domain/site-content';
import { WRITE_TIMEOUT_MS } from '@/backend/deadline';
import {
  BackendError,
  type AdminBackend,
  type ArtworkFields,
  type NewSitePicture,
  type PreparedPhoto,
} from '@/backend/types';
import { DELETION_DELAY_MS, PUBLICATION_MARGIN_MS } from '@/backend/write-path';
import type { StoreControls } from '@/test/controlled-store';
import { makeArtwork } from '@/test/artwork-factory';

export interface HarnessOptions {
  /** The works stored at articles/{type}/{key} at the start. */
  artworks?: readonly Artwork[];
  /** Raw values by database path, as another site may have left them. */
  records?: Readonly<Record<string, unknown>>;
  /** The `site` node at the start, section by section; none is a fresh project. */
  site?: SiteContent | null;
  /** The write path's time bound. */
  timeoutMs?: number;
}

/** One backend on one store, and what a test needs to look inside that store. */
export interface WritePathHarness {
  readonly backend: AdminBackend;
  /** Levers on the store under the write path, and the log of its calls. */
  readonly store: StoreControls;
  /** When the deployed pages were built, as the deletion queue reads it. */
  readonly deployed: { publishedAt: number | null };
  /** The name an image URL of this store is stored under. */
  nameOf(url: string): string;
  /** Puts an image under `name`, as an earlier upload would have. */
  putImage(name: string): Promise<void>;
  /** The names of the images stored, sorted. */
  storedImages(): Promise<string[]>;
  /** The names queued at imageDeletions/, sorted. */
  queuedImages(): Promise<string[]>;
  /** The raw value at a database path, undefined when none. */
  raw(path: string): Promise<unknown>;
  find(type: ArtworkType, key: string): Promise<Artwork | undefined>;
  findInTrash(type: ArtworkType, key: string): Promise<TrashedArtwork | undefined>;
  /**
   * Makes the next upload stall after some progress, as a connection that drops; `release` lets
   * its bytes arrive after all (on Firebase, the SDK's own upload tasks hang).
   */
  stallNextUpload(): { reached: Promise<void>; release(): void };
  /** The admin's session ends: the store refuses the writes as the rules would. */
  signOut(): Promise<void>;
}

/** A store for the contract: how its image URLs look, and a fresh backend on it. */
export interface ContractStore {
  /** The URL the store gives the image stored under `name`. */
  imageUrl(name: string): string;
  make(options?: HarnessOptions): Promise<WritePathHarness>;
}

const OLD_IMAGE = '1600000000000';
const OLD_THUMB = '1600000000000-thumb';
const OLD = [OLD_IMAGE, OLD_THUMB];
const HOUR = 60 * 60 * 1000;
const SITE: SiteContent = structuredClone(DEFAULT_SITE_CONTENT);

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

async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

/** The first value a live read gives. */
function firstValue<T>(subscribe: (onData: (value: T) => void, onError: (error: Error) => void) => () => void) {
  return new Promise<T>((resolve, reject) => {
    const stop = subscribe((value) => {
      queueMicrotask(() => stop());
      resolve(value);
    }, reject);
  });
}

const appendClipping = (alt: string) => ({
  photo: photo(),
  into: (press: PressClipping[], picture: Omit<PressClipping, 'alt'>) => [...press, { ...picture, alt }],
});

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
  identity: [
    { ...SITE.identity!, name: 'Jeanne Lefèvre' },
    { ...SITE.identity!, phone: '02 31 00 00 00' },
  ],
};

export function describeWritePathContract(storeName: string, { imageUrl, make }: ContractStore): void {
  describe(`the write path on ${storeName}`, () => {
    let clock = 1_700_000_000_000;
    /** A work of the earlier site: a legacy key, no size, no creation time, an image of the site. */
    const LEGACY = makeArtwork({
      key: 'undefined12',
      title: 'Arbre en hiver 12',
      subtitle: '12',
      image: '/images/12.webp',
    });
    const CANVAS = makeArtwork({
      key: '5',
      type: 'Peinture sur Toile',
      subtitle: '5',
      years: 2021,
      dimensions: '60 x 80 cm',
      width: 1500,
      height: 1200,
      created: 1_600_000_000_001,
    });
    /** A work added by this site, its two images in the store. */
    const ADDED = makeArtwork({
      key: '27',
      title: 'Brume 27',
      subtitle: '27',
      description: 'Lavis.',
      image: imageUrl(OLD_IMAGE),
      thumbnail: imageUrl(OLD_THUMB),
      width: 1200,
      height: 800,
      created: 1_600_000_000_000,
    });
    let h: WritePathHarness;
    let backend: AdminBackend;

    /** A harness whose store holds ADDED's images. */
    async function harness(options: HarnessOptions = {}) {
      h = await make(options);
      for (const name of OLD) await h.putImage(name);
      backend = h.backend;
    }
    const standard = () => harness({ artworks: [LEGACY, ADDED, CANVAS] });

    beforeEach(() => {
      // Every upload gets its own name (its time), as on a real clock.
      vi.spyOn(Date, 'now').mockImplementation(() => ++clock);
    });

    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    describe('adding a work', () => {
      it('stores the three images, then the record with its creation time', async () => {
        await standard();
        const progress: number[] = [];
        const added = await backend.addArtwork(fields(), photo(), (fraction) => progress.push(fraction));

        const name = h.nameOf(added.image);
        expect(await h.storedImages()).toEqual([...OLD, name, `${name}-thumb`, `${name}-zoom`].sort());
        expect(await h.find('Aquarelles', '40')).toEqual({
          key: '40',
          type: 'Aquarelles',
          title: 'Brise 40',
          subtitle: '40',
          description: 'Lavis.',
          dimensions: null,
          image: imageUrl(name),
          thumbnail: imageUrl(`${name}-thumb`),
          width: 2000,
          height: 1500,
          zoom: imageUrl(`${name}-zoom`),
          zoomWidth: 3200,
          zoomHeight: 2400,
          created: added.created,
        });
        expect(h.store.log.map((call) => call.operation)).toEqual(['read', 'uploadImages', 'transact']);
        expect(progress.at(-1)).toBe(1);
      });

      it('stores the year it is given on any work (the spec’s add form gives one on canvas works only)', async () => {
        await standard();
        await backend.addArtwork(fields({ type: 'Peinture sur Toile', subtitle: '30', years: 2024 }), photo());
        await backend.addArtwork(fields({ type: 'Photos en vrac', subtitle: '41', years: 2024 }), photo());
        await backend.addArtwork(fields({ type: 'Photos en vrac', subtitle: '42' }), photo());
        expect((await h.find('Peinture sur Toile', '30'))?.years).toBe(2024);
        expect((await h.find('Photos en vrac', '41'))?.years).toBe(2024);
        expect(await h.find('Photos en vrac', '42')).not.toHaveProperty('years');
      });

      it('lets one of two adds of the same numéro at once win; the other gets the duplicate refusal and leaves no image', async () => {
        await standard();
        // Both pass the numéro check, then wait in their uploads.
        const first = h.store.hold('uploadImages');
        const second = h.store.hold('uploadImages');
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
        expect((await h.find('Aquarelles', '40'))?.title).toBe(won[0]!.value.title);
        const winner = h.nameOf(won[0]!.value.image);
        expect(await h.storedImages()).toEqual([...OLD, winner, `${winner}-thumb`, `${winner}-zoom`].sort());
      });

      it.each([
        ['under a legacy key', 'Aquarelles', ' 12 '],
        ['under a key of its own', 'Peinture sur Toile', '5'],
        ['by a record too broken to show', 'Aquarelles', '44'],
        ['as the numéro of a record under another key', 'ateliers', '21'],
      ] as const)(
        'refuses a numéro already used in the type (%s) before uploading anything',
        async (_case, type, subtitle) => {
          const records = {
            'articles/Aquarelles/44': { title: 'Sans image', subtitle: '44' },
            'articles/ateliers/-NxYz': {
              title: 'Atelier 21',
              subtitle: '21',
              type: 'ateliers',
              image: '/images/a.webp',
            },
          };
          await harness({ records, artworks: [LEGACY, ADDED, CANVAS] });
          const error = await rejection(backend.addArtwork(fields({ type, subtitle, years: 2024 }), photo()));
          expect(error.code).toBe('duplicate-numero');
          expect(h.store.log.map((call) => call.operation)).toEqual(['read']);
          expect(await h.raw('articles/Aquarelles/44')).toEqual({ title: 'Sans image', subtitle: '44' });
        },
      );

      it('accepts a numéro used in another type only', async () => {
        await standard();
        await backend.addArtwork(fields({ subtitle: '5' }), photo());
        expect(await h.find('Aquarelles', '5')).toBeDefined();
        expect((await h.find('Peinture sur Toile', '5'))?.title).toBe(CANVAS.title);
      });

      it('refuses a year the rules refuse, naming the field, before uploading anything', async () => {
        await standard();
        const error = await rejection(backend.addArtwork(fields({ type: 'Peinture sur Toile', years: 999 }), photo()));
        expect(error).toMatchObject({ code: 'invalid-field', field: 'years' });
        expect(h.store.log).toEqual([]);
      });

      it('gives up after the time bound, removes its images, and withdraws a record written late', async () => {
        vi.useFakeTimers();
        await standard();
        const held = h.store.hold('transact');
        const adding = rejection(backend.addArtwork(fields(), photo()));
        await held.reached;
        await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS);

        expect((await adding).code).toBe('timeout');
        expect(await h.storedImages()).toEqual(OLD);

        // The connection comes back: the record lands, and is taken back at once.
        held.release();
        await vi.waitFor(() => expect(h.store.log.filter((call) => call.operation === 'transact')).toHaveLength(2));
        await vi.waitFor(async () => expect(await h.find('Aquarelles', '40')).toBeUndefined());
      });

      it('gives up on an upload that makes no progress, and keeps nothing', async () => {
        vi.useFakeTimers();
        await standard();
        const held = h.stallNextUpload();
        const adding = rejection(backend.addArtwork(fields(), photo()));
        await held.reached;
        await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS);

        expect((await adding).code).toBe('timeout');
        // The bytes arrive after all, once the upload was given up: nothing is kept.
        held.release();
        await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS);
        expect(await h.storedImages()).toEqual(OLD);
        expect(await h.find('Aquarelles', '40')).toBeUndefined();
      });

      it('says the session expired when the store refuses a signed-out user', async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        await standard();
        const held = h.store.hold('transact');
        const adding = rejection(backend.addArtwork(fields(), photo()));
        await held.reached;
        await h.signOut();
        held.release();

        expect((await adding).code).toBe('session-expired');
        expect(await h.find('Aquarelles', '40')).toBeUndefined();
        // Signed out, its images cannot be removed either: the console says so.
        expect(warn).toHaveBeenCalledWith('An image could not be removed from storage:', expect.any(BackendError));
      });

      it('passes on a refusal whose cause it cannot tell, and removes its images', async () => {
        await standard();
        h.store.failNext('transact', 'permission-denied');
        expect((await rejection(backend.addArtwork(fields(), photo()))).code).toBe('permission-denied');
        expect(await h.storedImages()).toEqual(OLD);
        expect(await h.find('Aquarelles', '40')).toBeUndefined();
      });
    });

    describe('editing a work', () => {
      it('overwrites a legacy record in place, keeping its key and its image, and adds no creation time', async () => {
        await standard();
        const edited = await backend.updateArtwork(
          LEGACY,
          fields({ title: 'Arbre sous la neige 12', subtitle: '12' }),
          null,
        );

        expect(edited.key).toBe('undefined12');
        const stored = await h.find('Aquarelles', 'undefined12');
        expect(stored).toMatchObject({ title: 'Arbre sous la neige 12', image: '/images/12.webp' });
        expect(stored?.created).toBeUndefined();
        expect(await h.find('Aquarelles', '12')).toBeUndefined();
        expect(h.store.log.some((call) => call.operation === 'uploadImages' || call.operation === 'deleteImage')).toBe(
          false,
        );
      });

      it('keeps the year of a canvas work, its stored size and its creation time', async () => {
        await standard();
        await backend.updateArtwork(
          CANVAS,
          fields({ type: 'Peinture sur Toile', years: 2022, title: 'Forêt 5', subtitle: '5' }),
          null,
        );
        expect(await h.find('Peinture sur Toile', '5')).toMatchObject({
          title: 'Forêt 5',
          years: 2022,
          width: 1500,
          height: 1200,
          created: CANVAS.created,
        });
      });

      it('replaces the photo: new images, the record, then the old images queued for deletion, kept for now', async () => {
        await standard();
        const edited = await backend.updateArtwork(ADDED, fields({ title: 'Brume 27', subtitle: '27' }), photo());

        const name = h.nameOf(edited.image);
        expect(await h.storedImages()).toEqual([...OLD, name, `${name}-thumb`, `${name}-zoom`].sort());
        expect(await h.queuedImages()).toEqual(OLD);
        expect(await h.raw(`imageDeletions/${OLD_IMAGE}`)).toEqual({
          url: imageUrl(OLD_IMAGE),
          queuedAt: expect.any(Number),
        });
        expect(await h.find('Aquarelles', '27')).toMatchObject({ image: edited.image, created: ADDED.created });
      });

      it('queues on a new photo no old image another work still shows', async () => {
        await harness({ artworks: [ADDED, { ...CANVAS, image: ADDED.image }] });
        await backend.updateArtwork(ADDED, fields({ subtitle: '27' }), photo());
        expect(await h.queuedImages()).toEqual([OLD_THUMB]);
      });

      it('moves a work that changes type, giving a legacy work its creation time at its new place', async () => {
        await standard();
        const moved = await backend.updateArtwork(LEGACY, fields({ type: 'Photos en vrac', subtitle: '12' }), null);

        expect(moved.key).toBe('12');
        expect(await h.find('Aquarelles', 'undefined12')).toBeUndefined();
        expect(await h.find('Photos en vrac', '12')).toMatchObject({
          image: '/images/12.webp',
          created: expect.any(Number),
        });
        expect(h.store.log.filter((call) => call.operation !== 'read').map((call) => call.operation)).toEqual([
          'writeAll',
        ]);
      });

      it('refuses to move a work onto a numéro already used in the new type', async () => {
        await standard();
        const error = await rejection(
          backend.updateArtwork(LEGACY, fields({ type: 'Peinture sur Toile', years: 2020, subtitle: '5' }), null),
        );
        expect(error.code).toBe('duplicate-numero');
        expect(await h.find('Aquarelles', 'undefined12')).toBeDefined();
        expect((await h.find('Peinture sur Toile', '5'))?.title).toBe(CANVAS.title);
      });

      it('refuses a new numéro already used in the same type', async () => {
        await standard();
        const error = await rejection(backend.updateArtwork(LEGACY, fields({ subtitle: '27' }), null));
        expect(error.code).toBe('duplicate-numero');
        expect((await h.find('Aquarelles', 'undefined12'))?.subtitle).toBe('12');
      });

      it('explains a refused move of a work whose image the rules take at no new place', async () => {
        const elsewhere = { ...LEGACY, image: 'https://images.example.com/3.jpg' };
        await harness({ artworks: [elsewhere] });
        h.store.failNext('writeAll', 'permission-denied');
        const error = await rejection(
          backend.updateArtwork(elsewhere, fields({ type: 'Photos en vrac', subtitle: '12' }), null),
        );
        expect(error).toMatchObject({ code: 'invalid-field', field: 'photo' });
        expect(await h.find('Aquarelles', 'undefined12')).toBeDefined();
      });

      it('refuses to edit a work deleted meanwhile, and removes the new photo’s images', async () => {
        await standard();
        await backend.deleteArtwork(ADDED);
        const error = await rejection(backend.updateArtwork(ADDED, fields({ subtitle: '27' }), photo()));

        expect(error.code).toBe('gone');
        expect(await h.find('Aquarelles', '27')).toBeUndefined();
        expect(await h.storedImages()).toEqual(OLD);
      });

      it('refuses to edit another work added meanwhile under the same key', async () => {
        await standard();
        const stale = { ...ADDED };
        await backend.deleteArtwork(ADDED);
        await backend.purgeArtwork((await h.findInTrash('Aquarelles', '27'))!);
        await backend.addArtwork(fields({ title: 'Nouvelle 27', subtitle: '27' }), photo());

        expect(
          (await rejection(backend.updateArtwork(stale, fields({ title: 'Brume 27', subtitle: '27' }), null))).code,
        ).toBe('gone');
        expect((await h.find('Aquarelles', '27'))?.title).toBe('Nouvelle 27');
      });

      it('removes the new photo’s images when the record is refused, and keeps the old ones unqueued', async () => {
        await standard();
        h.store.failNext('transact', 'permission-denied');
        expect((await rejection(backend.updateArtwork(ADDED, fields({ subtitle: '27' }), photo()))).code).toBe(
          'permission-denied',
        );
        expect(await h.storedImages()).toEqual(OLD);
        expect(await h.queuedImages()).toEqual([]);
        expect((await h.find('Aquarelles', '27'))?.image).toBe(ADDED.image);
      });

      it('keeps both photos while an edit is past its deadline, then queues the old ones when it lands', async () => {
        vi.useFakeTimers();
        await standard();
        const held = h.store.hold('transact');
        const editing = rejection(backend.updateArtwork(ADDED, fields({ subtitle: '27' }), photo()));
        await held.reached;
        await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS);

        expect((await editing).code).toBe('timeout');
        expect(await h.storedImages()).toHaveLength(5);
        held.release();
        await vi.waitFor(async () => expect(await h.queuedImages()).toEqual(OLD));
        const stored = await h.find('Aquarelles', '27');
        expect(await h.storedImages()).toContain(h.nameOf(stored!.image));
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
        await harness({ records });
        const works = () =>
          firstValue<Artwork[]>((onData, onError) => backend.subscribeArtworks('Aquarelles', onData, onError));
        const misfiled = (await works()).find((artwork) => artwork.key === 'undefined8')!;
        expect(misfiled.type).toBe('Aquarelles');

        await backend.updateArtwork(misfiled, fields({ title: 'Falaise d’Aval 8', subtitle: '8' }), null);
        expect(await h.find('Aquarelles', 'undefined8')).toMatchObject({
          title: 'Falaise d’Aval 8',
          type: 'Aquarelles',
        });

        await backend.deleteArtwork((await works())[0]!);
        expect(await h.find('Aquarelles', 'undefined8')).toBeUndefined();
        expect(await h.findInTrash('Aquarelles', 'undefined8')).toMatchObject({ title: 'Falaise d’Aval 8' });
        expect(await h.find('Photos en vrac', 'undefined8')).toMatchObject({ title: 'Port 8' });
      });
    });

    describe('the trash', () => {
      it('takes a deleted work with its images, and gives it back under its own key', async () => {
        await standard();
        const trashed = await backend.deleteArtwork(ADDED);

        expect(await h.find('Aquarelles', '27')).toBeUndefined();
        expect(await h.findInTrash('Aquarelles', '27')).toEqual({ ...ADDED, deletedAt: trashed.deletedAt });
        expect(await h.storedImages()).toEqual(OLD);
        expect(await h.queuedImages()).toEqual([]);

        await backend.restoreArtwork(trashed);
        expect(await h.find('Aquarelles', '27')).toEqual(ADDED);
        expect(await h.findInTrash('Aquarelles', '27')).toBeUndefined();
      });

      it('gives a restored legacy work a creation time, and keeps its image', async () => {
        await standard();
        const restored = await backend.restoreArtwork(await backend.deleteArtwork(LEGACY));
        expect(restored).toMatchObject({ key: 'undefined12', image: '/images/12.webp', created: expect.any(Number) });
        expect(await h.find('Aquarelles', 'undefined12')).toMatchObject({ created: restored.created });
      });

      it('refuses to restore a work whose numéro was taken meanwhile, and keeps it in the trash', async () => {
        await standard();
        const trashed = await backend.deleteArtwork(LEGACY);
        await backend.addArtwork(fields({ title: 'Autre 12', subtitle: '12' }), photo());

        expect((await rejection(backend.restoreArtwork(trashed))).code).toBe('duplicate-numero');
        expect(await h.findInTrash('Aquarelles', 'undefined12')).toBeDefined();
        expect((await h.find('Aquarelles', '12'))?.title).toBe('Autre 12');
      });

      it('refuses a second deleted work under a key the trash holds, and keeps both works', async () => {
        await standard();
        await backend.deleteArtwork(ADDED);
        const again = await backend.addArtwork(fields({ title: 'Brume bis 27', subtitle: '27' }), photo());

        expect((await rejection(backend.deleteArtwork(again))).code).toBe('trash-occupied');
        expect(await h.find('Aquarelles', '27')).toBeDefined();
        expect((await h.findInTrash('Aquarelles', '27'))?.title).toBe('Brume 27');
      });

      it('says so when the work was deleted already (in another tab, say)', async () => {
        await standard();
        await backend.deleteArtwork(ADDED);
        expect((await rejection(backend.deleteArtwork(ADDED))).code).toBe('gone');
      });

      it('passes on a refused deletion, and keeps the work where it was', async () => {
        await standard();
        h.store.failNext('writeAll', 'permission-denied');
        expect((await rejection(backend.deleteArtwork(ADDED))).code).toBe('permission-denied');
        expect(await h.find('Aquarelles', '27')).toEqual(ADDED);
        expect(await h.findInTrash('Aquarelles', '27')).toBeUndefined();
      });

      it('purges a deleted work: its record, then its images are queued for deletion', async () => {
        await standard();
        await backend.purgeArtwork(await backend.deleteArtwork(ADDED));

        expect(await h.findInTrash('Aquarelles', '27')).toBeUndefined();
        expect(await h.queuedImages()).toEqual(OLD);
        expect(await h.storedImages()).toEqual(OLD);
      });

      it('queues on purge no image another work still shows, in any type', async () => {
        await harness({ artworks: [ADDED, { ...CANVAS, image: ADDED.image }] });
        await backend.purgeArtwork(await backend.deleteArtwork(ADDED));
        expect(await h.queuedImages()).toEqual([OLD_THUMB]);
      });

      it('purges nothing when the trash holds another deletion under that key', async () => {
        await standard();
        const trashed = await backend.deleteArtwork(ADDED);
        await backend.restoreArtwork(trashed);
        await backend.deleteArtwork(ADDED);
        expect((await rejection(backend.purgeArtwork(trashed))).code).toBe('gone');
        expect(await h.findInTrash('Aquarelles', '27')).toBeDefined();
        expect(await h.queuedImages()).toEqual([]);
      });

      it('lists the deleted works', async () => {
        await standard();
        await backend.deleteArtwork(ADDED);
        await backend.deleteArtwork(CANVAS);
        const trashed = await firstValue<TrashedArtwork[]>((onData, onError) =>
          backend.subscribeTrash(onData, onError),
        );
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
        await standard();
        expect(await backend.recordImageSize(LEGACY, { width: 4000, height: 3000 })).toBe(true);
        expect(await h.find('Aquarelles', 'undefined12')).toMatchObject({ width: 3200, height: 2400 });
      });

      it('leaves a measured work alone', async () => {
        await standard();
        expect(await backend.recordImageSize(ADDED, { width: 10, height: 10 })).toBe(false);
        expect(await h.find('Aquarelles', '27')).toMatchObject({ width: 1200, height: 800 });
      });
    });

    describe('two stale saves of a work', () => {
      it('writes the first, refuses the second with the stored work, and overwrites it when asked', async () => {
        await standard();
        // Two tabs filled their form from ADDED; the laptop saves first.
        await backend.updateArtwork(ADDED, fields({ title: 'Brume du matin 27', subtitle: '27' }), null);
        const error = await rejection(
          backend.updateArtwork(ADDED, fields({ subtitle: '27', description: 'Lavis, 2024.' }), null),
        );

        expect(error.code).toBe('conflict');
        expect(error.current).toMatchObject({ key: '27', title: 'Brume du matin 27', description: 'Lavis.' });
        expect(await h.find('Aquarelles', '27')).toMatchObject({ title: 'Brume du matin 27', description: 'Lavis.' });

        // "Écraser": the same save, from what is stored now.
        await backend.updateArtwork(
          error.current as Artwork,
          fields({ subtitle: '27', description: 'Lavis, 2024.' }),
          null,
        );
        expect(await h.find('Aquarelles', '27')).toMatchObject({ title: 'Brise 40', description: 'Lavis, 2024.' });
      });

      it('refuses a save when another lands between its check and its write (two tabs at once)', async () => {
        await standard();
        const held = h.store.hold('transact');
        const laptop = rejection(
          backend.updateArtwork(ADDED, fields({ title: 'Brume du soir 27', subtitle: '27' }), null),
        );
        await held.reached;
        await backend.updateArtwork(ADDED, fields({ title: 'Brume du matin 27', subtitle: '27' }), null);
        held.release();

        const error = await laptop;
        expect(error.code).toBe('conflict');
        expect(error.current).toMatchObject({ key: '27', title: 'Brume du matin 27' });
        expect((await h.find('Aquarelles', '27'))?.title).toBe('Brume du matin 27');
      });

      it('refuses a stale save with a photo before uploading it, and queues nothing', async () => {
        await standard();
        await backend.updateArtwork(ADDED, fields({ title: 'Brume du matin 27', subtitle: '27' }), null);
        expect((await rejection(backend.updateArtwork(ADDED, fields({ subtitle: '27' }), photo()))).code).toBe(
          'conflict',
        );
        expect(await h.storedImages()).toEqual(OLD);
        expect(await h.queuedImages()).toEqual([]);
        expect(h.store.log.some((call) => call.operation === 'uploadImages')).toBe(false);
      });

      it('refuses a save whose photo was replaced meanwhile by another photo, keeping both', async () => {
        await standard();
        const first = await backend.updateArtwork(ADDED, fields({ subtitle: '27' }), photo());
        const error = await rejection(backend.updateArtwork(ADDED, fields({ subtitle: '27' }), photo()));
        expect(error.code).toBe('conflict');
        expect((await h.find('Aquarelles', '27'))?.image).toBe(first.image);
        // Refused before its upload: the first save's three images remain, and the old ones.
        const name = h.nameOf(first.image);
        expect(await h.storedImages()).toEqual([...OLD, name, `${name}-thumb`, `${name}-zoom`].sort());
      });

      it('refuses a stale change of type: nothing moves', async () => {
        await standard();
        await backend.updateArtwork(ADDED, fields({ title: 'Brume du matin 27', subtitle: '27' }), null);
        const error = await rejection(
          backend.updateArtwork(ADDED, fields({ type: 'Photos en vrac', subtitle: '27' }), null),
        );
        expect(error.code).toBe('conflict');
        expect(await h.find('Photos en vrac', '27')).toBeUndefined();
        expect((await h.find('Aquarelles', '27'))?.title).toBe('Brume du matin 27');
      });

      it('lets a save through when only what it keeps changed (the size the studio measured)', async () => {
        await standard();
        expect(await backend.recordImageSize(LEGACY, { width: 800, height: 600 })).toBe(true);
        await backend.updateArtwork(LEGACY, fields({ title: 'Arbre en hiver 12', subtitle: '12' }), null);
        expect(await h.find('Aquarelles', 'undefined12')).toMatchObject({
          title: 'Arbre en hiver 12',
          width: 800,
          height: 600,
        });
      });
    });

    describe('site sections', () => {
      const readSite = () =>
        firstValue<SiteContent | null>((onData, onError) => backend.subscribeSite(onData, onError));

      it('writes a section whole and the pages read it back', async () => {
        await harness({ site: SITE });
        await backend.saveSiteSection('exhibitions', ['Salon de Caen', 'Biennale de Rouen'], SITE.exhibitions);
        const site = await readSite();
        expect(site?.exhibitions).toEqual(['Salon de Caen', 'Biennale de Rouen']);
        expect(site?.statement).toEqual(SITE.statement);
      });

      it('stores an empty list as nothing, read back as empty (not the seed)', async () => {
        await harness({ site: SITE });
        await backend.saveSiteSection('exhibitions', [], SITE.exhibitions);
        expect((await readSite())?.exhibitions).toEqual([]);
      });

      it('uploads a clipping like a work (three pictures, upload-time names), then writes it in place', async () => {
        await harness({ site: SITE });
        const written = await backend.saveSiteSection(
          'press',
          SITE.press,
          SITE.press,
          appendClipping('Le nouvel article'),
        );
        const added = written.at(-1)!;
        expect(written).toHaveLength(SITE.press.length + 1);
        expect(added).toMatchObject({ alt: 'Le nouvel article', width: 2000, height: 1500, zoomWidth: 3200 });
        const name = h.nameOf(added.image);
        expect(name).toMatch(/^\d{13}$/);
        expect(added.thumbnail).toBe(imageUrl(`${name}-thumb`));
        expect(added.zoom).toBe(imageUrl(`${name}-zoom`));
        expect(await h.storedImages()).toEqual([...OLD, name, `${name}-thumb`, `${name}-zoom`].sort());
        expect((await readSite())?.press).toHaveLength(SITE.press.length + 1);
      });

      describe('a picture with extra files (the hero in several widths)', () => {
        const blob = (text: string) => new Blob([text], { type: 'image/webp' });
        const withWidths: NewSitePicture<'identity'> = {
          photo: { ...photo(), extra: [blob('768'), blob('1280')] },
          into: (identity, picture, extra) => ({
            ...identity!,
            hero: {
              landscape: {
                sources: [
                  { url: extra[0]!, width: 768 },
                  { url: extra[1]!, width: 1280 },
                  { url: picture.image, width: 1920 },
                ],
                width: 1920,
                height: 1080,
              },
              portrait: { sources: [{ url: picture.thumbnail, width: 608 }], width: 608, height: 1080 },
              focusX: 0.5,
              focusY: 0.5,
              original: { url: picture.zoom!, width: 3200, height: 2400 },
            },
          }),
        };

        it('uploads each extra file under an upload-time name of its own and puts their URLs in place', async () => {
          await harness({ site: SITE });
          const written = await backend.saveSiteSection('identity', SITE.identity, SITE.identity, withWidths);
          const sources = written!.hero!.landscape.sources;
          const name = h.nameOf(sources[2]!.url);
          expect(name).toMatch(/^\d{13}$/);
          const names = [String(Number(name) + 1), String(Number(name) + 2)];
          expect(sources.map((source) => source.url)).toEqual([...names.map(imageUrl), imageUrl(name)]);
          expect(await h.storedImages()).toEqual([...OLD, name, `${name}-thumb`, `${name}-zoom`, ...names].sort());
          expect((await readSite())?.identity?.hero?.landscape.sources).toHaveLength(3);
          // The next upload takes names after them.
          const next = await backend.saveSiteSection('identity', written, written, withWidths);
          expect(Number(h.nameOf(next!.hero!.landscape.sources[2]!.url))).toBeGreaterThan(Number(names[1]));
          expect(await h.queuedImages()).toEqual([name, ...names, `${name}-thumb`, `${name}-zoom`].sort());
        });

        it('removes the extra files too when the save is refused', async () => {
          await harness({ site: SITE });
          h.store.failNext('transact', 'permission-denied');
          const error = await rejection(backend.saveSiteSection('identity', SITE.identity, SITE.identity, withWidths));
          expect(error.code).toBe('permission-denied');
          expect(await h.storedImages()).toEqual(OLD);
        });
      });

      it('queues the pictures of a clipping for deletion once the section without it is written', async () => {
        await harness({ site: SITE });
        const written = await backend.saveSiteSection('press', SITE.press, SITE.press, appendClipping('À retirer'));
        await backend.saveSiteSection('press', written.slice(0, -1), written);
        const name = h.nameOf(written.at(-1)!.image);
        expect(await h.queuedImages()).toEqual([name, `${name}-thumb`, `${name}-zoom`]);
        expect(await h.storedImages()).toHaveLength(OLD.length + 3);
        expect((await readSite())?.press).toEqual(SITE.press);
      });

      it('keeps the pictures when a clipping only moves', async () => {
        await harness({ site: SITE });
        const written = await backend.saveSiteSection('press', SITE.press, SITE.press, appendClipping('Déplacé'));
        await backend.saveSiteSection('press', [written.at(-1)!, ...written.slice(0, -1)], written);
        expect(await h.queuedImages()).toEqual([]);
        expect((await readSite())?.press[0]?.alt).toBe('Déplacé');
      });

      it('removes the freshly uploaded pictures and writes nothing when the save is refused', async () => {
        await harness({ site: SITE });
        h.store.failNext('transact', 'permission-denied');
        const error = await rejection(
          backend.saveSiteSection('press', SITE.press, SITE.press, appendClipping('Refusé')),
        );
        expect(error.code).toBe('permission-denied');
        expect(await h.storedImages()).toEqual(OLD);
        expect((await readSite())?.press).toEqual(SITE.press);
      });

      it('says the session expired when a refusal comes from a signed-out admin', async () => {
        await harness({ site: SITE });
        await h.signOut();
        const error = await rejection(backend.saveSiteSection('interventions', 'Texte', SITE.interventions));
        expect(error.code).toBe('session-expired');
        expect((await readSite())?.interventions).toEqual(SITE.interventions);
      });

      it('imports the copy of src/content/ on a fresh project, once', async () => {
        await harness();
        expect(await readSite()).toBeNull();
        expect(await backend.importSiteContent(DEFAULT_SITE_CONTENT)).toBe(true);
        expect(await readSite()).toEqual(DEFAULT_SITE_CONTENT);
        await backend.saveSiteSection('interventions', 'Modifié', DEFAULT_SITE_CONTENT.interventions);
        expect(await backend.importSiteContent(DEFAULT_SITE_CONTENT)).toBe(false);
        expect((await readSite())?.interventions).toBe('Modifié');
      });

      describe('two stale saves of a section', () => {
        it.each(SITE_SECTIONS)(
          '%s: the second is refused with the stored section, then overwrites it when asked',
          async (section) => {
            await harness({ site: SITE });
            const [first, second] = EDITS[section] as [unknown, unknown] as [
              SiteContent[typeof section],
              SiteContent[typeof section],
            ];
            const base = SITE[section];
            await backend.saveSiteSection(section, first, base);
            const error = await rejection(backend.saveSiteSection(section, second, base));

            expect(error.code).toBe('conflict');
            expect(error.current).toEqual(first);
            expect((await readSite())?.[section]).toEqual(first);

            await backend.saveSiteSection(section, second, error.current as typeof first);
            expect((await readSite())?.[section]).toEqual(second);
          },
        );

        it('refuses a save when another lands between its check and its write (two tabs at once)', async () => {
          await harness({ site: SITE });
          const held = h.store.hold('transact');
          const laptop = rejection(backend.saveSiteSection('exhibitions', ['Salon de Caen'], SITE.exhibitions));
          await held.reached;
          await backend.saveSiteSection('exhibitions', ['Biennale de Rouen'], SITE.exhibitions);
          held.release();

          const error = await laptop;
          expect(error.code).toBe('conflict');
          expect(error.current).toEqual(['Biennale de Rouen']);
          expect((await readSite())?.exhibitions).toEqual(['Biennale de Rouen']);
        });

        it('never lets a stale list of clippings bring back a removed clipping', async () => {
          await harness({ site: SITE });
          const added = await backend.saveSiteSection(
            'press',
            SITE.press,
            SITE.press,
            appendClipping('Le Courrier cauchois'),
          );
          // The phone removes it; the laptop, still showing it, saves a change of another clipping.
          await backend.saveSiteSection('press', SITE.press, added);
          const stale = added.map((clipping, i) => (i === 0 ? { ...clipping, alt: 'Retouché' } : clipping));
          expect((await rejection(backend.saveSiteSection('press', stale, added))).code).toBe('conflict');
          expect((await readSite())?.press).toEqual(SITE.press);
        });

        it('compares what the database keeps: a list saved empty is its starting point again', async () => {
          await harness({ site: SITE });
          await backend.saveSiteSection('exhibitions', [], SITE.exhibitions);
          await backend.saveSiteSection('exhibitions', ['Salon de Caen'], []);
          expect((await readSite())?.exhibitions).toEqual(['Salon de Caen']);
        });

        it('refuses a stale save with a new picture before uploading it', async () => {
          await harness({ site: SITE });
          await backend.saveSiteSection('press', SITE.press.slice(1), SITE.press);
          const error = await rejection(
            backend.saveSiteSection('press', SITE.press, SITE.press, appendClipping('Nouveau')),
          );
          expect(error.code).toBe('conflict');
          expect(await h.storedImages()).toEqual(OLD);
          expect(h.store.log.some((call) => call.operation === 'uploadImages')).toBe(false);
        });
      });
    });

    describe("the catalogue: a work's status, her private notes, her selections", () => {
      const NOTES = { notes: 'Vernie en 2023.', location: 'Atelier', buyer: 'M. Durand', soldOn: '2024-05-17' };
      const SELECTION = {
        id: 'AbCdEfGhIjKlMnOpQrStUv',
        title: 'Pour Jean',
        message: 'Les aquarelles dont nous avons parlé.',
        showPrices: true,
        disabled: false,
        created: 1_700_000_000_000,
        works: [
          { type: 'Aquarelles' as const, key: '27' },
          { type: 'Peinture sur Toile' as const, key: '5' },
        ],
      };

      it("stores a work's status and price with its fields, and refuses a save made stale by a status changed elsewhere", async () => {
        await standard();
        const sold = await backend.updateArtwork(ADDED, fields({ ...ADDED, status: 'vendue', price: 900 }), null);
        expect(await h.find('Aquarelles', '27')).toMatchObject({ status: 'vendue', price: 900 });
        // A tab that still has the work as it was before cannot put it back on offer unseen.
        const stale = await rejection(backend.updateArtwork(ADDED, fields({ ...ADDED, status: 'disponible' }), null));
        expect(stale.code).toBe('conflict');
        expect(stale.current).toMatchObject({ status: 'vendue' });
        expect(sold.status).toBe('vendue');
      });

      it('writes her notes on a work, refuses a stale save with the stored notes, and removes them once emptied', async () => {
        await standard();
        const work = { type: 'Aquarelles' as const, key: '27' };
        expect(await backend.savePrivateNotes(work, { ...NOTES, notes: '  Vernie en 2023.  ' }, null)).toEqual(NOTES);
        const all = await firstValue(backend.subscribePrivateNotes.bind(backend));
        expect(all.get('Aquarelles/27')).toEqual(NOTES);

        const stale = await rejection(backend.savePrivateNotes(work, { buyer: 'Autre' }, null));
        expect(stale.code).toBe('conflict');
        expect(stale.current).toEqual(NOTES);

        expect(await backend.savePrivateNotes(work, { notes: ' ' }, NOTES)).toBeNull();
        expect(await h.raw('privateNotes/Aquarelles/27')).toBeUndefined();
      });

      it('moves her notes with a work that changes type, and removes them when the work is purged', async () => {
        await standard();
        await backend.savePrivateNotes({ type: 'Aquarelles', key: '27' }, NOTES, null);
        const moved = await backend.updateArtwork(ADDED, fields({ ...ADDED, type: 'Photos en vrac' }), null);
        expect(await h.raw('privateNotes/Aquarelles/27')).toBeUndefined();
        expect(await h.raw(`privateNotes/Photos en vrac/${moved.key}`)).toEqual(NOTES);

        await backend.purgeArtwork(await backend.deleteArtwork(moved));
        expect(await h.raw(`privateNotes/Photos en vrac/${moved.key}`)).toBeUndefined();
      });

      it('creates a selection where none is, reads it by its id, lists it, and refuses a second creation under its id', async () => {
        await standard();
        await backend.saveSelection(SELECTION, null);
        expect(await firstValue<unknown>((on, err) => backend.subscribeSelection(SELECTION.id, on, err))).toEqual(
          SELECTION,
        );
        expect(await firstValue(backend.subscribeSelections.bind(backend))).toEqual([SELECTION]);
        expect(
          await firstValue<unknown>((on, err) => backend.subscribeSelection('AAAAAAAAAAAAAAAAAAAAAA', on, err)),
        ).toBeNull();
        expect(await firstValue<unknown>((on, err) => backend.subscribeSelection('../site', on, err))).toBeNull();

        const again = await rejection(backend.saveSelection({ ...SELECTION, title: 'Autre' }, null));
        expect(again.code).toBe('conflict');
        expect(again.current).toEqual(SELECTION);
      });

      it('disables a selection from what it was, refuses a stale change, and deletes it', async () => {
        await standard();
        await backend.saveSelection(SELECTION, null);
        const disabled = { ...SELECTION, disabled: true };
        await backend.saveSelection(disabled, SELECTION);
        expect((await rejection(backend.saveSelection({ ...SELECTION, title: 'Autre' }, SELECTION))).code).toBe(
          'conflict',
        );
        expect((await rejection(backend.deleteSelection(SELECTION))).code).toBe('conflict');
        await backend.deleteSelection(disabled);
        expect(await h.raw(`selections/${SELECTION.id}`)).toBeUndefined();
      });

      it('says the session expired when the store refuses a signed-out user', async () => {
        await standard();
        await h.signOut();
        expect((await rejection(backend.saveSelection(SELECTION, null))).code).toBe('session-expired');
        expect((await rejection(backend.savePrivateNotes({ type: 'Aquarelles', key: '27' }, NOTES, null))).code).toBe(
          'session-expired',
        );
      });
    });

    describe('the deletion queue', () => {
      /** ADDED had its photo replaced at the returned time: its two old images are queued. */
      async function replacedPhoto(): Promise<number> {
        await harness({ artworks: [ADDED] });
        const queuedAt = clock;
        await backend.updateArtwork(ADDED, fields({ subtitle: '27' }), photo());
        expect(await h.queuedImages()).toEqual(OLD);
        return queuedAt;
      }
      /** Sets the clock from now on (the spy of beforeEach counts up from it). */
      const setClock = (time: number) => vi.spyOn(Date, 'now').mockImplementation(() => time);

      it('deletes an image only once the deployed pages stop showing it, and never within a day', async () => {
        const queuedAt = await replacedPhoto();

        // Published an hour later, but the day has not passed.
        h.deployed.publishedAt = queuedAt + HOUR;
        setClock(queuedAt + DELETION_DELAY_MS - HOUR);
        expect(await backend.emptyDeletionQueue()).toBe(0);
        expect(await h.storedImages()).toEqual(expect.arrayContaining(OLD));

        // A day later, but the pages deployed were built before the image was queued: they show it.
        h.deployed.publishedAt = queuedAt - HOUR;
        setClock(queuedAt + 3 * DELETION_DELAY_MS);
        expect(await backend.emptyDeletionQueue()).toBe(0);
        // Nor a build within the margin of its queueing (its data may have been read just before).
        h.deployed.publishedAt = queuedAt + PUBLICATION_MARGIN_MS - HOUR / 60;
        expect(await backend.emptyDeletionQueue()).toBe(0);
        h.deployed.publishedAt = null;
        expect(await backend.emptyDeletionQueue()).toBe(0);
        expect(await h.queuedImages()).toEqual(OLD);

        // Published after it was queued, and a day has passed: the images and their entries go.
        h.deployed.publishedAt = queuedAt + HOUR;
        expect(await backend.emptyDeletionQueue()).toBe(2);
        expect(await h.storedImages()).not.toEqual(expect.arrayContaining([OLD_IMAGE]));
        expect(await h.storedImages()).toHaveLength(3);
        expect(await h.queuedImages()).toEqual([]);
      });

      it('keeps an image shown again meanwhile, and lets its entry go', async () => {
        const queuedAt = await replacedPhoto();
        // A clipping made of the old image (a deliberate overwrite, a restored backup).
        await backend.importSiteContent(SITE);
        const clipping = { image: ADDED.image, thumbnail: ADDED.thumbnail!, width: 800, height: 600, alt: 'Brume' };
        await backend.saveSiteSection('press', [...SITE.press, clipping], SITE.press);

        h.deployed.publishedAt = queuedAt + HOUR;
        setClock(queuedAt + DELETION_DELAY_MS + HOUR);
        expect(await backend.emptyDeletionQueue()).toBe(0);
        expect(await h.storedImages()).toEqual(expect.arrayContaining(OLD));
        expect(await h.queuedImages()).toEqual([]);
      });

      it('leaves the queue as it was when a deletion fails, and finishes at the next visit', async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const queuedAt = await replacedPhoto();
        h.deployed.publishedAt = queuedAt + HOUR;
        setClock(queuedAt + DELETION_DELAY_MS + HOUR);

        h.store.failNext('deleteImage', 'network');
        expect(await backend.emptyDeletionQueue()).toBe(1);
        expect(warn).toHaveBeenCalledTimes(1);
        expect(await h.queuedImages()).toHaveLength(1);
        expect((await h.storedImages()).filter((name) => OLD.includes(name))).toHaveLength(1);

        expect(await backend.emptyDeletionQueue()).toBe(1);
        expect(await h.queuedImages()).toEqual([]);
      });

      it('deletes nothing when the records cannot be read', async () => {
        const queuedAt = await replacedPhoto();
        h.deployed.publishedAt = queuedAt + HOUR;
        setClock(queuedAt + DELETION_DELAY_MS + HOUR);
        // The queue is read, then the articles fail.
        h.store.hold('read').release();
        h.store.failNext('read', 'network');
        expect((await rejection(backend.emptyDeletionQueue())).code).toBe('network');
        expect(await h.queuedImages()).toEqual(OLD);
        expect(await h.storedImages()).toEqual(expect.arrayContaining(OLD));
      });
    });
  });
}
