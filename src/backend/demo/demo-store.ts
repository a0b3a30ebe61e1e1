import { compareDatabaseKeys } from '@/domain/keys';
import { replacesAnotherRecord } from '@/domain/record-rules';
import type { ArtworkStore, ImageFile, TransactionOutcome } from '../artwork-store';
import { mapInSlices, yieldToMain } from '../slices';
import { BackendError, type Unsubscribe } from '../types';
import type { DemoPersistence } from './demo-persistence';

/** Images uploaded in the demo are stored as blobs and shown through object URLs. */
const DEMO_IMAGE_PREFIX = 'demo-image:';

/** What the demo writes as the time of the write, as Firebase's server timestamp (same shape). */
const SERVER_TIME = Object.freeze({ '.sv': 'timestamp' });

function isServerTime(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)['.sv'] === 'timestamp';
}

/** `value` with every server timestamp in it replaced by `now`, as the database does. */
function withTimes(value: unknown, now: number): unknown {
  if (isServerTime(value)) return now;
  if (Array.isArray(value)) return value.map((item) => withTimes(item, now));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withTimes(item, now)]));
  }
  return value;
}

export interface DemoStoreOptions {
  /** The sample data. */
  seed: DemoSeed;
  /** Whether the demo's account is signed in: writes are the admin's only, as with the rules. */
  isAdmin: () => boolean;
  /** Tells the other tabs that the data changed. */
  announce: () => void;
  /** The pause between the steps of the demo's upload bar, so that it shows as a real one. */
  uploadStepMs?: number;
}

interface Listener {
  path: string;
  notify: () => void;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function segments(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

/** The node two levels down that holds `path` ("articles/Aquarelles", "site/press"), or `path` itself above. */
function groupOf(path: string): string {
  return segments(path).slice(0, 2).join('/');
}

function isAtOrBelow(recordPath: string, path: string): boolean {
  return path === '' || recordPath === path || recordPath.startsWith(`${path}/`);
}

/**
 * The sample data, by database path ("articles/Aquarelles/12" → its record), made group by group
 * (a group: what lies under one node two levels down, "articles/Aquarelles" or "site/press") on
 * the first read that reaches it. A page that follows one gallery makes that gallery's records
 * only, as Firebase sends it that node only, whatever the size of the seed.
 */
export class DemoSeed {
  private readonly made = new Map<string, ReadonlyMap<string, unknown>>();
  private readonly making = new Map<string, Promise<void>>();

  /** `groups`: for each group, what makes its records ([path, record]). */
  constructor(private readonly groups: ReadonlyMap<string, () => Iterable<[string, unknown]>>) {}

  private group(key: string): ReadonlyMap<string, unknown> {
    let records = this.made.get(key);
    if (!records) {
      records = new Map(this.groups.get(key)?.() ?? []);
      this.made.set(key, records);
    }
    return records;
  }

  /** The sample record at `path`, or undefined. */
  get(path: string): unknown {
    return this.group(groupOf(path)).get(path);
  }

  /** The groups a read of `path` reaches. */
  private groupsAt(path: string): string[] {
    return segments(path).length >= 2
      ? [groupOf(path)]
      : [...this.groups.keys()].filter((key) => isAtOrBelow(key, path));
  }

  /** The sample records at or below `path`. */
  *under(path: string): Generator<[string, unknown]> {
    for (const key of this.groupsAt(path)) {
      for (const entry of this.group(key)) if (isAtOrBelow(entry[0], path)) yield entry;
    }
  }

  /**
   * Makes the groups a read of `path` reaches, ahead of it, a slice of records per task
   * (src/backend/slices.ts), where `get` and `under` make a group in one go: a gallery of a
   * thousand sample works made at once was a long task of a phone's main thread, right after its
   * page started. A group made by a read meanwhile stays as that read made it.
   */
  async prepare(path: string): Promise<void> {
    await Promise.all(this.groupsAt(path).map((key) => this.makeInSlices(key)));
  }

  private makeInSlices(key: string): Promise<void> {
    const make = this.groups.get(key);
    if (this.made.has(key) || !make) return Promise.resolve();
    let making = this.making.get(key);
    if (!making) {
      making = mapInSlices(make(), (entry) => entry).then(
        (entries) => {
          if (!this.made.has(key)) this.made.set(key, new Map(entries));
        },
        (error: unknown) => {
          this.making.delete(key);
          throw error;
        },
      );
      this.making.set(key, making);
    }
    return making;
  }
}

/**
 * The demo's storage: the sample data read from memory (it is in the bundle already), with the
 * painter's changes stored on top of it, so that a visitor's first read costs what Firebase's
 * does. Each tab keeps a copy of the changes (a value by path, null where a sample record was
 * removed); writes go through the persistence, atomically among the tabs, and the other tabs
 * read the changes afresh when told.
 */
export class DemoStore implements ArtworkStore {
  private changes: Promise<Map<string, unknown>>;
  private readonly listeners = new Set<Listener>();
  private readonly objectUrls = new Map<string, string>();
  /** The stored URL ("demo-image:…") of each object URL this tab made. */
  private readonly storedUrls = new Map<string, string>();
  readonly serverTime: unknown = SERVER_TIME;

  constructor(
    private readonly persistence: DemoPersistence,
    private readonly options: DemoStoreOptions,
  ) {
    this.changes = this.persistence.readChanges();
  }

  /** Reads the changes afresh (another tab made some) and tells every subscriber. */
  refresh(): void {
    const previous = this.changes;
    const next = this.persistence.readChanges();
    // A failed read keeps the changes this tab knew.
    this.changes = next.catch(() => previous);
    void next.then(
      () => this.notify(() => true),
      () => {},
    );
  }

  private notify(concerns: (listenerPath: string) => boolean): void {
    for (const listener of this.listeners) if (concerns(listener.path)) listener.notify();
  }

  private async afterWrite(values: ReadonlyMap<string, unknown>): Promise<void> {
    const changes = await this.changes;
    for (const [path, value] of values) changes.set(path, value === null ? null : structuredClone(value));
    const written = [...values.keys()];
    this.notify((listenerPath) => written.some((path) => path.startsWith(`${listenerPath}/`)));
    this.options.announce();
  }

  /**
   * The value at `path`, the changes over the seed: a record, or the tree of those below it.
   * `copy`: each record a copy of its own, which the caller may change; without it, the records
   * are the store's own, to be read and never changed.
   */
  private valueAt(changes: ReadonlyMap<string, unknown>, path: string, copy: boolean): unknown {
    const own = (value: unknown) => (copy ? structuredClone(value) : value);
    const record = changes.has(path) ? changes.get(path) : this.options.seed.get(path);
    if (record !== undefined) return own(record);
    const records = new Map(this.options.seed.under(path));
    for (const [recordPath, value] of changes) {
      if (!isAtOrBelow(recordPath, path)) continue;
      if (value === null) records.delete(recordPath);
      else records.set(recordPath, value);
    }
    const depth = segments(path).length;
    // A record right below `path` (a gallery's work) is placed without splitting its path: a
    // gallery's thousand works are read whenever its page starts.
    const prefix = depth > 0 && segments(path).join('/') === path ? `${path}/` : null;
    const tree: Record<string, unknown> = {};
    for (const [recordPath, value] of records) {
      const key = prefix !== null && recordPath.startsWith(prefix) ? recordPath.slice(prefix.length) : '';
      if (key !== '' && !key.includes('/')) {
        tree[key] = own(value);
        continue;
      }
      const parts = segments(recordPath);
      let node = tree;
      for (const part of parts.slice(depth, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      node[parts.at(-1)!] = own(value);
    }
    return Object.keys(tree).length === 0 ? null : tree;
  }

  async read(path: string): Promise<unknown> {
    return this.valueAt(await this.changes, path, true);
  }

  /**
   * Follows the children of `path` ([key, value] in the database's key order), now and after
   * every change made here or in another tab. `shared`: the values are the store's own records,
   * not copies, for a subscriber that only reads them and keeps nothing of them (a gallery's
   * works, which the reader rebuilds field by field): copying a thousand records for nothing
   * took a phone's main thread a long task.
   */
  subscribe(
    path: string,
    onData: (children: [string, unknown][]) => void,
    onError: (error: Error) => void,
    { shared = false }: { shared?: boolean } = {},
  ): Unsubscribe {
    let active = true;
    const send = () => {
      Promise.all([this.changes, this.options.seed.prepare(path)])
        // The read in a task of its own, not at the end of the last slice of the records made for it.
        .then(async ([changes]) => {
          await yieldToMain();
          return this.valueAt(changes, path, !shared);
        })
        .then(
          (value) => {
            if (!active) return;
            const children = Object.entries((value ?? {}) as Record<string, unknown>);
            onData(children.sort(([a], [b]) => compareDatabaseKeys(a, b)));
          },
          (error: unknown) => active && onError(error instanceof Error ? error : new Error(String(error))),
        );
    };
    const listener = { path, notify: send };
    this.listeners.add(listener);
    send();
    return () => {
      active = false;
      this.listeners.delete(listener);
    };
  }

  private requireAdmin(): void {
    if (!this.options.isAdmin()) throw new BackendError('permission-denied', 'Demo: not signed in as the admin');
  }

  /** Writes `values` with the data the persistence holds, refused as the rules would refuse it. */
  private async write(
    paths: readonly string[],
    decide: (current: ReadonlyMap<string, unknown>) => ReadonlyMap<string, unknown> | undefined,
  ): Promise<void> {
    this.requireAdmin();
    let written: ReadonlyMap<string, unknown> | undefined;
    await this.persistence.change(paths, (stored) => {
      const current = new Map(
        paths.map((path) => [path, stored.has(path) ? stored.get(path) : (this.options.seed.get(path) ?? null)]),
      );
      const decided = decide(current);
      const now = Date.now();
      written = decided && new Map([...decided].map(([path, value]) => [path, withTimes(value, now)]));
      for (const [path, value] of written ?? []) {
        if (replacesAnotherRecord(path, current.get(path), value)) {
          throw new BackendError('permission-denied', `Demo: ${path} holds another record`);
        }
      }
      return written;
    });
    if (written) await this.afterWrite(written);
  }

  async transact(path: string, change: (current: unknown) => unknown): Promise<TransactionOutcome> {
    let outcome: TransactionOutcome = { written: false, value: null };
    await this.write([path], (current) => {
      const value = current.get(path) ?? null;
      const next = change(structuredClone(value));
      outcome = next === undefined ? { written: false, value } : { written: true, value: next };
      return next === undefined ? undefined : new Map([[path, next]]);
    });
    return outcome;
  }

  async writeAll(values: Readonly<Record<string, unknown>>): Promise<void> {
    await this.write(Object.keys(values), () => new Map(Object.entries(values)));
  }

  async uploadImages(files: readonly ImageFile[], onProgress: (fraction: number) => void, signal: AbortSignal) {
    this.requireAdmin();
    const stored: string[] = [];
    try {
      // A stepped progress, so that the demo shows the same bar as a real upload.
      for (const fraction of [0, 0.25, 0.5, 0.75]) {
        onProgress(fraction);
        await pause(this.options.uploadStepMs ?? 60, signal);
      }
      for (const file of files) {
        signal.throwIfAborted();
        // As storage.rules: an image is never overwritten (a name is an upload time, used once).
        if (await this.persistence.getImage(file.name)) {
          throw new BackendError('permission-denied', `Demo: an image named ${file.name} exists`);
        }
        await this.persistence.putImage(file.name, file.blob);
        stored.push(file.name);
      }
    } catch (error) {
      await Promise.allSettled(stored.map((name) => this.persistence.deleteImage(name)));
      throw error;
    }
    onProgress(1);
    return stored.map((name) => `${DEMO_IMAGE_PREFIX}${name}`);
  }

  imageId(url: string): string | null {
    return url.startsWith(DEMO_IMAGE_PREFIX) ? url.slice(DEMO_IMAGE_PREFIX.length) : null;
  }

  async deleteImage(url: string): Promise<void> {
    this.requireAdmin();
    const name = this.imageId(url);
    if (name !== null) await this.persistence.deleteImage(name);
  }

  // ---- Backups (src/backend/backup.ts) ----
  imageName(url: string): string | null {
    return this.imageId(url);
  }

  async downloadImage(url: string): Promise<Blob | null> {
    const name = this.imageId(url);
    return name === null ? null : ((await this.persistence.getImage(name)) ?? null);
  }

  async findImage(name: string): Promise<string | null> {
    return (await this.persistence.getImage(name)) ? `${DEMO_IMAGE_PREFIX}${name}` : null;
  }
  // ---- end of backups ----

  async sessionIsAdmin(): Promise<boolean> {
    return this.options.isAdmin();
  }

  toBackendError(error: unknown, fallback: BackendError['code'] = 'unknown'): BackendError {
    if (error instanceof BackendError) return error;
    return new BackendError(fallback, error instanceof Error ? error.message : String(error), { cause: error });
  }

  /** An image URL a page can show: an object URL for an uploaded image, the URL itself otherwise. */
  async displayUrl(stored: string): Promise<string> {
    const name = this.imageId(stored);
    if (name === null) return stored;
    const cached = this.objectUrls.get(name);
    if (cached) return cached;
    const blob = await this.persistence.getImage(name);
    if (!blob) return '';
    const url = URL.createObjectURL(blob);
    this.objectUrls.set(name, url);
    this.storedUrls.set(url, stored);
    return url;
  }

  /** The stored URL of an image as a page shows it: the inverse of displayUrl. */
  storedUrl(shown: string): string {
    return this.storedUrls.get(shown) ?? shown;
  }

  /** Forgets every change: the sample data again, in this tab and the others. */
  async reset(): Promise<void> {
    await this.persistence.clear();
    this.changes = this.persistence.readChanges();
    await this.changes;
    this.notify(() => true);
    this.options.announce();
  }
}
