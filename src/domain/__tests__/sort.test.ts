import { describe, expect, it } from 'vitest';
import type { Artwork, ArtworkType } from '../artwork';
import { SORT_ORDERS, groupByYear, sortArtworks } from '../sort';

function work(key: string, title: string, subtitle = key, years?: number, type: ArtworkType = 'Aquarelles'): Artwork {
  return { key, title, subtitle, type, description: '', image: `/${key}.webp`, ...(years ? { years } : {}) };
}

const keys = (list: Artwork[]) => list.map((a) => a.key);

describe('sort orders (docs/sort-orders.md)', () => {
  it('assigns each type its order', () => {
    expect(SORT_ORDERS).toEqual({
      Aquarelles: 'title-number-desc',
      'Photos en vrac': 'title-number-desc',
      'Pâte à papier': 'subtitle-number-desc',
      ateliers: 'subtitle-number-desc',
      'Peintures sur papier': 'database',
      'Peinture sur Toile': 'years-desc',
    });
  });

  it('sorts by the trailing number of the title, descending, numbers compared as numbers', () => {
    const list = [work('a', 'Arbre 3'), work('b', 'Brume 27'), work('c', 'Série 2 n°14'), work('d', 'Falaise 100')];
    expect(keys(sortArtworks(list, 'title-number-desc'))).toEqual(['d', 'b', 'c', 'a']);
  });

  it('puts works without a number last, in their database order', () => {
    const list = [work('x', 'Lumière'), work('a', 'Arbre 3'), work('y', 'Ombre'), work('b', 'Brume 27')];
    expect(keys(sortArtworks(list, 'title-number-desc'))).toEqual(['b', 'a', 'x', 'y']);
  });

  it('sorts by the trailing number of the subtitle, ignoring the title', () => {
    const list = [work('a', 'Oiseau 99', '5'), work('b', 'Masque 1', '40'), work('c', 'Héron', 'n° 12')];
    expect(keys(sortArtworks(list, 'subtitle-number-desc'))).toEqual(['b', 'c', 'a']);
  });

  it('keeps the database order when unsorted, and never mutates its input', () => {
    const list = [work('b', 'B 1'), work('a', 'A 2')];
    const sorted = sortArtworks(list, 'database');
    expect(keys(sorted)).toEqual(['b', 'a']);
    expect(sorted).not.toBe(list);
    sortArtworks(list, 'title-number-desc');
    expect(keys(list)).toEqual(['b', 'a']);
  });

  it('sorts canvas works by year, newest first', () => {
    const list = [work('1', 'A 1', '1', 2021), work('2', 'B 2', '2', 2024), work('3', 'C 3', '3')];
    expect(keys(sortArtworks(list, 'years-desc'))).toEqual(['2', '1', '3']);
  });

  it('handles an empty list', () => {
    expect(sortArtworks([], 'title-number-desc')).toEqual([]);
    expect(groupByYear([])).toEqual([]);
  });
});

describe('groupByYear', () => {
  it('groups by year, newest first, undated last, order kept inside a year', () => {
    const list = [
      work('7', 'F 7', '7', 2021),
      work('15', 'G 15', '15', 2023),
      work('9', 'E 9', '9', 2021),
      work('1', 'X 1', '1'),
    ];
    const groups = groupByYear(list);
    expect(groups.map((g) => g.year)).toEqual([2023, 2021, null]);
    expect(groups.map((g) => keys(g.artworks))).toEqual([['15'], ['7', '9'], ['1']]);
  });
});
