import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import {
  ARTWORK_TYPES,
  recordOfArtwork,
  type Artwork,
  type ArtworkType,
  isArtworkType,
  type TrashedArtwork,
} from '@/domain/artwork';
import { readSite, toArtwork, toSiteContent, toTrashedArtwork } from '@/domain/database-reader';
import { artworkPath, trashPath } from '@/domain/keys';
import { notesByWork, privateNotesPath, type PrivateNotes } from '@/domain/private-notes';
import { isSelectionId, selectionPath, selectionsOf, toSelection, type Selection } from '@/domain/selection';
import {
  identityPictureUrls,
  SITE_SECTIONS,
  sitePath,
  type SiteContent,
  type SitePicture,
} from '@/domain/site-content';
import type { ArtworkStore } from '../artwork-store';
import { lazyBackupPath } from '../backup-methods';
import { latestAnswer, mapInSlices } from '../slices';
import { BackendError, type AdminBackend, type Unsubscribe } from '../types';
import { createWritePath } from '../write-path';
import { DEMO_ACCOUNT, DemoAuth, localSession, type DemoAccount, type SessionStorage } from './demo-auth';
import { IndexedDbPersistence, type DemoPersistence } from './demo-persistence';
import { DemoSeed, DemoStore } from './demo-store';
import { scaledSeedOfType, seedRecords } from './seed';

export { DEMO_ACCOUNT } from './demo-auth';

/**
 * The embedded backend of a fresh checkout: the sample works in memory, the painter's changes
 * in the browser (IndexedDB), shared live between tabs, and one account. It mirrors the
 * Firebase backend where it matters: the same write path (src/backend/write-path.ts), keys,
 * order and live updates, and the same refusals.
 */
export interface DemoBackend extends AdminBackend {
  /** Puts the sample works back (for tests, or from the console: `portfolioDemo.reset()`). */
  reset(): Promise<void>;
}

export interface DemoBackendOptions {
  persistence: DemoPersistence;
  /**
   * The sample works it starts from: a list, or each gallery's works made on the first read of
   * that gallery (the benchmark's galleries of a thousand works each: a page reads one).
   */
  seed: readonly Artwork[] | ((type: ArtworkType) => Iterable<Artwork>);
  /** The site's texts and clippings it starts from; none is a fresh project's missing node. */
  site?: SiteContent | null;
  session: SessionStorage;
  accounts: readonly DemoAccount[];
  /** Shortened by tests: a sign-in's duration, an upload bar's steps, a write's time bound. */
  timing?: { signInMs?: number; uploadStepMs?: number; timeoutMs?: number };
  /** Puts levers on the storage the write path uses (the tests hold or fail its calls). */
  wrapStore?: (store: ArtworkStore) => ArtworkStore;
  /** When the pages counted as deployed were built (see demoPublishedAt); the tests set their own. */
  publishedAt?: () => Promise<number | null>;
}

/**
 * The demo has no deploy. Its public pages read the painter's changes live, and the pages
 * prerendered in its build come from the sample data, which shows only the site's own files,
 * never an uploaded image: once no record shows an image, no page of the demo can. So its pages
 * count as built at every moment, and a queued image goes once the 24 hours of the write path
 * have passed and nothing shows it again, as on Firebase after a publication.
 */
const demoPublishedAt = async (): Promise<number> => Date.now();

/** `value` with every string in it passed through `change` (a form's values, before a write). */
function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, change)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)])) as T;
  }
  return value;
}

/**
 * The sample works and texts by database path, each gallery's records made when first read (and
 * made one by one as they are taken: DemoSeed.prepare makes them in slices).
 */
function sampleData(seed: DemoBackendOptions['seed'], site: SiteContent | null): DemoSeed {
  const worksOf = typeof seed === 'function' ? seed : (type: ArtworkType) => seed.filter((a) => a.type === type);
  const types = typeof seed === 'function' ? ARTWORK_TYPES : new Set(seed.map((artwork) => artwork.type));
  const groups = new Map<string, () => Iterable<[string, unknown]>>();
  for (const type of types) {
    groups.set(artworkPath(type), function* (): Generator<[string, unknown]> {
      for (const artwork of worksOf(type)) yield [artworkPath(type, artwork.key), recordOfArtwork(artwork)];
    });
  }
  if (site)
    for (const section of SITE_SECTIONS) groups.set(sitePath(section), () => [[sitePath(section), site[section]]]);
  return new DemoSeed(groups);
}

export function createDemoBackend({
  persistence,
  seed,
  site = null,
  session,
  accounts,
  timing = {},
  wrapStore = (store) => store,
  publishedAt = demoPublishedAt,
}: DemoBackendOptions): DemoBackend {
  // Messages from other tabs arrive once the tab is set up, below.
  const port = persistence.connect((message) => (message.kind === 'data' ? data.refresh() : signedIn.refresh()));
  const signedIn = new DemoAuth({
    accounts,
    session,
    announce: () => port.post({ kind: 'session' }),
    signInMs: timing.signInMs,
  });
  const data = new DemoStore(persistence, {
    seed: sampleData(seed, site),
    isAdmin: () => signedIn.isAdmin(),
    announce: () => port.post({ kind: 'data' }),
    uploadStepMs: timing.uploadStepMs,
  });

  /**
   * Follows the children of `path`, each answer converted by `convert` (latestAnswer: an answer
   * still converting when a newer one comes is dropped, and so is any once unsubscribed).
   */
  function follow<T>(
    path: string,
    convert: (children: [string, unknown][], wanted: () => boolean) => T | Promise<T>,
    onData: (value: T) => void,
    onError: (error: Error) => void,
    options?: { shared?: boolean },
  ): Unsubscribe {
    const answers = latestAnswer(convert, onData, onError);
    const unsubscribe = data.subscribe(path, answers.take, onError, options);
    return () => {
      answers.stop();
      unsubscribe();
    };
  }

  /** Whether a work shows an image uploaded in the demo, which a page shows by an object URL. */
  function showsUpload({ image, thumbnail, zoom }: Artwork): boolean {
    const isUpload = (url: string | undefined) => url !== undefined && data.imageId(url) !== null;
    return isUpload(image) || isUpload(thumbnail) || isUpload(zoom);
  }

  async function withDisplayUrls<T extends Artwork>(artwork: T): Promise<T> {
    const shown = { ...artwork, image: await data.displayUrl(artwork.image) };
    if (artwork.thumbnail) shown.thumbnail = await data.displayUrl(artwork.thumbnail);
    if (artwork.zoom) shown.zoom = await data.displayUrl(artwork.zoom);
    return shown;
  }

  function subscribeArtworks(
    type: ArtworkType,
    onData: (artworks: Artwork[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    // A gallery's works, in slices (src/backend/slices.ts): a gallery of a thousand works read in
    // one go was a few long tasks of a phone's main thread. The records are the store's own
    // (`shared`), which toArtwork only reads; the works showing the site's own files, as all the
    // sample works do, are shown as they are, and only those showing an upload wait for its URL.
    const convert = async (children: [string, unknown][], wanted: () => boolean) => {
      const uploads = new Map<number, Promise<Artwork>>();
      let count = 0;
      const artworks = await mapInSlices(
        children,
        ([key, value]) => {
          const artwork = toArtwork(key, value, type);
          if (artwork && showsUpload(artwork)) {
            const shown = withDisplayUrls(artwork);
            // Awaited below, unless the answer is dropped first: then its failure matters no more.
            shown.catch(() => undefined);
            uploads.set(count, shown);
          }
          if (artwork) count++;
          return artwork;
        },
        wanted,
      );
      for (const [index, shown] of uploads) artworks[index] = await shown;
      return artworks;
    };
    return follow(artworkPath(type), convert, onData, onError, { shared: true });
  }

  async function pictureWithDisplayUrls<T extends SitePicture>(picture: T): Promise<T> {
    const shown = { ...picture, image: await data.displayUrl(picture.image) };
    shown.thumbnail = await data.displayUrl(picture.thumbnail);
    if (picture.zoom) shown.zoom = await data.displayUrl(picture.zoom);
    return shown;
  }

  async function siteWithDisplayUrls(content: SiteContent): Promise<SiteContent> {
    const items = await Promise.all(
      content.books.items.map(async (book) =>
        book.cover ? { ...book, cover: await pictureWithDisplayUrls(book.cover) } : book,
      ),
    );
    const shown: SiteContent = {
      ...content,
      books: { ...content.books, items },
      press: await Promise.all(content.press.map(pictureWithDisplayUrls)),
    };
    // The identity's pictures (the hero's crops, the cards') too: every URL of it that is a stored image.
    if (content.identity) {
      const stored = new Set(identityPictureUrls(content.identity));
      const urls = new Map(
        await Promise.all([...stored].map(async (url) => [url, await data.displayUrl(url)] as const)),
      );
      shown.identity = mapStrings(content.identity, (text) => urls.get(text) ?? text);
    }
    return shown;
  }

  function subscribeSite(onData: (content: SiteContent | null) => void, onError: (error: Error) => void): Unsubscribe {
    const convert = async (sections: [string, unknown][]) => {
      const content = readSite(sections.length === 0 ? null : Object.fromEntries(sections));
      return content ? siteWithDisplayUrls(content) : null;
    };
    return follow(sitePath(), convert, onData, onError);
  }

  function subscribeTrash(onData: (trashed: TrashedArtwork[]) => void, onError: (error: Error) => void): Unsubscribe {
    const convert = (byType: [string, unknown][]) =>
      Promise.all(
        byType.flatMap(([type, entries]) =>
          isArtworkType(type)
            ? Object.entries(entries as Record<string, unknown>)
                .map(([key, value]) => toTrashedArtwork(key, value, type))
                .filter((trashed) => trashed !== null)
                .map(withDisplayUrls)
            : [],
        ),
      );
    return follow(trashPath(), convert, onData, onError);
  }

  function subscribePrivateNotes(
    onData: (notes: ReadonlyMap<string, PrivateNotes>) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    const convert = async (byType: [string, unknown][]) => notesByWork(Object.fromEntries(byType));
    return follow(privateNotesPath(), convert, onData, onError);
  }

  function subscribeSelections(
    onData: (selections: Selection[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    const convert = async (entries: [string, unknown][]) => selectionsOf(Object.fromEntries(entries));
    return follow(selectionPath(), convert, onData, onError);
  }

  /** One selection by its id, as anyone with its link reads it. */
  function subscribeSelection(
    id: string,
    onData: (selection: Selection | null) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    const convert = async (entries: [string, unknown][]) => {
      const found = entries.find(([entryId]) => entryId === id);
      return isSelectionId(id) && found ? toSelection(id, found[1]) : null;
    };
    return follow(selectionPath(), convert, onData, onError);
  }

  const writes = createWritePath(wrapStore(data), { timeoutMs: timing.timeoutMs, publishedAt });
  // The screens hold images by the object URLs they show: a write gets the stored URLs back,
  // and a conflict's stored value comes to the screens as they show it.
  const stored = <T>(value: T): T => mapStrings(value, (text) => data.storedUrl(text));
  async function shownConflicts<T>(write: Promise<T>, shown: (current: unknown) => Promise<unknown>): Promise<T> {
    try {
      return await write;
    } catch (error) {
      if (!(error instanceof BackendError) || error.code !== 'conflict' || error.current === undefined) throw error;
      throw new BackendError('conflict', error.message, { cause: error, current: await shown(error.current) });
    }
  }

  return {
    subscribeArtworks,
    subscribeSite,
    subscribeTrash,
    subscribePrivateNotes,
    subscribeSelections,
    subscribeSelection,
    signIn: (email, password) => signedIn.signIn(email, password),
    signOut: () => signedIn.signOut(),
    onUserChanged: (callback) => signedIn.onUserChanged(callback),
    ...writes,
    ...lazyBackupPath(wrapStore(data), { timeoutMs: timing.timeoutMs }), // backups (src/backend/backup.ts)
    updateArtwork: (original, fields, photo, onProgress) =>
      shownConflicts(writes.updateArtwork(stored(original), fields, photo, onProgress), (current) =>
        withDisplayUrls(current as Artwork),
      ),
    saveSiteSection: (section, value, base, newPicture, onProgress) =>
      shownConflicts(
        writes.saveSiteSection(section, stored(value), stored(base), newPicture, onProgress),
        async (current) => (await siteWithDisplayUrls(toSiteContent({ [section]: current })))[section],
      ),
    reset: () => data.reset(),
  };
}

/**
 * The sample works, or VITE_DEMO_SEED_SIZE works per type for the benchmark's long galleries:
 * each gallery's made (and checked) on its first read, in slices, not all of them as the backend
 * starts (DemoSeed.prepare).
 */
function sampleWorks(): DemoBackendOptions['seed'] {
  const size = Number(import.meta.env.VITE_DEMO_SEED_SIZE);
  return Number.isInteger(size) && size > 0 ? (type) => scaledSeedOfType(type, size) : seedRecords;
}

let instance: DemoBackend | undefined;

export function getDemoBackend(): DemoBackend {
  if (!instance) {
    instance = createDemoBackend({
      persistence: new IndexedDbPersistence(),
      seed: sampleWorks(),
      site: DEFAULT_SITE_CONTENT,
      session: localSession,
      accounts: [{ ...DEMO_ACCOUNT, isAdmin: true }],
    });
    // A handle for the curious newcomer and for the browser tests, in demo mode only.
    (globalThis as { portfolioDemo?: DemoBackend }).portfolioDemo = instance;
  }
  return instance;
}
