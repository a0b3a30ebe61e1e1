import { describe, expect, it } from 'vitest';
import {
  applyHomography,
  FULL_QUAD,
  fitCropToRatio,
  homographyBetween,
  homographyFromRect,
  moveCropCorner,
  paintingAspect,
  scaleQuad,
  QUAD_MESSAGE,
  quadProblem,
  quadSides,
  straightenedSize,
  turnedSize,
  turnPoint,
  turnQuad,
  type Quad,
} from '../photo-geometry';
import { warpRows } from '../photo-warp';

/** A 400 × 400 square seen at an angle: the far (top) edge shorter, the whole tilted. */
const TILTED: Quad = [
  { x: 130, y: 95 },
  { x: 470, y: 120 },
  { x: 520, y: 560 },
  { x: 90, y: 530 },
];

describe('the homography from four corners', () => {
  it('takes each corner of the square to its corner of the photo, and maps the photo back to the square', () => {
    const toPhoto = homographyFromRect(400, 400, TILTED);
    const square = [
      { x: 0, y: 0 },
      { x: 400, y: 0 },
      { x: 400, y: 400 },
      { x: 0, y: 400 },
    ];
    square.forEach((corner, i) => {
      const p = applyHomography(toPhoto, corner);
      expect(p.x).toBeCloseTo(TILTED[i]!.x, 6);
      expect(p.y).toBeCloseTo(TILTED[i]!.y, 6);
    });
    // And the other way: the photo's quad back onto the square, its centre on the centre.
    const back = homographyBetween(TILTED, square as unknown as Quad);
    TILTED.forEach((corner, i) => {
      const p = applyHomography(back, corner);
      expect(p.x).toBeCloseTo(square[i]!.x, 6);
      expect(p.y).toBeCloseTo(square[i]!.y, 6);
    });
    const centre = applyHomography(back, applyHomography(toPhoto, { x: 200, y: 200 }));
    expect(centre.x).toBeCloseTo(200, 6);
    expect(centre.y).toBeCloseTo(200, 6);
  });

  it('is the identity for the same four points, and refuses corners on one line', () => {
    const h = homographyBetween(TILTED, TILTED);
    expect(applyHomography(h, { x: 300, y: 300 }).x).toBeCloseTo(300, 9);
    const line: Quad = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 3 },
    ];
    expect(() => homographyFromRect(10, 10, line)).toThrow(QUAD_MESSAGE);
  });

  it('warps a drawn quadrilateral back to a square that is the painting edge to edge', () => {
    // A 60 × 60 "photo": wall (grey) around a red quadrilateral whose corners are given.
    const width = 60;
    const height = 60;
    const quad: Quad = [
      { x: 14, y: 10 },
      { x: 48, y: 13 },
      { x: 52, y: 50 },
      { x: 9, y: 46 },
    ];
    const inside = homographyBetween(quad, [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ]);
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = applyHomography(inside, { x: x + 0.5, y: y + 0.5 });
        const painted = p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1;
        data.set(painted ? [200, 30, 30, 255] : [128, 128, 128, 255], (y * width + x) * 4);
      }
    }
    const out = { data: new Uint8ClampedArray(30 * 30 * 4), width: 30, height: 30 };
    warpRows({ data, width, height }, out, homographyFromRect(30, 30, quad), 0, 30);
    // Every pixel, the border included, is the painting's red, not the wall's grey.
    for (let i = 0; i < out.data.length; i += 4) {
      expect(out.data[i]).toBeGreaterThan(160);
      expect(out.data[i + 1]).toBeLessThan(80);
    }
  });
});

describe('the corners that cannot be a painting', () => {
  const square = (...points: [number, number][]): Quad => points.map(([x, y]) => ({ x, y })) as unknown as Quad;

  it('accept a painting seen at an angle, and the whole photo', () => {
    expect(quadProblem(TILTED)).toBeNull();
    expect(quadProblem(scaleQuad(FULL_QUAD, 1600, 1200))).toBeNull();
  });

  it('refuse three corners in a line, with a French message that says what to do', () => {
    const flat = square([0, 0], [800, 0], [1600, 0], [0, 1200]);
    expect(quadProblem(flat)).toBe(QUAD_MESSAGE);
    expect(QUAD_MESSAGE).toBe(
      'Les quatre coins doivent former un quadrilatère : déplacez-les sur les coins du tableau.',
    );
    // Nearly in a line is refused too: the painting would come out as a sliver stretched out.
    expect(quadProblem(square([0, 0], [800, 10], [1600, 0], [0, 1200]))).toBe(QUAD_MESSAGE);
  });

  it('refuse two corners on one point, or nearly', () => {
    expect(quadProblem(square([0, 0], [0, 0], [1600, 1200], [0, 1200]))).toBe(QUAD_MESSAGE);
    expect(quadProblem(square([800, 600], [1600, 0], [1600, 1200], [800.5, 600.5]))).toBe(QUAD_MESSAGE);
  });

  it('refuse crossed corners, swapped ones (a mirrored painting) and a dent', () => {
    // Bottom right and bottom left swapped: the sides cross.
    expect(quadProblem(square([0, 0], [1600, 0], [0, 1200], [1600, 1200]))).toBe(QUAD_MESSAGE);
    // Left and right swapped: a convex quad, but counter-clockwise.
    expect(quadProblem(square([1600, 0], [0, 0], [0, 1200], [1600, 1200]))).toBe(QUAD_MESSAGE);
    // Bottom right pulled inside the triangle of the three others.
    expect(quadProblem(square([0, 0], [1600, 0], [400, 300], [0, 1200]))).toBe(QUAD_MESSAGE);
  });

  it('refuse a quad of no size, and corners that are not numbers', () => {
    expect(quadProblem(square([5, 5], [5, 5], [5, 5], [5, 5]))).toBe(QUAD_MESSAGE);
    expect(quadProblem(square([0, 0], [Number.NaN, 0], [1600, 1200], [0, 1200]))).toBe(QUAD_MESSAGE);
  });
});

describe("the straightened painting's proportions", () => {
  it('come from the corners: the mean of opposite edges', () => {
    const rect: Quad = [
      { x: 0, y: 0 },
      { x: 500, y: 0 },
      { x: 500, y: 700 },
      { x: 0, y: 700 },
    ];
    expect(paintingAspect(rect)).toBeCloseTo(5 / 7, 9);
    expect(quadSides(TILTED).width).toBeCloseTo((Math.hypot(340, 25) + Math.hypot(430, 30)) / 2, 9);
  });

  it('come from the typed dimensions when they parse, in the orientation the corners show', () => {
    // Corners of a landscape-ish quad; "50 x 70 cm" is then 70 wide and 50 high.
    const landscape: Quad = [
      { x: 0, y: 0 },
      { x: 800, y: 0 },
      { x: 800, y: 500 },
      { x: 0, y: 500 },
    ];
    expect(paintingAspect(landscape, '50 x 70 cm')).toBeCloseTo(7 / 5, 9);
    expect(paintingAspect(TILTED, '50 x 70 cm')).toBeCloseTo(5 / 7, 9);
    // Unparsable text: the corners decide.
    expect(paintingAspect(landscape, 'environ un mètre')).toBeCloseTo(8 / 5, 9);
  });

  it('give a size of the right proportions, capped on its long side', () => {
    const size = straightenedSize(TILTED, 5 / 7, 3200);
    expect(size.width / size.height).toBeCloseTo(5 / 7, 2);
    const capped = straightenedSize(TILTED, 2, 300);
    expect(capped).toEqual({ width: 300, height: 150 });
  });
});

describe('the crop', () => {
  it('moves one corner freely, the other staying put, inside the image', () => {
    const rect = { x: 0.1, y: 0.1, width: 0.8, height: 0.8 };
    expect(moveCropCorner(rect, 'end', { x: 1.4, y: 0.5 }, null, 1)).toEqual({
      x: 0.1,
      y: 0.1,
      width: 0.9,
      height: 0.4,
    });
    const start = moveCropCorner(rect, 'start', { x: 0.3, y: -1 }, null, 1);
    expect(start.x).toBeCloseTo(0.3, 9);
    expect(start.y).toBe(0);
    expect(start.x + start.width).toBeCloseTo(0.9, 9);
  });

  it('locked to a ratio, keeps it in pixels and stays inside the image', () => {
    // A 2000 × 1000 image; a 1:1 crop is twice as tall as wide in normalised units.
    const rect = { x: 0, y: 0, width: 1, height: 1 };
    const square = moveCropCorner(rect, 'end', { x: 0.4, y: 0.2 }, 1, 2);
    expect((square.width * 2000) / (square.height * 1000)).toBeCloseTo(1, 9);
    expect(square.width).toBeCloseTo(0.4, 9);
    // Too tall for the room below: both sides shrink.
    const shrunk = moveCropCorner({ x: 0, y: 0.5, width: 0.1, height: 0.1 }, 'end', { x: 1, y: 1 }, 1, 2);
    expect(shrunk.y + shrunk.height).toBeCloseTo(1, 9);
    expect((shrunk.width * 2000) / (shrunk.height * 1000)).toBeCloseTo(1, 9);
    const fitted = fitCropToRatio(rect, 5 / 7, 2);
    expect((fitted.width * 2000) / (fitted.height * 1000)).toBeCloseTo(5 / 7, 9);
    expect(fitted.height).toBeCloseTo(1, 9);
    expect(fitted.x).toBeCloseTo((1 - fitted.width) / 2, 9);
  });
});

describe('the rotation', () => {
  it('turns sizes, points and the handles with the picture', () => {
    expect(turnedSize(4000, 3000, 1)).toEqual({ width: 3000, height: 4000 });
    expect(turnedSize(4000, 3000, 2)).toEqual({ width: 4000, height: 3000 });
    // Top left goes to the top right a quarter turn clockwise, and back a quarter turn the other way.
    expect(turnPoint({ x: 0, y: 0 }, 1)).toEqual({ x: 1, y: 0 });
    expect(turnPoint({ x: 0.2, y: 0.1 }, -1)).toEqual(turnPoint({ x: 0.2, y: 0.1 }, 3));
    const p = turnPoint(turnPoint({ x: 0.2, y: 0.1 }, 1), -1);
    expect(p.x).toBeCloseTo(0.2, 12);
    expect(p.y).toBeCloseTo(0.1, 12);
    // The handles of the whole image stay the whole image, each still named for its screen corner.
    expect(turnQuad(FULL_QUAD, 1)).toEqual(FULL_QUAD);
    const quad: Quad = [
      { x: 0.1, y: 0.1 },
      { x: 0.9, y: 0.2 },
      { x: 0.8, y: 0.9 },
      { x: 0.2, y: 0.8 },
    ];
    const turned = turnQuad(quad, 1);
    // The old bottom left (0.2, 0.8) is now the top left: (1 - 0.8, 0.2).
    expect(turned[0].x).toBeCloseTo(0.2, 12);
    expect(turned[0].y).toBeCloseTo(0.2, 12);
    expect(turnQuad(turnQuad(quad, 1), -1).map((q) => [q.x, q.y].map((n) => n.toFixed(9)))).toEqual(
      quad.map((q) => [q.x, q.y].map((n) => n.toFixed(9))),
    );
  });
});
