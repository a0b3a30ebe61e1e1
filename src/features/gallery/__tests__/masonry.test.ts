import { describe, expect, it } from 'vitest';
import { makeArtwork } from '@/test/artwork-factory';
import {
  MAX_ROW_WORKS,
  ROW_RATIO,
  cardProportions,
  justifiedRows,
  masonryColumns,
  worksInRowsFor,
  type LayoutRow,
} from '../masonry';

/** Works of varied proportions (portrait, square, landscape, panorama), one stored without a size. */
const works = [
  [1200, 1500],
  [1200, 800],
  [1000, 1500],
  [1200, 1200],
  [1200, 900],
  [undefined, undefined],
  [1200, 1600],
  [3000, 800],
  [1200, 1500],
  [1000, 1500],
  [1200, 900],
  [1200, 1200],
  [1200, 800],
].map(([width, height], i) => makeArtwork({ key: String(i), width, height }));

const indexes = (rows: LayoutRow[]) => rows.flatMap((row) => row.ratios.map((_, i) => row.start + i));

describe('the rows', () => {
  it('sets works side by side from a medium container up, one per row below', () => {
    expect(masonryColumns(1176)).toBe(MAX_ROW_WORKS);
    expect(masonryColumns(700)).toBe(MAX_ROW_WORKS);
    expect(masonryColumns(699)).toBe(1);
    expect(masonryColumns(335)).toBe(1);
  });

  it('holds every work once, in display order, row after row', () => {
    const rows = justifiedRows(works);
    expect(indexes(rows)).toEqual(works.map((_, i) => i));
    for (const row of rows) expect(row.ratios.length).toBeLessThanOrEqual(MAX_ROW_WORKS);
  });

  it('fills each row but the last to about a full row', () => {
    const rows = justifiedRows(works);
    for (const row of rows.slice(0, -1)) {
      const sum = row.ratios.reduce((a, b) => a + b, 0);
      const last = row.ratios.at(-1)!;
      expect(row.full).toBe(true);
      expect(sum - last / 2).toBeGreaterThanOrEqual(ROW_RATIO);
      expect(sum - last - (row.ratios.at(-2) ?? 0) / 2 < ROW_RATIO || row.ratios.length === MAX_ROW_WORKS).toBe(true);
    }
  });

  it('keeps its rows as more works follow, so that nothing moves when a batch arrives', () => {
    const all = justifiedRows(works);
    for (let n = 1; n <= works.length; n++) {
      const some = justifiedRows(works.slice(0, n));
      const full = some.filter((row) => row.full);
      expect(full).toEqual(all.slice(0, full.length));
    }
  });

  it('renders whole rows: the works the rows holding the first n works hold', () => {
    const rows = justifiedRows(works);
    expect(worksInRowsFor(rows, 0)).toBe(0);
    expect(worksInRowsFor(rows, 1)).toBe(rows[0]!.ratios.length);
    expect(worksInRowsFor(rows, rows[0]!.ratios.length + 1)).toBe(rows[0]!.ratios.length + rows[1]!.ratios.length);
    expect(worksInRowsFor(rows, 99)).toBe(works.length);
  });

  it("keeps each work's proportions, and reserves a 4:5 box for a work without a size", () => {
    expect(cardProportions({ width: 1200, height: 800 })).toEqual({ width: 1200, height: 800 });
    expect(cardProportions({})).toEqual({ width: 4, height: 5 });
    expect(justifiedRows([makeArtwork({ key: 'legacy', width: undefined, height: undefined })])[0]!.ratios).toEqual([
      0.8,
    ]);
  });
});
