/**
 * Backups on the unit tests' backend (the demo backend's store in memory, src/test/test-backend.ts):
 * export → wipe → restore gives the same data and byte-identical images, and a restore over
 * existing data needs a confirmation and loses nothing when it fails.
 */
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackupError } from '@/backend/backup-format';
import type { PreparedPhoto } from '@/backend/types';
import type { ArtworkFields } from '@/domain/artwork';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import type { PressClipping } from '@/domain/site-content';
import type { ArtworkStore } from '@/backend/artwork-store';
import { createDemoBackend } from '@/backend/demo/demo-backend';
import { MemoryPersistence } from '@/test/memory-persistence';
import { createTestBackend, TEST_ADMIN, type TestBackend } from '@/test/test-backend';

let clock = 1_700_000_000_000;

beforeEach(() => {
  // Every upload gets its own name (its time), as on a real clock.
  vi.spyOn(Date, 'now').mockImplementation(() => ++clock);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A photo whose three files have bytes of their own. */
function photo(seed: number): PreparedPhoto {
  const bytes = (kind: number, length: number) =>
    new Blob([Uint8Array.from({ length }, (_, i) => (seed * 31 + kind * 7 + i) % 256)], { type: 'image/webp' });
  return {
    large: bytes(1, 300),
    thumbnail: bytes(2, 50),
    zoom: bytes(3, 900),
    width: 40,
    height: 30,
    zoomWidth: 80,
    zoomHeight: 60,
  };
}

const fields = (subtitle: string, title: string): ArtworkFields => ({
  title,
  subtitle,
  type: 'Aquarelles',
  description: 'Sur papier',
  dimensions: '30 x 40',
});

const SELECTION_ID = 'Sel3ction-pour-Claire0';
/** An empty project, as a backup holds it. */
const NOTHING = { articles: null, trash: null, site: null, privateNotes: null, selections: null };

/**
 * A project with works, a deleted work, the site's texts with an uploaded clipping, her private
 * notes on a work and a private selection.
 */
async function filledProject(): Promise<TestBackend> {
  const backend = createTestBackend();
  const falaise = await backend.addArtwork(fields('1', 'La falaise'), photo(1));
  await backend.savePrivateNotes(falaise, { location: 'atelier', notes: 'Exposée à Caen' }, null);
  await backend.saveSelection(
    {
      id: SELECTION_ID,
      title: 'Pour Claire',
      showPrices: true,
      disabled: false,
      created: 1_700_000_000_000,
      works: [{ type: 'Aquarelles', key: falaise.key }],
    },
    null,
  );
  const second = await backend.addArtwork(fields('2', 'Le port'), photo(2));
  await backend.addArtwork({ ...fields('3', 'Atelier'), type: 'ateliers' }, photo(3));
  await backend.deleteArtwork(second);
  await backend.importSiteContent(structuredClone(DEFAULT_SITE_CONTENT));
  await backend.saveSiteSection('press', [], DEFAULT_SITE_CONTENT.press, {
    photo: photo(4),
    into: (press: PressClipping[], picture) => [...press, { ...picture, alt: 'Ouest-France' }],
  });
  return backend;
}

async function bytesOf(images: Map<string, Blob>): Promise<Map<string, number[]>> {
  const entries = await Promise.all(
    [...images].map(
      async ([name, blob]) => [name, [...new Uint8Array(await blob.arrayBuffer())]] as [string, number[]],
    ),
  );
  return new Map(entries);
}

/** What the database holds, as a backup of it would hold it. */
async function databaseOf(backend: TestBackend): Promise<unknown> {
  const { blob } = await backend.exportBackup();
  const entries = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  return JSON.parse(new TextDecoder().decode(entries['database.json']));
}

describe('backups', () => {
  it('export → wipe → restore gives the same data and byte-identical images', async () => {
    const backend = await filledProject();
    const before = await databaseOf(backend);
    const imagesBefore = await bytesOf(backend.persistence.images);
    expect(imagesBefore.size).toBe(12); // four photos of three files each

    const { blob, manifest, fileName } = await backend.exportBackup();
    expect(fileName).toMatch(/^sauvegarde-portfolio-\d{4}-\d{2}-\d{2}-\d{4}\.zip$/);
    expect(manifest.counts.works.Aquarelles).toBe(1);
    expect(manifest.counts.works.ateliers).toBe(1);
    expect(manifest.counts.trash.Aquarelles).toBe(1);
    expect(manifest.counts.images).toBe(12);

    await backend.reset(); // a test backend with no seed: nothing left
    expect(await databaseOf(backend)).toEqual(NOTHING);
    expect(backend.persistence.images.size).toBe(0);

    const inspection = await backend.inspectBackup(blob);
    expect(inspection.currentIsEmpty).toBe(true);
    expect(inspection.diff.works.Aquarelles).toEqual({ added: 1, changed: 0, removed: 0 });
    expect(inspection.diff.trash.Aquarelles).toEqual({ added: 1, changed: 0, removed: 0 });
    expect(inspection.diff.site.press).toBe('added');

    const summary = await backend.restoreBackup(inspection, { overwrite: false });
    expect(summary).toEqual({ works: 2, trash: 1, images: 12 });
    expect(await databaseOf(backend)).toEqual(before);
    expect(await bytesOf(backend.persistence.images)).toEqual(imagesBefore);
    expect((await backend.find('Aquarelles', '1'))?.title).toBe('La falaise');
    expect((await backend.findInTrash('Aquarelles', '2'))?.title).toBe('Le port');
    expect((await backend.readSite())?.press[0]?.alt).toBe('Ouest-France');
    expect(await databaseOf(backend)).toMatchObject({
      privateNotes: { Aquarelles: { '1': { location: 'atelier', notes: 'Exposée à Caen' } } },
      selections: { [SELECTION_ID]: { title: 'Pour Claire', showPrices: true } },
    });
  });

  it('restores into another empty project', async () => {
    const source = await filledProject();
    const { blob } = await source.exportBackup();
    const target = createTestBackend();
    await target.restoreBackup(await target.inspectBackup(blob), { overwrite: false });
    expect(await databaseOf(target)).toEqual(await databaseOf(source));
    expect(await bytesOf(target.persistence.images)).toEqual(await bytesOf(source.persistence.images));
  });

  it('rewrites the records to the URLs another storage gives the images', async () => {
    const source = await filledProject();
    const { blob } = await source.exportBackup();
    // A storage whose URLs differ from the demo's (another bucket, say): "autre:<name>".
    const toDemo = (url: string) => url.replace(/^autre:/, 'demo-image:');
    const toOther = (url: string) => url.replace(/^demo-image:/, 'autre:');
    const otherBucket = (store: ArtworkStore): ArtworkStore => ({
      read: (path) => store.read(path),
      transact: (path, change) => store.transact(path, change),
      writeAll: (values) => store.writeAll(values),
      uploadImages: async (files, onProgress, signal) =>
        (await store.uploadImages(files, onProgress, signal)).map(toOther),
      serverTime: store.serverTime,
      imageId: (url) => (url.startsWith('autre:') ? store.imageId(toDemo(url)) : null),
      imageName: (url) => (url.startsWith('autre:') ? store.imageName(toDemo(url)) : null),
      downloadImage: (url) => store.downloadImage(toDemo(url)),
      findImage: async (name) => {
        const url = await store.findImage(name);
        return url === null ? null : toOther(url);
      },
      deleteImage: (url) => store.deleteImage(toDemo(url)),
      sessionIsAdmin: () => store.sessionIsAdmin(),
      toBackendError: (error, fallback) => store.toBackendError(error, fallback),
    });
    const persistence = new MemoryPersistence();
    const target = createDemoBackend({
      persistence,
      seed: [],
      session: { read: () => TEST_ADMIN, write: () => {} },
      accounts: [],
      timing: { signInMs: 0, uploadStepMs: 0 },
      wrapStore: otherBucket,
    });
    await target.restoreBackup(await target.inspectBackup(blob), { overwrite: false });
    const expected = JSON.stringify(await databaseOf(source)).replaceAll('demo-image:', 'autre:');
    const { blob: again } = await target.exportBackup();
    const entries = unzipSync(new Uint8Array(await again.arrayBuffer()));
    expect(new TextDecoder().decode(entries['database.json'])).toBe(expected);
    expect(await bytesOf(persistence.images)).toEqual(await bytesOf(source.persistence.images));
  });

  it('restores over existing data only when told to, removing what the backup does not hold', async () => {
    const backend = await filledProject();
    const before = await databaseOf(backend);
    const { blob } = await backend.exportBackup();
    const added = await backend.addArtwork(fields('7', 'Ajoutée après'), photo(7));
    await backend.saveSelection(
      {
        id: 'Une-autre-selection-00',
        title: 'Faite depuis',
        showPrices: false,
        disabled: false,
        created: 1,
        works: [],
      },
      null,
    );
    const first = await backend.find('Aquarelles', '1');
    await backend.updateArtwork(first!, { ...fields('1', 'Titre changé') }, null);
    await backend.saveSiteSection('interventions', 'Autre texte', DEFAULT_SITE_CONTENT.interventions);

    const inspection = await backend.inspectBackup(blob);
    expect(inspection.currentIsEmpty).toBe(false);
    expect(inspection.diff.works.Aquarelles).toEqual({ added: 0, changed: 1, removed: 1 });
    expect(inspection.diff.site.interventions).toBe('changed');
    expect(inspection.diff.private).toEqual({ privateNotes: 'same', selections: 'changed' });

    const refused = await backend.restoreBackup(inspection, { overwrite: false }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BackupError);
    expect((await backend.find('Aquarelles', '7'))?.title).toBe('Ajoutée après');

    await backend.restoreBackup(inspection, { overwrite: true });
    expect(await databaseOf(backend)).toEqual(before);
    expect(await backend.find('Aquarelles', added.key)).toBeUndefined();
    // A restore deletes no image: the removed work's are still stored.
    expect([...backend.persistence.images.keys()].filter((name) => !name.includes('-')).length).toBe(5);
  });

  it('puts a different work back under the same key (removed first, then written)', async () => {
    const backend = await filledProject();
    const before = await databaseOf(backend);
    const { blob } = await backend.exportBackup();
    const first = await backend.find('Aquarelles', '1');
    const trashed = await backend.deleteArtwork(first!);
    await backend.purgeArtwork(trashed);
    await backend.addArtwork(fields('1', 'Une autre œuvre'), photo(8));
    await backend.restoreBackup(await backend.inspectBackup(blob), { overwrite: true });
    expect(await databaseOf(backend)).toEqual(before);
  });

  it('leaves the data as it was when the records cannot be written', async () => {
    const backend = await filledProject();
    const { blob } = await backend.exportBackup();
    await backend.addArtwork(fields('7', 'Ajoutée après'), photo(7));
    const current = await databaseOf(backend);
    const inspection = await backend.inspectBackup(blob);
    backend.store.failNext('writeAll', 'network'); // the removal of work 7 fails
    await expect(backend.restoreBackup(inspection, { overwrite: true })).rejects.toMatchObject({ code: 'network' });
    expect(await databaseOf(backend)).toEqual(current);
  });

  it('restores nothing when an image cannot be uploaded', async () => {
    const backend = await filledProject();
    const { blob } = await backend.exportBackup();
    await backend.reset(); // a test backend with no seed: nothing left
    const inspection = await backend.inspectBackup(blob);
    backend.store.failNext('uploadImages', 'upload-failed');
    await expect(backend.restoreBackup(inspection, { overwrite: false })).rejects.toMatchObject({
      code: 'upload-failed',
    });
    expect(await databaseOf(backend)).toEqual(NOTHING);
  });

  it('refuses a damaged file before reading the current data', async () => {
    const backend = createTestBackend();
    await expect(backend.inspectBackup(new Blob(['pas un zip']))).rejects.toThrow(/pas une archive ZIP/);
  });
});
