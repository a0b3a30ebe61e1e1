import { ZOOM_MAX_SIDE } from './image-sizes';

/**
 * What database.rules.json accepts in a work's record. The forms and the write path check the
 * same bounds from here; tests/rules/database-rules.test.ts checks that the rules agree with
 * every value of this constant, so that the painter never meets a refusal the form let through.
 */
export const RECORD_LIMITS = {
  /** The longest texts, in characters (a title and a numéro must also hold a non-blank one). */
  text: { title: 200, subtitle: 64, dimensions: 100, description: 5000 },
  /** The year of a canvas work, a whole number. */
  year: { min: 1900, max: 2100 },
  /** The pixel sizes of the stored pictures: whole numbers up to the zoom version's long side. */
  pixelSize: { min: 1, max: ZOOM_MAX_SIDE },
  /**
   * A key the app creates (the numéro): ASCII letters, digits, "-" and "_". The earlier site's
   * "undefined12" keys have that shape too.
   */
  key: { characters: 'A-Za-z0-9_-', maxLength: 64 },
} as const;
