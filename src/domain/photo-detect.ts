import { quadProblem } from './photo-geometry';
import type { Point, Quad } from './photo-shapes';
import type { Pixels } from './photo-warp';

/*
 * Where the photo step's handles start (docs/photo-step.md): on the painting's corners when the
 * painting stands out from a plain surround (a wall, an easel's backdrop), else nowhere (null, and
 * the handles start at the photo's corners). Deliberately simple and cautious: a wrong guess
 * costs her more than no guess, so anything unclear gives null.
 */

/** A pixel this far from the surround's colour (the largest of the three channel gaps) is not the surround. */
const SURROUND_TOLERANCE = 36;
/** The share of the photo's edge that must be the surround's colour: a plain wall around the painting. */
const MIN_PLAIN_EDGE = 0.7;
/** The painting's share of the photo: smaller is a speck, larger is the photo cropped already. */
const MIN_AREA = 0.08;
const MAX_AREA = 0.95;
/** How much of the quad through its four extreme points the found region must fill: a quadrilateral. */
const MIN_FILL = 0.9;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function quadArea(quad: Quad): number {
  let twice = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i]!;
    const b = quad[(i + 1) % 4]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

/**
 * The painting's four corners (normalised, top left first, clockwise) in a small copy of the
 * photo (a few hundred pixels across is plenty), or null when no painting on a plain surround is
 * found. The surround's colour is the median of the photo's edge; the painting is the largest
 * connected region that differs from it; its corners are its extreme points along the diagonals
 * (smallest and largest x + y, x − y), kept only if the region fills the quad they make.
 */
export function findPaintingCorners({ data, width, height }: Pixels): Quad | null {
  if (width < 8 || height < 8) return null;
  const edge: number[] = [];
  for (let x = 0; x < width; x++) edge.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y++) edge.push(y * width, y * width + width - 1);
  const surround = [0, 1, 2].map((c) => median(edge.map((i) => data[i * 4 + c]!)));
  const differs = (i: number) =>
    Math.max(
      Math.abs(data[i * 4]! - surround[0]!),
      Math.abs(data[i * 4 + 1]! - surround[1]!),
      Math.abs(data[i * 4 + 2]! - surround[2]!),
    ) > SURROUND_TOLERANCE;
  const plainEdge = edge.filter((i) => !differs(i)).length / edge.length;
  if (plainEdge < MIN_PLAIN_EDGE) return null;

  // The largest 4-connected region of pixels that are not the surround.
  const region = new Int32Array(width * height).fill(-1);
  const queue = new Int32Array(width * height);
  let best = { label: -1, size: 0 };
  let label = 0;
  for (let start = 0; start < width * height; start++) {
    if (region[start] !== -1 || !differs(start)) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    region[start] = label;
    while (head < tail) {
      const i = queue[head++]!;
      const x = i % width;
      const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const n of neighbours) {
        if (n < 0 || n >= width * height || region[n] !== -1 || !differs(n)) continue;
        region[n] = label;
        queue[tail++] = n;
      }
    }
    if (tail > best.size) best = { label, size: tail };
    label++;
  }
  const area = best.size / (width * height);
  if (area < MIN_AREA || area > MAX_AREA) return null;

  // Its extreme pixels along the diagonals, each taken at its outer corner.
  const extremes = { tl: Infinity, br: -Infinity, tr: -Infinity, bl: Infinity };
  const at: Record<keyof typeof extremes, Point> = {
    tl: { x: 0, y: 0 },
    br: { x: 0, y: 0 },
    tr: { x: 0, y: 0 },
    bl: { x: 0, y: 0 },
  };
  for (let i = 0; i < width * height; i++) {
    if (region[i] !== best.label) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (x + y < extremes.tl) [extremes.tl, at.tl] = [x + y, { x, y }];
    if (x + y > extremes.br) [extremes.br, at.br] = [x + y, { x: x + 1, y: y + 1 }];
    if (x - y > extremes.tr) [extremes.tr, at.tr] = [x - y, { x: x + 1, y }];
    if (x - y < extremes.bl) [extremes.bl, at.bl] = [x - y, { x, y: y + 1 }];
  }
  const quad: Quad = [at.tl, at.tr, at.br, at.bl];
  if (quadProblem(quad) !== null) return null;
  const fill = best.size / quadArea(quad);
  if (fill < MIN_FILL || fill > 1 / MIN_FILL) return null;
  return quad.map((p) => ({ x: p.x / width, y: p.y / height })) as unknown as Quad;
}
