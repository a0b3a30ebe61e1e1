import {
  BackendError,
  type AdminBackend,
  type AdminUser,
  type ArtworkFields,
  type PreparedPhoto,
  type Unsubscribe,
  type UploadProgress,
} from '@/backend/types';
import { CANVAS_TYPE, type Artwork, type ArtworkType } from '@/domain/artwork';
import { compareDatabaseKeys, keyForNewArtwork, keysForNumero } from '@/domain/keys';

/** An ID token longer than the 24 characters the URL keeps. */
export const FAKE_ID_TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789-_ABCDEFG';

export const FAKE_ADMIN: AdminUser = {
  uid: 'admin-uid',
  email: 'peintre@example.com',
  isAdmin: true,
  idToken: FAKE_ID_TOKEN,
};

interface Account {
  email: string;
  password: string;
  isAdmin: boolean;
}

export interface FakeBackendOptions {
  artworks?: Artwork[];
  signedIn?: AdminUser | null;
  accounts?: Account[];
}

type Call =
  | { method: 'addArtwork'; fields: ArtworkFields; photo: PreparedPhoto }
  | { method: 'updateArtwork'; original: Artwork; fields: ArtworkFields; photo: PreparedPhoto | null }
  | { method: 'deleteArtwork'; artwork: Artwork }
  | { method: 'signIn'; email: string; password: string }
  | { method: 'signOut' };

/**
 * An in-memory AdminBackend for the component tests: same keys and duplicate refusal as the real
 * ones, answers delivered asynchronously like theirs, plus levers to make the next call fail or
 * to hold an upload half-way so that the progress bar can be seen.
 */
export class FakeAdminBackend implements AdminBackend {
  readonly calls: Call[] = [];
  private readonly records = new Map<string, Artwork>();
  private user: AdminUser | null;
  private readonly accounts: Account[];
  private readonly userListeners = new Set<(user: AdminUser | null) => void>();
  private readonly listListeners = new Set<{ type: ArtworkType; onData: (artworks: Artwork[]) => void }>();
  private nextFailure: BackendError | null = null;
  private heldUpload: { progress: number; release: Promise<void> } | null = null;
  private imageCount = 0;

  constructor(options: FakeBackendOptions = {}) {
    for (const artwork of options.artworks ?? []) this.records.set(pathOf(artwork.type, artwork.key), artwork);
    this.user = options.signedIn === undefined ? FAKE_ADMIN : options.signedIn;
    this.accounts = options.accounts ?? [{ email: FAKE_ADMIN.email ?? '', password: 'secret', isAdmin: true }];
  }

  /** The next sign-in or write fails with this error. */
  failNextCall(code: BackendError['code']): void {
    this.nextFailure = new BackendError(code, `Fake failure: ${code}`);
  }

  /** The next upload reports `progress` and waits until the returned function is called. */
  holdNextUpload(progress: number): () => void {
    let release!: () => void;
    this.heldUpload = { progress, release: new Promise<void>((resolve) => (release = resolve)) };
    return release;
  }

  artworksOf(type: ArtworkType): Artwork[] {
    return [...this.records.values()].filter((a) => a.type === type).sort((a, b) => compareDatabaseKeys(a.key, b.key));
  }

  find(type: ArtworkType, key: string): Artwork | undefined {
    return this.records.get(pathOf(type, key));
  }

  // --- ArtworkReader ------------------------------------------------------------------------

  subscribeArtworks(type: ArtworkType, onData: (artworks: Artwork[]) => void): Unsubscribe {
    const listener = { type, onData };
    this.listListeners.add(listener);
    queueMicrotask(() => this.listListeners.has(listener) && onData(this.artworksOf(type)));
    return () => {
      this.listListeners.delete(listener);
    };
  }

  private announce(type: ArtworkType): void {
    for (const listener of this.listListeners) if (listener.type === type) listener.onData(this.artworksOf(type));
  }

  // --- Auth ---------------------------------------------------------------------------------

  async signIn(email: string, password: string): Promise<AdminUser> {
    this.calls.push({ method: 'signIn', email, password });
    await tick();
    this.throwPlannedFailure();
    const account = this.accounts.find((a) => a.email === email && a.password === password);
    if (!account) throw new BackendError('wrong-credentials', 'Fake: wrong email or password');
    this.setUser({ uid: `uid-${email}`, email, isAdmin: account.isAdmin, idToken: FAKE_ID_TOKEN });
    return this.user!;
  }

  async signOut(): Promise<void> {
    this.calls.push({ method: 'signOut' });
    this.setUser(null);
  }

  onUserChanged(callback: (user: AdminUser | null) => void): Unsubscribe {
    this.userListeners.add(callback);
    queueMicrotask(() => this.userListeners.has(callback) && callback(this.user));
    return () => {
      this.userListeners.delete(callback);
    };
  }

  private setUser(user: AdminUser | null): void {
    this.user = user;
    for (const listener of this.userListeners) listener(user);
  }

  // --- Writes -------------------------------------------------------------------------------

  async addArtwork(fields: ArtworkFields, photo: PreparedPhoto, onProgress?: UploadProgress): Promise<Artwork> {
    this.calls.push({ method: 'addArtwork', fields, photo });
    await tick();
    this.requireAdmin();
    this.throwPlannedFailure();
    this.assertNumeroFree(fields.type, fields.subtitle);
    const image = await this.upload(onProgress);
    const artwork = recordOf(keyForNewArtwork(fields.subtitle), fields, {
      ...image,
      width: photo.width,
      height: photo.height,
    });
    this.records.set(pathOf(artwork.type, artwork.key), artwork);
    this.announce(artwork.type);
    return artwork;
  }

  async updateArtwork(
    original: Artwork,
    fields: ArtworkFields,
    photo: PreparedPhoto | null,
    onProgress?: UploadProgress,
  ): Promise<Artwork> {
    this.calls.push({ method: 'updateArtwork', original, fields, photo });
    await tick();
    this.requireAdmin();
    this.throwPlannedFailure();
    const before = this.find(original.type, original.key);
    if (!before) throw new BackendError('unknown', 'Fake: no such work');
    const moved = fields.type !== original.type;
    if (moved || fields.subtitle !== original.subtitle) this.assertNumeroFree(fields.type, fields.subtitle, original);
    const image = photo
      ? { ...(await this.upload(onProgress)), width: photo.width, height: photo.height }
      : { image: before.image, thumbnail: before.thumbnail, width: before.width, height: before.height };
    const artwork = recordOf(moved ? keyForNewArtwork(fields.subtitle) : original.key, fields, image);
    if (moved) this.records.delete(pathOf(original.type, original.key));
    this.records.set(pathOf(artwork.type, artwork.key), artwork);
    this.announce(original.type);
    if (moved) this.announce(artwork.type);
    return artwork;
  }

  async deleteArtwork(artwork: Artwork): Promise<void> {
    this.calls.push({ method: 'deleteArtwork', artwork });
    await tick();
    this.requireAdmin();
    this.throwPlannedFailure();
    this.records.delete(pathOf(artwork.type, artwork.key));
    this.announce(artwork.type);
  }

  private async upload(onProgress?: UploadProgress): Promise<{ image: string; thumbnail: string }> {
    const held = this.heldUpload;
    this.heldUpload = null;
    onProgress?.(0);
    if (held) {
      onProgress?.(held.progress);
      await held.release;
    }
    onProgress?.(1);
    const name = `${Date.now()}-${++this.imageCount}`;
    return { image: `https://images.test/${name}.webp`, thumbnail: `https://images.test/${name}-thumb.webp` };
  }

  private requireAdmin(): void {
    if (!this.user?.isAdmin) throw new BackendError('permission-denied', 'Fake: not the admin');
  }

  private throwPlannedFailure(): void {
    const failure = this.nextFailure;
    this.nextFailure = null;
    if (failure) throw failure;
  }

  private assertNumeroFree(type: ArtworkType, subtitle: string, except?: Artwork): void {
    const taken = new Set(keysForNumero(type, subtitle));
    const clash = this.artworksOf(type).find(
      (a) =>
        !(except && a.type === except.type && a.key === except.key) && (taken.has(a.key) || a.subtitle === subtitle),
    );
    if (clash) throw new BackendError('duplicate-numero', `Fake: numero ${subtitle} exists in ${type}`);
  }
}

function pathOf(type: ArtworkType, key: string): string {
  return `articles/${type}/${key}`;
}

function recordOf(
  key: string,
  fields: ArtworkFields,
  image: Pick<Artwork, 'image' | 'thumbnail' | 'width' | 'height'>,
): Artwork {
  const artwork: Artwork = {
    key,
    type: fields.type,
    title: fields.title,
    subtitle: fields.subtitle,
    description: fields.description,
    dimensions: fields.dimensions ?? null,
    image: image.image,
  };
  if (fields.type === CANVAS_TYPE && fields.years !== undefined) artwork.years = fields.years;
  if (image.thumbnail) artwork.thumbnail = image.thumbnail;
  if (image.width && image.height) {
    artwork.width = image.width;
    artwork.height = image.height;
  }
  return artwork;
}

function tick(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
