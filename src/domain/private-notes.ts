import { isArtworkType, type ArtworkType } from './artwork-types';
import { asObject } from './database-reader';

/*
 * What the painter keeps for herself about a work: notes, where it is, who bought it or holds
 * it, when it was sold. Stored apart from the public record, at privateNotes/{type}/{key}, which
 * the rules let the admin alone read (database.rules.json), so that the public read rules of
 * `articles` stay simple and nothing private can leak through them.
 */
export interface PrivateNotes {
  notes?: string;
  /** Where the work is: "atelier", "galerie X". */
  location?: string;
  /** Its buyer, or the collection that holds it. */
  buyer?: string;
  /** When it was sold, as YYYY-MM-DD. */
  soldOn?: string;
}

export const PRIVATE_NOTES_ROOT = 'privateNotes';

/** privateNotes/{type}/{key}, or the node above it. */
export function privateNotesPath(type?: ArtworkType, key?: string): string {
  return [PRIVATE_NOTES_ROOT, type, key].filter((part) => part !== undefined).join('/');
}

const TEXT_FIELDS = ['notes', 'location', 'buyer'] as const;
const ISO_DATE = /^(19|20)[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

/** The notes as stored: texts trimmed, blank fields left out; null when nothing is left. */
export function privateNotesRecord(notes: PrivateNotes): PrivateNotes | null {
  const record: PrivateNotes = {};
  for (const field of TEXT_FIELDS) {
    const text = notes[field]?.trim();
    if (text) record[field] = text;
  }
  if (notes.soldOn && ISO_DATE.test(notes.soldOn)) record.soldOn = notes.soldOn;
  return Object.keys(record).length > 0 ? record : null;
}

/** Whatever the database holds at privateNotes/{type}/{key}, as notes (null when none). */
export function toPrivateNotes(value: unknown): PrivateNotes | null {
  const stored = asObject(value);
  if (!stored) return null;
  const text = (field: string) => (typeof stored[field] === 'string' ? (stored[field] as string) : undefined);
  return privateNotesRecord({
    notes: text('notes'),
    location: text('location'),
    buyer: text('buyer'),
    soldOn: text('soldOn'),
  });
}

/** The key of a work's notes in the map the studio follows: "{type}/{key}". */
export function notesKey(work: { type: ArtworkType; key: string }): string {
  return `${work.type}/${work.key}`;
}

/** Everything under privateNotes/, as notes by work ("{type}/{key}"). */
export function notesByWork(raw: unknown): ReadonlyMap<string, PrivateNotes> {
  const byWork = new Map<string, PrivateNotes>();
  for (const [type, works] of Object.entries(asObject(raw) ?? {})) {
    if (!isArtworkType(type)) continue;
    for (const [key, value] of Object.entries(asObject(works) ?? {})) {
      const notes = toPrivateNotes(value);
      if (notes) byWork.set(notesKey({ type, key }), notes);
    }
  }
  return byWork;
}
