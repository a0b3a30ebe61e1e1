import { describe, expect, it } from 'vitest';
import { galleryOf } from '@/domain/galleries';
import { makeArtwork } from '@/test/artwork-factory';
import { displayOrder } from '@/domain/display-order';
import { FIRST_BATCH, worksShownFirst } from '../display-order';

const many = (n: number, type: 'Aquarelles' | 'Peinture sur Toile', years?: (i: number) => number) =>
  Array.from({ length: n }, (_, i) =>
    makeArtwork({ key: String(i + 1), type, title: `Œuvre ${i + 1}`, ...(years ? { years: years(i) } : {}) }),
  );

describe('worksShownFirst', () => {
  // Works without a size get a 4:5 box: five of them fill a row, so the first batch's rows hold 15.
  const WHOLE_ROWS = Math.ceil(FIRST_BATCH / 5) * 5;

  it('keeps the whole rows of the first batch of a flat gallery, in display order', () => {
    const shown = worksShownFirst(galleryOf('Aquarelles'), many(200, 'Aquarelles'));
    expect(shown).toHaveLength(WHOLE_ROWS);
    expect(shown[0]?.key).toBe('200');
  });

  it('keeps every work of a short gallery', () => {
    expect(worksShownFirst(galleryOf('Aquarelles'), many(5, 'Aquarelles'))).toHaveLength(5);
  });

  it('keeps the newest year’s first batch (whole rows) and one work of every other year, for the canvas gallery', () => {
    const works = many(200, 'Peinture sur Toile', (i) => 2020 + (i % 4));
    const shown = worksShownFirst(galleryOf('Peinture sur Toile'), works);
    const { groups } = displayOrder(galleryOf('Peinture sur Toile'), shown);
    expect(groups?.map((g) => [g.year, g.artworks.length])).toEqual([
      [2023, WHOLE_ROWS],
      [2022, 1],
      [2021, 1],
      [2020, 1],
    ]);
  });
});
