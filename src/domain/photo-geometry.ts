import { Matrix, solve } from 'ml-matrix';
import { parseDimensions } from './dimensions';
import { type Homography, type Point, type Quad, type QuarterTurns, type Rect } from './photo-shapes';

export * from './photo-shapes';

/*
 * The maths of the studio's photo step (docs/photo-step.md): quarter turns, the homography that
 * takes a painting photographed at an angle back to a rectangle, the rectangle's proportions, and
 * the crop. Points are in pixels of the image they belong to unless said "normalised" (0 to 1
 * across the image's width and height).
 */

export function turn(turns: number, by: number): QuarterTurns {
  return ((((turns + by) % 4) + 4) % 4) as QuarterTurns;
}

/** The image's size once turned. */
export function turnedSize(width: number, height: number, turns: QuarterTurns): { width: number; height: number } {
  return turns % 2 === 0 ? { width, height } : { width: height, height: width };
}

/** Where a normalised point of the image lands once the image is turned `by` quarter turns clockwise. */
export function turnPoint(point: Point, by: number): Point {
  let { x, y } = point;
  for (let i = 0; i < turn(by, 0); i++) [x, y] = [1 - y, x];
  return { x, y };
}

/**
 * The quad once the image is turned: each corner moves with the picture and the handles are
 * renamed so that the first is still the top left one on screen.
 */
export function turnQuad(quad: Quad, by: number): Quad {
  const moved = quad.map((p) => turnPoint(p, by));
  const shift = turn(-by, 0);
  return [0, 1, 2, 3].map((i) => moved[(i + shift) % 4]!) as unknown as Quad;
}

/** What the photo step says when the corners cannot be a painting's (quadProblem). */
export const QUAD_MESSAGE = 'Les quatre coins doivent former un quadrilatère : déplacez-les sur les coins du tableau.';

/** The shortest side, as a share of the picture's diagonal, that still makes a painting. */
const MIN_SIDE = 0.01;
/** The flattest angle at a corner, as its sine (about 1.5°): flatter is three corners in a line. */
const MIN_SINE = 0.025;

/**
 * Why the quad cannot be straightened, as the French message the photo step shows, or null when
 * it can. A rectangle maps onto a quad only when the quad is convex: every corner turns the same
 * way, by more than a sliver, and (the handles being named top left, top right, bottom right,
 * bottom left, y downwards) clockwise, else the painting would come out mirrored. This refuses two
 * corners on one point (a side of no length), three in a line (a flat corner), crossed corners
 * (turns of both signs), a dent (the same) and swapped ones (counter-clockwise). Points in pixels
 * of the photo, so that the angles are those she sees.
 */
export function quadProblem(quad: Quad): string | null {
  const [tl, , br] = quad;
  const diagonal = Math.max(distance(tl, br), distance(quad[1], quad[3]));
  if (!(diagonal > 0)) return QUAD_MESSAGE;
  for (let i = 0; i < 4; i++) {
    const previous = quad[(i + 3) % 4]!;
    const corner = quad[i]!;
    const next = quad[(i + 1) % 4]!;
    const a = { x: corner.x - previous.x, y: corner.y - previous.y };
    const b = { x: next.x - corner.x, y: next.y - corner.y };
    const lengthA = Math.hypot(a.x, a.y);
    const lengthB = Math.hypot(b.x, b.y);
    if (!(lengthA >= MIN_SIDE * diagonal) || !(lengthB >= MIN_SIDE * diagonal)) return QUAD_MESSAGE;
    // Positive for a clockwise turn on screen (y downwards).
    const sine = (a.x * b.y - a.y * b.x) / (lengthA * lengthB);
    if (!(sine >= MIN_SINE)) return QUAD_MESSAGE;
  }
  return null;
}

/**
 * The homography H with H·from[i] ∝ to[i] for the four pairs: the 8 × 8 linear system of the
 * direct linear transform with h33 = 1, solved by ml-matrix (LU with partial pivoting).
 */
export function homographyBetween(from: Quad, to: Quad): Homography {
  const rows: number[][] = [];
  const rhs: number[] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    rhs.push(u);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    rhs.push(v);
  }
  const h = solve(new Matrix(rows), Matrix.columnVector(rhs)).to1DArray();
  if (h.some((n) => !Number.isFinite(n))) throw new Error('The four corners do not make a quadrilateral');
  return [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!, 1];
}

/**
 * The homography from the rectangle 0..width × 0..height onto the quad (output pixel → photo
 * pixel). A quad that no rectangle maps onto throws, with quadProblem's message: the photo step
 * checks the corners first, so this is a last guard, not what she sees.
 */
export function homographyFromRect(width: number, height: number, quad: Quad): Homography {
  const problem = quadProblem(quad);
  if (problem) throw new Error(problem);
  return homographyBetween(
    [
      { x: 0, y: 0 },
      { x: width, y: 0 },
      { x: width, y: height },
      { x: 0, y: height },
    ],
    quad,
  );
}

export function applyHomography(h: Homography, { x, y }: Point): Point {
  const w = h[6] * x + h[7] * y + h[8];
  return { x: (h[0] * x + h[1] * y + h[2]) / w, y: (h[3] * x + h[4] * y + h[5]) / w };
}

/** A quad from normalised corners to pixels of an image of this size. */
export function scaleQuad(quad: Quad, width: number, height: number): Quad {
  return quad.map((p) => ({ x: p.x * width, y: p.y * height })) as unknown as Quad;
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * The painting's width and height in photo pixels as its corners give them: the mean of the
 * opposite edges. Perspective shortens the far edge, so this is an estimate; typed dimensions,
 * when given, settle the proportions (straightenedSize).
 */
export function quadSides(quad: Quad): { width: number; height: number } {
  const [tl, tr, br, bl] = quad;
  return {
    width: (distance(tl, tr) + distance(bl, br)) / 2,
    height: (distance(tl, bl) + distance(tr, br)) / 2,
  };
}

/**
 * Width ÷ height of the painting: from the dimensions she typed when they parse ("50 x 70 cm"
 * gives 5:7 or 7:5, whichever matches the corners' orientation), else from the corners.
 */
export function paintingAspect(quad: Quad, dimensions?: string | null): number {
  const sides = quadSides(quad);
  const typed = parseDimensions(dimensions, sides);
  if (typed) return typed.width / typed.height;
  return sides.height > 0 ? sides.width / sides.height : 1;
}

/**
 * The straightened picture's pixel size: the aspect given, as many pixels as the corners span
 * (no enlargement beyond what the photo holds), the long side at most `maxSide`.
 */
export function straightenedSize(quad: Quad, aspect: number, maxSide: number): { width: number; height: number } {
  const sides = quadSides(quad);
  // Keep the area the corners span, at the given proportions.
  const area = Math.max(1, sides.width * sides.height);
  let width = Math.sqrt(area * aspect);
  let height = width / aspect;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  width *= scale;
  height *= scale;
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The smallest crop side, normalised: a crop never collapses to nothing. */
export const MIN_CROP = 0.05;

/**
 * The crop after its corner `corner` ('start' = top left, 'end' = bottom right) was moved to
 * `point` (normalised), the opposite corner staying put. With a ratio (width ÷ height in pixels
 * of an image of `imageAspect` = width ÷ height), the height follows the width, and both shrink
 * so that the crop stays inside the image.
 */
export function moveCropCorner(
  rect: Rect,
  corner: 'start' | 'end',
  point: Point,
  ratio: number | null,
  imageAspect: number,
): Rect {
  const anchor = corner === 'start' ? { x: rect.x + rect.width, y: rect.y + rect.height } : { x: rect.x, y: rect.y };
  const sign = corner === 'start' ? -1 : 1;
  // The room between the anchor and the image's edge on the moving side.
  const roomX = corner === 'start' ? anchor.x : 1 - anchor.x;
  const roomY = corner === 'start' ? anchor.y : 1 - anchor.y;
  let width = clamp(sign * (clamp(point.x, 0, 1) - anchor.x), MIN_CROP, roomX);
  let height = clamp(sign * (clamp(point.y, 0, 1) - anchor.y), MIN_CROP, roomY);
  if (ratio !== null) {
    // In normalised units, a ratio r in pixels is r ÷ imageAspect.
    const normalised = ratio / imageAspect;
    height = width / normalised;
    if (height > roomY) {
      height = roomY;
      width = height * normalised;
    }
  }
  return corner === 'start'
    ? { x: anchor.x - width, y: anchor.y - height, width, height }
    : { x: anchor.x, y: anchor.y, width, height };
}

/** The largest crop of this ratio (pixels) centred on the current one and inside the image. */
export function fitCropToRatio(rect: Rect, ratio: number, imageAspect: number): Rect {
  const normalised = ratio / imageAspect;
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  let width = rect.width;
  let height = width / normalised;
  if (height > rect.height) {
    height = rect.height;
    width = height * normalised;
  }
  return {
    x: clamp(cx - width / 2, 0, 1 - width),
    y: clamp(cy - height / 2, 0, 1 - height),
    width,
    height,
  };
}
