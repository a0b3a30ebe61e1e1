/*
 * The shapes of the photo step (docs/photo-step.md), apart from its maths (photo-geometry.ts,
 * which loads ml-matrix): what the photo picker needs before the step opens, without the maths.
 */

export interface Point {
  x: number;
  y: number;
}

/** Four corners in the order of the handles: top left, top right, bottom right, bottom left. */
export type Quad = readonly [Point, Point, Point, Point];

/** A rectangle; normalised (0 to 1) where the photo step keeps it. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A quarter turn clockwise, counted modulo 4. */
export type QuarterTurns = 0 | 1 | 2 | 3;

/** A 3 × 3 matrix, row by row. */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

/** The whole image as a normalised quad: where the handles start. */
export const FULL_QUAD: Quad = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];

export const FULL_RECT: Rect = { x: 0, y: 0, width: 1, height: 1 };

/** Whether the quad is the whole image (nothing to straighten). */
export function isFullQuad(quad: Quad, tolerance = 1e-6): boolean {
  return quad.every((p, i) => Math.hypot(p.x - FULL_QUAD[i]!.x, p.y - FULL_QUAD[i]!.y) <= tolerance);
}

export function isFullRect(rect: Rect, tolerance = 1e-6): boolean {
  return (
    Math.abs(rect.x) <= tolerance &&
    Math.abs(rect.y) <= tolerance &&
    Math.abs(rect.width - 1) <= tolerance &&
    Math.abs(rect.height - 1) <= tolerance
  );
}
