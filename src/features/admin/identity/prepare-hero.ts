import type { PreparedPhoto } from '@/backend/types';
import {
  cropRect,
  LANDSCAPE_ASPECT,
  LANDSCAPE_WIDTHS,
  PORTRAIT_ASPECT,
  PORTRAIT_WIDTHS,
  widthsFor,
  type Focus,
  type Rect,
} from '@/domain/hero-crop';
import type { SiteHero, SitePicture } from '@/domain/site-content';
import { croppedPicture } from './crop-picture';

/*
 * The hero photo's crops, made in the browser (docs/identity.md): the photo is first prepared as
 * every photo is (preparePhoto through the photo picker: turned upright, the photo step's edit
 * applied, resized), then its landscape crop (at the centre) and its portrait crop (where she
 * placed it) are cut from its largest version, each in the widths of LANDSCAPE_WIDTHS and
 * PORTRAIT_WIDTHS that the photo reaches (widthsFor: never enlarged).
 *
 * They travel in one upload: the widest landscape crop as the large version, the widest portrait
 * crop as the thumbnail, the photo uncropped as the zoom version, and the narrower crops as the
 * upload's extra files (landscape ones first, narrowest first), so that the storage rules and the
 * deletion of replaced pictures treat them as any other upload.
 */

/** A photo's hero crops, and what the upload's pictures do not say: each crop's widths. */
export interface PreparedHero extends PreparedPhoto {
  extra: Blob[];
  /** The widths of each crop, narrowest first (the last one is the large version's, the thumbnail's). */
  landscapeWidths: number[];
  portraitWidths: number[];
  /** The widest portrait crop's height. */
  portraitHeight: number;
}

export async function prepareHero(photo: PreparedPhoto, focus: Focus): Promise<PreparedHero> {
  const bitmap = await createImageBitmap(photo.zoom);
  try {
    const source = { width: bitmap.width, height: bitmap.height };
    const landscape = await crops(bitmap, cropRect(source, LANDSCAPE_ASPECT), LANDSCAPE_WIDTHS);
    const portrait = await crops(bitmap, cropRect(source, PORTRAIT_ASPECT, focus), PORTRAIT_WIDTHS);
    const widestLandscape = landscape.at(-1)!;
    const widestPortrait = portrait.at(-1)!;
    return {
      large: widestLandscape.blob,
      thumbnail: widestPortrait.blob,
      zoom: photo.zoom,
      width: widestLandscape.width,
      height: widestLandscape.height,
      zoomWidth: source.width,
      zoomHeight: source.height,
      extra: [...landscape.slice(0, -1), ...portrait.slice(0, -1)].map((crop) => crop.blob),
      landscapeWidths: landscape.map((crop) => crop.width),
      portraitWidths: portrait.map((crop) => crop.width),
      portraitHeight: widestPortrait.height,
    };
  } finally {
    bitmap.close();
  }
}

/** The part `rect` of the photo in each of the `targets` widths it reaches, narrowest first. */
async function crops(bitmap: ImageBitmap, rect: Rect, targets: readonly number[]) {
  const made = [];
  for (const width of widthsFor(rect.width, targets)) made.push(await croppedPicture(bitmap, rect, width));
  return made;
}

/**
 * The hero as stored after an upload: `picture` the upload's three files, `extra` the URLs of its
 * extra files in the order prepareHero gave them, `prepared` the widths it made.
 */
export function heroOf(
  picture: SitePicture,
  extra: readonly string[],
  prepared: Pick<PreparedHero, 'landscapeWidths' | 'portraitWidths' | 'portraitHeight'>,
  focus: Focus,
): SiteHero {
  const { landscapeWidths, portraitWidths } = prepared;
  const narrowerLandscapes = landscapeWidths.length - 1;
  const landscapeUrls = [...extra.slice(0, narrowerLandscapes), picture.image];
  const portraitUrls = [
    ...extra.slice(narrowerLandscapes, narrowerLandscapes + portraitWidths.length - 1),
    picture.thumbnail,
  ];
  const hero: SiteHero = {
    landscape: {
      sources: landscapeWidths.map((width, index) => ({ url: landscapeUrls[index]!, width })),
      width: picture.width,
      height: picture.height,
    },
    portrait: {
      sources: portraitWidths.map((width, index) => ({ url: portraitUrls[index]!, width })),
      width: portraitWidths.at(-1)!,
      height: prepared.portraitHeight,
    },
    focusX: focus.x,
    focusY: focus.y,
  };
  if (picture.zoom && picture.zoomWidth && picture.zoomHeight) {
    hero.original = { url: picture.zoom, width: picture.zoomWidth, height: picture.zoomHeight };
  }
  return hero;
}
