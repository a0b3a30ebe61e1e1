import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Unsubscribe } from '../types';

/** What one tab of the demo tells the others. */
export type DemoMessage = { kind: 'data' } | { kind: 'session' };

/** A tab's line to the other tabs: it posts to them, and hears them (never itself). */
export interface DemoPort {
  post(message: DemoMessage): void;
  close: Unsubscribe;
}

/**
 * Where the demo keeps what the painter changed: the sample works stay in the bundle, and only
 * the changes made to them are stored (a value per database path, null where a sample work was
 * removed), with the uploaded images. In the browser it is IndexedDB, shared by the tabs of one
 * browser; the unit tests use one in memory.
 */
export interface DemoPersistence {
  /** Every stored change, by database path. */
  readChanges(): Promise<Map<string, unknown>>;
  /**
   * Reads the changes stored at `paths` (absent where none) and writes what `decide` returns
   * (nothing when undefined), with no other tab's change in between. `decide` may throw to
   * write nothing; the error is passed on.
   */
  change(
    paths: readonly string[],
    decide: (stored: ReadonlyMap<string, unknown>) => ReadonlyMap<string, unknown> | undefined,
  ): Promise<void>;
  putImage(name: string, blob: Blob): Promise<void>;
  getImage(name: string): Promise<Blob | undefined>;
  deleteImage(name: string): Promise<void>;
  /** Forgets every change and every image. */
  clear(): Promise<void>;
  connect(onMessage: (message: DemoMessage) => void): DemoPort;
}

const DB_NAME = 'portfolio-demo';
const CHANNEL_NAME = 'portfolio-demo-changes';
/**
 * 2: the database holds the changes only (version 1 held a copy of the whole seed, written on a
 * visitor's first load); an older database is emptied.
 */
const DB_VERSION = 2;

interface DemoSchema extends DBSchema {
  /** Changes to the sample data, keyed by database path ("articles/Aquarelles/12"). */
  changes: { key: string; value: unknown };
  /** Uploaded images, keyed by their name (the upload time). */
  images: { key: string; value: Blob };
}

export class IndexedDbPersistence implements DemoPersistence {
  private readonly db: Promise<IDBPDatabase<DemoSchema>>;

  constructor(name = DB_NAME) {
    this.db = openDB<DemoSchema>(name, DB_VERSION, {
      upgrade(db) {
        for (const store of [...db.objectStoreNames]) db.deleteObjectStore(store);
        db.createObjectStore('changes');
        db.createObjectStore('images');
      },
    });
  }

  async readChanges(): Promise<Map<string, unknown>> {
    const db = await this.db;
    const tx = db.transaction('changes');
    const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
    return new Map(keys.map((key, i) => [key, values[i]]));
  }

  async change(
    paths: readonly string[],
    decide: (stored: ReadonlyMap<string, unknown>) => ReadonlyMap<string, unknown> | undefined,
  ): Promise<void> {
    const db = await this.db;
    // One readwrite transaction: IndexedDB runs it alone among the tabs of this browser.
    const tx = db.transaction('changes', 'readwrite');
    const stored = new Map<string, unknown>();
    const values = await Promise.all(paths.map((path) => tx.store.get(path)));
    for (const [i, path] of paths.entries()) {
      if (values[i] !== undefined) stored.set(path, values[i]);
    }
    let decided: ReadonlyMap<string, unknown> | undefined;
    try {
      decided = decide(stored);
    } catch (error) {
      tx.abort();
      await tx.done.catch(() => {});
      throw error;
    }
    for (const [path, value] of decided ?? []) void tx.store.put(value, path);
    await tx.done;
  }

  async putImage(name: string, blob: Blob): Promise<void> {
    await (await this.db).put('images', blob, name);
  }

  async getImage(name: string): Promise<Blob | undefined> {
    return (await this.db).get('images', name);
  }

  async deleteImage(name: string): Promise<void> {
    await (await this.db).delete('images', name);
  }

  async clear(): Promise<void> {
    const db = await this.db;
    const tx = db.transaction(['changes', 'images'], 'readwrite');
    await Promise.all([tx.objectStore('changes').clear(), tx.objectStore('images').clear(), tx.done]);
  }

  connect(onMessage: (message: DemoMessage) => void): DemoPort {
    if (typeof BroadcastChannel === 'undefined') return { post: () => {}, close: () => {} };
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.addEventListener('message', (event: MessageEvent<DemoMessage>) => onMessage(event.data));
    return { post: (message) => channel.postMessage(message), close: () => channel.close() };
  }
}
