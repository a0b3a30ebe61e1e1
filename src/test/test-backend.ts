import { createDemoBackend, type DemoBackend } from '@/backend/demo/demo-backend';
import { DEMO_ACCOUNT, localSession, type DemoAccount, type SessionStorage } from '@/backend/demo/demo-auth';
import { IndexedDbPersistence } from '@/backend/demo/demo-persistence';
import { seedRecords } from '@/backend/demo/seed';
import { BackendError, type AdminBackend, type AdminUser, type BackendErrorCode } from '@/backend/types';
import { toArtwork, toTrashedArtwork } from '@/domain/database-reader';
import { recordOfArtwork, type Artwork, type ArtworkType, type TrashedArtwork } from '@/domain/artwork';
import { artworkPath, trashPath } from '@/domain/keys';
import type { SiteContent } from '@/domain/site-content';
import { StoreControls } from './controlled-store';
import { MemoryPersistence } from './memory-persistence';

/** An ID token longer than the 24 characters the URL keeps. */
export const TEST_ID_TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789-_ABCDEFG';

export const TEST_ADMIN: AdminUser = {
  uid: 'admin-uid',
  email: 'peintre@example.com',
  isAdmin: true,
  idToken: TEST_ID_TOKEN,
};

export interface TestBackendOptions {
  artworks?: readonly Artwork[];
  trash?: readonly TrashedArtwork[];
  /** Who is signed in at the start (the admin unless said otherwise). */
  signedIn?: AdminUser | null;
  accounts?: readonly DemoAccount[];
  /** Raw records by database path, as another site may have left them (misfiled ones, say). */
  records?: Readonly<Record<string, unknown>>;
  /** The write path's time bound. */
  timeoutMs?: number;
  /** The site's texts and clippings it starts from; none (the default) is a fresh project. */
  site?: SiteContent | null;
  /** When the deployed pages were built (ms), for the deletion queue; none (the default): never. */
  publishedAt?: number | null;
}

/** The methods whose calls the backend records (and can make fail), in one list. */
const RECORDED = [
  'saveSiteSection',
  'importSiteContent',
  'signIn',
  'signOut',
  'addArtwork',
  'updateArtwork',
  'deleteArtwork',
  'restoreArtwork',
  'purgeArtwork',
  'recordImageSize',
] as const satisfies readonly (keyof AdminBackend)[];
type Method = (typeof RECORDED)[number];

export interface TestBackend extends DemoBackend {
  /** The calls the screens made, in order, with their arguments. */
  readonly calls: { method: Method; args: unknown[] }[];
  /** Levers on the storage under the write path. */
  readonly store: StoreControls;
  readonly persistence: MemoryPersistence;
  /** The next call of a recorded method fails with this code, before doing anything. */
  failNextCall(code: BackendErrorCode): void;
  /** The next upload reports `progress`, then waits until the returned function is called. */
  holdNextUpload(progress: number): () => void;
  /** The work stored at articles/{type}/{key}, as stored (undefined when none). */
  find(type: ArtworkType, key: string): Promise<Artwork | undefined>;
  /** The `site` node as the pages read it, null when there is none. */
  readSite(): Promise<SiteContent | null>;
  /** The deleted work waiting at trash/{type}/{key} (undefined when none). */
  findInTrash(type: ArtworkType, key: string): Promise<TrashedArtwork | undefined>;
  /** When the deployed pages were built, as the deletion queue reads it: a test publishes by setting it. */
  deployed: { publishedAt: number | null };
}

/**
 * The backend of the unit and component tests: the demo backend itself (the same write path and
 * storage code) on a persistence in memory, with no pauses, plus levers and a record of calls.
 */
export function createTestBackend(options: TestBackendOptions = {}): TestBackend {
  const persistence = new MemoryPersistence();
  for (const trashed of options.trash ?? []) {
    persistence.changes.set(trashPath(trashed.type, trashed.key), {
      ...recordOfArtwork(trashed),
      deletedAt: trashed.deletedAt,
    });
  }
  for (const [path, value] of Object.entries(options.records ?? {})) persistence.changes.set(path, value);
  let user = options.signedIn === undefined ? TEST_ADMIN : options.signedIn;
  const session: SessionStorage = { read: () => user, write: (next) => (user = next) };
  const controls = new StoreControls();
  const deployed = { publishedAt: options.publishedAt ?? null };
  const backend = createDemoBackend({
    persistence,
    seed: options.artworks ?? [],
    site: options.site ?? null,
    session,
    accounts: options.accounts ?? [{ email: TEST_ADMIN.email ?? '', password: 'secret', isAdmin: true }],
    timing: { signInMs: 0, uploadStepMs: 0, timeoutMs: options.timeoutMs },
    wrapStore: (store) => controls.wrap(store),
    publishedAt: async () => deployed.publishedAt,
  });
  const calls: TestBackend['calls'] = [];
  let nextFailure: BackendError | null = null;
  const recorded = Object.fromEntries(
    RECORDED.map((method) => [
      method,
      async (...args: unknown[]) => {
        calls.push({ method, args });
        const failure = nextFailure;
        nextFailure = null;
        if (failure) throw failure;
        return (backend[method] as (...a: unknown[]) => Promise<unknown>)(...args);
      },
    ]),
  ) as Pick<AdminBackend, Method>;

  return {
    ...backend,
    ...recorded,
    calls,
    store: controls,
    persistence,
    deployed,
    failNextCall(code) {
      nextFailure = new BackendError(code, `Test: fails with ${code}`);
    },
    holdNextUpload(progress) {
      return controls.hold('uploadImages', progress).release;
    },
    async find(type, key) {
      const stored = await persistenceValue(persistence, artworkPath(type, key), options.artworks);
      return toArtwork(key, stored, type) ?? undefined;
    },
    readSite() {
      return new Promise((resolve, reject) => {
        const stop = backend.subscribeSite((content) => {
          queueMicrotask(() => stop());
          resolve(content);
        }, reject);
      });
    },
    async findInTrash(type, key) {
      const stored = await persistenceValue(persistence, trashPath(type, key));
      return toTrashedArtwork(key, stored, type) ?? undefined;
    },
  };
}

/** What the data holds at a record's path: the change stored there, else the seed's record. */
async function persistenceValue(persistence: MemoryPersistence, path: string, seed: readonly Artwork[] = []) {
  const changes = await persistence.readChanges();
  if (changes.has(path)) return changes.get(path);
  const seeded = seed.find((artwork) => artworkPath(artwork.type, artwork.key) === path);
  return seeded ? recordOfArtwork(seeded) : null;
}

/**
 * The demo backend as the browser runs it (IndexedDB, provided by fake-indexeddb, and the
 * session in localStorage), on a database of its own, with the sample works and no pauses.
 */
export function createIndexedDbDemoBackend(): DemoBackend {
  return createDemoBackend({
    persistence: new IndexedDbPersistence(`test-${crypto.randomUUID()}`),
    seed: seedRecords(),
    session: localSession,
    accounts: [{ ...DEMO_ACCOUNT, isAdmin: true }],
    timing: { signInMs: 0, uploadStepMs: 0 },
  });
}
