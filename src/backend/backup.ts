import { replacesAnotherRecord } from '@/domain/record-rules';
import type { ArtworkStore } from './artwork-store';
import {
  applyWrites,
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
} from './backup-format';
import { WRITE_TIMEOUT_MS, withDeadline } from './deadline';
import { type AdminBackend, type BackupInspection, type UploadProgress } from './types';

/*
 * Backups on any ArtworkStore, shared by both backends like the write path (write-path.ts):
 * - export: the database's articles, trash and site nodes, then every image of the store that
 *   they point at, downloaded whole, into one ZIP (backup-format.ts);
 * - inspect: a file read and checked, and what restoring it would change in the current data;
 * - restore: the images first, each under its own name (one already stored under that name is
 *   kept), then the records, their URLs rewritten to the ones the store gave, in writes that
 *   database.rules.json accepts (restoreSteps in backup-format.ts); over existing data only
 *   when the caller says so; a failure puts the data back. Images are never deleted by a restore.
 */

export type BackupMethods = Pick<AdminBackend, 'exportBackup' | 'inspectBackup' | 'restoreBackup'>;

export interface BackupOptions {
  /** How long one storage call may go unanswered (shortened by tests). */
  timeoutMs?: number;
  /** The clock (the export's date), for tests. */
  now?: () => Date;
}

/** Images uploaded at once during a restore: a work's three files, about. */
const UPLOAD_BATCH = 3;

export function createBackupPath(
  store: ArtworkStore,
  { timeoutMs = WRITE_TIMEOUT_MS, now = () => new Date() }: BackupOptions = {},
): BackupMethods {
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await withDeadline(what, Promise.resolve().then(run), timeoutMs);
    } catch (error) {
      throw store.toBackendError(error);
    }
  }

  function readData(): Promise<BackupData> {
    return readBackupData((path) => call(`read ${path}`, () => store.read(path)));
  }

  return {
    async exportBackup(onProgress?: UploadProgress) {
      onProgress?.(0);
      const data = await readData();
      // The store's own images, by name; another site's files and other URLs are not ours to copy.
      const byName = new Map<string, string[]>();
      for (const url of imageUrlsOfData(data)) {
        const name = store.imageName(url);
        if (name !== null) byName.set(name, [...(byName.get(name) ?? []), url]);
      }
      const images: BackupImage[] = [];
      const missing: string[] = [];
      let done = 0;
      for (const [name, urls] of byName) {
        const blob = await call(`download ${name}`, () => store.downloadImage(urls[0]!));
        if (blob) images.push({ name, urls, contentType: blob.type, bytes: new Uint8Array(await blob.arrayBuffer()) });
        else missing.push(...urls);
        onProgress?.(++done / (byName.size + 1));
      }
      const date = now();
      const { zip, manifest } = await createBackupZip(data, images, date.toISOString(), missing);
      onProgress?.(1);
      return {
        blob: new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
        fileName: backupFileName(date),
        manifest,
      };
    },

    async inspectBackup(file: Blob) {
      const backup = await readBackupZip(new Uint8Array(await file.arrayBuffer()));
      const current = await readData();
      return { backup, diff: diffBackup(current, backup.data), currentIsEmpty: isEmptyData(current) };
    },

    async restoreBackup(inspection: BackupInspection, { overwrite }: { overwrite: boolean }, onProgress) {
      const { backup } = inspection;
      onProgress?.(0);
      const current = await readData();
      if (!isEmptyData(current) && !overwrite) {
        throw new BackupError('Le site contient déjà des données : confirmez que la sauvegarde doit les remplacer.');
      }
      // 1. The images, each under its own name; one already stored under it is the same upload.
      const restored: { urls: string[]; url: string }[] = [];
      const missing: BackupImage[] = [];
      for (const image of backup.images) {
        const url = await call(`find ${image.name}`, () => store.findImage(image.name));
        if (url === null) {
          missing.push(image);
          continue;
        }
        // Stored already: the same file when the backup's URL is this store's (names are used
        // once); one of another project is checked byte for byte.
        if (!image.urls.some((old) => store.imageName(old) === image.name)) {
          const blob = await call(`download ${image.name}`, () => store.downloadImage(url));
          if (!blob || (await sha256Hex(new Uint8Array(await blob.arrayBuffer()))) !== (await sha256Hex(image.bytes))) {
            throw new BackupError(
              `Une autre image porte déjà le nom « ${image.name} » dans le stockage : rien n'a été restauré.`,
            );
          }
        }
        // The URL the store gives it now: a file uploaded again since the backup (a wiped bucket
        // restored) has new download tokens, and the backup's URL would no longer open it.
        restored.push({ urls: image.urls, url });
      }
      for (let i = 0; i < missing.length; i += UPLOAD_BATCH) {
        const batch = missing.slice(i, i + UPLOAD_BATCH);
        const files = batch.map((image) => ({
          name: image.name,
          blob: new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.contentType }),
        }));
        const urls = await call('upload', () =>
          store.uploadImages(files, () => {}, new AbortController().signal),
        ).catch((error: unknown) => {
          throw store.toBackendError(error, 'upload-failed');
        });
        batch.forEach((image, j) => restored.push({ urls: image.urls, url: urls[j]! }));
        onProgress?.((i + batch.length) / (missing.length + 1));
      }
      // 2. The records, with the URLs the images have now, in the steps the rules accept
      //    (restoreSteps): removals, deleted works staged then moved to the trash, the rest.
      const target = mapImageUrls(backup.data, urlMapping(restored));
      let state = current;
      try {
        for (const step of restoreSteps(current, target, replacesAnotherRecord, Date.now())) {
          await call(step.what, () => store.writeAll(step.writes));
          state = applyWrites(state, step.writes);
        }
        // Last, in one write: failing, it changed nothing, and the steps above are put back.
        const notesAndSelections = privateWrites(current, target);
        if (Object.keys(notesAndSelections).length > 0) {
          await call('write', () => store.writeAll(notesAndSelections));
        }
      } catch (error) {
        // Put back what the steps done changed, the same way, so that a failed restore leaves the
        // data as it was (a work of the earlier site removed and put back gets a creation time).
        try {
          for (const step of restoreSteps(state, current, replacesAnotherRecord, Date.now())) {
            await call(`put back: ${step.what}`, () => store.writeAll(step.writes));
          }
        } catch (putBackError) {
          console.error('A failed restore could not put the data back as it was:', putBackError);
        }
        throw error;
      }
      onProgress?.(1);
      return { works: countAll(target.articles), trash: countAll(target.trash), images: backup.images.length };
    },
  };
}

function countAll(root: unknown): number {
  return Object.values((root ?? {}) as Record<string, unknown>).reduce<number>(
    (sum, byType) => sum + Object.keys((byType ?? {}) as object).length,
    0,
  );
}
