import { describe, expect, it } from 'vitest';
import {
  artworkSrcSet,
  artworkVersions,
  generatedImageSrcSet,
  srcsetOf,
  thumbnailMaxSide,
  THUMBNAIL_WIDTH,
} from '../image-sizes';

describe('image sizes', () => {
  it('asks for a long side that makes the thumbnail 800 pixels wide', () => {
    expect(thumbnailMaxSide(2000, 1500)).toBe(THUMBNAIL_WIDTH);
    expect(thumbnailMaxSide(1500, 2000)).toBe(1067);
    expect(thumbnailMaxSide(600, 600)).toBe(THUMBNAIL_WIDTH);
  });

  it('describes the thumbnail and the large image by their widths', () => {
    expect(artworkSrcSet({ image: '/l.webp', thumbnail: '/t.webp', width: 1600 })).toBe('/t.webp 800w, /l.webp 1600w');
    // A picture narrower than a thumbnail: the thumbnail is that width too.
    expect(artworkSrcSet({ image: '/l.webp', thumbnail: '/t.webp', width: 640 })).toBe('/t.webp 640w, /l.webp 640w');
  });

  it('gives no srcset for records of the earlier site (no thumbnail, no size)', () => {
    expect(artworkSrcSet({ image: '/l.webp' })).toBeUndefined();
    expect(artworkSrcSet({ image: '/l.webp', thumbnail: '/t.webp' })).toBeUndefined();
  });

  it('lists the stored versions with their sizes, smallest first, for the viewer', () => {
    const work = { image: '/l.webp', thumbnail: '/t.webp', width: 1200, height: 1500 };
    expect(artworkVersions({ ...work, zoom: '/z.webp', zoomWidth: 2400, zoomHeight: 3000 })).toEqual([
      { src: '/t.webp', width: 800, height: 1000 },
      { src: '/l.webp', width: 1200, height: 1500 },
      { src: '/z.webp', width: 2400, height: 3000 },
    ]);
    expect(artworkVersions(work)).toHaveLength(2);
    expect(artworkVersions({ image: '/l.webp', width: 1200, height: 1500 })).toEqual([
      { src: '/l.webp', width: 1200, height: 1500 },
    ]);
    expect(artworkVersions({ image: '/l.webp', thumbnail: '/t.webp' })).toEqual([]);
  });

  it('keeps each URL one srcset candidate, whatever commas or spaces it holds', () => {
    const srcset = srcsetOf([
      ['https://h.example/a,b c.webp', 800],
      ['https://h.example/x 9999w, https://evil.example/y.webp', 1600],
    ]);
    expect(srcset).toBe(
      'https://h.example/a%2cb%20c.webp 800w, https://h.example/x%209999w%2c%20https://evil.example/y.webp 1600w',
    );
    // A browser splits a srcset at ", " between candidates: two, each with its own width.
    expect(srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['800w', '1600w']);
  });
});

describe('generatedImageSrcSet', () => {
  it('names each generated width of a site picture once, smallest first', () => {
    expect(
      generatedImageSrcSet({ base: '/images/hero/hero', widths: [768, 1280, 1920], width: 1920, height: 1080 }),
    ).toBe('/images/hero/hero-768.webp 768w, /images/hero/hero-1280.webp 1280w, /images/hero/hero-1920.webp 1920w');
  });
});
