import { FULL_QUAD, FULL_RECT, isFullQuad, isFullRect, type Quad, type QuarterTurns, type Rect } from './photo-shapes';

/**
 * What the photo step decided for one photo (docs/photo-step.md), applied to the original at full
 * resolution when the photo is prepared: quarter turns first, then the painting's four corners
 * (normalised, in the turned photo) taken back to a rectangle of `aspect` (width ÷ height), then
 * the crop (normalised, in that rectangle).
 */
export interface PhotoEdit {
  turns: QuarterTurns;
  corners: Quad;
  /** The straightened painting's width ÷ height; ignored when the corners are the whole photo. */
  aspect: number;
  crop: Rect;
}

export const NO_EDIT: PhotoEdit = { turns: 0, corners: FULL_QUAD, aspect: 1, crop: FULL_RECT };

/** Whether the edit leaves the photo as it is (nothing to compute). */
export function isNoEdit(edit: PhotoEdit | null | undefined): boolean {
  return !edit || (edit.turns === 0 && isFullQuad(edit.corners) && isFullRect(edit.crop));
}
