import type { ArtworkType } from '@/domain/artwork';
import { canonicalJson } from '@/domain/data-version';
import { privateNotesPath, privateNotesRecord, toPrivateNotes, type PrivateNotes } from '@/domain/private-notes';
import { selectionPath, selectionRecord, toSelection, type Selection } from '@/domain/selection';
import type { ArtworkStore } from './artwork-store';
import { BackendError, type AdminBackend } from './types';

/*
 * The catalogue's writes (issue 31): a work's private notes and the private selections. Like
 * every write of the studio (write-path.ts), each is bounded in time, says what was refused, and
 * never silently overwrites what another tab saved meanwhile: it is written only while the
 * stored value is still the one the form was filled from (a transaction; else 'conflict', with
 * the stored value).
 */

export type CatalogueWrites = Pick<AdminBackend, 'savePrivateNotes' | 'saveSelection' | 'deleteSelection'>;

interface CatalogueWritesOptions {
  store: ArtworkStore;
  /** One storage call, bounded in time, its errors as BackendErrors (write-path.ts). */
  call: <T>(what: string, run: () => Promise<T>) => Promise<T>;
  /** What a refused write means (an expired session above all). */
  explained: (error: unknown) => Promise<BackendError>;
}

const comparable = (value: unknown) => canonicalJson(value ?? null);

export function createCatalogueWrites({ store, call, explained }: CatalogueWritesOptions): CatalogueWrites {
  /**
   * Writes `next` at `path` while the value read there is still `base` as `read` makes it
   * (null: nothing), and resolves with what was written; 'conflict' with the stored value else.
   */
  async function writeIfUnchanged<T>(
    path: string,
    base: T | null,
    next: unknown,
    read: (value: unknown) => T | null,
  ): Promise<void> {
    const started = comparable(base);
    const seen: { stale?: boolean; current?: unknown } = {};
    try {
      await call('save', () =>
        store.transact(path, (current) => {
          seen.current = current;
          seen.stale = comparable(read(current)) !== started;
          return seen.stale ? undefined : next;
        }),
      );
    } catch (error) {
      throw await explained(error);
    }
    if (seen.stale) {
      throw new BackendError('conflict', `${path} changed since it was read`, { current: read(seen.current) });
    }
  }

  async function savePrivateNotes(
    work: { type: ArtworkType; key: string },
    notes: PrivateNotes,
    base: PrivateNotes | null,
  ): Promise<PrivateNotes | null> {
    const record = privateNotesRecord(notes);
    await writeIfUnchanged(privateNotesPath(work.type, work.key), base, record, toPrivateNotes);
    return record;
  }

  async function saveSelection(selection: Selection, base: Selection | null): Promise<Selection> {
    const record = JSON.parse(JSON.stringify(selectionRecord(selection))) as unknown;
    await writeIfUnchanged(selectionPath(selection.id), base, record, (value) => toSelection(selection.id, value));
    return selection;
  }

  async function deleteSelection(selection: Selection): Promise<void> {
    await writeIfUnchanged(selectionPath(selection.id), selection, null, (value) => toSelection(selection.id, value));
  }

  return { savePrivateNotes, saveSelection, deleteSelection };
}
