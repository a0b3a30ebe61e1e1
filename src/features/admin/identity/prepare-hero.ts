import type { PreparedPhoto } from '@/backend/types';
import {
  CENTRE,
  cropRect,
  LANDSCAPE_ASPECT,
  LANDSCAPE_WIDTHS,
  PORTRAIT_ASPECT,
  PORTRAIT_WIDTHS,
  type Focus,
} from '@/domain/hero-crop';
import { preparePhoto } from '../photos/prepare-photo';

/*
 * The hero photo's crops, made in the browser (docs/identity.md): the photo is first prepared as
 * every photo is (preparePhoto: turned upright, resized, encoded), then its landscape crop (at the
 * centre) and its portrait crop (where she placed it) are cut from its largest version. Needs a
 * real browser (canvas); the browser tests exercise it.
 *
 * They travel in the write path's three files of an upload: the landscape crop as the large
 * version, the portrait crop as the thumbnail, the photo uncropped as the zoom version, so that the
 * storage rules and the deletion of replaced pictures treat them as any other upload.
 */

const CROP_QUALITY = 0.82;

/** A photo's hero crops, and the portrait crop's size (the thumbnail slot carries no size of its own). */
export interface PreparedHero extends PreparedPhoto {
  portraitWidth: number;
  portraitHeight: number;
}

export async function prepareHero(file: File, focus: Focus = CENTRE): Promise<PreparedHero> {
  const photo = await preparePhoto(file);
  const bitmap = await createImageBitmap(photo.zoom);
  try {
    const source = { width: bitmap.width, height: bitmap.height };
    const landscape = await cropped(bitmap, cropRect(source, LANDSCAPE_ASPECT), LANDSCAPE_WIDTHS.at(-1)!);
    const portrait = await cropped(bitmap, cropRect(source, PORTRAIT_ASPECT, focus), PORTRAIT_WIDTHS.at(-1)!);
    return {
      large: landscape.blob,
      thumbnail: portrait.blob,
      zoom: photo.zoom,
      width: landscape.width,
      height: landscape.height,
      zoomWidth: source.width,
      zoomHeight: source.height,
      portraitWidth: portrait.width,
      portraitHeight: portrait.height,
    };
  } finally {
    bitmap.close();
  }
}

/** The part `rect` of the picture, at most `maxWidth` wide (never enlarged), encoded. */
async function cropped(
  bitmap: ImageBitmap,
  rect: { x: number; y: number; width: number; height: number },
  maxWidth: number,
): Promise<{ blob: Blob; width: number; height: number }> {
  const width = Math.min(rect.width, maxWidth);
  const height = Math.round((rect.height * width) / rect.width);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, rect.x, rect.y, rect.width, rect.height, 0, 0, width, height);
  const blob = await encode(canvas, 'image/webp');
  // Some browsers (Safari) encode a canvas asked for WebP as PNG: JPEG there, as preparePhoto does.
  const usable = blob.type === 'image/webp' ? blob : await encode(canvas, 'image/jpeg');
  return { blob: usable, width, height };
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`The canvas gave no ${type}`))),
      type,
      CROP_QUALITY,
    ),
  );
}
