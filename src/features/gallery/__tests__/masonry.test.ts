import { computeMasonryLayout } from 'react-photo-album';
import { describe, expect, it } from 'vitest';
import { makeArtwork } from '@/test/artwork-factory';
import { MASONRY_SPACING, cardProportions, masonryColumns, masonryPhotos } from '../masonry';

/** Works of varied proportions (portrait, square, landscape), one stored without a size. */
const works = [
  [1200, 1500],
  [1200, 800],
  [1000, 1500],
  [1200, 1200],
  [1200, 900],
  [undefined, undefined],
  [1200, 1600],
  [1200, 800],
  [1200, 1500],
  [1000, 1500],
  [1200, 900],
  [1200, 1200],
  [1200, 800],
].map(([width, height], i) => makeArtwork({ key: String(i), width, height }));

/** Where each work of the list lands: its column and its top, in display order. */
function placements(containerWidth: number) {
  const layout = computeMasonryLayout(
    masonryPhotos(works),
    MASONRY_SPACING,
    0,
    containerWidth,
    masonryColumns(containerWidth),
  );
  if (!layout) throw new Error('no layout');
  const placed: Array<{ index: number; column: number; top: number }> = [];
  layout.tracks.forEach((track, column) => {
    let top = 0;
    for (const { index, height } of track.photos) {
      placed.push({ index, column, top });
      top += height + MASONRY_SPACING;
    }
  });
  return placed.sort((a, b) => a.index - b.index);
}

describe('the masonry', () => {
  it('has four columns from a medium container up, one below', () => {
    expect(masonryColumns(1176)).toBe(4);
    expect(masonryColumns(700)).toBe(4);
    expect(masonryColumns(699)).toBe(1);
    expect(masonryColumns(335)).toBe(1);
  });

  it('starts with the first four works side by side, left to right', () => {
    expect(placements(1176).slice(0, 4)).toEqual([
      { index: 0, column: 0, top: 0 },
      { index: 1, column: 1, top: 0 },
      { index: 2, column: 2, top: 0 },
      { index: 3, column: 3, top: 0 },
    ]);
  });

  it('reads in display order: each work lies no higher than the one before it', () => {
    const placed = placements(1176);
    expect(new Set(placed.map((p) => p.column)).size).toBe(4);
    for (let i = 1; i < placed.length; i++) {
      expect(placed[i]!.top, `work ${i}`).toBeGreaterThanOrEqual(placed[i - 1]!.top - 1);
    }
  });

  it('stacks the works in display order on one column', () => {
    const placed = placements(335);
    expect(placed.map((p) => p.column)).toEqual(works.map(() => 0));
    expect(placed.map((p) => p.top)).toEqual([...placed.map((p) => p.top)].sort((a, b) => a - b));
  });

  it("keeps each work's proportions, and reserves a 4:5 box for a work without a size", () => {
    expect(cardProportions({ width: 1200, height: 800 })).toEqual({ width: 1200, height: 800 });
    expect(cardProportions({})).toEqual({ width: 4, height: 5 });
    expect(masonryPhotos(works).map((p) => p.key)).toEqual(works.map((w) => w.key));
  });
});
