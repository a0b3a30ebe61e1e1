import type { BackendError } from './types';

/** A file to store at the bucket's root under `name` (storage.rules accepts upload times only). */
export interface ImageFile {
  name: string;
  blob: Blob;
}

/** What a transaction ends with: whether it wrote, and what the path holds afterwards. */
export interface TransactionOutcome {
  written: boolean;
  value: unknown;
}

/**
 * The storage calls a backend makes, and nothing more: the write path (write-path.ts) does the
 * rest, the same for every backend. Paths are database paths ("articles/Aquarelles/12"); values
 * are what the database holds there (null when nothing).
 */
export interface ArtworkStore {
  /** The value at `path`, null when there is none. */
  read(path: string): Promise<unknown>;
  /**
   * Reads the value at `path` and writes what `change` makes of it, with no other write to the
   * path in between (`change` may run more than once). `change` returns undefined to write
   * nothing, null to remove the value.
   */
  transact(path: string, change: (current: unknown) => unknown): Promise<TransactionOutcome>;
  /**
   * Writes several paths at once, all or none (null removes). It is refused, with a
   * 'permission-denied' error, when it would put a record in the place of another
   * (replacesAnotherRecord in src/domain/record-rules.ts): database.rules.json refuses it.
   */
  writeAll(values: Readonly<Record<string, unknown>>): Promise<void>;
  /**
   * Stores the files side by side and returns their URLs, in order, reporting the fraction of
   * bytes sent. All or none: when one fails, or `signal` aborts, those stored are removed again.
   */
  uploadImages(
    files: readonly ImageFile[],
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ): Promise<string[]>;
  /**
   * The same string for every URL of one of this store's images, or null for any other URL
   * (another bucket, a file of the site): the write path never deletes those.
   */
  imageId(url: string): string | null;
  /**
   * A value that the store writes as the time the write reaches the database (Firebase's server
   * timestamp): the rules compare times with theirs, which a fast clock here must not upset.
   */
  readonly serverTime: unknown;
  /** Deletes one of this store's images; one already gone is fine. */
  deleteImage(url: string): Promise<void>;
  /** Whether the user is still signed in as the admin: tells an expired session from a refusal. */
  sessionIsAdmin(): Promise<boolean>;
  // ---- Backups (src/backend/backup.ts) ----
  /** The name one of this store's images is stored under (see ImageFile); null for any other URL. */
  imageName(url: string): string | null;
  /** The bytes of one of this store's images, with its content type; null when it is gone. */
  downloadImage(url: string): Promise<Blob | null>;
  /** The URL of the image stored under `name`, or null when there is none. */
  findImage(name: string): Promise<string | null>;
  // ---- end of backups ----
  /** What an error thrown by these calls means, as a BackendError; `fallback` when it says nothing. */
  toBackendError(error: unknown, fallback?: BackendError['code']): BackendError;
}
