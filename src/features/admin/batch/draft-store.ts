import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PreparedPhoto } from '@/backend/types';
import { isArtworkType, type ArtworkType } from '@/domain/artwork';

/**
 * The drafts of "Ajouter plusieurs œuvres", kept in this browser's IndexedDB until published or
 * discarded, so that a reload or a closed tab loses nothing. They belong to the admin who made
 * them (her uid): another account signed in on the same browser does not see them.
 *
 * The photos are kept apart from the typed fields, so that a keystroke rewrites a small record
 * and not the photo. A photo is kept as a Blob with its name and type beside it: a browser keeps
 * a File whole, but not every structured clone does (Node's gives back a bare Blob).
 */

/** What she types for one draft (the gallery is the batch's). */
export interface DraftFields {
  title: string;
  subtitle: string;
  years: string;
  dimensions: string;
}

export interface StoredDraft {
  id: string;
  /** The uid of the admin who made it. */
  owner: string;
  /** When it was made (ms): the list's order. */
  created: number;
  fields: DraftFields;
  /** The photo as chosen. */
  photo: File;
  /** Its versions once prepared, so that a reload does not prepare it again. */
  prepared?: PreparedPhoto;
}

interface DraftRecord {
  id: string;
  owner: string;
  created: number;
  fields: DraftFields;
}

interface PhotoRecord {
  id: string;
  blob: Blob;
  name: string;
  type: string;
  lastModified: number;
  prepared?: PreparedPhoto;
}

interface BatchRecord {
  owner: string;
  type: ArtworkType;
}

interface DraftSchema extends DBSchema {
  drafts: { key: string; value: DraftRecord; indexes: { owner: string } };
  photos: { key: string; value: PhotoRecord };
  batches: { key: string; value: BatchRecord };
}

export const DRAFT_DATABASE_NAME = 'studio-batch-drafts';

export interface DraftStore {
  /** Her drafts, oldest first. */
  list(owner: string): Promise<StoredDraft[]>;
  /** Stores new drafts with their photos, all or none. */
  add(drafts: readonly StoredDraft[]): Promise<void>;
  saveFields(id: string, fields: DraftFields): Promise<void>;
  savePrepared(id: string, prepared: PreparedPhoto): Promise<void>;
  remove(id: string): Promise<void>;
  removeAll(owner: string): Promise<void>;
  /** The gallery she chose for her batch, if any. */
  batchType(owner: string): Promise<ArtworkType | undefined>;
  setBatchType(owner: string, type: ArtworkType): Promise<void>;
  close(): void;
}

export function openDraftStore(name = DRAFT_DATABASE_NAME): DraftStore {
  let opened: Promise<IDBPDatabase<DraftSchema>> | null = null;
  const db = () =>
    (opened ??= openDB<DraftSchema>(name, 1, {
      upgrade(database) {
        database.createObjectStore('drafts', { keyPath: 'id' }).createIndex('owner', 'owner');
        database.createObjectStore('photos', { keyPath: 'id' });
        database.createObjectStore('batches', { keyPath: 'owner' });
      },
    }));

  return {
    async list(owner) {
      const tx = (await db()).transaction(['drafts', 'photos']);
      const records = await tx.objectStore('drafts').index('owner').getAll(owner);
      const drafts: StoredDraft[] = [];
      for (const record of records) {
        const photo = await tx.objectStore('photos').get(record.id);
        // A draft whose photo is missing (cleared by the browser) has nothing left to publish.
        if (!photo) continue;
        drafts.push({
          ...record,
          photo: new File([photo.blob], photo.name, { type: photo.type, lastModified: photo.lastModified }),
          ...(photo.prepared ? { prepared: photo.prepared } : {}),
        });
      }
      await tx.done;
      return drafts.sort((a, b) => a.created - b.created);
    },

    async add(drafts) {
      const tx = (await db()).transaction(['drafts', 'photos'], 'readwrite');
      for (const { photo, prepared, ...record } of drafts) {
        void tx.objectStore('drafts').put(record);
        void tx.objectStore('photos').put({
          id: record.id,
          blob: photo,
          name: photo.name,
          type: photo.type,
          lastModified: photo.lastModified,
          ...(prepared ? { prepared } : {}),
        });
      }
      await tx.done;
    },

    async saveFields(id, fields) {
      const tx = (await db()).transaction('drafts', 'readwrite');
      const record = await tx.store.get(id);
      if (record) await tx.store.put({ ...record, fields });
      await tx.done;
    },

    async savePrepared(id, prepared) {
      const tx = (await db()).transaction('photos', 'readwrite');
      const record = await tx.store.get(id);
      if (record) await tx.store.put({ ...record, prepared });
      await tx.done;
    },

    async remove(id) {
      const tx = (await db()).transaction(['drafts', 'photos'], 'readwrite');
      void tx.objectStore('drafts').delete(id);
      void tx.objectStore('photos').delete(id);
      await tx.done;
    },

    async removeAll(owner) {
      const tx = (await db()).transaction(['drafts', 'photos'], 'readwrite');
      const ids = await tx.objectStore('drafts').index('owner').getAllKeys(owner);
      for (const id of ids) {
        void tx.objectStore('drafts').delete(id);
        void tx.objectStore('photos').delete(id);
      }
      await tx.done;
    },

    async batchType(owner) {
      const type = (await (await db()).get('batches', owner))?.type;
      return isArtworkType(type) ? type : undefined;
    },

    async setBatchType(owner, type) {
      await (await db()).put('batches', { owner, type });
    },

    close() {
      void opened?.then((database) => database.close());
      opened = null;
    },
  };
}
