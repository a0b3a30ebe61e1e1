import { describe, expect, it } from 'vitest';
import { readSite, toSiteContent } from '../database-reader';

const CLIPPING = {
  image: 'https://firebasestorage.googleapis.com/v0/b/b/o/1700000000000?alt=media&token=t',
  thumbnail: 'https://firebasestorage.googleapis.com/v0/b/b/o/1700000000000-thumb?alt=media&token=t',
  width: 1500,
  height: 2000,
  alt: 'Article sur l’exposition',
};

describe('toSiteContent', () => {
  it('tells a missing node (null: src/content/site-seed.ts decides what to show) from an empty one', () => {
    expect(readSite(null)).toBeNull();
    expect(readSite(undefined)).toBeNull();
    expect(readSite('oops')).toBeNull();
    expect(readSite({})).toEqual(toSiteContent({}));
    expect(toSiteContent(null)).toEqual(toSiteContent({}));
  });

  it('reads lists with holes, dropping them', () => {
    const site = toSiteContent({ exhibitions: ['A', null, 'C'], press: [null, CLIPPING] });
    expect(site.exhibitions).toEqual(['A', 'C']);
    expect(site.press).toEqual([CLIPPING]);
  });

  it('reads lists given as objects with numeric keys, in numeric order', () => {
    const site = toSiteContent({
      exhibitions: { 10: 'K', 2: 'C', 0: 'A', note: 'not an entry' },
      statement: { title: 'T', paragraphs: { 1: 'second', 0: 'premier' } },
    });
    expect(site.exhibitions).toEqual(['A', 'C', 'K']);
    expect(site.statement).toEqual({ title: 'T', paragraphs: ['premier', 'second'] });
  });

  it('takes a missing list inside an existing node as empty (the database stores no empty list)', () => {
    const site = toSiteContent({ statement: { title: 'T' } });
    expect(site.exhibitions).toEqual([]);
    expect(site.press).toEqual([]);
    expect(site.books).toEqual({ videoId: '', items: [] });
    expect(site.statement.paragraphs).toEqual([]);
    expect(site.interventions).toBe('');
  });

  it('drops malformed entries and keeps the well-formed ones', () => {
    const site = toSiteContent({
      exhibitions: ['A', 12, { x: 1 }],
      books: {
        videoId: 'M7lc1UVf-VE',
        items: [{ title: 'Livre', year: '2020', text: 'x' }, { title: 'Sans année' }, 'oops'],
      },
      press: [
        { ...CLIPPING, width: 0 },
        { ...CLIPPING, image: 12 },
        { ...CLIPPING, source: 'Le Courrier', date: '' },
      ],
    });
    expect(site.exhibitions).toEqual(['A']);
    expect(site.books.items).toEqual([{ title: 'Livre', year: 2020, text: 'x' }]);
    expect(site.press).toEqual([{ ...CLIPPING, source: 'Le Courrier' }]);
  });

  it('keeps a zoom version only with its size', () => {
    const zoom = { zoom: 'z', zoomWidth: 2400, zoomHeight: 3200 };
    expect(toSiteContent({ press: [{ ...CLIPPING, ...zoom }] }).press[0]).toEqual({ ...CLIPPING, ...zoom });
    expect(toSiteContent({ press: [{ ...CLIPPING, zoom: 'z', zoomWidth: 2400 }] }).press[0]).toEqual(CLIPPING);
  });
});
