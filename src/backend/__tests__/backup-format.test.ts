/**
 * The backup file's format (src/backend/backup-format.ts): the manifest, the checks a file must
 * pass before anything is restored, what a restore would change, and the URL mapping.
 */
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  applyWrites,
  BACKUP_FORMAT_VERSION,
  BackupError,
  backupFileName,
  createBackupZip,
  diffBackup,
  imageUrlsOfData,
  isEmptyData,
  mapImageUrls,
  privateWrites,
  readBackupData,
  readBackupZip,
  restoreSteps,
  sha256Hex,
  urlMapping,
  type BackupData,
  type BackupImage,
} from '@/backend/backup-format';
import { publicDataOf } from '@/backend/public-data';
import { dataVersion } from '@/domain/data-version';
import { replacesAnotherRecord } from '@/domain/record-rules';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { SITE_SECTIONS } from '@/domain/site-content';

const URL_A = 'demo-image:1700000000001';
const URL_A_THUMB = 'demo-image:1700000000001-thumb';

const work = (subtitle: string, created: number, image = URL_A) => ({
  title: `Œuvre ${subtitle}`,
  subtitle,
  type: 'Aquarelles',
  description: '',
  image,
  thumbnail: URL_A_THUMB,
  created,
});

const DATA: BackupData = {
  articles: { Aquarelles: { '1': work('1', 1), '2': work('2', 2, '/images/seed.webp') } },
  trash: { ateliers: { '9': { ...work('9', 9), type: 'ateliers', deletedAt: 10 } } },
  site: {
    ...structuredClone(DEFAULT_SITE_CONTENT),
    press: [{ image: URL_A, thumbnail: URL_A_THUMB, width: 10, height: 10, alt: 'Coupure' }],
  },
};

const IMAGES: BackupImage[] = [
  { name: '1700000000001', contentType: 'image/webp', urls: [URL_A], bytes: new Uint8Array([1, 2, 3]) },
  { name: '1700000000001-thumb', contentType: 'image/webp', urls: [URL_A_THUMB], bytes: new Uint8Array([4, 5]) },
];

const DATE = '2026-11-27T01:30:00.000Z';

/** A ZIP whose entries are the backup's, changed by `edit`. */
async function tampered(edit: (entries: Record<string, Uint8Array>) => void): Promise<Uint8Array> {
  const { zip } = await createBackupZip(DATA, IMAGES, DATE);
  const entries = unzipSync(zip);
  edit(entries);
  return zipSync(entries);
}

function manifestOf(entries: Record<string, Uint8Array>) {
  return JSON.parse(new TextDecoder().decode(entries['manifest.json'])) as Record<string, unknown>;
}

async function refusal(bytes: Uint8Array): Promise<string> {
  const error = await readBackupZip(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupError);
  return (error as Error).message;
}

describe('the backup file', () => {
  it('holds the data, the images and a manifest that counts and checksums them', async () => {
    const { zip, manifest } = await createBackupZip(DATA, IMAGES, DATE);
    expect(manifest.formatVersion).toBe(BACKUP_FORMAT_VERSION);
    expect(manifest.createdAt).toBe(DATE);
    expect(manifest.dataVersion).toBe(await dataVersion(publicDataOf(DATA)));
    expect(manifest.counts.works.Aquarelles).toBe(2);
    expect(manifest.counts.trash.ateliers).toBe(1);
    expect(manifest.counts.siteSections).toBe(SITE_SECTIONS.length);
    expect(manifest.counts.images).toBe(2);
    const image = manifest.files.find((file) => file.path === 'images/1700000000001');
    expect(image).toEqual({
      path: 'images/1700000000001',
      size: 3,
      sha256: await sha256Hex(new Uint8Array([1, 2, 3])),
      contentType: 'image/webp',
      urls: [URL_A],
    });
    const read = await readBackupZip(zip);
    expect(read.data).toEqual(DATA);
    expect(read.images).toEqual(IMAGES);
    expect(read.manifest).toEqual(manifest);
  });

  it('counts a gallery the database gives as an array (numéros as keys), its holes left out', async () => {
    // The SDK and the REST API return mostly-integer keys as an array: [null, work 1, work 2].
    const asRead = { ...DATA, articles: { Aquarelles: [null, work('1', 1), work('2', 2, '/images/seed.webp')] } };
    const { manifest } = await createBackupZip(asRead, IMAGES, DATE);
    expect(manifest.counts.works.Aquarelles).toBe(2);
    expect(diffBackup(asRead, DATA).works.Aquarelles).toEqual({ added: 0, changed: 0, removed: 0 });
  });

  it('names the downloaded file after its date', () => {
    expect(backupFileName(new Date(DATE))).toBe('sauvegarde-portfolio-2026-11-27-0130.zip');
  });

  it('refuses what is not a ZIP, or a ZIP without a manifest', async () => {
    expect(await refusal(strToU8('bonjour'))).toMatch(/pas une archive ZIP/);
    expect(await refusal(zipSync({ 'photo.jpg': new Uint8Array([1]) }))).toMatch(/manifest\.json/);
  });

  it('refuses a damaged image, naming it', async () => {
    const bytes = await tampered((entries) => {
      entries['images/1700000000001'] = new Uint8Array([1, 2, 4]);
    });
    expect(await refusal(bytes)).toMatch(/« images\/1700000000001 ».*abîmé/);
  });

  it('refuses a missing file, a file the manifest does not list, and data that does not match its counts', async () => {
    const missing = await tampered((entries) => delete entries['images/1700000000001-thumb']);
    expect(await refusal(missing)).toMatch(/« images\/1700000000001-thumb » manque/);
    const extra = await tampered((entries) => (entries['images/1800000000000'] = new Uint8Array([9])));
    expect(await refusal(extra)).toMatch(/« images\/1800000000000 ».*pas cité/);
    const recount = await tampered((entries) => {
      const manifest = manifestOf(entries);
      (manifest.counts as { works: Record<string, number> }).works.Aquarelles = 5;
      entries['manifest.json'] = strToU8(JSON.stringify(manifest));
    });
    expect(await refusal(recount)).toMatch(/incohérente/);
  });

  it('refuses another format, a newer version, and an image name storage.rules would refuse', async () => {
    const edit = (change: (manifest: Record<string, unknown>) => void) =>
      tampered((entries) => {
        const manifest = manifestOf(entries);
        change(manifest);
        entries['manifest.json'] = strToU8(JSON.stringify(manifest));
      });
    expect(await refusal(await edit((m) => (m.format = 'autre')))).toMatch(/pas une sauvegarde de ce site/);
    expect(await refusal(await edit((m) => (m.formatVersion = BACKUP_FORMAT_VERSION + 1)))).toMatch(
      /version plus récente/,
    );
    const renamed = await edit((m) => ((m.files as { path: string }[])[1]!.path = 'images/../photo.jpg'));
    expect(await refusal(renamed)).toMatch(/fichier inattendu/);
  });
});

describe('what a restore changes', () => {
  it('counts the works and deleted works added, changed and removed, and the site sections', () => {
    const next: BackupData = structuredClone(DATA);
    const articles = next.articles as Record<string, Record<string, unknown>>;
    articles.Aquarelles!['3'] = work('3', 3);
    (articles.Aquarelles!['1'] as { title: string }).title = 'Autre titre';
    delete articles.Aquarelles!['2'];
    next.trash = null;
    (next.site as { interventions: string }).interventions = 'Autre texte';
    const diff = diffBackup(DATA, next);
    expect(diff.works.Aquarelles).toEqual({ added: 1, changed: 1, removed: 1 });
    expect(diff.works.ateliers).toEqual({ added: 0, changed: 0, removed: 0 });
    expect(diff.trash.ateliers).toEqual({ added: 0, changed: 0, removed: 1 });
    expect(diff.site.interventions).toBe('changed');
    expect(diff.site.statement).toBe('same');
    expect(diff.same).toBe(false);
    expect(diffBackup(DATA, structuredClone(DATA)).same).toBe(true);
    expect(diffBackup({ articles: null, trash: null, site: null }, DATA).site.press).toBe('added');
  });

  it('tells an empty project', () => {
    expect(isEmptyData({ articles: null, trash: null, site: null })).toBe(true);
    expect(isEmptyData({ articles: { Aquarelles: {} }, trash: null, site: null })).toBe(true);
    expect(isEmptyData(DATA)).toBe(false);
  });

  it('writes record by record, removing first what another record may not replace', () => {
    const current: BackupData = structuredClone(DATA);
    const next: BackupData = structuredClone(DATA);
    const articles = next.articles as Record<string, Record<string, unknown>>;
    articles.Aquarelles!['1'] = work('1', 100); // another work under the same key
    (articles.Aquarelles!['2'] as { title: string }).title = 'Retouchée'; // the same work, edited
    articles.Aquarelles!['4'] = work('4', 4);
    (current.articles as Record<string, Record<string, unknown>>).Aquarelles!['5'] = work('5', 5);
    const steps = restoreSteps(current, next, replacesAnotherRecord, 1000);
    expect(steps.map((step) => step.what)).toEqual(['remove', 'write']);
    expect(steps[0]!.writes).toEqual({ 'articles/Aquarelles/1': null, 'articles/Aquarelles/5': null });
    expect(Object.keys(steps[1]!.writes).sort()).toEqual([
      'articles/Aquarelles/1',
      'articles/Aquarelles/2',
      'articles/Aquarelles/4',
    ]);
    expect(steps.reduce((data, step) => applyWrites(data, step.writes), current)).toEqual(next);
  });

  it('writes a deleted work through articles, before a live work under its key', () => {
    const empty: BackupData = { articles: null, trash: null, site: null };
    const next: BackupData = structuredClone(DATA);
    const legacy: Record<string, unknown> = work('3', 0);
    delete legacy.created; // the earlier site's: no creation time
    (next.articles as Record<string, Record<string, unknown>>).Aquarelles!['3'] = legacy;
    (next.trash as Record<string, Record<string, unknown>>).Aquarelles = {
      '1': { ...work('1', 0), deletedAt: 50 }, // deleted, then a new work numbered 1
      '3': { ...legacy, title: 'Ancienne', deletedAt: 60 },
    };
    delete ((next.trash as Record<string, Record<string, unknown>>).Aquarelles!['1'] as { created?: number }).created;
    const steps = restoreSteps(empty, next, replacesAnotherRecord, 1000);
    expect(steps.map((step) => step.what)).toEqual(['stage', 'trash', 'write']);
    const [stage, trash, write] = steps.map((step) => step.writes);
    expect(stage).toEqual({
      'articles/Aquarelles/1': { ...work('1', 1000) },
      'articles/Aquarelles/3': { ...legacy, title: 'Ancienne', created: 1000 },
      'articles/ateliers/9': { ...work('9', 9), type: 'ateliers' },
    });
    expect(trash).toMatchObject({ 'articles/Aquarelles/1': null, 'trash/Aquarelles/3': { title: 'Ancienne' } });
    expect(write!['articles/Aquarelles/1']).toEqual(work('1', 1));
    // A live work of the earlier site created afresh gets a creation time.
    expect(write!['articles/Aquarelles/3']).toEqual({ ...legacy, created: 1000 });
    expect(write).toHaveProperty('site/press');
    const restored = steps.reduce((data, step) => applyWrites(data, step.writes), empty);
    expect(restored.trash).toEqual(next.trash);

    // Over it: an entry that changes is removed, staged and moved again; one unchanged is kept.
    const changed = structuredClone(restored);
    (changed.trash as Record<string, Record<string, { title: string }>>).Aquarelles!['3']!.title = 'Autre';
    const again = restoreSteps(changed, restored, replacesAnotherRecord, 2000);
    expect(again.map((step) => step.what)).toEqual(['remove', 'stage', 'trash', 'write']);
    expect(again[0]!.writes).toEqual({ 'trash/Aquarelles/3': null, 'articles/Aquarelles/3': null });
    expect(Object.keys(again[1]!.writes)).toEqual(['articles/Aquarelles/3']);
    expect(again.reduce((data, step) => applyWrites(data, step.writes), changed)).toEqual(restored);
    expect(restoreSteps(restored, restored, replacesAnotherRecord, 3000)).toEqual([]);
  });
});

describe('image URLs', () => {
  it('finds every image URL of works, deleted works and site pictures', () => {
    const data: BackupData = {
      articles: { Aquarelles: { '1': work('1', 1) } },
      trash: { ateliers: { '9': { ...work('9', 9, 'demo-image:9'), zoom: 'demo-image:9-zoom' } } },
      site: {
        books: {
          videoId: 'x',
          items: [{ title: 'Livre', year: 2000, text: '', cover: { image: 'c', thumbnail: 'ct' } }],
        },
        press: [{ image: 'p', thumbnail: 'pt', zoom: 'pz', alt: 'Coupure' }],
        statement: { title: 'image', paragraphs: ['zoom'] },
      },
    };
    expect(imageUrlsOfData(data).sort()).toEqual(
      [URL_A, URL_A_THUMB, 'demo-image:9', 'demo-image:9-zoom', 'c', 'ct', 'p', 'pt', 'pz'].sort(),
    );
  });

  it('rewrites the URLs the storage changed, and only those', () => {
    const mapping = urlMapping([
      { urls: [URL_A], url: 'https://stockage/1700000000001' },
      { urls: [URL_A_THUMB], url: URL_A_THUMB },
    ]);
    expect([...mapping]).toEqual([[URL_A, 'https://stockage/1700000000001']]);
    const mapped = mapImageUrls(DATA, mapping);
    const first = (mapped.articles as Record<string, Record<string, { image: string; thumbnail: string }>>).Aquarelles![
      '1'
    ]!;
    expect(first.image).toBe('https://stockage/1700000000001');
    expect(first.thumbnail).toBe(URL_A_THUMB);
    expect((mapped.site as typeof DEFAULT_SITE_CONTENT).press[0]!.image).toBe('https://stockage/1700000000001');
    expect((mapped.site as typeof DEFAULT_SITE_CONTENT).statement).toEqual(DEFAULT_SITE_CONTENT.statement);
    expect(DATA.articles).toEqual(structuredClone(DATA.articles)); // the input is left as it was
  });
});

describe('her private notes and selections (format 2)', () => {
  const NOTES = { Aquarelles: { '1': { notes: 'Exposée à Caen', location: 'atelier' } } };
  const KEPT = 'AAAAAAAAAAAAAAAAAAAAAA';
  const GONE = 'BBBBBBBBBBBBBBBBBBBBBB';
  const selection = (title: string) => ({
    title,
    showPrices: false,
    disabled: false,
    created: 5,
    works: [{ type: 'Aquarelles', key: '1' }],
  });

  it('are read with the other nodes, kept in the file and read back', async () => {
    const stored: Record<string, unknown> = {
      ...DATA,
      privateNotes: NOTES,
      selections: { [KEPT]: selection('Pour C.') },
    };
    const read: string[] = [];
    const data = await readBackupData(async (node) => {
      read.push(node);
      return stored[node] ?? null;
    });
    expect(read).toEqual(['articles', 'trash', 'site', 'privateNotes', 'selections']);
    const { zip } = await createBackupZip(data, IMAGES, DATE);
    const backup = await readBackupZip(zip);
    expect(backup.data.privateNotes).toEqual(NOTES);
    expect(backup.data.selections).toEqual({ [KEPT]: selection('Pour C.') });
  });

  it('are left as they are by a backup made before them (format 1), and replaced by a newer one', () => {
    const current: BackupData = { ...structuredClone(DATA), privateNotes: NOTES, selections: null };
    const older: BackupData = structuredClone(DATA);
    expect(privateWrites(current, older)).toEqual({});
    expect(diffBackup(current, older).private).toEqual({ privateNotes: 'kept', selections: 'kept' });
    expect(diffBackup(current, older).same).toBe(true);

    const newer: BackupData = { ...structuredClone(DATA), privateNotes: null, selections: null };
    expect(privateWrites(current, newer)).toEqual({ privateNotes: null });
    expect(diffBackup(current, newer).private).toEqual({ privateNotes: 'changed', selections: 'same' });
    expect(diffBackup(current, newer).same).toBe(false);
  });

  it('writes the selections one by one: the rules let nobody write the node above them', () => {
    const current: BackupData = {
      ...structuredClone(DATA),
      selections: { [KEPT]: selection('Pour C.'), [GONE]: selection('Faite depuis') },
    };
    const next: BackupData = { ...structuredClone(DATA), selections: { [KEPT]: selection('Pour Claire') } };
    expect(privateWrites(current, next)).toEqual({
      [`selections/${GONE}`]: null,
      [`selections/${KEPT}`]: selection('Pour Claire'),
    });
    expect(applyWrites(current, privateWrites(current, next)).selections).toEqual(next.selections);
  });
});
