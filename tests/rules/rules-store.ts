/**
 * An ArtworkStore that puts every write to database.rules.json first (targaryen, as the admin)
 * and refuses it as the Realtime Database would: the write path's and the backups' tests run on
 * it (write-path-rules.test.ts, backup-rules.test.ts), so that every write they make is checked.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, vi } from 'vitest';
import type { ArtworkStore, ImageFile, TransactionOutcome } from '@/backend/artwork-store';
import { BackendError } from '@/backend/types';
import { rulesForBucket } from '../../scripts/deploy/database-rules.mjs';
import { databaseOf, type Rules } from './rules-table';

export const BUCKET = 'exemple-portfolio.appspot.com';
const RULES = JSON.parse(
  rulesForBucket(readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'), BUCKET),
) as Rules;
export const LEGACY = JSON.parse(
  readFileSync(new URL('../../src/test/fixtures/legacy-export.json', import.meta.url), 'utf8'),
) as { articles: Record<string, Record<string, unknown>> };

const ADMIN = { uid: 'painter', provider: 'password', token: { admin: true } };
export const BUCKET_URL = `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/`;

export type Tree = Record<string, unknown>;

/**
 * For the tests of a describe block (or a file, called at its top): Date.now() ticks by one
 * millisecond at each call from the real time, so that every upload gets a name of its own.
 */
export function tickingClockInEachTest(): void {
  let clock = 0;
  beforeEach(() => {
    clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => ++clock);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** The value at `path` in `tree` (null when none), as a copy. */
function valueAt(tree: Tree, path: string): unknown {
  let node: unknown = tree;
  for (const key of segments(path)) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Tree)[key];
  }
  return node === undefined ? null : structuredClone(node);
}

/** `tree` with `value` at `path` (null removes), as the database stores it. */
/** The value as the database stores it: its own time in place of each server timestamp. */
function withServerTime(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if ((value as Record<string, unknown>)['.sv'] === 'timestamp') return Date.now();
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withServerTime(item)]));
}

function withValue(tree: Tree, path: string, value: unknown): Tree {
  const copy = structuredClone(tree);
  const keys = segments(path);
  let node = copy;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Tree;
  }
  const stored: unknown = value === null ? null : JSON.parse(JSON.stringify(value));
  if (stored === null) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = stored;
  return copy;
}

/** A download token as Storage makes them (a UUID), a new one for each upload. */
function token(n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
}

/**
 * An ArtworkStore holding the database as a tree and this project's images by name (their URL
 * and bytes). Each write is put to the rules first; a refusal is the 'permission-denied' the
 * real database gives, and is kept in `refusals` with targaryen's explanation.
 */
export class RulesStore implements ArtworkStore {
  tree: Tree;
  readonly refusals: string[] = [];
  /** The stored images by name: the URL Storage gave it, and its bytes. */
  readonly images = new Map<string, { url: string; blob: Blob }>();
  // What the database puts its own time in place of (the SDK's serverTimestamp()).
  readonly serverTime = { '.sv': 'timestamp' };
  /** Every writeAll accepted, in order. */
  readonly writes: Readonly<Record<string, unknown>>[] = [];
  /** When set, the writeAll it returns true for fails (as the network would) before it is put to the rules. */
  failWrite: ((values: Readonly<Record<string, unknown>>) => boolean) | null = null;
  private uploads = 0;

  constructor(tree: Tree) {
    this.tree = structuredClone(tree);
  }

  private admin() {
    return databaseOf(RULES, {}).with({ data: this.tree }).as(ADMIN);
  }

  private refuse(what: string, info: string): never {
    this.refusals.push(`${what}\n${info}`);
    throw new BackendError('permission-denied', `The rules refuse ${what}`);
  }

  async read(path: string): Promise<unknown> {
    return valueAt(this.tree, path);
  }

  async transact(path: string, change: (current: unknown) => unknown): Promise<TransactionOutcome> {
    const next = change(valueAt(this.tree, path));
    if (next === undefined) return { written: false, value: valueAt(this.tree, path) };
    const result = this.admin().write(`/${path}`, next);
    if (!result.allowed) this.refuse(`a write of ${path}`, result.info);
    this.tree = withValue(this.tree, path, withServerTime(next));
    return { written: true, value: valueAt(this.tree, path) };
  }

  async writeAll(values: Readonly<Record<string, unknown>>): Promise<void> {
    if (this.failWrite?.(values)) {
      this.failWrite = null;
      throw new BackendError('network', 'The connection was lost');
    }
    const result = this.admin().update('/', { ...values });
    if (!result.allowed) this.refuse(`an update of ${Object.keys(values).join(', ')}`, result.info);
    for (const [path, value] of Object.entries(values)) this.tree = withValue(this.tree, path, withServerTime(value));
    this.writes.push(structuredClone(values));
  }

  async uploadImages(files: readonly ImageFile[]): Promise<string[]> {
    return files.map(({ name, blob }) => {
      const url = `${BUCKET_URL}${name}?alt=media&token=${token(++this.uploads)}`;
      this.images.set(name, { url, blob });
      return url;
    });
  }

  imageId(url: string): string | null {
    return url.startsWith(BUCKET_URL) ? url.slice(BUCKET_URL.length).split('?')[0]! : null;
  }

  imageName(url: string): string | null {
    return this.imageId(url);
  }

  async downloadImage(url: string): Promise<Blob | null> {
    const name = this.imageId(url);
    return (name !== null && this.images.get(name)?.blob) || null;
  }

  async findImage(name: string): Promise<string | null> {
    return this.images.get(name)?.url ?? null;
  }

  async deleteImage(url: string): Promise<void> {
    const id = this.imageId(url);
    if (id) this.images.delete(id);
  }

  async sessionIsAdmin(): Promise<boolean> {
    return true;
  }

  toBackendError(error: unknown, fallback: BackendError['code'] = 'unknown'): BackendError {
    return error instanceof BackendError ? error : new BackendError(fallback, String(error), { cause: error });
  }
}
