import { CANVAS_TYPE, type ArtworkType } from './artwork';
import { RECORD_LIMITS } from './record-limits';

const { characters, maxLength, reserved } = RECORD_LIMITS.key;
const KEY_SHAPE = new RegExp(`^[${characters}]{1,${maxLength}}$`);

/**
 * Whether the database rules accept this as the key of a new work. The reserved names
 * (`__proto__`, `constructor`) have the shape but are refused: code that reads the records
 * into plain objects would take them for the object's own machinery.
 */
export function isValidKey(key: string): boolean {
  return KEY_SHAPE.test(key) && !(reserved as readonly string[]).includes(key);
}

/**
 * The key a new work is stored under: its numéro. The earlier site used `${years}${subtitle}`,
 * which gave keys like "undefined12" outside the canvas type; those records keep their key.
 */
export function keyForNewArtwork(subtitle: string): string {
  return subtitle.trim();
}

/** The keys under which a work with this numéro may already be stored, legacy ones included. */
export function keysForNumero(type: ArtworkType, subtitle: string): string[] {
  const key = keyForNewArtwork(subtitle);
  return type === CANVAS_TYPE ? [key] : [key, `undefined${key}`];
}

/** The database's two trees of works: the public one and the trash (admin only). */
export const ARTICLES_ROOT = 'articles';
export const TRASH_ROOT = 'trash';

/** articles/{type}/{key}, or the node above it when the key (and the type) are left out. */
export function artworkPath(type?: ArtworkType, key?: string): string {
  return [ARTICLES_ROOT, type, key].filter((part) => part !== undefined).join('/');
}

/** trash/{type}/{key}: where a deleted work waits, under the key it had. */
export function trashPath(type?: ArtworkType, key?: string): string {
  return [TRASH_ROOT, type, key].filter((part) => part !== undefined).join('/');
}

/**
 * The order in which the Realtime Database returns children ordered by key: keys that are
 * 32-bit integers first, ascending as numbers, then the other keys in lexicographic order.
 * The demo backend returns its records in this order so that "unsorted" galleries look alike.
 */
export function compareDatabaseKeys(a: string, b: string): number {
  const ia = asIntegerKey(a);
  const ib = asIntegerKey(b);
  if (ia !== null && ib !== null) return ia - ib;
  if (ia !== null) return -1;
  if (ib !== null) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function asIntegerKey(key: string): number | null {
  if (!/^-?(0|[1-9]\d*)$/.test(key)) return null;
  const n = Number(key);
  return n >= -2147483648 && n <= 2147483647 ? n : null;
}
