import { describe, expect, it } from 'vitest';
import { artworkSrcSet, thumbnailMaxSide, THUMBNAIL_WIDTH } from '../image-sizes';

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
});
