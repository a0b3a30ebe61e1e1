import type { Artwork } from './artwork';

/**
 * The sizes a work's picture is stored in: the large image (at most 2000 pixels on its long
 * side), a thumbnail 800 pixels wide, enough for a phone's full-width grid and a desktop's
 * quarter-width one at twice the pixel density, and a zoom version for looking closer.
 */
export const LARGE_IMAGE_MAX_SIDE = 2000;
export const THUMBNAIL_WIDTH = 800;
/** The zoom version's long side at most: enough to look at the brushwork on a large screen. */
export const ZOOM_MAX_SIDE = 3200;

/** The long side to ask a resizer for, so that the thumbnail comes out THUMBNAIL_WIDTH wide. */
export function thumbnailMaxSide(width: number, height: number): number {
  return Math.round(THUMBNAIL_WIDTH * Math.max(1, height / width));
}

/**
 * A srcset of `[url, width]` candidates. A srcset separates candidates by commas and a URL from
 * its width by spaces, so both are percent-encoded in the URLs: each stays one candidate.
 */
export function srcsetOf(candidates: readonly (readonly [url: string, width: number])[]): string {
  const encode = (url: string) => url.replace(/[\s,]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return candidates.map(([url, width]) => `${encode(url)} ${width}w`).join(', ');
}

/**
 * A picture of the site (not a work) committed at several widths as `{base}-{width}.webp`
 * (docs/images.md); width and height are the largest version's, so that the browser
 * reserves its box.
 */
export interface GeneratedImage {
  base: string;
  widths: readonly number[];
  width: number;
  height: number;
}

export function generatedImageSrcSet({ base, widths }: GeneratedImage): string {
  return srcsetOf(widths.map((width) => [`${base}-${width}.webp`, width]));
}

/** A stored thumbnail's pixel width: its own when recorded, else min(THUMBNAIL_WIDTH, width) as uploads make it. */
export function thumbnailWidthOf(picture: { thumbnailWidth?: number; width: number }): number {
  return picture.thumbnailWidth ?? Math.min(THUMBNAIL_WIDTH, picture.width);
}

/** The `srcset` of a work (thumbnail and large image), or undefined when its size is unknown. */
export function artworkSrcSet(artwork: Pick<Artwork, 'image' | 'thumbnail' | 'width'>): string | undefined {
  if (!artwork.thumbnail || !artwork.width) return undefined;
  const thumbnailWidth = Math.min(THUMBNAIL_WIDTH, artwork.width);
  return srcsetOf([
    [artwork.thumbnail, thumbnailWidth],
    [artwork.image, artwork.width],
  ]);
}

/** One stored version of a work's picture and its pixel size. */
export interface ImageVersion {
  src: string;
  width: number;
  height: number;
}

/**
 * Every stored version of a work's picture (or of a picture stored like one) with its pixel
 * size, smallest first (thumbnail, large, zoom), or none when the size is unknown. The
 * thumbnail is THUMBNAIL_WIDTH wide at most unless `thumbnailWidth` says otherwise.
 */
export function artworkVersions(
  artwork: Pick<Artwork, 'image' | 'thumbnail' | 'width' | 'height' | 'zoom' | 'zoomWidth' | 'zoomHeight'>,
  thumbnailWidth = Math.min(THUMBNAIL_WIDTH, artwork.width ?? THUMBNAIL_WIDTH),
): ImageVersion[] {
  const { width, height } = artwork;
  if (!width || !height) return [];
  const versions: ImageVersion[] = [];
  if (artwork.thumbnail && artwork.thumbnail !== artwork.image) {
    versions.push({
      src: artwork.thumbnail,
      width: thumbnailWidth,
      height: Math.round((height * thumbnailWidth) / width),
    });
  }
  versions.push({ src: artwork.image, width, height });
  if (artwork.zoom && artwork.zoomWidth && artwork.zoomHeight) {
    versions.push({ src: artwork.zoom, width: artwork.zoomWidth, height: artwork.zoomHeight });
  }
  return versions;
}
