import { describe, expect, it } from 'vitest';
import { galleryOf } from '@/domain/galleries';
import { makeArtwork } from '@/test/artwork-factory';
import { displayOrder } from '@/domain/display-order';
import { FIRST_BATCH, worksOfWorkPage, worksShownFirst } from '../display-order';

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

describe('worksOfWorkPage', () => {
  const gallery = galleryOf('Aquarelles');
  const works = many(1000, 'Aquarelles');
  const byKey = (key: string) => works.find((work) => work.key === key)!;

  it('adds the work and its two neighbours in the viewer’s order to the works shown first', () => {
    const embedded = worksOfWorkPage(gallery, works, byKey('500'));
    const first = worksShownFirst(gallery, works);
    expect(embedded.slice(0, first.length)).toEqual(first);
    // Sorted newest first: 501 comes before 500, 499 after it.
    expect(embedded.slice(first.length).map((work) => work.key)).toEqual(['501', '500', '499']);
    const { sorted } = displayOrder(gallery, embedded);
    expect(sorted.slice(-3).map((work) => work.key)).toEqual(['501', '500', '499']);
  });

  it('adds nothing twice for a work among the first, and only the neighbour there is at an end', () => {
    expect(worksOfWorkPage(gallery, works, byKey('1000'))).toEqual(worksShownFirst(gallery, works));
    expect(
      worksOfWorkPage(gallery, works, byKey('1'))
        .slice(-2)
        .map((work) => work.key),
    ).toEqual(['2', '1']);
  });
});
