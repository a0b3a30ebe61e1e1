import { describe, expect, it } from 'vitest';
import { galleryOf } from '@/domain/galleries';
import { makeArtwork } from '@/test/artwork-factory';
import { displayOrder, displaySequence } from '../display-order';

describe('displaySequence', () => {
  it('follows the gallery’s sort order', () => {
    const works = ['Brume 3', 'Falaise 27', 'Verger 15'].map((title, i) => makeArtwork({ key: String(i), title }));
    expect(displaySequence(galleryOf('Aquarelles'), works).map((a) => a.title)).toEqual([
      'Falaise 27',
      'Verger 15',
      'Brume 3',
    ]);
  });

  it('runs through the canvas years newest first, by numéro within a year, undated works last', () => {
    const works = [
      makeArtwork({ key: '1', type: 'Peinture sur Toile', subtitle: '1', years: 2020 }),
      makeArtwork({ key: '9', type: 'Peinture sur Toile', subtitle: '9', years: 2020 }),
      makeArtwork({ key: '4', type: 'Peinture sur Toile', subtitle: '4' }),
      makeArtwork({ key: '2', type: 'Peinture sur Toile', subtitle: '2', years: 2023 }),
    ];
    const gallery = galleryOf('Peinture sur Toile');
    expect(displaySequence(gallery, works).map((a) => a.key)).toEqual(['2', '9', '1', '4']);
    expect(displayOrder(gallery, works).groups?.map((g) => g.year)).toEqual([2023, 2020, null]);
  });
});
