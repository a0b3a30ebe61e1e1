import { unzipSync, zipSync, type Zippable } from 'fflate';
import { ARTWORK_TYPES, type ArtworkType } from '@/domain/artwork';
import { asObject } from '@/domain/database-reader';
import { canonicalJson, dataVersion } from '@/domain/data-version';
import { SITE_SECTIONS, type SiteSection } from '@/domain/site-content';
import { publicDataOf } from './public-data';

/*
 * The backup file: one ZIP that the studio exports and restores, and that the hourly workflow
 * keeps as an artifact (scripts/deploy/export-backup.mjs). Pure: no store, no browser API but
 * crypto.subtle, which Node has too. docs/backups.md describes it for people.
 *
 *   manifest.json   what the file holds: format, version, date, counts, every other file's
 *                   size and SHA-256, the data version of its public data
 *   database.json   { articles, trash, site, privateNotes, selections }, as the database holds
 *                   them (so the file can also be imported by hand at the database's root in
 *                   the Firebase console); a backup of format 1 has the first three only
 *   images/<name>   every image of the project's own storage that a record points at, under the
 *                   name it is stored under (an upload time, as storage.rules requires)
 */

export const BACKUP_FORMAT = 'portfolio-peintre-sauvegarde';
/** Raised when the layout changes; a file of a newer version is refused, not misread. */
export const BACKUP_FORMAT_VERSION = 2;
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'database.json';
export const IMAGES_DIR = 'images/';

/**
 * The nodes a backup holds: the public ones, then (since format 2) what only she reads, her notes
 * on the works and her private selections.
 */
export const BACKUP_NODES = ['articles', 'trash', 'site', 'privateNotes', 'selections'] as const;

/** The nodes that only a backup of format 2 or later holds. */
const PRIVATE_NODES = ['privateNotes', 'selections'] as const;
export type PrivateNode = (typeof PRIVATE_NODES)[number];

/** The nodes a backup holds, raw, as the database holds them (null where a node is absent). */
export interface BackupData {
  articles: unknown;
  trash: unknown;
  site: unknown;
  /** Undefined in a backup of format 1, made before they existed: a restore then keeps hers. */
  privateNotes?: unknown;
  selections?: unknown;
}

/** Every node a backup holds, read through `readNode` (the studio's store, the export script's SDK). */
export async function readBackupData(readNode: (node: string) => Promise<unknown>): Promise<BackupData> {
  const [articles, trash, site, privateNotes, selections] = await Promise.all(BACKUP_NODES.map(readNode));
  return {
    articles: articles ?? null,
    trash: trash ?? null,
    site: site ?? null,
    privateNotes: privateNotes ?? null,
    selections: selections ?? null,
  };
}

/** One image of the backup: its bytes and what the records called it. */
export interface BackupImage {
  /** The name it is stored under (storage.rules: an upload time, perhaps -thumb or -zoom). */
  name: string;
  contentType: string;
  /** Every URL of the records that points at it (download tokens may differ). */
  urls: string[];
  bytes: Uint8Array;
}

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
  /** Images only. */
  contentType?: string;
  urls?: string[];
}

/** Works per gallery. */
export type CountsByType = Record<ArtworkType, number>;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** When the backup was made (ISO 8601). */
  createdAt: string;
  /** The data version of its public data (src/domain/data-version.ts), as /data-version.json gives it. */
  dataVersion: string;
  counts: { works: CountsByType; trash: CountsByType; siteSections: number; images: number };
  files: ManifestFile[];
  /** URLs of the project's storage that records point at but that were gone when it was made. */
  missingImages: string[];
}

/** A backup file read and checked. */
export interface Backup {
  manifest: BackupManifest;
  data: BackupData;
  images: BackupImage[];
}

/** A backup that cannot be read or restored; the message, in French, says why (it is shown as is). */
export class BackupError extends Error {
  name = 'BackupError';
}

// ---- Reading the records --------------------------------------------------------------------

/** The fields of a record or of a site picture that hold an image URL. */
const IMAGE_FIELDS = ['image', 'thumbnail', 'zoom'] as const;

/**
 * The records under articles/ or trash/, by gallery then key. A gallery whose keys are numéros
 * may come as an array (the SDK and the REST API turn mostly-integer keys into one, with holes):
 * its indexes are then the keys, its holes no records.
 */
function recordsByType(root: unknown): Map<ArtworkType, Map<string, unknown>> {
  const byType = new Map<ArtworkType, Map<string, unknown>>();
  for (const type of ARTWORK_TYPES) {
    const records = Object.entries(asObject(asObject(root)?.[type]) ?? {}).filter(([, record]) => record != null);
    byType.set(type, new Map(records));
  }
  return byType;
}

function countsOf(root: unknown): CountsByType {
  const byType = recordsByType(root);
  return Object.fromEntries(ARTWORK_TYPES.map((type) => [type, byType.get(type)!.size])) as CountsByType;
}

function siteSectionsOf(site: unknown): Map<SiteSection, unknown> {
  const object = asObject(site) ?? {};
  return new Map(
    SITE_SECTIONS.filter((section) => object[section] != null).map((section) => [section, object[section]]),
  );
}

/**
 * Calls `visit` on every image URL the data holds: the `image`, `thumbnail` and `zoom` text of
 * every object in it (works, deleted works, book covers, press clippings), wherever it is.
 */
function eachImageField(value: unknown, visit: (url: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => eachImageField(item, visit));
  const object = asObject(value);
  if (!object) return value;
  return Object.fromEntries(
    Object.entries(object).map(([key, item]) => [
      key,
      typeof item === 'string' && (IMAGE_FIELDS as readonly string[]).includes(key)
        ? visit(item)
        : eachImageField(item, visit),
    ]),
  );
}

/** Every image URL the data points at, once each, in the order met. */
export function imageUrlsOfData(data: BackupData): string[] {
  const urls = new Set<string>();
  eachImageField(data, (url) => {
    urls.add(url);
    return url;
  });
  return [...urls];
}

/** The data with every image URL found in `mapping` replaced by its new URL; others kept. */
export function mapImageUrls(data: BackupData, mapping: ReadonlyMap<string, string>): BackupData {
  return eachImageField(data, (url) => mapping.get(url) ?? url) as BackupData;
}

/**
 * Which old URL becomes which new one, from each image's URLs in the backup and the URL the
 * storage gives it after the restore; a URL that stays the same is left out.
 */
export function urlMapping(restored: readonly { urls: readonly string[]; url: string }[]): Map<string, string> {
  const mapping = new Map<string, string>();
  for (const { urls, url } of restored) for (const old of urls) if (old !== url) mapping.set(old, url);
  return mapping;
}

// ---- The file -------------------------------------------------------------------------------

const encoder = new TextEncoder();

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The data as the database.json of a backup: public nodes absent are null; the private ones are
 * there when the data holds them (readBackupData always reads them; a format 1 backup has none).
 */
function normalized(data: BackupData): BackupData {
  const result: BackupData = { articles: data.articles ?? null, trash: data.trash ?? null, site: data.site ?? null };
  for (const node of PRIVATE_NODES) if (data[node] !== undefined) result[node] = data[node] ?? null;
  return result;
}

/**
 * One hash of the database part of a backup (its nodes, keys in any order): two backups
 * with the same fingerprint hold the same images too, since a stored image is never
 * overwritten. The workflow uses it to keep one artifact per state of the data.
 */
export function fingerprintOf(data: BackupData): Promise<string> {
  return sha256Hex(encoder.encode(canonicalJson(normalized(data))));
}

/** The data version of the backup's public data, as the publication computes it. */
export function dataVersionOf(data: BackupData): Promise<string> {
  return dataVersion(publicDataOf({ articles: data.articles, site: data.site }));
}

/** The ZIP of a backup, with its manifest. `createdAt` is an ISO 8601 date. */
export async function createBackupZip(
  data: BackupData,
  images: readonly BackupImage[],
  createdAt: string,
  missingImages: readonly string[] = [],
): Promise<{ zip: Uint8Array; manifest: BackupManifest }> {
  const database = encoder.encode(JSON.stringify(normalized(data)));
  const files: ManifestFile[] = [{ path: DATABASE_FILE, size: database.length, sha256: await sha256Hex(database) }];
  // Images are compressed already: stored as they are (level 0), the JSON is deflated.
  const entries: Zippable = { [DATABASE_FILE]: [database, { level: 9 }] };
  for (const image of images) {
    const path = `${IMAGES_DIR}${image.name}`;
    files.push({
      path,
      size: image.bytes.length,
      sha256: await sha256Hex(image.bytes),
      contentType: image.contentType,
      urls: [...image.urls],
    });
    entries[path] = [image.bytes, { level: 0 }];
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt,
    dataVersion: await dataVersionOf(data),
    counts: {
      works: countsOf(data.articles),
      trash: countsOf(data.trash),
      siteSections: siteSectionsOf(data.site).size,
      images: images.length,
    },
    files,
    missingImages: [...missingImages],
  };
  entries[MANIFEST_FILE] = [encoder.encode(JSON.stringify(manifest, null, 2)), { level: 9 }];
  return { zip: zipSync(entries), manifest };
}

/** The name of the downloaded file: sauvegarde-portfolio-2026-11-27-0130.zip (UTC). */
export function backupFileName(date: Date): string {
  const iso = date.toISOString();
  return `sauvegarde-portfolio-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}.zip`;
}

/** An image name storage.rules accepts (an upload time, perhaps -thumb or -zoom). */
const IMAGE_NAME = /^[0-9]+(-thumb|-zoom)?$/;
const SHA256 = /^[0-9a-f]{64}$/;

function refuse(message: string): never {
  throw new BackupError(message);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function checkCounts(value: unknown, what: string): CountsByType {
  const object = asObject(value);
  if (!object || !ARTWORK_TYPES.every((type) => isCount(object[type]))) {
    refuse(`Le manifeste de cette sauvegarde est illisible : les nombres ${what} manquent.`);
  }
  return object as CountsByType;
}

/** The manifest, checked field by field. */
function checkManifest(raw: unknown): BackupManifest {
  const manifest = asObject(raw);
  if (!manifest || manifest.format !== BACKUP_FORMAT) {
    refuse("Ce fichier n'est pas une sauvegarde de ce site : son manifeste ne la décrit pas comme telle.");
  }
  if (!isCount(manifest.formatVersion) || manifest.formatVersion < 1) {
    refuse('Le manifeste de cette sauvegarde est illisible : sa version de format manque.');
  }
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    refuse(
      `Cette sauvegarde a été faite par une version plus récente du site (format ${manifest.formatVersion}) : ` +
        'mettez le site à jour avant de la restaurer.',
    );
  }
  if (typeof manifest.createdAt !== 'string' || Number.isNaN(Date.parse(manifest.createdAt))) {
    refuse('Le manifeste de cette sauvegarde est illisible : sa date manque.');
  }
  if (typeof manifest.dataVersion !== 'string' || !SHA256.test(manifest.dataVersion)) {
    refuse('Le manifeste de cette sauvegarde est illisible : sa version des données manque.');
  }
  const counts = asObject(manifest.counts);
  if (!counts || !isCount(counts.siteSections) || !isCount(counts.images)) {
    refuse('Le manifeste de cette sauvegarde est illisible : ses nombres manquent.');
  }
  checkCounts(counts.works, "d'œuvres");
  checkCounts(counts.trash, 'de la corbeille');
  if (!Array.isArray(manifest.files))
    refuse('Le manifeste de cette sauvegarde est illisible : sa liste de fichiers manque.');
  const seen = new Set<string>();
  for (const item of manifest.files as unknown[]) {
    const file = asObject(item);
    const path = file?.path;
    if (
      !file ||
      typeof path !== 'string' ||
      !isCount(file.size) ||
      typeof file.sha256 !== 'string' ||
      !SHA256.test(file.sha256)
    ) {
      refuse('Le manifeste de cette sauvegarde est illisible : un fichier y est mal décrit.');
    }
    if (seen.has(path)) refuse(`Le manifeste de cette sauvegarde cite deux fois le fichier « ${path} ».`);
    seen.add(path);
    if (path === DATABASE_FILE) continue;
    const name = path.startsWith(IMAGES_DIR) ? path.slice(IMAGES_DIR.length) : '';
    if (!IMAGE_NAME.test(name)) refuse(`Le manifeste de cette sauvegarde cite un fichier inattendu : « ${path} ».`);
    if (
      typeof file.contentType !== 'string' ||
      !/^image\/[a-z0-9.+-]+$/.test(file.contentType) ||
      !Array.isArray(file.urls) ||
      !file.urls.every((url) => typeof url === 'string')
    ) {
      refuse(`Le manifeste de cette sauvegarde décrit mal l'image « ${name} ».`);
    }
  }
  if (!Array.isArray(manifest.missingImages) || !manifest.missingImages.every((url) => typeof url === 'string')) {
    refuse('Le manifeste de cette sauvegarde est illisible : sa liste des images manquantes manque.');
  }
  if (!seen.has(DATABASE_FILE)) refuse(`Le manifeste de cette sauvegarde ne cite pas « ${DATABASE_FILE} ».`);
  return manifest as unknown as BackupManifest;
}

function parseJson(bytes: Uint8Array, what: string): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return refuse(`Le fichier « ${what} » de cette sauvegarde n'est pas du JSON lisible.`);
  }
}

/**
 * Reads a backup file and checks it whole: the manifest, every file it lists (present, of its
 * size and SHA-256), no file it does not list, and counts that match the data. Throws a
 * BackupError naming the first problem.
 */
export async function readBackupZip(bytes: Uint8Array): Promise<Backup> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    refuse("Ce fichier n'est pas une sauvegarde : ce n'est pas une archive ZIP lisible.");
  }
  const manifestBytes = entries[MANIFEST_FILE];
  if (!manifestBytes) refuse(`Ce fichier n'est pas une sauvegarde : il ne contient pas de « ${MANIFEST_FILE} ».`);
  const manifest = checkManifest(parseJson(manifestBytes, MANIFEST_FILE));
  const listed = new Set(manifest.files.map((file) => file.path));
  for (const path of Object.keys(entries)) {
    if (path !== MANIFEST_FILE && !path.endsWith('/') && !listed.has(path)) {
      refuse(`Le fichier « ${path} » de cette sauvegarde n'est pas cité par son manifeste.`);
    }
  }
  for (const file of manifest.files) {
    const content = entries[file.path];
    if (!content) refuse(`Le fichier « ${file.path} » manque dans cette sauvegarde.`);
    if (content.length !== file.size || (await sha256Hex(content)) !== file.sha256) {
      refuse(
        `Le fichier « ${file.path} » de cette sauvegarde est abîmé : son empreinte ne correspond pas au manifeste.`,
      );
    }
  }
  const database = asObject(parseJson(entries[DATABASE_FILE]!, DATABASE_FILE));
  if (!database || !['articles', 'trash', 'site'].every((node) => node in database)) {
    refuse(`Le fichier « ${DATABASE_FILE} » de cette sauvegarde ne contient pas les œuvres, la corbeille et le site.`);
  }
  const data: BackupData = { articles: database.articles, trash: database.trash, site: database.site };
  for (const node of PRIVATE_NODES) if (node in database) data[node] = database[node];
  const { counts } = manifest;
  const countsMatch =
    canonicalJson(countsOf(data.articles)) === canonicalJson(counts.works) &&
    canonicalJson(countsOf(data.trash)) === canonicalJson(counts.trash) &&
    siteSectionsOf(data.site).size === counts.siteSections &&
    manifest.files.length - 1 === counts.images;
  if (!countsMatch) refuse('Cette sauvegarde est incohérente : ses nombres ne correspondent pas à son contenu.');
  const images = manifest.files
    .filter((file) => file.path !== DATABASE_FILE)
    .map((file) => ({
      name: file.path.slice(IMAGES_DIR.length),
      contentType: file.contentType!,
      urls: file.urls!,
      bytes: entries[file.path]!,
    }));
  return { manifest, data, images };
}

// ---- What a restore would change --------------------------------------------------------------

export interface ChangeCounts {
  added: number;
  changed: number;
  removed: number;
}

export interface BackupDiff {
  works: Record<ArtworkType, ChangeCounts>;
  trash: Record<ArtworkType, ChangeCounts>;
  /** The site's sections (texts, books, clippings) that differ. */
  site: Record<SiteSection, 'added' | 'changed' | 'removed' | 'same'>;
  /** Her notes and selections: replaced, the same, or kept as they are (a backup of format 1). */
  private: Record<PrivateNode, 'changed' | 'same' | 'kept'>;
  /** Whether restoring would change nothing at all. */
  same: boolean;
}

function diffRecords(current: Map<string, unknown>, next: Map<string, unknown>): ChangeCounts {
  const counts: ChangeCounts = { added: 0, changed: 0, removed: 0 };
  for (const [key, value] of next) {
    if (!current.has(key)) counts.added++;
    else if (canonicalJson(current.get(key)) !== canonicalJson(value)) counts.changed++;
  }
  for (const key of current.keys()) if (!next.has(key)) counts.removed++;
  return counts;
}

/** What restoring `next` over `current` would add, change and remove. */
export function diffBackup(current: BackupData, next: BackupData): BackupDiff {
  const byType = (root: 'articles' | 'trash') => {
    const before = recordsByType(current[root]);
    const after = recordsByType(next[root]);
    return Object.fromEntries(
      ARTWORK_TYPES.map((type) => [type, diffRecords(before.get(type)!, after.get(type)!)]),
    ) as Record<ArtworkType, ChangeCounts>;
  };
  const works = byType('articles');
  const trash = byType('trash');
  const before = siteSectionsOf(current.site);
  const after = siteSectionsOf(next.site);
  const site = Object.fromEntries(
    SITE_SECTIONS.map((section) => {
      const had = before.has(section);
      const has = after.has(section);
      const state =
        had && has
          ? canonicalJson(before.get(section)) === canonicalJson(after.get(section))
            ? 'same'
            : 'changed'
          : has
            ? 'added'
            : had
              ? 'removed'
              : 'same';
      return [section, state];
    }),
  ) as BackupDiff['site'];
  const privateStates = Object.fromEntries(
    PRIVATE_NODES.map((node) => [
      node,
      next[node] === undefined ? 'kept' : same(current[node], next[node]) ? 'same' : 'changed',
    ]),
  ) as BackupDiff['private'];
  const untouched = (counts: Record<ArtworkType, ChangeCounts>) =>
    Object.values(counts).every(({ added, changed, removed }) => added + changed + removed === 0);
  return {
    works,
    trash,
    site,
    private: privateStates,
    same:
      untouched(works) &&
      untouched(trash) &&
      Object.values(site).every((s) => s === 'same') &&
      Object.values(privateStates).every((s) => s !== 'changed'),
  };
}

/** Whether the data holds nothing: no work, no deleted work, no site section. */
export function isEmptyData(data: BackupData): boolean {
  const none = (root: unknown) => [...recordsByType(root).values()].every((records) => records.size === 0);
  return none(data.articles) && none(data.trash) && siteSectionsOf(data.site).size === 0;
}

/** One atomic write (ArtworkStore.writeAll): database paths to values, null removing. */
export type Writes = Record<string, unknown>;

/** One write of a restore, and what it does (named in a timeout's message). */
export interface RestoreStep {
  what: 'remove' | 'stage' | 'trash' | 'write';
  writes: Writes;
}

const same = (a: unknown, b: unknown) => canonicalJson(a ?? null) === canonicalJson(b ?? null);

/**
 * Whether the stored work is the backup's: the same, or the same but for the creation time a
 * restore gave it (the backup's work, of the earlier site, has none): it stays as it is.
 */
function holds(stored: unknown, work: unknown): boolean {
  if (same(stored, work)) return true;
  const object = asObject(stored);
  return object !== null && asObject(work)?.created === undefined && same({ ...object, created: undefined }, work);
}

/** A work as created afresh: the rules take a new record only with a creation time. */
function asCreation(record: unknown, now: number): unknown {
  const object = asObject(record);
  return object && object.created === undefined ? { ...object, created: now } : record;
}

/**
 * The writes that make the database hold `next` where it holds `current`, record by record
 * (articles/{type}/{key}, trash/{type}/{key}, site/{section}), in the order database.rules.json
 * accepts them (docs/database.md, "The trash"), each step one atomic write:
 * 1. remove: what must go: records `next` does not hold, records another must take the place
 *    of (a different work under the same key: `replacesAnother`), every trash entry that
 *    changes (an entry is never written over), and every work whose key gets a new trash entry;
 * 2. stage: each new trash entry's work created in `articles`, since an entry may only be
 *    written by a write that removes its work from there;
 * 3. trash: those works moved to the trash in one write (their `articles` record removed, the
 *    entry written exactly as `next` holds it);
 * 4. write: the works (a live work under the key of a deleted one comes after its trash move)
 *    and the site's sections.
 * A work created afresh without a creation time (the earlier site's) gets `now`, as the write
 * path's restore gives one (src/backend/write-path.ts): the rules create no record without it.
 */
export function restoreSteps(
  current: BackupData,
  next: BackupData,
  replacesAnother: (path: string, current: unknown, next: unknown) => boolean,
  now: number,
): RestoreStep[] {
  const remove: Writes = {};
  const stage: Writes = {};
  const trash: Writes = {};
  const write: Writes = {};
  const [worksBefore, worksAfter, trashBefore, trashAfter] = [
    current.articles,
    next.articles,
    current.trash,
    next.trash,
  ].map(recordsByType);
  for (const type of ARTWORK_TYPES) {
    const had = worksBefore!.get(type)!;
    const has = worksAfter!.get(type)!;
    const waiting = trashBefore!.get(type)!;
    const deleted = trashAfter!.get(type)!;
    const staged = new Set<string>();
    for (const [key, entry] of waiting) if (!same(entry, deleted.get(key))) remove[`trash/${type}/${key}`] = null;
    for (const [key, entry] of deleted) {
      if (waiting.has(key) && same(waiting.get(key), entry)) continue;
      const work = { ...asObject(entry) };
      delete work.deletedAt;
      staged.add(key);
      stage[`articles/${type}/${key}`] = asCreation(work, now);
      trash[`articles/${type}/${key}`] = null;
      trash[`trash/${type}/${key}`] = entry;
    }
    for (const [key, work] of had) {
      const path = `articles/${type}/${key}`;
      const target = has.get(key);
      if (staged.has(key) || target === undefined || (!holds(work, target) && replacesAnother(path, work, target))) {
        remove[path] = null;
      }
    }
    for (const [key, work] of has) {
      const path = `articles/${type}/${key}`;
      const before = path in remove ? undefined : had.get(key);
      if (before === undefined) write[path] = asCreation(work, now);
      else if (!holds(before, work)) write[path] = work;
    }
  }
  const before = siteSectionsOf(current.site);
  const after = siteSectionsOf(next.site);
  for (const section of SITE_SECTIONS) {
    const value = after.get(section) ?? null;
    if (!same(before.get(section), value)) write[`site/${section}`] = value;
  }
  const steps: RestoreStep[] = [
    { what: 'remove', writes: remove },
    { what: 'stage', writes: stage },
    { what: 'trash', writes: trash },
    { what: 'write', writes: write },
  ];
  return steps.filter((step) => Object.keys(step.writes).length > 0);
}

/** The data once `writes` are applied (what the database holds after a step of a restore). */
export function applyWrites(data: BackupData, writes: Readonly<Writes>): BackupData {
  const result = structuredClone(normalized(data)) as unknown as Record<string, unknown>;
  for (const [path, value] of Object.entries(writes)) {
    const keys = path.split('/');
    const parents: Record<string, unknown>[] = [result];
    for (const key of keys.slice(0, -1)) {
      const parent = parents.at(-1)!;
      if (!asObject(parent[key])) parent[key] = {};
      parents.push(parent[key] as Record<string, unknown>);
    }
    const last = keys.at(-1)!;
    if (value === null) delete parents.at(-1)![last];
    else parents.at(-1)![last] = structuredClone(value);
    // A node left with nothing under it is no node, as in the database.
    for (let i = keys.length - 1; i > 0; i--) {
      if (Object.keys(parents[i]!).length === 0) delete parents[i - 1]![keys[i - 1]!];
    }
  }
  return normalized(result as unknown as BackupData);
}

/**
 * The last write of a restore: her notes and selections as the backup holds them, each node
 * replaced whole (a selection made since the backup goes, as a work added since does); none for
 * a backup of format 1, which leaves hers as they are. Selections are written one by one: the
 * rules let nobody write, nor list, the node above them.
 */
export function privateWrites(current: BackupData, next: BackupData): Writes {
  const writes: Writes = {};
  if (next.privateNotes !== undefined && !same(current.privateNotes, next.privateNotes)) {
    writes.privateNotes = next.privateNotes ?? null;
  }
  if (next.selections !== undefined) {
    const before = asObject(current.selections) ?? {};
    const after = asObject(next.selections) ?? {};
    for (const id of Object.keys(before)) if (!(id in after)) writes[`selections/${id}`] = null;
    for (const [id, selection] of Object.entries(after)) {
      if (!same(before[id], selection)) writes[`selections/${id}`] = selection;
    }
  }
  return writes;
}
