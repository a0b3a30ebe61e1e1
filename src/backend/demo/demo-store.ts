import { compareDatabaseKeys } from '@/domain/keys';
import { replacesAnotherRecord } from '@/domain/record-rules';
import type { ArtworkStore, ImageFile, TransactionOutcome } from '../artwork-store';
import { BackendError, type Unsubscribe } from '../types';
import type { DemoPersistence } from './demo-persistence';

/** Images uploaded in the demo are stored as blobs and shown through object URLs. */
const DEMO_IMAGE_PREFIX = 'demo-image:';

export interface DemoStoreOptions {
  /** The sample data, by database path ("articles/Aquarelles/12" → its record). */
  seed: ReadonlyMap<string, unknown>;
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

/**
 * The demo's storage: the sample data read from memory (it is in the bundle already), with the
 * painter's changes stored on top of it, so that a visitor's first read costs what Firebase's
 * does. Each tab keeps a view of the data; writes go through the persistence, atomically among
 * the tabs, and the other tabs refresh their view when told.
 */
export class DemoStore implements ArtworkStore {
  private view: Promise<Map<string, unknown>>;
  private readonly listeners = new Set<Listener>();
  private readonly objectUrls = new Map<string, string>();

  constructor(
    private readonly persistence: DemoPersistence,
    private readonly options: DemoStoreOptions,
  ) {
    this.view = this.load();
  }

  private async load(): Promise<Map<string, unknown>> {
    const view = new Map(this.options.seed);
    for (const [path, value] of await this.persistence.readChanges()) {
      if (value === null) view.delete(path);
      else view.set(path, value);
    }
    return view;
  }

  /** Reads the data afresh (another tab changed it) and tells every subscriber. */
  refresh(): void {
    const previous = this.view;
    const next = this.load();
    // A failed read keeps the view this tab had.
    this.view = next.catch(() => previous);
    void next.then(
      () => this.notify(() => true),
      () => {},
    );
  }

  private notify(concerns: (listenerPath: string) => boolean): void {
    for (const listener of this.listeners) if (concerns(listener.path)) listener.notify();
  }

  private async afterWrite(values: ReadonlyMap<string, unknown>): Promise<void> {
    const view = await this.view;
    for (const [path, value] of values) {
      if (value === null) view.delete(path);
      else view.set(path, structuredClone(value));
    }
    const written = [...values.keys()];
    this.notify((listenerPath) => written.some((path) => path.startsWith(`${listenerPath}/`)));
    this.options.announce();
  }

  /** The value at `path` in a view: a record, or the tree of those below it. */
  private valueAt(view: Map<string, unknown>, path: string): unknown {
    if (view.has(path)) return structuredClone(view.get(path));
    const depth = segments(path).length;
    const tree: Record<string, unknown> = {};
    for (const [recordPath, value] of view) {
      const parts = segments(recordPath);
      if (!recordPath.startsWith(`${path}/`)) continue;
      let node = tree;
      for (const part of parts.slice(depth, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      node[parts.at(-1)!] = structuredClone(value);
    }
    return Object.keys(tree).length === 0 ? null : tree;
  }

  async read(path: string): Promise<unknown> {
    return this.valueAt(await this.view, path);
  }

  /**
   * Follows the children of `path` ([key, value] in the database's key order), now and after
   * every change made here or in another tab.
   */
  subscribe(
    path: string,
    onData: (children: [string, unknown][]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    let active = true;
    const send = () => {
      this.read(path).then(
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
      written = decide(current);
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
    return url;
  }

  /** Forgets every change: the sample data again, in this tab and the others. */
  async reset(): Promise<void> {
    await this.persistence.clear();
    this.view = this.load();
    await this.view;
    this.notify(() => true);
    this.options.announce();
  }
}
