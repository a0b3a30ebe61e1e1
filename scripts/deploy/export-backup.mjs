#!/usr/bin/env node
/**
 * node scripts/deploy/export-backup.mjs [--out FILE | --fingerprint]: a full backup of the live
 * project in the studio's format (src/backend/backup-format.ts): the database's nodes and every
 * image of the project's bucket they point at, read with firebase-admin and the Application
 * Default Credentials. Default FILE: .backup/<the studio's file name>. `--fingerprint` prints the
 * nodes' fingerprint only (the workflow keeps a new artifact when it changed): docs/backups.md.
 * Exit codes: 0 done, 1 failed, 2 bad arguments.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from 'vite';
import { loadSource, parseOptions, ROOT, runIfMain, ScriptError } from '../command-line.mjs';

const USAGE = 'usage: node scripts/deploy/export-backup.mjs [--out FILE | --fingerprint]';

/** @param {string[]} argv */
export function parseArguments(argv) {
  const options = { out: { type: 'string' }, fingerprint: { type: 'boolean' } };
  const { out = null, fingerprint = false } = parseOptions(argv, /** @type {const} */ (options), USAGE);
  return { out, fingerprint };
}

/**
 * The object name of a download URL of `bucket` (https://firebasestorage.googleapis.com/v0/b/
 * {bucket}/o/{name}?alt=media&token=…, as the studio stores them; its ownObjectOf makes the same
 * test), null for any other URL: a file of the site (/images/…), another bucket's or host's.
 */
export function objectNameOf(url, bucket) {
  const parsed = URL.parse(url);
  if (parsed?.protocol !== 'https:' || parsed.hostname !== 'firebasestorage.googleapis.com') return null;
  const match = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(parsed.pathname);
  if (!match || decodeURIComponent(match[1]) !== bucket) return null;
  return decodeURIComponent(match[2]) || null;
}

/**
 * @typedef {typeof import('../../src/backend/backup-format.ts')} BackupFormat
 * @typedef {object} ExportSteps the backup's steps, injected (the tests give fakes)
 * @property {BackupFormat} format src/backend/backup-format.ts
 * @property {(node: string) => Promise<unknown>} readNode a database node's value, null when none
 * @property {(name: string) => Promise<{ bytes: Uint8Array, contentType: string } | null>} downloadObject
 *   a bucket object, null when it is gone
 * @property {string} bucket the project's bucket
 * @property {Date} [now]
 */

/**
 * The backup: its zip, manifest and file name.
 * @param {ExportSteps} steps
 * @param {(line: string) => void} [log]
 */
export async function exportBackup({ format, readNode, downloadObject, bucket, now = new Date() }, log = console.log) {
  const data = await format.readBackupData(readNode);
  const byName = new Map();
  for (const url of format.imageUrlsOfData(data)) {
    const name = objectNameOf(url, bucket);
    if (name !== null) byName.set(name, [...(byName.get(name) ?? []), url]);
  }
  const images = [];
  const missing = [];
  for (const [name, urls] of byName) {
    const object = await downloadObject(name);
    if (object) images.push({ name, urls, contentType: object.contentType, bytes: object.bytes });
    else missing.push(...urls);
  }
  if (missing.length > 0) log(`export-backup: ${missing.length} image URL(s) point at objects that are gone.`);
  const { zip, manifest } = await format.createBackupZip(data, images, now.toISOString(), missing);
  return { zip, manifest, fileName: format.backupFileName(now) };
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const env = { ...loadEnv('production', ROOT, 'VITE_'), ...process.env };
  const databaseURL = env.VITE_FIREBASE_DATABASE_URL?.trim();
  const bucket = env.VITE_FIREBASE_STORAGE_BUCKET?.trim();
  if (!databaseURL || !bucket) {
    throw new ScriptError('set VITE_FIREBASE_DATABASE_URL and VITE_FIREBASE_STORAGE_BUCKET (see .env.example)');
  }
  const { applicationDefault, deleteApp, initializeApp } = await import('firebase-admin/app');
  const { getDatabase } = await import('firebase-admin/database');
  const { getStorage } = await import('firebase-admin/storage');
  const app = initializeApp({ credential: applicationDefault(), databaseURL, storageBucket: bucket });
  try {
    const database = getDatabase(app);
    const storage = getStorage(app).bucket();
    const format = /** @type {BackupFormat} */ (await loadSource('src/backend/backup-format.ts'));
    const readNode = async (node) => (await database.ref(node).get()).val();
    if (options.fingerprint) {
      console.log(await format.fingerprintOf(await format.readBackupData(readNode)));
      return;
    }
    const downloadObject = async (name) => {
      const file = storage.file(name);
      try {
        const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
        return { bytes: new Uint8Array(bytes), contentType: metadata.contentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error?.code === 404) return null;
        throw error;
      }
    };
    const { zip, manifest, fileName } = await exportBackup({ format, readNode, downloadObject, bucket });
    const out = path.resolve(options.out ?? path.join(ROOT, '.backup', fileName));
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, zip);
    const works = Object.values(manifest.counts.works).reduce((a, b) => a + b, 0);
    const trashed = Object.values(manifest.counts.trash).reduce((a, b) => a + b, 0);
    console.log(
      `export-backup: ${out}: ${works} works, ${trashed} in the trash, ${manifest.counts.images} images, ` +
        `${(zip.length / 1e6).toFixed(1)} MB, data version ${manifest.dataVersion.slice(0, 12)}.`,
    );
  } finally {
    await deleteApp(app);
  }
}

await runIfMain(import.meta.url, 'export-backup', main);
