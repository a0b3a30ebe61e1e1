import { CANVAS_TYPE, sameWork, type ArtworkRecord } from './artwork';
import type { ArtworkFormField } from './artwork-form';
import { TRASH_ROOT } from './keys';
import { RECORD_LIMITS } from './record-limits';

/*
 * What database.rules.json refuses, checked before writing, so that a refusal names its cause
 * instead of arriving as a bare PERMISSION_DENIED. The rules stay the authority; these checks
 * mirror them, from the same RECORD_LIMITS (src/domain/record-limits.ts).
 */

const { text, year, pixelSize, forbiddenCharacters } = RECORD_LIMITS;

const FORBIDDEN = {
  singleLine: new RegExp(`[${forbiddenCharacters.singleLine}]`),
  multiLine: new RegExp(`[${forbiddenCharacters.multiLine}]`),
};

/**
 * Whether a text holds a character the rules refuse in it (RECORD_LIMITS.forbiddenCharacters):
 * a control character, or a bidirectional override or isolate. `lines` says whether the field
 * is a multi-line one, which keeps its tabs and line breaks.
 */
export function holdsForbiddenCharacter(value: string, lines: 'single' | 'multi' = 'single'): boolean {
  return (lines === 'multi' ? FORBIDDEN.multiLine : FORBIDDEN.singleLine).test(value);
}

function isPixelSize(value: number | undefined): boolean {
  return value === undefined || (Number.isInteger(value) && value >= pixelSize.min && value <= pixelSize.max);
}

function fits(
  value: string | null | undefined,
  max: number,
  required = false,
  lines: 'single' | 'multi' = 'single',
): boolean {
  if (value === null || value === undefined) return !required;
  return value.length <= max && (!required || /\S/.test(value)) && !holdsForbiddenCharacter(value, lines);
}

/** The form field whose value the rules would refuse in this record, or null when none. */
export function refusedField(record: ArtworkRecord): ArtworkFormField | null {
  if (!fits(record.title, text.title, true)) return 'title';
  if (!fits(record.subtitle, text.subtitle, true)) return 'subtitle';
  if (!fits(record.dimensions, text.dimensions)) return 'dimensions';
  if (!fits(record.description, text.description, false, 'multi')) return 'description';
  // A year is required on a canvas work (its gallery groups by year), optional elsewhere.
  const y = record.years;
  if (y === undefined ? record.type === CANVAS_TYPE : !Number.isInteger(y) || y < year.min || y > year.max)
    return 'years';
  // A technique, when there is one, is not blank (catalogueFieldsOf leaves a blank one out).
  if (!fits(record.technique, text.technique, record.technique !== undefined)) return 'technique';
  const { price } = record;
  if (
    price !== undefined &&
    (!Number.isInteger(price) || price < RECORD_LIMITS.price.min || price > RECORD_LIMITS.price.max)
  )
    return 'price';
  const sizes = [record.width, record.height, record.zoomWidth, record.zoomHeight];
  if (!sizes.every(isPixelSize)) return 'photo';
  return null;
}

/**
 * Whether writing `next` over `current` at `path` would put a record in the place of another:
 * a work over a different work (see sameWork), or anything over a deleted work waiting in the
 * trash. database.rules.json refuses both; the demo backend checks the same.
 */
export function replacesAnotherRecord(path: string, current: unknown, next: unknown): boolean {
  if (current === null || current === undefined || next === null || next === undefined) return false;
  if (path.startsWith(`${TRASH_ROOT}/`)) return true;
  return !sameWork(current as ArtworkRecord, next as ArtworkRecord);
}

/**
 * A measured pixel size as the rules take it: whole pixels, scaled down (proportions kept) when
 * the image is larger than they allow, which only the proportions of a legacy image need.
 */
export function storablePixelSize(size: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, pixelSize.max / Math.max(size.width, size.height));
  const side = (n: number) => Math.min(pixelSize.max, Math.max(pixelSize.min, Math.round(n * scale)));
  return { width: side(size.width), height: side(size.height) };
}
