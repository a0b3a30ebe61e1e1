import { describe, expect, it } from 'vitest';
import { artworkSrcSet, artworkVersions, thumbnailMaxSide, THUMBNAIL_WIDTH } from '../image-sizes';

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
});
