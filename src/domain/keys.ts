import { CANVAS_TYPE, type ArtworkType } from './artwork';
import { RECORD_LIMITS } from './record-limits';

const { characters, maxLength } = RECORD_LIMITS.key;
const KEY_SHAPE = new RegExp(`^[${characters}]{1,${maxLength}}$`);

/** Whether the database rules accept this as the key of a new work. */
export function isValidKey(key: string): boolean {
  return KEY_SHAPE.test(key);
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

export function artworkPath(type: ArtworkType, key?: string): string {
  return key === undefined ? `articles/${type}` : `articles/${type}/${key}`;
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
