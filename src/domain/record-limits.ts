import { ZOOM_MAX_SIDE } from './image-sizes';

/**
 * What database.rules.json accepts in a work's record. The forms and the write path check the
 * same bounds from here; tests/rules/database-rules.test.ts checks that the rules agree with
 * every value of this constant, so that the painter never meets a refusal the form let through.
 */
export const RECORD_LIMITS = {
  /** The longest texts, in characters (a title and a numéro must also hold a non-blank one). */
  text: { title: 200, subtitle: 64, dimensions: 100, description: 5000, technique: 100 },
  /** A work's price, in whole euros. */
  price: { min: 1, max: 10_000_000 },
  /** The year a work was made (required on a canvas work), a whole number. */
  year: { min: 1900, max: 2100 },
  /** The pixel sizes of the stored pictures: whole numbers up to the zoom version's long side. */
  pixelSize: { min: 1, max: ZOOM_MAX_SIDE },
  /**
   * A key the app creates (the numéro): ASCII letters, digits, "-" and "_". The earlier site's
   * "undefined12" keys have that shape too.
   */
  key: { characters: 'A-Za-z0-9_-', maxLength: 64, reserved: ['__proto__', 'constructor'] },
  /**
   * The characters no text may hold, as the inside of a regular-expression class (the rules
   * hold the same characters, written as \u escapes): the control characters, and the
   * bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can make a
   * title read other than it is stored. A multi-line text (a description, a paragraph) keeps
   * its tabs and line breaks (U+0009, U+000A, U+000D).
   */
  forbiddenCharacters: {
    singleLine: '\u0000-\u001f\u202a-\u202e\u2066-\u2069',
    multiLine: '\u0000-\u0008\u000b-\u000c\u000e-\u001f\u202a-\u202e\u2066-\u2069',
  },
  /**
   * How far ahead of the database's clock a time the studio stamps (a creation, a deletion, a
   * queued image deletion) may be: the studio stamps with the device's clock, which may run a
   * little fast; a time further ahead is refused.
   */
  clockToleranceMs: 300_000,
} as const;
