import { describe, expect, it } from 'vitest';
import legacy from '@/test/fixtures/legacy-export.json';
import { ARTWORK_TYPES, recordOf } from '../artwork';
import { toArtwork } from '../database-reader';

describe('toArtwork', () => {
  it('reads every record of the earlier site, legacy keys included', () => {
    for (const [type, records] of Object.entries(legacy.articles)) {
      for (const [key, value] of Object.entries(records)) {
        const artwork = toArtwork(key, value);
        expect(artwork, `${type}/${key}`).not.toBeNull();
        expect(artwork?.key).toBe(key);
        expect(artwork?.type).toBe(type);
      }
    }
  });

  it('normalises empty or missing dimensions to null and keeps real ones', () => {
    expect(toArtwork('1', { type: 'Aquarelles', image: 'x', dimensions: '' })?.dimensions).toBeNull();
    expect(toArtwork('1', { type: 'Aquarelles', image: 'x', dimensions: null })?.dimensions).toBeNull();
    expect(toArtwork('1', { type: 'Aquarelles', image: 'x' })?.dimensions).toBeNull();
    expect(toArtwork('1', { type: 'Aquarelles', image: 'x', dimensions: '30 x 40 cm' })?.dimensions).toBe('30 x 40 cm');
  });

  it('keeps a year, a positive size and a thumbnail, and drops nonsense', () => {
    const ok = toArtwork('7', {
      type: 'Peinture sur Toile',
      image: 'x',
      years: 2021,
      width: 800,
      height: 600,
      thumbnail: 't',
    });
    expect(ok).toMatchObject({ years: 2021, width: 800, height: 600, thumbnail: 't' });
    const bad = toArtwork('7', { type: 'Peinture sur Toile', image: 'x', years: 'abc', width: -1, height: 600 });
    expect(bad?.years).toBeUndefined();
    expect(bad?.width).toBeUndefined();
  });

  it('keeps a zoom version only with its complete pixel size', () => {
    const base = { type: 'Aquarelles', image: 'x', width: 2000, height: 1500 };
    expect(toArtwork('1', { ...base, zoom: 'z', zoomWidth: 3200, zoomHeight: 2400 })).toMatchObject({
      zoom: 'z',
      zoomWidth: 3200,
      zoomHeight: 2400,
    });
    const partial = toArtwork('1', { ...base, zoom: 'z', zoomWidth: 3200 });
    expect(partial?.zoom).toBeUndefined();
    expect(partial?.zoomWidth).toBeUndefined();
    expect(toArtwork('1', { ...base, zoom: '', zoomWidth: 3200, zoomHeight: 2400 })?.zoom).toBeUndefined();
  });

  it('refuses what is not an artwork', () => {
    expect(toArtwork('1', null)).toBeNull();
    expect(toArtwork('1', 'text')).toBeNull();
    expect(toArtwork('1', { type: 'Sculpture', image: 'x' })).toBeNull();
    expect(toArtwork('1', { type: 'Aquarelles' })).toBeNull();
  });

  it('knows the six types, spelled as the database spells them', () => {
    expect(ARTWORK_TYPES).toEqual([
      'Aquarelles',
      'Peinture sur Toile',
      'Pâte à papier',
      'Peintures sur papier',
      'Photos en vrac',
      'ateliers',
    ]);
  });
});

describe('recordOf', () => {
  const fields = { type: 'Aquarelles', title: ' Brume 3 ', subtitle: ' 3 ', description: '', dimensions: ' ' } as const;

  it('writes the zoom version with its size, and nothing of it when incomplete', () => {
    const images = { image: 'i', thumbnail: 't', width: 2000, height: 1500 };
    expect(recordOf(fields, { ...images, zoom: 'z', zoomWidth: 3200, zoomHeight: 2400 })).toEqual({
      title: 'Brume 3',
      subtitle: '3',
      type: 'Aquarelles',
      description: '',
      dimensions: null,
      image: 'i',
      thumbnail: 't',
      width: 2000,
      height: 1500,
      zoom: 'z',
      zoomWidth: 3200,
      zoomHeight: 2400,
    });
    expect(recordOf(fields, { ...images, zoom: 'z' })).not.toHaveProperty('zoom');
  });
});
