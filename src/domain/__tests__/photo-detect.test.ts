import { describe, expect, it } from 'vitest';
import { findPaintingCorners } from '../photo-detect';
import { FULL_QUAD, type Quad } from '../photo-shapes';
import type { Pixels } from '../photo-warp';

const WALL = [185, 178, 163];
const PAINT = [47, 93, 124];

/** Whether (x, y) is inside the convex quad (clockwise on screen). */
function inside(quad: Quad, x: number, y: number): boolean {
  return quad.every((a, i) => {
    const b = quad[(i + 1) % 4]!;
    return (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x) >= 0;
  });
}

/** A photo of `width` × `height`: a wall, with a painting (normalised corners) on it, and some noise. */
function photo(width: number, height: number, painting: Quad | null, paint = () => PAINT): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 9) - 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const onPainting = painting && inside(painting, (x + 0.5) / width, (y + 0.5) / height);
      const colour = onPainting ? paint() : WALL;
      data.set([colour[0]! + noise(), colour[1]! + noise(), colour[2]! + noise(), 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

const AT_AN_ANGLE: Quad = [
  { x: 0.19, y: 0.14 },
  { x: 0.81, y: 0.19 },
  { x: 0.785, y: 0.86 },
  { x: 0.215, y: 0.835 },
];

describe('where the handles start', () => {
  it('finds the corners of a painting at an angle on a plain wall, to a pixel or two', () => {
    const found = findPaintingCorners(photo(240, 180, AT_AN_ANGLE));
    expect(found).not.toBeNull();
    found!.forEach((corner, i) => {
      expect(Math.abs(corner.x - AT_AN_ANGLE[i]!.x) * 240).toBeLessThan(2.5);
      expect(Math.abs(corner.y - AT_AN_ANGLE[i]!.y) * 180).toBeLessThan(2.5);
    });
  });

  it('finds nothing on a plain photo, a photo of the painting alone, or a busy surround', () => {
    expect(findPaintingCorners(photo(120, 90, null))).toBeNull();
    expect(findPaintingCorners(photo(120, 90, FULL_QUAD))).toBeNull();
    // Stripes all over: no plain surround to tell the painting from.
    const striped = photo(120, 90, AT_AN_ANGLE);
    for (let i = 0; i < striped.data.length; i += 4) if (Math.floor(i / 4 / 6) % 2) striped.data.set([240, 20, 20], i);
    expect(findPaintingCorners(striped)).toBeNull();
  });

  it('finds nothing where the region is no quadrilateral (a round painting), or a speck', () => {
    const round = photo(120, 90, null);
    for (let y = 0; y < 90; y++)
      for (let x = 0; x < 120; x++) if (Math.hypot(x - 60, y - 45) < 35) round.data.set(PAINT, (y * 120 + x) * 4);
    expect(findPaintingCorners(round)).toBeNull();
    const speck: Quad = [
      { x: 0.5, y: 0.5 },
      { x: 0.55, y: 0.5 },
      { x: 0.55, y: 0.55 },
      { x: 0.5, y: 0.55 },
    ];
    expect(findPaintingCorners(photo(120, 90, speck))).toBeNull();
  });
});
