import type { Artwork, ArtworkFields, ArtworkType, TrashedArtwork } from '@/domain/artwork';
import type { ArtworkFormField } from '@/domain/artwork-form';
import type { PrivateNotes } from '@/domain/private-notes';
import type { Selection } from '@/domain/selection';
import type { SiteContent, SitePicture, SiteSection } from '@/domain/site-content';
// ---- Backups (src/backend/backup.ts) ----
import type { Backup, BackupDiff, BackupManifest } from './backup-format';
// ---- end of backups ----

export type Unsubscribe = () => void;

/** The public, read-only side: what the galleries need. Loaded by the gallery pages only. */
export interface ArtworkReader {
  /**
   * Follows articles/{type}: calls `onData` with every work, in database key order, now and
   * after every change (made in this tab or elsewhere), until unsubscribed.
   */
  subscribeArtworks(
    type: ArtworkType,
    onData: (artworks: Artwork[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
}

/** The public side of the site's texts and clippings: what the home and press pages need. */
export interface SiteReader {
  /**
   * Follows the `site` node: calls `onData` with its content, or null while the node does not
   * exist (a fresh project: the pages then show the copy of src/content/), now and after every
   * change, until unsubscribed.
   */
  subscribeSite(onData: (content: SiteContent | null) => void, onError: (error: Error) => void): Unsubscribe;
}

/** A private selection, read by its id: what the page at its link needs. */
export interface SelectionReader {
  /**
   * Follows selections/{id}: calls `onData` with the selection, or null when there is none
   * (deleted, or never made), now and after every change, until unsubscribed.
   */
  subscribeSelection(
    id: string,
    onData: (selection: Selection | null) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
}

export interface AdminUser {
  uid: string;
  email: string | null;
  isAdmin: boolean;
  /** The signed-in user's ID token; its first 24 characters go in the URL (and grant nothing). */
  idToken: string;
}

/** A photo ready to upload: already turned upright, resized and encoded by the browser. */
export interface PreparedPhoto {
  large: Blob;
  thumbnail: Blob;
  /** The largest version, for zooming in (see ZOOM_MAX_SIDE). */
  zoom: Blob;
  /** The pixel sizes of `large` and of `zoom`. */
  width: number;
  height: number;
  zoomWidth: number;
  zoomHeight: number;
  /**
   * More files of the same upload, each stored under a name of its own (a site picture's other
   * widths: the hero's crops, src/features/admin/identity/prepare-hero.ts); works have none.
   */
  extra?: Blob[];
}

export type UploadProgress = (fraction: number) => void;

/** A photo to upload for a site section, and its place in the section once uploaded. */
export interface NewSitePicture<S extends SiteSection> {
  photo: PreparedPhoto;
  /** The section's value with the uploaded picture (and the URLs of `photo.extra`, in order) put where they go. */
  into: (value: SiteContent[S], picture: SitePicture, extra: string[]) => SiteContent[S];
}

export type { ArtworkFields } from '@/domain/artwork';

/** A pixel size measured in the browser. */
export interface PixelSize {
  width: number;
  height: number;
}

/** What the public pages load after their first paint: the database's public reads. */
export type PublicReader = ArtworkReader & SiteReader & SelectionReader;

/**
 * The owner's side: sign-in and writes. Loaded by the admin pages only. Every write acts on the
 * path the work was read from, gives up after a bounded time, and leaves nothing half-done
 * (src/backend/write-path.ts).
 */
export interface AdminBackend extends ArtworkReader, SiteReader, SelectionReader {
  signIn(email: string, password: string): Promise<AdminUser>;
  signOut(): Promise<void>;
  /** Calls back with the current user (or null) now and on every change. */
  onUserChanged(callback: (user: AdminUser | null) => void): Unsubscribe;
  /** Follows trash/: every deleted work, in no particular order. */
  subscribeTrash(onData: (trashed: TrashedArtwork[]) => void, onError: (error: Error) => void): Unsubscribe;
  /** Stores the photo, then the record, which never takes the place of another work. */
  addArtwork(fields: ArtworkFields, photo: PreparedPhoto, onProgress?: UploadProgress): Promise<Artwork>;
  /**
   * Overwrites the work stored where `original` was read with the merged fields, moving it when
   * the type changes; a new photo replaces the old one, queued for deletion once nothing points
   * at it. `original` is the work as the form was filled from it: when what the save would
   * overwrite has changed since (in another tab, say), nothing is written and it fails with
   * 'conflict', carrying the stored work; the same call with that work overwrites it deliberately.
   */
  updateArtwork(
    original: Artwork,
    fields: ArtworkFields,
    photo: PreparedPhoto | null,
    onProgress?: UploadProgress,
  ): Promise<Artwork>;
  /** Moves the work to the trash, its record and images kept; returns it as the trash holds it. */
  deleteArtwork(artwork: Artwork): Promise<TrashedArtwork>;
  /** Puts a deleted work back under its own key, unless its numéro has been taken meanwhile. */
  restoreArtwork(trashed: TrashedArtwork): Promise<Artwork>;
  /** Removes a deleted work for good: its record, then queues the images nothing else shows. */
  purgeArtwork(trashed: TrashedArtwork): Promise<void>;
  /**
   * Stores the pixel size of the image of a work that has none (the earlier site's), measured in
   * the browser. Resolves false when there was nothing to do (measured or gone meanwhile).
   */
  recordImageSize(artwork: Artwork, size: PixelSize): Promise<boolean>;
  /**
   * Writes one section of the `site` node whole (site/{section}), with a new picture uploaded
   * first and put in place by `newPicture.into` when there is one; the pictures the section no
   * longer shows are queued for deletion once it is written. `base` is the section as the form
   * was filled from it: when the stored section differs from it, nothing is written and it
   * fails with 'conflict', carrying the stored section; the same call with that section as
   * `base` overwrites it deliberately. Resolves with what was written.
   */
  saveSiteSection<S extends SiteSection>(
    section: S,
    value: SiteContent[S],
    base: SiteContent[S],
    newPicture?: NewSitePicture<S>,
    onProgress?: UploadProgress,
  ): Promise<SiteContent[S]>;
  // ---- The catalogue (src/backend/catalogue-writes.ts) ----
  /** Follows privateNotes/ (admin only): her notes on each work, keyed "{type}/{key}". */
  subscribePrivateNotes(
    onData: (notes: ReadonlyMap<string, PrivateNotes>) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
  /**
   * Writes her notes on a work (none left: removed), while they are still `base` (null: none);
   * else 'conflict', carrying the stored notes. Resolves with what was stored.
   */
  savePrivateNotes(
    work: { type: ArtworkType; key: string },
    notes: PrivateNotes,
    base: PrivateNotes | null,
  ): Promise<PrivateNotes | null>;
  /** Follows selections/ (listed by the admin only): every selection, newest first. */
  subscribeSelections(onData: (selections: Selection[]) => void, onError: (error: Error) => void): Unsubscribe;
  /**
   * Writes a selection while it is still `base` (null: a new one, where none is); else
   * 'conflict', carrying the stored selection.
   */
  saveSelection(selection: Selection, base: Selection | null): Promise<Selection>;
  /** Deletes a selection, unless it changed since it was read ('conflict'). */
  deleteSelection(selection: Selection): Promise<void>;
  // ---- end of the catalogue ----
  /** Writes `content` as the whole `site` node if it has none yet (a fresh project); false if it had. */
  importSiteContent(content: SiteContent): Promise<boolean>;
  // ---- Backups (src/backend/backup.ts) ----
  /**
   * One ZIP of every work, the trash, the `site` node and every image of the project's storage
   * that they point at (src/backend/backup-format.ts), with its manifest.
   */
  exportBackup(onProgress?: UploadProgress): Promise<BackupExport>;
  /**
   * Reads and checks a backup file (a BackupError, in French, says what is wrong) and tells what
   * restoring it would change in the current data.
   */
  inspectBackup(file: Blob): Promise<BackupInspection>;
  /**
   * Restores an inspected backup: its images under their own names, then its records, their
   * URLs rewritten to the stored images'. Over existing data only with `overwrite`.
   */
  restoreBackup(
    inspection: BackupInspection,
    options: { overwrite: boolean },
    onProgress?: UploadProgress,
  ): Promise<RestoreSummary>;
  // ---- end of backups ----
  /**
   * Deletes the images queued at imageDeletions/ that may go now: queued 24 hours ago or more,
   * before the deployed pages were built, and shown by no record, trashed work or site section
   * (see write-path.ts). Resolves with how many were deleted; what fails stays queued.
   */
  emptyDeletionQueue(): Promise<number>;
}

// ---- Backups (src/backend/backup.ts) ----
export interface BackupExport {
  blob: Blob;
  /** The name to download it under. */
  fileName: string;
  manifest: BackupManifest;
}

export interface BackupInspection {
  backup: Backup;
  /** What restoring it would add, change and remove. */
  diff: BackupDiff;
  /** Whether the project holds nothing (no work, no deleted work, no site text). */
  currentIsEmpty: boolean;
}

export interface RestoreSummary {
  works: number;
  trash: number;
  images: number;
}
// ---- end of backups ----

/**
 * What went wrong, as a code the screens turn into French (src/content/error-messages.ts and studio-error-messages.ts). The
 * backends carry no copy of their own; their messages are for the console.
 */
export type BackendErrorCode =
  // Signing in.
  | 'wrong-credentials'
  | 'too-many-attempts'
  | 'not-admin'
  // Any call.
  | 'network'
  /** No answer within the bounded time of a write (WRITE_TIMEOUT_MS). */
  | 'timeout'
  /** Not signed in as the admin any more: signing in again is the way out. */
  | 'session-expired'
  // Writes.
  | 'duplicate-numero'
  /** A field the database refuses; `field` names it. */
  | 'invalid-field'
  /** The work was deleted or replaced meanwhile (in another tab, say). */
  | 'gone'
  /** Another deleted work with the same key is in the trash already. */
  | 'trash-occupied'
  /**
   * What the save started from is no longer what is stored (changed in another tab, say):
   * nothing was written; `current` holds what is stored now.
   */
  | 'conflict'
  | 'upload-failed'
  /** Refused by the database rules, for a reason the client cannot tell. */
  | 'permission-denied'
  | 'unknown';

export class BackendError extends Error {
  readonly code: BackendErrorCode;
  /** For 'invalid-field': the form field the refused value comes from. */
  readonly field: ArtworkFormField | undefined;
  /**
   * For 'conflict': what is stored now, as the screens read it (the Artwork, or the section's
   * value); undefined when unknown.
   */
  readonly current: unknown;
  constructor(
    code: BackendErrorCode,
    message: string,
    options?: { cause?: unknown; field?: ArtworkFormField; current?: unknown },
  ) {
    super(message, options);
    this.name = 'BackendError';
    this.code = code;
    this.field = options?.field;
    this.current = options?.current;
  }
}
