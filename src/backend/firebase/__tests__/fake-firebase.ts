/**
 * Stand-ins for the four firebase/* modules the backend imports, sharing one in-memory project:
 * a Realtime Database tree, a Storage bucket and an Auth user list. Every call the backend makes
 * is recorded in `fake.log`, in order, with its exact path and payload, so that tests can assert
 * what reached Firebase and when. Uploads can be held (`fake.holdUploads`) to check what happens
 * before they finish.
 */
import { compareDatabaseKeys } from '@/domain/keys';

export const BUCKET = 'exemple-portfolio.appspot.com';
export const STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Tree = { [key: string]: Json };

export type LogEntry =
  | { op: 'set'; path: string; value: unknown }
  | { op: 'transaction'; path: string; value: unknown; applyLocally: boolean | undefined }
  | { op: 'update'; path: string; value: Record<string, unknown> }
  | { op: 'remove'; path: string }
  | { op: 'get'; path: string }
  | { op: 'upload'; path: string; size: number; contentType: string | undefined; cacheControl: string | undefined }
  | { op: 'upload-done'; path: string }
  | { op: 'delete-object'; path: string }
  | { op: 'sign-in'; email: string }
  | { op: 'sign-out' };

interface HeldUpload {
  path: string;
  finish(): void;
  fail(code: string): void;
}

interface FakeUser {
  uid: string;
  email: string;
  password: string;
  claims: Record<string, unknown>;
}

class FirebaseFake {
  data: Tree = {};
  objects = new Map<string, { size: number; contentType: string | undefined }>();
  log: LogEntry[] = [];
  users: FakeUser[] = [];
  /** The next Auth call fails with this code. */
  authError: string | null = null;
  /** Database writes (set, update, remove) fail with this code. */
  writeError: string | null = null;
  /** Listeners are cancelled with this code. */
  readError: string | null = null;
  /** Uploads of these object names fail with the given code. */
  uploadErrors = new Map<string, string>();
  /** Object deletions fail with this code. */
  deleteError: string | null = null;
  holdUploads = false;
  held: HeldUpload[] = [];
  currentUser: { uid: string; email: string } | null = null;
  /** How many onValue listeners follow each path now. */
  listeners = new Map<string, number>();
  /** Each transaction run, with whether a listener followed its path as it ran. */
  transactions: { path: string; followed: boolean }[] = [];
  tokenListeners = new Set<(user: { uid: string; email: string } | null) => void>();

  reset(data: Tree = {}): void {
    this.data = structuredClone(data);
    this.objects.clear();
    this.log = [];
    this.users = [];
    this.authError = null;
    this.writeError = null;
    this.readError = null;
    this.uploadErrors.clear();
    this.deleteError = null;
    this.holdUploads = false;
    this.held = [];
    this.currentUser = null;
    this.listeners.clear();
    this.transactions = [];
    this.tokenListeners.clear();
  }

  /** Puts an object in the bucket, as an earlier upload would have. */
  putObject(path: string, contentType = 'image/webp'): void {
    this.objects.set(path, { size: 1000, contentType });
  }

  read(path: string): Json | undefined {
    let node: Json | undefined = this.data;
    for (const part of segments(path)) {
      if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
      node = node[part];
    }
    return node;
  }

  write(path: string, value: unknown): void {
    const parts = segments(path);
    const last = parts.pop();
    if (last === undefined) {
      this.data = (value ?? {}) as Tree;
      return;
    }
    let node: Tree = this.data;
    for (const part of parts) {
      const child = node[part];
      if (child === null || typeof child !== 'object' || Array.isArray(child)) node[part] = {};
      node = node[part] as Tree;
    }
    if (value === null || value === undefined) delete node[last];
    else node[last] = withoutNulls(withServerTimes(structuredClone(value))) as Json;
  }

  /** The database writes only, for exact assertions (an aborted transaction writes nothing). */
  writes(): Extract<LogEntry, { op: 'set' | 'update' | 'remove' | 'transaction' }>[] {
    return this.log.filter(
      (entry) => entry.op === 'set' || entry.op === 'update' || entry.op === 'remove' || entry.op === 'transaction',
    );
  }

  ops(): string[] {
    return this.log
      .filter((entry) => entry.op !== 'get')
      .map((entry) => ('path' in entry ? `${entry.op} ${entry.path}` : entry.op));
  }

  emitToken(): void {
    for (const listener of this.tokenListeners) listener(this.currentUser);
  }
}

function segments(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

/** The server's timestamp placeholder, as serverTimestamp() gives it. */
const SERVER_TIMESTAMP = { '.sv': 'timestamp' } as const;

/** The server writes its own time (Date.now() here) in the place of each placeholder. */
function withServerTimes(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if ((value as Record<string, unknown>)['.sv'] === 'timestamp') return Date.now();
  if (Array.isArray(value)) return value.map(withServerTimes);
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, withServerTimes(v)]));
}

/** The Realtime Database stores no nulls: a null field is an absent field. */
function withoutNulls(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

/** Every connect*Emulator call, with its arguments after the instance. */
export const emulatorCalls: { fn: string; args: unknown[] }[] = [];

export const fake = new FirebaseFake();

export function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: ${code}`), { code });
}

// --- firebase/app ---------------------------------------------------------------------------

export const appModule = {
  initializeApp: (options: Record<string, unknown>) => ({
    name: '[DEFAULT]',
    options,
    automaticDataCollectionEnabled: false,
  }),
};

// --- firebase/database ----------------------------------------------------------------------

interface FakeDbRef {
  path: string;
  key: string | null;
}

interface FakeSnapshot {
  key: string | null;
  val(): unknown;
  child(path: string): FakeSnapshot;
  exists(): boolean;
  forEach(action: (child: FakeSnapshot) => boolean | void): boolean;
}

function snapshotOf(key: string | null, value: Json | undefined): FakeSnapshot {
  return {
    key,
    val: () => (value === undefined ? null : structuredClone(value)),
    child: (path) => {
      let node: Json | undefined = value;
      for (const part of segments(path)) {
        node = node !== null && typeof node === 'object' && !Array.isArray(node) ? node[part] : undefined;
      }
      return snapshotOf(segments(path).at(-1) ?? key, node);
    },
    exists: () => value !== undefined && value !== null,
    forEach(action) {
      if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) return false;
      const keys = Object.keys(value).sort(compareDatabaseKeys);
      return keys.some((childKey) => action(snapshotOf(childKey, value[childKey])) === true);
    },
  };
}

function dbRef(path = ''): FakeDbRef {
  const parts = segments(path);
  return { path: parts.join('/'), key: parts.at(-1) ?? null };
}

async function failWrites(): Promise<void> {
  await Promise.resolve();
  if (fake.writeError) throw firebaseError(fake.writeError);
}

export const databaseModule = {
  getDatabase: () => ({ kind: 'database' }),
  connectDatabaseEmulator: (_db: unknown, ...args: unknown[]) => {
    emulatorCalls.push({ fn: 'connectDatabaseEmulator', args });
  },
  ref: (_db: unknown, path?: string) => dbRef(path),
  serverTimestamp: () => SERVER_TIMESTAMP,
  get: async (ref: FakeDbRef) => {
    fake.log.push({ op: 'get', path: ref.path });
    await Promise.resolve();
    return snapshotOf(ref.key, fake.read(ref.path));
  },
  onValue: (ref: FakeDbRef, callback: (snapshot: FakeSnapshot) => void, cancel?: (error: Error) => void) => {
    if (fake.readError) {
      cancel?.(firebaseError(fake.readError));
      return () => {};
    }
    fake.listeners.set(ref.path, (fake.listeners.get(ref.path) ?? 0) + 1);
    callback(snapshotOf(ref.key, fake.read(ref.path)));
    let active = true;
    return () => {
      if (active) fake.listeners.set(ref.path, (fake.listeners.get(ref.path) ?? 1) - 1);
      active = false;
    };
  },
  set: async (ref: FakeDbRef, value: unknown) => {
    fake.log.push({ op: 'set', path: ref.path, value: structuredClone(value) });
    await failWrites();
    fake.write(ref.path, value);
  },
  update: async (ref: FakeDbRef, values: Record<string, unknown>) => {
    fake.log.push({ op: 'update', path: ref.path, value: structuredClone(values) });
    await failWrites();
    for (const [path, value] of Object.entries(values)) fake.write(`${ref.path}/${path}`, value);
  },
  remove: async (ref: FakeDbRef) => {
    fake.log.push({ op: 'remove', path: ref.path });
    await failWrites();
    fake.write(ref.path, null);
  },
  /** Runs the update once on the current value, as the server would with no other writer. */
  runTransaction: async (
    ref: FakeDbRef,
    update: (current: unknown) => unknown,
    options?: { applyLocally?: boolean },
  ) => {
    await failWrites();
    fake.transactions.push({ path: ref.path, followed: (fake.listeners.get(ref.path) ?? 0) > 0 });
    const next = update(structuredClone(fake.read(ref.path) ?? null));
    if (next !== undefined) {
      fake.log.push({
        op: 'transaction',
        path: ref.path,
        value: structuredClone(next),
        applyLocally: options?.applyLocally,
      });
      fake.write(ref.path, next);
    }
    return { committed: next !== undefined, snapshot: snapshotOf(ref.key, fake.read(ref.path)) };
  },
};

// --- firebase/storage -----------------------------------------------------------------------

interface FakeStorageRef {
  bucket: string;
  fullPath: string;
}

export function downloadUrl(path: string, bucket = BUCKET): string {
  return `${STORAGE_ORIGIN}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=token-${path}`;
}

type Observer = {
  next(snapshot: { bytesTransferred: number; totalBytes: number }): void;
  error(error: Error): void;
  complete(): void;
};

export const storageModule = {
  getStorage: () => ({ kind: 'storage' }),
  connectStorageEmulator: (_storage: unknown, ...args: unknown[]) => {
    emulatorCalls.push({ fn: 'connectStorageEmulator', args });
  },
  /** Like the SDK: a URL of this host is parsed (any bucket), another URL is refused, a path is a child. */
  ref: (_storage: unknown, pathOrUrl?: string): FakeStorageRef => {
    if (pathOrUrl === undefined || pathOrUrl === '') return { bucket: BUCKET, fullPath: '' };
    if (/^[a-z]+:\/\//i.test(pathOrUrl)) {
      const match = /^https?:\/\/firebasestorage\.googleapis\.com\/v0\/b\/([^/]+)\/o\/([^?#]*)/.exec(pathOrUrl);
      if (!match?.[1]) throw firebaseError('storage/invalid-url');
      return { bucket: match[1], fullPath: decodeURIComponent(match[2] ?? '') };
    }
    return { bucket: BUCKET, fullPath: segments(pathOrUrl).join('/') };
  },
  uploadBytesResumable: (
    ref: FakeStorageRef,
    blob: Blob,
    metadata?: { contentType?: string; cacheControl?: string },
  ) => {
    fake.log.push({
      op: 'upload',
      path: ref.fullPath,
      size: blob.size,
      contentType: metadata?.contentType,
      cacheControl: metadata?.cacheControl,
    });
    let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
    // As the SDK: a cancelled task never completes, even if its bytes arrive afterwards.
    let cancelled = false;
    const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    done.catch(() => {});
    return {
      then: done.then.bind(done),
      cancel: () => {
        cancelled = true;
        settle?.reject(firebaseError('storage/canceled'));
        return true;
      },
      on(_event: 'state_changed', next: Observer['next'], error: Observer['error'], complete: Observer['complete']) {
        void done.then(complete, error);
        const finish = () => {
          if (cancelled) return;
          next({ bytesTransferred: blob.size, totalBytes: blob.size });
          fake.objects.set(ref.fullPath, { size: blob.size, contentType: metadata?.contentType });
          fake.log.push({ op: 'upload-done', path: ref.fullPath });
          settle?.resolve();
        };
        const fail = (code: string) => settle?.reject(firebaseError(code));
        next({ bytesTransferred: 0, totalBytes: blob.size });
        const plannedError = fake.uploadErrors.get(ref.fullPath);
        if (fake.holdUploads) fake.held.push({ path: ref.fullPath, finish, fail });
        else
          void Promise.resolve().then(() => {
            next({ bytesTransferred: Math.floor(blob.size / 2), totalBytes: blob.size });
            if (plannedError) fail(plannedError);
            else finish();
          });
        return () => {};
      },
    };
  },
  getDownloadURL: async (ref: FakeStorageRef) => {
    if (!fake.objects.has(ref.fullPath)) throw firebaseError('storage/object-not-found');
    return downloadUrl(ref.fullPath, ref.bucket);
  },
  deleteObject: async (ref: FakeStorageRef) => {
    fake.log.push({ op: 'delete-object', path: `${ref.bucket}/${ref.fullPath}` });
    await Promise.resolve();
    if (fake.deleteError) throw firebaseError(fake.deleteError);
    if (ref.bucket !== BUCKET || !fake.objects.delete(ref.fullPath)) throw firebaseError('storage/object-not-found');
  },
};

// --- firebase/auth --------------------------------------------------------------------------

export const INDEXED_DB_PERSISTENCE = { type: 'LOCAL', name: 'indexedDB' };
export const BROWSER_LOCAL_PERSISTENCE = { type: 'LOCAL', name: 'localStorage' };

/** The arguments of every initializeAuth call. */
export const initializeAuthCalls: unknown[][] = [];

function userObject(user: FakeUser) {
  return { uid: user.uid, email: user.email };
}

export const authModule = {
  indexedDBLocalPersistence: INDEXED_DB_PERSISTENCE,
  browserLocalPersistence: BROWSER_LOCAL_PERSISTENCE,
  initializeAuth: (...args: unknown[]) => {
    initializeAuthCalls.push(args);
    return {
      kind: 'auth',
      get currentUser() {
        return fake.currentUser;
      },
    };
  },
  connectAuthEmulator: (_auth: unknown, ...args: unknown[]) => {
    emulatorCalls.push({ fn: 'connectAuthEmulator', args });
  },
  signInWithEmailAndPassword: async (_auth: unknown, email: string, password: string) => {
    fake.log.push({ op: 'sign-in', email });
    await Promise.resolve();
    if (fake.authError) throw firebaseError(fake.authError);
    const user = fake.users.find((u) => u.email === email);
    if (!user || user.password !== password) throw firebaseError('auth/invalid-credential');
    fake.currentUser = userObject(user);
    fake.emitToken();
    return { user: fake.currentUser };
  },
  getIdTokenResult: async (user: { uid: string }, _forceRefresh?: boolean) => {
    const found = fake.users.find((u) => u.uid === user.uid);
    if (!found) throw firebaseError('auth/user-token-expired');
    return { token: `eyJhbGciOiJSUzI1NiJ9.${found.uid}.signature-of-the-token`, claims: { ...found.claims } };
  },
  onIdTokenChanged: (_auth: unknown, listener: (user: { uid: string; email: string } | null) => void) => {
    fake.tokenListeners.add(listener);
    listener(fake.currentUser);
    return () => fake.tokenListeners.delete(listener);
  },
  signOut: async () => {
    fake.log.push({ op: 'sign-out' });
    fake.currentUser = null;
    fake.emitToken();
  },
};

// --- ../config ------------------------------------------------------------------------------

export function configModule(useEmulators: boolean) {
  return {
    firebaseConfig: {
      apiKey: 'test-api-key',
      authDomain: 'exemple-portfolio.firebaseapp.com',
      databaseURL: 'https://exemple-portfolio-default-rtdb.europe-west1.firebasedatabase.app',
      projectId: 'exemple-portfolio',
      storageBucket: BUCKET,
      appId: '1:000000000000:web:0000000000000000000000',
    },
    useEmulators,
    backendKind: 'firebase' as const,
  };
}
