import { describe, expect, it } from 'vitest';
import legacy from '@/test/fixtures/legacy-export.json';
import { ARTWORK_TYPES, recordOf, type ArtworkFields } from '../artwork';
import { validateArtworkForm } from '../artwork-form';
import {
  normalNumero,
  numeroOf,
  readArticles,
  recordsUnder,
  sizeOf,
  toArtwork,
  toTrashedArtwork,
  zoomOf,
} from '../database-reader';

describe('reading the earlier site’s records (src/test/fixtures/legacy-export.json)', () => {
  const works = readArticles(legacy.articles, ARTWORK_TYPES);

  it('reads every record, under the key it has', () => {
    const expected = Object.entries(legacy.articles).flatMap(([type, records]) =>
      Object.keys(records).map((key) => `${type}/${key}`),
    );
    const read = ARTWORK_TYPES.flatMap((type) => works[type].map((work) => `${type}/${work.key}`));
    expect(read.sort()).toEqual(expected.sort());
  });

  it('reads "", null and missing dimensions as none, and a work stored twice as two', () => {
    const pate = works['Pâte à papier'];
    expect(pate.map((work) => work.key).sort()).toEqual(['5', 'undefined11', 'undefined5']);
    expect(pate.find((work) => work.key === 'undefined11')?.dimensions).toBeNull();
    expect(works['Aquarelles'].find((work) => work.key === 'undefined3')?.dimensions).toBeNull();
    expect(works['Aquarelles'].find((work) => work.key === 'undefined27')?.dimensions).toBeNull();
  });

  it('leaves out the size, thumbnail and zoom the earlier site never wrote', () => {
    for (const work of ARTWORK_TYPES.flatMap((type) => works[type])) {
      expect(work).not.toHaveProperty('width');
      expect(work).not.toHaveProperty('zoom');
      expect(work).not.toHaveProperty('thumbnail');
    }
  });

  it('reads a numéro or a title stored as a number, and a year stored as text', () => {
    const work = toArtwork('undefined12', { type: 'Aquarelles', image: 'x', title: 12, subtitle: 12, years: '2021' });
    expect(work).toMatchObject({ title: '12', subtitle: '12', years: 2021 });
  });

  it('reads the type from the path, whatever the record says (a misfiled record)', () => {
    expect(toArtwork('3', { type: 'Aquarelles', image: 'x' }, 'ateliers')?.type).toBe('ateliers');
  });

  it('drops one malformed field, not the work', () => {
    const work = toArtwork('1', { type: 'Aquarelles', image: 'x', title: { x: 1 }, width: '800', created: 1.5 });
    expect(work).toEqual({
      key: '1',
      type: 'Aquarelles',
      title: '',
      subtitle: '',
      description: '',
      image: 'x',
      dimensions: null,
    });
  });

  it('reads a trashed work only with its deletion time', () => {
    const record = { type: 'Aquarelles', image: 'x', subtitle: '4' };
    expect(toTrashedArtwork('4', { ...record, deletedAt: 1700000000000 }, 'Aquarelles')?.deletedAt).toBe(1700000000000);
    expect(toTrashedArtwork('4', record, 'Aquarelles')).toBeNull();
  });
});

describe('each normalisation, made in one place', () => {
  it('a size only when both sides are known', () => {
    expect(sizeOf({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(sizeOf({ width: 800 })).toBeUndefined();
    expect(sizeOf({ width: 0, height: 600 })).toBeUndefined();
  });

  it('a zoom version only with its URL and both sides', () => {
    expect(zoomOf({ zoom: 'z', zoomWidth: 3200, zoomHeight: 2400 })).toEqual({
      zoom: 'z',
      zoomWidth: 3200,
      zoomHeight: 2400,
    });
    expect(zoomOf({ zoom: 'z', zoomWidth: 3200 })).toBeUndefined();
    expect(zoomOf({ zoom: '', zoomWidth: 3200, zoomHeight: 2400 })).toBeUndefined();
  });

  it('the reader and the record writer keep the same parts of a picture', () => {
    const images = { image: 'x', width: 800, zoom: 'z', zoomWidth: 3200 };
    const fields: ArtworkFields = { type: 'Aquarelles', title: 'T 1', subtitle: '1', description: '' };
    const record = recordOf(fields, images);
    expect(record).not.toHaveProperty('width');
    expect(record).not.toHaveProperty('zoom');
    expect(toArtwork('1', { ...images, type: 'Aquarelles' })).not.toHaveProperty('width');
    expect(toArtwork('1', { ...images, type: 'Aquarelles' })).not.toHaveProperty('zoom');
  });

  it('a numéro trimmed, the same way in the form, the record and a stored record', () => {
    expect(normalNumero('  12 ')).toBe('12');
    expect(normalNumero(12)).toBe('12');
    expect(numeroOf({ subtitle: ' 12 ' })).toBe('12');
    expect(numeroOf({ subtitle: 12 })).toBe('12');
    expect(numeroOf({ title: 'no numéro' })).toBeNull();
    expect(numeroOf(null)).toBeNull();
    const fields: ArtworkFields = { type: 'Aquarelles', title: 'T', subtitle: ' 12 ', description: '' };
    expect(recordOf(fields, { image: 'x' }).subtitle).toBe('12');
    const values = {
      type: 'Aquarelles' as const,
      years: '',
      title: 'T',
      subtitle: '   ',
      dimensions: '',
      description: '',
    };
    expect(validateArtworkForm(values, true).subtitle).toBeDefined();
    expect(validateArtworkForm({ ...values, subtitle: ' 12 ' }, true).subtitle).toBeUndefined();
  });

  it('the records two levels below a root, whatever lies there', () => {
    const root = { Aquarelles: { 1: { subtitle: '1' }, 2: 'not a record' }, ateliers: null };
    expect(recordsUnder(root)).toEqual([{ subtitle: '1' }, {}]);
    expect(recordsUnder(null)).toEqual([]);
  });
});
