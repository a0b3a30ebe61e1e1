import { isArtworkType, type ArtworkType } from './artwork-types';
import { asObject, listOf } from './database-reader';
import { isValidKey } from './keys';

/*
 * A private selection ("viewing room"): works she picks from any gallery, a title, an optional
 * message, prices shown or not, at an address of its own that only its link gives. The rules
 * (database.rules.json, selections/{id}) let anyone read one selection by its id, nobody but the
 * admin list them, and only the admin write them; so the id is the secret, and it is long enough
 * not to be guessed.
 */

/** A work of a selection: where it is stored, so that its status is read live. */
export interface SelectionWork {
  type: ArtworkType;
  key: string;
}

/** What the database holds at selections/{id}. */
export interface SelectionRecord {
  title: string;
  message?: string;
  showPrices: boolean;
  /** A disabled selection's address shows a polite notice instead of the works. */
  disabled: boolean;
  /** When it was made, in milliseconds since 1970. */
  created: number;
  works: SelectionWork[];
}

export interface Selection extends SelectionRecord {
  id: string;
}

/** The most works a selection holds (the rules accept the indices 0 to 99). */
export const SELECTION_MAX_WORKS = 100;

/** An id's alphabet: base64url, safe in a URL and in a database key. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** An id's length: 22 characters of 6 bits each, 132 bits of randomness (at least 128 are wanted). */
export const SELECTION_ID_LENGTH = 22;

/** A new selection's id, from the platform's cryptographic random source. */
export function newSelectionId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(SELECTION_ID_LENGTH));
  // 256 is a multiple of 64: each byte's low six bits are uniform.
  return Array.from(bytes, (byte) => ALPHABET[byte & 63]).join('');
}

/** Whether a text has the shape of a selection id (what the rules accept). */
export function isSelectionId(text: string): boolean {
  return new RegExp(`^[A-Za-z0-9_-]{${SELECTION_ID_LENGTH}}$`).test(text);
}

export const SELECTIONS_ROOT = 'selections';

/** selections/{id}, or the node above it. */
export function selectionPath(id?: string): string {
  return id === undefined ? SELECTIONS_ROOT : `${SELECTIONS_ROOT}/${id}`;
}

/** Whatever the database holds at selections/{id}, as a selection (null when it is none). */
export function toSelection(id: string, value: unknown): Selection | null {
  const stored = asObject(value);
  if (!stored || typeof stored.title !== 'string' || typeof stored.created !== 'number') return null;
  const works = listOf(stored.works).flatMap((entry) => {
    const work = asObject(entry);
    return work && isArtworkType(work.type) && typeof work.key === 'string' && isValidKey(work.key)
      ? [{ type: work.type, key: work.key }]
      : [];
  });
  const selection: Selection = {
    id,
    title: stored.title,
    showPrices: stored.showPrices === true,
    disabled: stored.disabled === true,
    created: stored.created,
    works,
  };
  if (typeof stored.message === 'string' && stored.message.trim() !== '') selection.message = stored.message;
  return selection;
}

/** What the database holds for a selection: the record without its id. */
export function selectionRecord({ id: _id, ...record }: Selection): SelectionRecord {
  return record;
}

/** Everything under selections/ (the admin's list), newest first. */
export function selectionsOf(raw: unknown): Selection[] {
  return Object.entries(asObject(raw) ?? {})
    .map(([id, value]) => toSelection(id, value))
    .filter((selection): selection is Selection => selection !== null)
    .sort((a, b) => b.created - a.created);
}
