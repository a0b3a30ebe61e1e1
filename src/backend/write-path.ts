import {
  imagesOf,
  imageUrlsOf,
  recordOf,
  recordOfArtwork,
  sameWork,
  type Artwork,
  type ArtworkFields,
  type ArtworkImages,
  type ArtworkRecord,
  type ArtworkType,
  type TrashedArtwork,
} from '@/domain/artwork';
import type { ArtworkFormField } from '@/domain/artwork-form';
import {
  asObject,
  normalNumero,
  numeroOf,
  readSite,
  recordsUnder,
  toArtwork,
  toSiteContent,
  toTrashedArtwork,
  zoomOf,
} from '@/domain/database-reader';
import { canonicalJson } from '@/domain/data-version';
import { privateNotesPath } from '@/domain/private-notes';
import { artworkPath, isValidKey, keyForNewArtwork, keysForNumero, trashPath } from '@/domain/keys';
import { refusedField, storablePixelSize } from '@/domain/record-rules';
import {
  SITE_SECTIONS,
  sitePath,
  sitePictureUrls,
  type SiteContent,
  type SitePicture,
  type SiteSection,
} from '@/domain/site-content';
import type { ArtworkStore, TransactionOutcome } from './artwork-store';
import { createCatalogueWrites, type CatalogueWrites } from './catalogue-writes';
import { WRITE_TIMEOUT_MS, withDeadline, withInactivityDeadline } from './deadline';
import { BackendError, type AdminBackend, type NewSitePicture, type PreparedPhoto, type UploadProgress } from './types';

/*
 * The one write path of the studio, shared by both backends and by the unit tests' backend,
 * which differ only in their ArtworkStore. The order of every write is chosen so that no work is
 * ever lost, replaced by another, silently overwritten, or left pointing at missing images:
 * - add: images, then the record, created only where no record is (a transaction); a record not
 *   written has its images removed, and one written after its deadline is withdrawn again;
 * - edit: new images, then the record, on the path the work was read from and only while it
 *   holds that same work with what the save overwrites unchanged since the form was filled (a
 *   transaction; else 'conflict', with the stored work); the old images are queued once the
 *   record points elsewhere; a work that changes type is moved in one atomic write, checked
 *   against a read just before it (the window of one round trip);
 * - delete: the record moves to trash/{type}/{key} in one atomic write, images kept;
 * - restore: back under its own key in one atomic write, unless the numéro is taken meanwhile;
 * - purge: the trash record, then the images that no record (public or trashed) still shows are
 *   queued;
 * - a site section (site/{section}): a new picture first, then the section written whole, only
 *   while it is still what the form was filled from (a transaction; else 'conflict', with the
 *   stored section: a stale list of clippings never brings back a removed one); the pictures it
 *   no longer shows are queued once it is written, the new one removed when it is not.
 * No image a page may show is deleted at once: it is queued at imageDeletions/{name} and deleted
 * by emptyDeletionQueue once 24 hours have passed, the deployed pages were built after it was
 * queued, and nothing stored shows it again. Only images freshly uploaded for a record that was
 * never written are deleted at once: no page ever showed them.
 * Every storage call is bounded (WRITE_TIMEOUT_MS); a refusal says what was refused.
 */

/** The node of the images waiting to be deleted: imageDeletions/{name} = { url, queuedAt }. */
export const IMAGE_DELETIONS = 'imageDeletions';

/** An image is deleted no sooner than this after it was queued. */
export const DELETION_DELAY_MS = 24 * 60 * 60 * 1000;

/**
 * The deployed pages must have been built this long after an image was queued: the build stamps
 * its time just after reading the data, on a clock of its own.
 */
export const PUBLICATION_MARGIN_MS = 10 * 60 * 1000;

/** The names database.rules.json takes under imageDeletions: upload times, as storage.rules. */
const QUEUED_NAME = /^[0-9]+(-thumb|-zoom)?$/;
const QUEUED_URL_MAX = 2048;

/** A queue entry as stored. */
interface QueuedImage {
  name: string;
  url: string;
  queuedAt: number;
}

export type ArtworkWrites = Pick<
  AdminBackend,
  | 'addArtwork'
  | 'updateArtwork'
  | 'deleteArtwork'
  | 'restoreArtwork'
  | 'purgeArtwork'
  | 'recordImageSize'
  | 'saveSiteSection'
  | 'importSiteContent'
  | 'emptyDeletionQueue'
> &
  CatalogueWrites;

export interface WritePathOptions {
  /** How long a storage call may go unanswered (shortened by tests). */
  timeoutMs?: number;
  /**
   * When the public pages now deployed were built (ms since 1970), null when never: the deletion
   * queue waits for a build that no longer shows its images. None known: nothing is deleted.
   */
  publishedAt?: () => Promise<number | null>;
}

type Cause = readonly [applies: () => Promise<boolean> | boolean, error: () => BackendError];

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function isPresent(value: unknown): boolean {
  return value !== null && value !== undefined;
}

function invalidField(field: ArtworkFormField): BackendError {
  return new BackendError('invalid-field', `The database rules refuse the field ${field}`, { field });
}

function duplicate(type: ArtworkType, numero: string): BackendError {
  return new BackendError('duplicate-numero', `Numéro ${numero} is taken in ${type}`);
}

function gone(path: string): BackendError {
  return new BackendError('gone', `${path} no longer holds this work`);
}

function conflict(path: string, current: unknown): BackendError {
  return new BackendError('conflict', `${path} changed since the form was filled`, { current });
}

/**
 * A value as the database keeps it: no undefined or null field, no empty list or object (it
 * stores neither), so that what was written and what is read back compare equal.
 */
function databaseForm(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(databaseForm).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, databaseForm(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value ?? undefined;
}

/** What an edit overwrites: the fields, and the pictures' files when a new photo replaces them. */
const EDITED_FIELDS = [
  'title',
  'subtitle',
  'type',
  'description',
  'dimensions',
  'years',
  'status',
  'price',
  'priceShown',
  'technique',
] as const;
const PICTURE_FILES = ['image', 'thumbnail', 'zoom'] as const;

/**
 * The part of a work an edit overwrites, comparable as text. The rest (the size the studio
 * measures, the pictures when no photo is chosen, the creation time) the edit keeps as stored.
 */
function overwrittenPart(artwork: Artwork, withPhoto: boolean): string {
  const parsed = toArtwork(artwork.key, recordOfArtwork(artwork), artwork.type) ?? artwork;
  const fields = withPhoto ? [...EDITED_FIELDS, ...PICTURE_FILES] : EDITED_FIELDS;
  return canonicalJson(databaseForm(Object.fromEntries(fields.map((field) => [field, parsed[field]]))));
}

/** A raw section as the pages read it. */
function sectionOf<S extends SiteSection>(section: S, raw: unknown): SiteContent[S] {
  return toSiteContent({ [section]: raw ?? undefined })[section];
}

/** A section comparable as text, raw or as read. */
function sectionForm(section: SiteSection, value: unknown): string {
  return canonicalJson(databaseForm(sectionOf(section, value)));
}

function queuedImage(name: string, value: unknown): QueuedImage | null {
  const { url, queuedAt } = asObject(value) ?? {};
  return typeof url === 'string' && typeof queuedAt === 'number' ? { name, url, queuedAt } : null;
}

/** The pixel sizes a photo will give its record, for checking them before the upload. */
function sizesOf(photo: PreparedPhoto): ArtworkImages {
  const { width, height, zoomWidth, zoomHeight } = photo;
  return { image: '', width, height, zoom: '', zoomWidth, zoomHeight };
}

function sitePictureOf(images: ArtworkImages): SitePicture {
  const { image, thumbnail = image, width = 1, height = 1, zoom, zoomWidth, zoomHeight } = images;
  return { image, thumbnail, width, height, ...zoomOf({ zoom, zoomWidth, zoomHeight }) };
}

export function createWritePath(
  store: ArtworkStore,
  { timeoutMs = WRITE_TIMEOUT_MS, publishedAt = async () => null }: WritePathOptions = {},
): ArtworkWrites {
  /** One storage call, bounded in time, its errors as BackendErrors. */
  async function call<T>(
    what: string,
    run: () => Promise<T>,
    onLate?: (outcome: PromiseSettledResult<T>) => void,
  ): Promise<T> {
    try {
      return await withDeadline(what, Promise.resolve().then(run), timeoutMs, onLate);
    } catch (error) {
      const failure = store.toBackendError(error);
      if (failure.code === 'timeout' && isOffline()) {
        throw new BackendError('network', `${what}: offline`, { cause: failure });
      }
      throw failure;
    }
  }

  /**
   * What a refused write means. The database gives no reason, so the likely ones are checked in
   * turn: an expired session first, then the causes the caller knows of.
   */
  async function explained(error: unknown, causes: readonly Cause[] = []): Promise<BackendError> {
    const failure = store.toBackendError(error);
    if (failure.code !== 'permission-denied') return failure;
    const admin = await call('check the session', () => store.sessionIsAdmin()).catch(() => true);
    if (!admin) return new BackendError('session-expired', 'Not signed in as the admin any more', { cause: failure });
    for (const [applies, cause] of causes) {
      if (
        await Promise.resolve()
          .then(applies)
          .catch(() => false)
      )
        return cause();
    }
    return failure;
  }

  /** A cause: the path holds a record now (another tab's, say). */
  function occupied(path: string, error: () => BackendError): Cause {
    return [async () => isPresent(await call('read', () => store.read(path))), error];
  }

  function checkRecord(record: ArtworkRecord, newKey?: string): void {
    if (newKey !== undefined && !isValidKey(newKey)) throw invalidField('subtitle');
    const field = refusedField(record);
    if (field) throw invalidField(field);
  }

  /**
   * Refuses a numéro used in the type under any key it may have (legacy ones included), or as
   * the numéro of any record; `exceptKey` is the work being edited in place.
   */
  async function assertNumeroFree(
    type: ArtworkType,
    subtitle: string,
    { exceptKey, alsoKey }: { exceptKey?: string; alsoKey?: string } = {},
  ): Promise<void> {
    const numero = normalNumero(subtitle);
    const keys = new Set(keysForNumero(type, numero));
    if (alsoKey !== undefined) keys.add(alsoKey);
    const stored = asObject(await call('read the numéros', () => store.read(artworkPath(type)))) ?? {};
    const clash = Object.entries(stored).some(
      ([key, value]) => key !== exceptKey && (keys.has(key) || numeroOf(value) === numero),
    );
    if (clash) throw duplicate(type, numero);
  }

  /** The last upload time a name was taken from: each of this write path's names is used once. */
  let lastName = 0;

  async function upload(
    photo: PreparedPhoto,
    onProgress?: UploadProgress,
  ): Promise<ArtworkImages & { extra: string[] }> {
    // Named after the upload time in milliseconds, as the earlier site did; storage.rules expects it.
    // The extra files take the following milliseconds (names no other upload of this tab will take).
    const time = Math.max(Date.now(), lastName + 1);
    const extra = photo.extra ?? [];
    lastName = time + extra.length;
    const name = String(time);
    const files = [
      { name, blob: photo.large },
      { name: `${name}-thumb`, blob: photo.thumbnail },
      { name: `${name}-zoom`, blob: photo.zoom },
      ...extra.map((blob, index) => ({ name: String(time + index + 1), blob })),
    ];
    let urls: string[];
    try {
      urls = await withInactivityDeadline(
        'upload',
        (alive, signal) =>
          store.uploadImages(
            files,
            (fraction) => {
              alive();
              onProgress?.(fraction);
            },
            signal,
          ),
        timeoutMs,
      );
    } catch (error) {
      throw store.toBackendError(error, 'upload-failed');
    }
    const [image, thumbnail, zoom, ...extraUrls] = urls;
    if (!image || !thumbnail || !zoom || urls.length !== files.length) {
      await discard(urls);
      throw new BackendError('upload-failed', `The storage returned ${urls.length} URLs for ${files.length} files`);
    }
    const { width, height, zoomWidth, zoomHeight } = photo;
    return { image, thumbnail, width, height, zoom, zoomWidth, zoomHeight, extra: extraUrls };
  }

  /**
   * Removes images no record points at (freshly uploaded ones whose record was not written). A
   * failure leaves an unused file in storage and nothing broken: it goes to the console only.
   */
  async function discard(urls: readonly string[]): Promise<void> {
    const own = urls.filter((url) => store.imageId(url) !== null);
    const results = await Promise.allSettled(own.map((url) => call('delete an image', () => store.deleteImage(url))));
    for (const result of results) {
      if (result.status === 'rejected') console.warn('An image could not be removed from storage:', result.reason);
    }
  }

  /** The images of this store that a record, public or in the trash, or the site node shows. */
  async function shownImages(): Promise<Set<string>> {
    const [articles, trash, site] = await Promise.all(
      [artworkPath(), trashPath(), sitePath()].map((root) => call('read', () => store.read(root))),
    );
    const content = readSite(site);
    const shown = [
      ...[articles, trash].flatMap(recordsUnder).flatMap(imageUrlsOf),
      ...(content ? sitePictureUrls(content) : []),
    ];
    return new Set(shown.map((url) => store.imageId(url)).filter((id) => id !== null));
  }

  /**
   * Queues for deletion those of `urls` that are this store's images and that no record, public
   * or in the trash, still shows (the earlier site left one work under two keys sharing one
   * image). A failure leaves an unused file in storage and nothing broken: it goes to the console.
   */
  async function queueUnused(urls: readonly string[]): Promise<void> {
    const candidates = new Map<string, string>();
    for (const url of urls) {
      const id = store.imageId(url);
      if (id !== null) candidates.set(id, url);
    }
    if (candidates.size === 0) return;
    try {
      for (const id of await shownImages()) candidates.delete(id);
      const entries: Record<string, unknown> = {};
      for (const [id, url] of candidates) {
        // The file's name in storage (an object path's last part), as the rules take it.
        const name = id.split('/').at(-1) ?? '';
        if (QUEUED_NAME.test(name) && url.length <= QUEUED_URL_MAX) {
          entries[`${IMAGE_DELETIONS}/${name}`] = { url, queuedAt: store.serverTime };
        } else console.warn(`An unused image is kept: its name cannot be queued for deletion (${url}).`);
      }
      if (Object.keys(entries).length > 0) await call('queue images', () => store.writeAll(entries));
    } catch (error) {
      console.warn('Unused images were kept: they could not be queued for deletion.', error);
    }
  }

  /** Removes a record written after its deadline, if it is still that work. */
  function withdraw(path: string, record: ArtworkRecord): void {
    call('withdraw', () =>
      store.transact(path, (current) =>
        isPresent(current) && sameWork(asObject(current) ?? {}, record) ? null : undefined,
      ),
    ).catch((error: unknown) => console.warn(`${path} was written late and could not be withdrawn:`, error));
  }

  /**
   * After an edit, once its outcome is known (perhaps past its deadline): the old images go when
   * the record points at the new ones; the new ones go when it does not.
   */
  function settleImages(
    outcome: PromiseSettledResult<TransactionOutcome | void>,
    oldUrls: string[],
    newUrls: string[],
  ) {
    const written = outcome.status === 'fulfilled' && (outcome.value === undefined || outcome.value.written);
    return written ? queueUnused(oldUrls) : discard(newUrls);
  }

  /** The stored work at `path` if it is still `expected` (same work, perhaps edited), else null. */
  function storedWork(path: { type: ArtworkType; key: string }, value: unknown, expected: Artwork): Artwork | null {
    const stored = toArtwork(path.key, value, path.type);
    return stored && sameWork(stored, expected) ? stored : null;
  }

  function asArtwork(key: string, record: ArtworkRecord): Artwork {
    return toArtwork(key, record, record.type) ?? { key, ...record };
  }

  async function addArtwork(fields: ArtworkFields, photo: PreparedPhoto, onProgress?: UploadProgress) {
    const key = keyForNewArtwork(fields.subtitle);
    checkRecord(recordOf(fields, sizesOf(photo)), key);
    await assertNumeroFree(fields.type, fields.subtitle);
    const images = await upload(photo, onProgress);
    const created = Date.now();
    const record = recordOf(fields, images, created);
    const path = artworkPath(fields.type, key);
    let outcome: TransactionOutcome;
    try {
      outcome = await call(
        'add',
        () => store.transact(path, (current) => (isPresent(current) ? undefined : record)),
        (late) => late.status === 'fulfilled' && late.value.written && withdraw(path, record),
      );
    } catch (error) {
      await discard(imageUrlsOf(images));
      throw await explained(error, [occupied(path, () => duplicate(fields.type, record.subtitle))]);
    }
    if (!outcome.written) {
      // Another tab added a work under this key since the numéro was checked.
      await discard(imageUrlsOf(images));
      throw duplicate(fields.type, record.subtitle);
    }
    return asArtwork(key, record);
  }

  async function updateArtwork(
    original: Artwork,
    fields: ArtworkFields,
    photo: PreparedPhoto | null,
    onProgress?: UploadProgress,
  ) {
    const from = artworkPath(original.type, original.key);
    const moved = fields.type !== original.type;
    // Records keep the key they have (legacy "undefined12" included) unless they change type.
    const key = moved ? keyForNewArtwork(fields.subtitle) : original.key;
    checkRecord(recordOf(fields, photo ? sizesOf(photo) : { image: '' }), moved ? key : undefined);
    if (moved || normalNumero(fields.subtitle) !== normalNumero(original.subtitle)) {
      await assertNumeroFree(fields.type, fields.subtitle, { exceptKey: moved ? undefined : original.key });
    }
    const withPhoto = photo !== null;
    const started = overwrittenPart(original, withPhoto);
    /** The stored work, if it is still `original` with what the save overwrites unchanged. */
    const unchanged = (value: unknown): Artwork => {
      const stored = storedWork(original, value, original);
      if (!stored) throw gone(from);
      if (overwrittenPart(stored, withPhoto) !== started) throw conflict(from, stored);
      return stored;
    };
    // Checked before the upload too, so that no photo is sent for a save bound to be refused.
    const current = unchanged(await call('read', () => store.read(from)));
    const images = photo ? await upload(photo, onProgress) : null;
    const newUrls = images ? imageUrlsOf(images) : [];
    let replaced: Artwork | null = current;
    let written: ArtworkRecord;
    try {
      if (moved) {
        // The move is one atomic write of two paths, which no transaction covers: the work is
        // checked again just before it, the upload having taken time.
        const stored = unchanged(await call('read', () => store.read(from)));
        replaced = stored;
        const to = artworkPath(fields.type, key);
        // At its new place the work is a creation: it needs a creation time (a legacy one has none).
        written = recordOf(fields, images ?? imagesOf(stored), stored.created ?? Date.now());
        // Her private notes on the work follow it to its new place, in the same write.
        const notesFrom = privateNotesPath(original.type, original.key);
        const notes = await call('read', () => store.read(notesFrom));
        const notesMove = isPresent(notes) ? { [privateNotesPath(fields.type, key)]: notes, [notesFrom]: null } : {};
        await call(
          'move',
          () => store.writeAll({ [to]: written, [from]: null, ...notesMove }),
          (late) => void settleImages(late, imageUrlsOf(stored), newUrls),
        );
      } else {
        const seen: { proposed?: ArtworkRecord; refusal?: unknown } = {};
        const outcome = await call(
          'edit',
          () =>
            store.transact(from, (value) => {
              seen.proposed = undefined;
              seen.refusal = undefined;
              try {
                replaced = unchanged(value);
              } catch (refusal) {
                replaced = null;
                seen.refusal = refusal;
                return undefined;
              }
              seen.proposed = recordOf(fields, images ?? imagesOf(replaced), replaced.created);
              return seen.proposed;
            }),
          (late) => void settleImages(late, replaced ? imageUrlsOf(replaced) : [], newUrls),
        );
        if (seen.refusal) throw seen.refusal;
        if (!outcome.written || !seen.proposed) throw gone(from);
        written = seen.proposed;
      }
    } catch (error) {
      const timedOut = error instanceof BackendError && (error.code === 'timeout' || error.code === 'network');
      // Past the deadline the write may still land: its late outcome settles the images.
      if (!timedOut) await discard(newUrls);
      // Only a move creates a record, at a place the rules check afresh.
      const causes: Cause[] = moved
        ? [
            occupied(artworkPath(fields.type, key), () => duplicate(fields.type, normalNumero(fields.subtitle))),
            // The rules take at a new place only images of this project's storage.
            [
              () => !images && imageUrlsOf(current).some((url) => store.imageId(url) === null),
              () => invalidField('photo'),
            ],
          ]
        : [];
      throw await explained(error, causes);
    }
    if (images && replaced) await queueUnused(imageUrlsOf(replaced));
    return asArtwork(key, written);
  }

  async function deleteArtwork(artwork: Artwork): Promise<TrashedArtwork> {
    const from = artworkPath(artwork.type, artwork.key);
    const to = trashPath(artwork.type, artwork.key);
    const [value, waiting] = await call('read', () => Promise.all([store.read(from), store.read(to)]));
    const current = storedWork(artwork, value, artwork);
    if (!current) throw gone(from);
    const trashOccupied = () => new BackendError('trash-occupied', `${to} holds another deleted work`);
    if (isPresent(waiting)) throw trashOccupied();
    const trashed: TrashedArtwork = { ...current, deletedAt: Date.now() };
    try {
      await call('delete', () =>
        store.writeAll({ [from]: null, [to]: { ...recordOfArtwork(trashed), deletedAt: trashed.deletedAt } }),
      );
    } catch (error) {
      throw await explained(error, [occupied(to, trashOccupied)]);
    }
    return trashed;
  }

  async function restoreArtwork(trashed: TrashedArtwork): Promise<Artwork> {
    const from = trashPath(trashed.type, trashed.key);
    const to = artworkPath(trashed.type, trashed.key);
    const entry = toTrashedArtwork(trashed.key, await call('read', () => store.read(from)), trashed.type);
    if (!entry || entry.deletedAt !== trashed.deletedAt) throw gone(from);
    await assertNumeroFree(trashed.type, entry.subtitle, { alsoKey: trashed.key });
    // Back in place it is a creation: it needs a creation time (a legacy work has none).
    const record: ArtworkRecord = { ...recordOfArtwork(entry), created: entry.created ?? Date.now() };
    try {
      await call('restore', () => store.writeAll({ [to]: record, [from]: null }));
    } catch (error) {
      throw await explained(error, [occupied(to, () => duplicate(trashed.type, entry.subtitle))]);
    }
    return asArtwork(trashed.key, record);
  }

  async function purgeArtwork(trashed: TrashedArtwork): Promise<void> {
    const path = trashPath(trashed.type, trashed.key);
    let removed: TrashedArtwork | null = null;
    const outcome = await call(
      'purge',
      () =>
        store.transact(path, (value) => {
          const entry = toTrashedArtwork(trashed.key, value, trashed.type);
          removed = entry && entry.deletedAt === trashed.deletedAt ? entry : null;
          return removed ? null : undefined;
        }),
      (late) => void settleImages(late, removed ? imageUrlsOf(removed) : [], []),
    ).catch(async (error: unknown) => Promise.reject(await explained(error)));
    if (!outcome.written || !removed) throw gone(path);
    await queueUnused(imageUrlsOf(removed));
    // A work removed for good takes her private notes on it along (a failure leaves them: the
    // work is gone, the notes harm nothing and a later purge under that key removes them).
    const notesPath = privateNotesPath(trashed.type, trashed.key);
    await call('remove the notes', async () => {
      if (isPresent(await store.read(notesPath))) await store.writeAll({ [notesPath]: null });
    }).catch((error: unknown) => console.warn('Private notes of a purged work stay', error));
  }

  async function recordImageSize(artwork: Artwork, size: { width: number; height: number }): Promise<boolean> {
    const { width, height } = storablePixelSize(size);
    const path = artworkPath(artwork.type, artwork.key);
    const outcome = await call('record a size', () =>
      store.transact(path, (value) => {
        const stored = storedWork(artwork, value, artwork);
        if (!stored || (stored.width && stored.height)) return undefined;
        return { ...recordOfArtwork(stored), width, height };
      }),
    ).catch(async (error: unknown) => Promise.reject(await explained(error)));
    return outcome.written;
  }

  async function saveSiteSection<S extends SiteSection>(
    section: S,
    value: SiteContent[S],
    base: SiteContent[S],
    newPicture?: NewSitePicture<S>,
    onProgress?: UploadProgress,
  ): Promise<SiteContent[S]> {
    const path = sitePath(section);
    const started = sectionForm(section, base);
    // Checked before the upload too, so that no picture is sent for a save bound to be refused.
    const before = await call('read', () => store.read(path));
    if (sectionForm(section, before) !== started) throw conflict(path, sectionOf(section, before));
    const images = newPicture ? await upload(newPicture.photo, onProgress) : null;
    const next = images ? newPicture!.into(value, sitePictureOf(images), images.extra) : value;
    const newUrls = images ? [...imageUrlsOf(images), ...images.extra] : [];
    const nextUrls = new Set(sitePictureUrls(toSiteContent({ [section]: next })));
    const noLongerShown = (previous: unknown) =>
      sitePictureUrls(toSiteContent({ [section]: previous })).filter((url) => !nextUrls.has(url));
    const seen: { previous?: unknown; stale?: boolean } = {};
    try {
      const outcome = await call(
        'save',
        () =>
          store.transact(path, (current) => {
            seen.previous = current;
            seen.stale = sectionForm(section, current) !== started;
            // The database stores neither undefined fields nor empty lists: JSON drops the former.
            return seen.stale ? undefined : (JSON.parse(JSON.stringify(next)) as unknown);
          }),
        (late) => void settleImages(late, noLongerShown(seen.previous), newUrls),
      );
      if (seen.stale || !outcome.written) throw conflict(path, sectionOf(section, seen.previous));
    } catch (error) {
      const timedOut = error instanceof BackendError && (error.code === 'timeout' || error.code === 'network');
      if (!timedOut) await discard(newUrls);
      throw await explained(error);
    }
    await queueUnused(noLongerShown(seen.previous));
    return next;
  }

  /**
   * Deletes the queued images whose time has come: queued DELETION_DELAY_MS ago or more, before
   * the deployed pages were built (with PUBLICATION_MARGIN_MS to spare), and shown by nothing
   * stored now (an image may be shown again: a deliberate overwrite, a restored backup). The
   * image goes first, then its entry, so that a failure leaves it queued for the next visit.
   */
  async function emptyDeletionQueue(): Promise<number> {
    const queue = asObject(await call('read the deletion queue', () => store.read(IMAGE_DELETIONS))) ?? {};
    const dueBefore = Date.now() - DELETION_DELAY_MS;
    const due = Object.entries(queue)
      .map(([name, value]) => queuedImage(name, value))
      .filter((entry): entry is QueuedImage => entry !== null && entry.queuedAt <= dueBefore);
    if (due.length === 0) return 0;
    const built = await publishedAt();
    if (built === null) return 0;
    const published = due.filter((entry) => entry.queuedAt + PUBLICATION_MARGIN_MS <= built);
    if (published.length === 0) return 0;
    const shown = await shownImages();
    let deleted = 0;
    for (const entry of published) {
      const id = store.imageId(entry.url);
      try {
        if (id !== null && !shown.has(id)) {
          await call('delete an image', () => store.deleteImage(entry.url));
          deleted++;
        }
        // Removed only if it is still this entry (not queued again meanwhile).
        await call('dequeue an image', () =>
          store.transact(`${IMAGE_DELETIONS}/${entry.name}`, (value) =>
            queuedImage(entry.name, value)?.queuedAt === entry.queuedAt ? null : undefined,
          ),
        );
      } catch (error) {
        console.warn(`A queued image stays queued: ${entry.url}`, error);
      }
    }
    return deleted;
  }

  async function importSiteContent(content: SiteContent): Promise<boolean> {
    try {
      if (isPresent(await call('read', () => store.read(sitePath())))) return false;
      // Section by section, as the studio writes them (the demo store keeps one entry per section).
      const sections = Object.fromEntries(
        SITE_SECTIONS.filter((section) => content[section] !== undefined).map((section) => [
          sitePath(section),
          JSON.parse(JSON.stringify(content[section])) as unknown,
        ]),
      );
      await call('import', () => store.writeAll(sections));
      return true;
    } catch (error) {
      throw await explained(error);
    }
  }

  return {
    addArtwork,
    updateArtwork,
    deleteArtwork,
    restoreArtwork,
    purgeArtwork,
    recordImageSize,
    saveSiteSection,
    importSiteContent,
    emptyDeletionQueue,
    ...createCatalogueWrites({ store, call, explained }),
  };
}
