import type { Artwork, ArtworkFields, ArtworkType } from '@/domain/artwork';

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
  width: number;
  height: number;
}

export type UploadProgress = (fraction: number) => void;

export type { ArtworkFields } from '@/domain/artwork';

/** The owner's side: sign-in and writes. Loaded by the admin pages only. */
export interface AdminBackend extends ArtworkReader {
  signIn(email: string, password: string): Promise<AdminUser>;
  signOut(): Promise<void>;
  /** Calls back with the current user (or null) now and on every change. */
  onUserChanged(callback: (user: AdminUser | null) => void): Unsubscribe;
  /** Stores the photo, then the record; removes the photo if the record cannot be written. */
  addArtwork(fields: ArtworkFields, photo: PreparedPhoto, onProgress?: UploadProgress): Promise<Artwork>;
  /**
   * Overwrites the work stored at (original.type, original.key) with the merged fields, moving it
   * when the type changes; a new photo replaces the old one, removed once nothing points at it.
   */
  updateArtwork(
    original: Artwork,
    fields: ArtworkFields,
    photo: PreparedPhoto | null,
    onProgress?: UploadProgress,
  ): Promise<Artwork>;
  /** Removes the record, then its images. */
  deleteArtwork(artwork: Artwork): Promise<void>;
}

/** Errors the backends raise with a code the forms turn into French messages. */
export type BackendErrorCode =
  | 'wrong-credentials'
  | 'too-many-attempts'
  | 'network'
  | 'not-admin'
  | 'duplicate-numero'
  | 'permission-denied'
  | 'upload-failed'
  | 'unknown';

export class BackendError extends Error {
  readonly code: BackendErrorCode;
  constructor(code: BackendErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackendError';
    this.code = code;
  }
}
