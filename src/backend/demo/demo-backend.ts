import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Artwork, ArtworkRecord, ArtworkType } from '@/domain/artwork';
import { recordOf } from '@/domain/artwork';
import { compareDatabaseKeys, keyForNewArtwork, keysForNumero } from '@/domain/keys';
import {
  BackendError,
  type AdminBackend,
  type AdminUser,
  type ArtworkFields,
  type PreparedPhoto,
  type Unsubscribe,
  type UploadProgress,
} from '../types';
import { scaledSeedRecords, seedRecords } from './seed';

/**
 * The embedded backend of a fresh checkout: lives in the browser's IndexedDB, seeded with sample
 * works, shares its changes between tabs through a BroadcastChannel, and knows one account.
 * It mirrors the Firebase backend where it matters: same keys, same order, live updates,
 * the duplicate-numéro refusal and a refused wrong password.
 */

export const DEMO_ACCOUNT = { email: 'admin@example.com', password: 'demo-admin' } as const;

const DB_NAME = 'portfolio-demo';
const CHANNEL_NAME = 'portfolio-demo-changes';
const SESSION_KEY = 'portfolio-demo-session';
/** Bump when the seed changes, so that browsers holding an older seed get the new one. */
const DB_VERSION = 1;

interface DemoSchema extends DBSchema {
  /** Records keyed by their database path, "articles/{type}/{key}". */
  articles: { key: string; value: Artwork & { path: string }; indexes: { byType: ArtworkType } };
  /** Stored images, keyed by their name (the upload timestamp). */
  images: { key: string; value: Blob };
}

type ChangeMessage = { type: ArtworkType } | { session: true };

/** The sample works, or VITE_DEMO_SEED_SIZE works per type for the benchmark's long galleries. */
function sampleWorks(): Artwork[] {
  const size = Number(import.meta.env.VITE_DEMO_SEED_SIZE);
  return Number.isInteger(size) && size > 0 ? scaledSeedRecords(size) : seedRecords();
}

function pathOf(type: ArtworkType, key: string): string {
  return `articles/${type}/${key}`;
}

/** Images uploaded in the demo are kept as blobs and served through object URLs. */
const DEMO_IMAGE_PREFIX = 'demo-image:';

export class DemoBackend implements AdminBackend {
  private db: Promise<IDBPDatabase<DemoSchema>>;
  private channel: BroadcastChannel | null;
  private readonly localListeners = new Set<(message: ChangeMessage) => void>();
  private readonly objectUrls = new Map<string, string>();

  constructor(name = DB_NAME) {
    this.db = openDB<DemoSchema>(name, DB_VERSION, {
      upgrade(db, _oldVersion, _newVersion, tx) {
        if (db.objectStoreNames.contains('articles')) db.deleteObjectStore('articles');
        const store = db.createObjectStore('articles');
        store.createIndex('byType', 'type');
        if (!db.objectStoreNames.contains('images')) db.createObjectStore('images');
        for (const artwork of sampleWorks()) {
          const path = pathOf(artwork.type, artwork.key);
          void tx.objectStore('articles').put({ ...artwork, path }, path);
        }
      },
    });
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
    this.channel?.addEventListener('message', (event: MessageEvent<ChangeMessage>) => this.emitLocal(event.data));
  }

  private emitLocal(message: ChangeMessage): void {
    for (const listener of this.localListeners) listener(message);
  }

  private announce(message: ChangeMessage): void {
    this.emitLocal(message);
    this.channel?.postMessage(message);
  }

  private onChange(listener: (message: ChangeMessage) => void): Unsubscribe {
    this.localListeners.add(listener);
    return () => this.localListeners.delete(listener);
  }

  private async readType(type: ArtworkType): Promise<Artwork[]> {
    const db = await this.db;
    const rows = await db.getAllFromIndex('articles', 'byType', type);
    const artworks = await Promise.all(rows.map(({ path: _path, ...row }) => this.withImageUrls(row)));
    return artworks.sort((a, b) => compareDatabaseKeys(a.key, b.key));
  }

  private async withImageUrls(artwork: Artwork): Promise<Artwork> {
    const image = await this.imageUrl(artwork.image);
    const thumbnail = artwork.thumbnail ? await this.imageUrl(artwork.thumbnail) : undefined;
    return thumbnail ? { ...artwork, image, thumbnail } : { ...artwork, image };
  }

  private async imageUrl(stored: string): Promise<string> {
    if (!stored.startsWith(DEMO_IMAGE_PREFIX)) return stored;
    const cached = this.objectUrls.get(stored);
    if (cached) return cached;
    const blob = await (await this.db).get('images', stored.slice(DEMO_IMAGE_PREFIX.length));
    if (!blob) return '';
    const url = URL.createObjectURL(blob);
    this.objectUrls.set(stored, url);
    return url;
  }

  subscribeArtworks(
    type: ArtworkType,
    onData: (artworks: Artwork[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    let active = true;
    const refresh = () => {
      this.readType(type).then(
        (artworks) => active && onData(artworks),
        (error: unknown) => active && onError(error instanceof Error ? error : new Error(String(error))),
      );
    };
    const stop = this.onChange((message) => {
      if ('type' in message && message.type === type) refresh();
    });
    refresh();
    return () => {
      active = false;
      stop();
    };
  }

  // --- Auth ---------------------------------------------------------------------------------

  private currentUser(): AdminUser | null {
    const token = localStorage.getItem(SESSION_KEY);
    return token ? { uid: 'demo-admin', email: DEMO_ACCOUNT.email, isAdmin: true, idToken: token } : null;
  }

  async signIn(email: string, password: string): Promise<AdminUser> {
    await pause(150);
    if (email.trim().toLowerCase() !== DEMO_ACCOUNT.email || password !== DEMO_ACCOUNT.password) {
      throw new BackendError('wrong-credentials', 'Demo sign-in refused: wrong email or password');
    }
    localStorage.setItem(SESSION_KEY, randomToken());
    this.announce({ session: true });
    return this.currentUser()!;
  }

  async signOut(): Promise<void> {
    localStorage.removeItem(SESSION_KEY);
    this.announce({ session: true });
  }

  onUserChanged(callback: (user: AdminUser | null) => void): Unsubscribe {
    const notify = () => callback(this.currentUser());
    const stop = this.onChange((message) => 'session' in message && notify());
    notify();
    return stop;
  }

  private requireAdmin(): void {
    if (!this.currentUser()) throw new BackendError('permission-denied', 'Not signed in as the admin');
  }

  // --- Writes -------------------------------------------------------------------------------

  private async storePhoto(
    photo: PreparedPhoto,
    onProgress?: UploadProgress,
  ): Promise<{ image: string; thumbnail: string }> {
    const name = String(Date.now());
    const db = await this.db;
    // A stepped progress, so that the demo shows the same bar as a real upload.
    for (const fraction of [0.25, 0.5, 0.75]) {
      onProgress?.(fraction);
      await pause(60);
    }
    await db.put('images', photo.large, name);
    await db.put('images', photo.thumbnail, `${name}-thumb`);
    onProgress?.(1);
    return { image: `${DEMO_IMAGE_PREFIX}${name}`, thumbnail: `${DEMO_IMAGE_PREFIX}${name}-thumb` };
  }

  private async removeImages(artwork: Pick<ArtworkRecord, 'image' | 'thumbnail'>): Promise<void> {
    const db = await this.db;
    for (const stored of [artwork.image, artwork.thumbnail]) {
      if (stored?.startsWith(DEMO_IMAGE_PREFIX)) await db.delete('images', stored.slice(DEMO_IMAGE_PREFIX.length));
    }
  }

  private async assertNumeroFree(type: ArtworkType, subtitle: string, except?: Artwork): Promise<void> {
    const db = await this.db;
    const rows = await db.getAllFromIndex('articles', 'byType', type);
    const taken = new Set(keysForNumero(type, subtitle));
    const clash = rows.find(
      (row) =>
        !(except && row.type === except.type && row.key === except.key) &&
        (taken.has(row.key) || row.subtitle.trim() === subtitle.trim()),
    );
    if (clash) throw new BackendError('duplicate-numero', `Numero ${subtitle} already exists in ${type}`);
  }

  private async put(artwork: Artwork): Promise<void> {
    const db = await this.db;
    const path = pathOf(artwork.type, artwork.key);
    await db.put('articles', { ...artwork, path }, path);
  }

  async addArtwork(fields: ArtworkFields, photo: PreparedPhoto, onProgress?: UploadProgress): Promise<Artwork> {
    this.requireAdmin();
    await this.assertNumeroFree(fields.type, fields.subtitle);
    const stored = await this.storePhoto(photo, onProgress);
    const artwork: Artwork = {
      key: keyForNewArtwork(fields.subtitle),
      ...recordOf(fields, { ...stored, width: photo.width, height: photo.height }),
    };
    try {
      await this.put(artwork);
    } catch (error) {
      await this.removeImages(stored);
      throw error;
    }
    this.announce({ type: artwork.type });
    return this.withImageUrls(artwork);
  }

  async updateArtwork(
    original: Artwork,
    fields: ArtworkFields,
    photo: PreparedPhoto | null,
    onProgress?: UploadProgress,
  ): Promise<Artwork> {
    this.requireAdmin();
    const db = await this.db;
    const before = await db.get('articles', pathOf(original.type, original.key));
    if (!before) throw new BackendError('unknown', 'This work no longer exists');
    const moved = fields.type !== original.type;
    if (moved || fields.subtitle.trim() !== original.subtitle.trim())
      await this.assertNumeroFree(fields.type, fields.subtitle, original);
    const stored = photo ? await this.storePhoto(photo, onProgress) : null;
    const image = stored
      ? { ...stored, width: photo!.width, height: photo!.height }
      : { image: before.image, thumbnail: before.thumbnail, width: before.width, height: before.height };
    const key = moved ? keyForNewArtwork(fields.subtitle) : original.key;
    const artwork: Artwork = { key, ...recordOf(fields, image) };
    try {
      await this.put(artwork);
      if (moved) await db.delete('articles', pathOf(original.type, original.key));
    } catch (error) {
      if (stored) await this.removeImages(stored);
      throw error;
    }
    if (stored) await this.removeImages(before);
    this.announce({ type: original.type });
    if (moved) this.announce({ type: artwork.type });
    return this.withImageUrls(artwork);
  }

  async deleteArtwork(artwork: Artwork): Promise<void> {
    this.requireAdmin();
    const db = await this.db;
    const path = pathOf(artwork.type, artwork.key);
    const before = await db.get('articles', path);
    await db.delete('articles', path);
    if (before) await this.removeImages(before);
    this.announce({ type: artwork.type });
  }

  /** Puts the sample works back (for tests, or from the console: `portfolioDemo.reset()`). */
  async reset(): Promise<void> {
    const db = await this.db;
    const tx = db.transaction(['articles', 'images'], 'readwrite');
    await tx.objectStore('articles').clear();
    await tx.objectStore('images').clear();
    const works = sampleWorks();
    for (const artwork of works) {
      const path = pathOf(artwork.type, artwork.key);
      await tx.objectStore('articles').put({ ...artwork, path }, path);
    }
    await tx.done;
    for (const type of new Set(works.map((a) => a.type))) this.announce({ type });
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(48));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, '');
}

let instance: DemoBackend | undefined;

export function getDemoBackend(): DemoBackend {
  if (!instance) {
    instance = new DemoBackend();
    // A handle for the curious newcomer and for the browser tests, in demo mode only.
    (globalThis as { portfolioDemo?: DemoBackend }).portfolioDemo = instance;
  }
  return instance;
}
