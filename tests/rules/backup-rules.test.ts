// @vitest-environment node
/**
 * Backups under database.rules.json: the backup path (src/backend/backup.ts) exports, then
 * restores, on a store whose every write is first put to the rules by targaryen (RulesStore),
 * as Firebase would. The data holds what the rules are strictest about: deleted works (one of
 * the earlier site, without a creation time), a deleted work whose numéro a live work took
 * since, works of the earlier site, and every site section with uploaded pictures. A restore the
 * rules refused on Firebase would leave the painter with a backup she cannot put back.
 */
import { describe, expect, it } from 'vitest';
import { createBackupPath } from '@/backend/backup';
import { createWritePath } from '@/backend/write-path';
import type { ArtworkFields } from '@/domain/artwork';
import { toArtwork, toTrashedArtwork } from '@/domain/database-reader';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import type { PressClipping } from '@/domain/site-content';
import { PREPARED } from '@/test/photos';
import { BUCKET_URL, LEGACY, RulesStore, tickingClockInEachTest } from './rules-store';

// Every upload gets its own name (its time), on a clock that starts now.
tickingClockInEachTest();

const CANVAS = 'Peinture sur Toile';

const FIELDS: ArtworkFields = {
  title: 'Falaises au couchant',
  subtitle: '30',
  type: CANVAS,
  years: 2024,
  description: 'Huile sur toile.',
  dimensions: '80 x 100 cm',
};

type Data = { articles: unknown; trash: unknown; site: unknown };

/** The three nodes a backup holds, as the database holds them now. */
async function dataOf(store: RulesStore): Promise<Data> {
  const [articles, trash, site] = await Promise.all(['articles', 'trash', 'site'].map((path) => store.read(path)));
  return { articles, trash, site };
}

/** The data with every download token the same: Storage gives a re-uploaded image a new one. */
function withoutTokens(data: Data): Data {
  return JSON.parse(JSON.stringify(data).replace(/token=[0-9a-f-]+/g, 'token=…')) as Data;
}

async function bytesOf(store: RulesStore): Promise<Map<string, number[]>> {
  const entries = await Promise.all(
    [...store.images].map(
      async ([name, { blob }]) => [name, [...new Uint8Array(await blob.arrayBuffer())]] as [string, number[]],
    ),
  );
  return new Map(entries);
}

/**
 * A project as the rules let the studio make it: the earlier site's works (their images in the
 * bucket), one of them deleted; work 30 deleted, then a new work 30; every site section, with
 * an uploaded book cover and press clipping.
 */
async function filledProject() {
  const store = new RulesStore({ articles: LEGACY.articles });
  for (const url of JSON.stringify(LEGACY).match(/https:[^"]+/g) ?? []) {
    const name = store.imageName(url);
    if (name) store.images.set(name, { url, blob: new Blob([`legacy ${name}`], { type: 'image/jpeg' }) });
  }
  const writes = createWritePath(store);
  const backups = createBackupPath(store);

  await writes.deleteArtwork(toArtwork('undefined3', LEGACY.articles.Aquarelles!.undefined3, 'Aquarelles')!);
  await writes.deleteArtwork(await writes.addArtwork(FIELDS, PREPARED));
  await writes.addArtwork({ ...FIELDS, title: 'Falaises, le matin' }, PREPARED);

  expect(await writes.importSiteContent(structuredClone(DEFAULT_SITE_CONTENT))).toBe(true);
  await writes.saveSiteSection(
    'interventions',
    'Ateliers dans les écoles.\nEt au musée.',
    DEFAULT_SITE_CONTENT.interventions,
  );
  await writes.saveSiteSection('books', DEFAULT_SITE_CONTENT.books, DEFAULT_SITE_CONTENT.books, {
    photo: PREPARED,
    into: (books, picture) => ({
      ...books,
      items: books.items.map((book, i) => (i === 0 ? { ...book, cover: { ...picture, alt: 'La couverture' } } : book)),
    }),
  });
  await writes.saveSiteSection('press', DEFAULT_SITE_CONTENT.press, DEFAULT_SITE_CONTENT.press, {
    photo: PREPARED,
    into: (clippings: PressClipping[], picture) => [
      ...clippings,
      { ...picture, alt: 'Article', source: 'Ouest-France' },
    ],
  });
  expect(store.refusals).toEqual([]);

  const data = await dataOf(store);
  const trash = data.trash as Record<string, Record<string, Record<string, unknown>>>;
  const articles = data.articles as Record<string, Record<string, Record<string, unknown>>>;
  // What the test is about: each case is in the data.
  expect(trash.Aquarelles!.undefined3).not.toHaveProperty('created');
  expect(trash[CANVAS]!['30']).toMatchObject({ title: 'Falaises au couchant', created: expect.any(Number) });
  expect(articles[CANVAS]!['30']).toMatchObject({ title: 'Falaises, le matin' });
  expect(articles[CANVAS]!['7']).not.toHaveProperty('created');
  expect(Object.keys(data.site as object).sort()).toEqual([
    'books',
    'exhibitions',
    'identity',
    'interventions',
    'press',
    'statement',
  ]);
  return { store, writes, backups, data };
}

/** `data` as a restore into an empty project gives it back: the earlier site's works get a creation time. */
function asCreatedAfresh(data: Data): Data {
  const copy = structuredClone(data) as { articles: Record<string, Record<string, Record<string, unknown>>> } & Data;
  for (const works of Object.values(copy.articles)) {
    for (const work of Object.values(works)) work.created ??= expect.any(Number);
  }
  return copy;
}

describe('backups under the rules', { timeout: 120_000 }, () => {
  it('export → wipe → restore: every write accepted, the same data and byte-identical images', async () => {
    const { store, backups, data: before } = await filledProject();
    const imagesBefore = await bytesOf(store);
    const { blob, manifest } = await backups.exportBackup();
    expect(manifest.counts.trash).toMatchObject({ Aquarelles: 1, [CANVAS]: 1 });
    expect(manifest.missingImages).toEqual([]);

    // The database and the bucket wiped.
    store.tree = {};
    store.images.clear();
    const inspection = await backups.inspectBackup(blob);
    expect(inspection.currentIsEmpty).toBe(true);
    expect(await backups.restoreBackup(inspection, { overwrite: false })).toMatchObject({ works: 14, trash: 2 });

    expect(store.refusals).toEqual([]);
    expect(withoutTokens(await dataOf(store))).toEqual(asCreatedAfresh(withoutTokens(before)));
    expect(await bytesOf(store)).toEqual(imagesBefore);
    // Every record points at its image by the URL Storage gave it on upload, not the backup's.
    // The images' URLs (her social links are https addresses too, not images).
    const urls = JSON.stringify(await dataOf(store)).match(/https:\/\/firebasestorage[^"]+/g)!;
    expect(urls.filter((url) => store.images.get(store.imageName(url)!)?.url !== url)).toEqual([]);
    // The deleted works are entries the studio reads, exactly as they were.
    const trash = (await dataOf(store)).trash as Record<string, Record<string, unknown>>;
    expect(toTrashedArtwork('undefined3', trash.Aquarelles!.undefined3, 'Aquarelles')).toMatchObject({
      title: expect.any(String),
      deletedAt: expect.any(Number),
    });
    // Deleted work 30 went to the trash before the live work 30 was written.
    const order = store.writes.flatMap((values) => Object.keys(values).filter((path) => values[path] !== null));
    expect(order.indexOf(`trash/${CANVAS}/30`)).toBeLessThan(order.lastIndexOf(`articles/${CANVAS}/30`));

    // Restored again, the same backup writes nothing: the legacy works keep their creation time.
    const written = store.writes.length;
    await backups.restoreBackup(await backups.inspectBackup(blob), { overwrite: true });
    expect(store.writes.length).toBe(written);
  });

  it('restores over changed data, every write accepted, and puts it back when a write fails', async () => {
    const { store, writes, backups, data: before } = await filledProject();
    const { blob } = await backups.exportBackup();

    // Since the backup: a text edited, a work added, the deleted legacy work restored, deleted
    // work 30 purged and the live 30 deleted in its place, a legacy work edited.
    await writes.saveSiteSection('interventions', 'Autre texte', 'Ateliers dans les écoles.\nEt au musée.');
    const added = await writes.addArtwork({ ...FIELDS, subtitle: '31', title: 'Ajoutée après' }, PREPARED);
    const trash = before.trash as Record<string, Record<string, unknown>>;
    await writes.restoreArtwork(toTrashedArtwork('undefined3', trash.Aquarelles!.undefined3, 'Aquarelles')!);
    await writes.purgeArtwork(toTrashedArtwork('30', trash[CANVAS]!['30'], CANVAS)!);
    await writes.deleteArtwork(toArtwork('30', await store.read(`articles/${CANVAS}/30`), CANVAS)!);
    const seven = toArtwork('7', await store.read(`articles/${CANVAS}/7`), CANVAS)!;
    await writes.updateArtwork(seven, { ...seven, title: 'Retouchée' }, null);
    expect(store.refusals).toEqual([]);
    const changed = await dataOf(store);

    // A failure at the last write: what the earlier ones changed is put back, under the rules.
    const inspection = await backups.inspectBackup(blob);
    store.failWrite = (values) => 'site/interventions' in values;
    await expect(backups.restoreBackup(inspection, { overwrite: true })).rejects.toMatchObject({ code: 'network' });
    expect(store.refusals).toEqual([]);
    expect(await dataOf(store)).toEqual(changed);

    await backups.restoreBackup(await backups.inspectBackup(blob), { overwrite: true });
    expect(store.refusals).toEqual([]);
    // Work 30's purged images were uploaded again (new tokens); everything else is as it was,
    // the legacy works left in place without a creation time.
    expect(withoutTokens(await dataOf(store))).toEqual(withoutTokens(before));
    // A restore deletes no image: the removed work's are still stored.
    expect(store.images.has(store.imageName(added.image)!)).toBe(true);
    expect(added.image.startsWith(BUCKET_URL)).toBe(true);
  });
});
