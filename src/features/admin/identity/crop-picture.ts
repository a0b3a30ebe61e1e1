/*
 * A part of a prepared photo cut out and resized in the browser (canvas), for the hero's crops
 * (prepare-hero.ts) and the home cards' pictures (prepare-card.ts). The photo itself is prepared
 * first as every photo is (preparePhoto: turned upright, the photo step's edit applied, resized);
 * this only cuts from its largest version. Needs a real browser: the browser tests exercise it.
 */

const CROP_QUALITY = 0.82;

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part `rect` of the picture, at most `maxWidth` wide (never enlarged), encoded. */
export async function croppedPicture(
  bitmap: ImageBitmap,
  rect: CropRect,
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
