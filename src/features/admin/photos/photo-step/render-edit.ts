import type { PhotoEdit } from '@/domain/photo-edit';
import {
  homographyFromRect,
  isFullQuad,
  scaleQuad,
  straightenedSize,
  turnedSize,
  type Homography,
} from '@/domain/photo-geometry';
import { warpRows } from '@/domain/photo-warp';

/*
 * Applies a photo step's edit to a decoded picture, on canvases. Loaded only with the photo step
 * or when an edited photo is prepared (dynamic imports), never on a public page.
 *
 * The warp is done in JavaScript on the main thread, by slices of rows with the page given back
 * between them, rather than in WebGL or a worker: the output is at most ZOOM_MAX_SIDE on its long
 * side (about 10 million pixels, a second or two), WebGL's texture size limit (often 4096 or 8192)
 * is below a phone photo's 12 to 48 megapixels so it would need tiling, and a worker would need
 * the source's pixels copied to it; the slices keep the page responsive with none of that.
 */

/** Rows warped before the page is given back. */
const ROWS_PER_SLICE = 48;

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function context(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  // willReadFrequently keeps the pixels in memory: getImageData is then no GPU read-back.
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('No 2D canvas');
  return ctx;
}

/** The picture turned by the edit's quarter turns, at its full size. */
export function turnedCanvas(source: CanvasImageSource & { width: number; height: number }, turns: number) {
  const size = turnedSize(source.width, source.height, (turns % 4) as 0 | 1 | 2 | 3);
  const canvas = canvasOf(size.width, size.height);
  const ctx = context(canvas);
  ctx.translate(size.width / 2, size.height / 2);
  ctx.rotate((turns * Math.PI) / 2);
  ctx.drawImage(source, -source.width / 2, -source.height / 2);
  return canvas;
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The edited picture: turned, straightened and cropped, its long side at most `maxSide` (never
 * enlarged). Every pixel comes from `source` as given, so the caller gives the original at full
 * resolution for the stored versions, and a smaller copy for the step's previews.
 */
export async function renderEdit(
  source: CanvasImageSource & { width: number; height: number },
  edit: PhotoEdit,
  maxSide: number,
): Promise<HTMLCanvasElement> {
  const turned = turnedCanvas(source, edit.turns);
  const { crop } = edit;
  if (isFullQuad(edit.corners)) {
    const sw = crop.width * turned.width;
    const sh = crop.height * turned.height;
    const scale = Math.min(1, maxSide / Math.max(sw, sh));
    const out = canvasOf(Math.max(1, Math.round(sw * scale)), Math.max(1, Math.round(sh * scale)));
    const ctx = context(out);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(turned, crop.x * turned.width, crop.y * turned.height, sw, sh, 0, 0, out.width, out.height);
    return out;
  }
  const quad = scaleQuad(edit.corners, turned.width, turned.height);
  // The whole straightened painting, as many pixels as the corners span.
  const full = straightenedSize(quad, edit.aspect, Number.POSITIVE_INFINITY);
  const toPhoto = homographyFromRect(full.width, full.height, quad);
  const cw = crop.width * full.width;
  const ch = crop.height * full.height;
  const scale = Math.min(1, maxSide / Math.max(cw, ch));
  const width = Math.max(1, Math.round(cw * scale));
  const height = Math.max(1, Math.round(ch * scale));
  // Output pixel → straightened pixel (crop offset, scale) → photo pixel.
  const toStraightened: Homography = [
    cw / width,
    0,
    crop.x * full.width,
    0,
    ch / height,
    crop.y * full.height,
    0,
    0,
    1,
  ];
  const toSource = multiply(toPhoto, toStraightened);
  const sourcePixels = context(turned).getImageData(0, 0, turned.width, turned.height);
  const out = canvasOf(width, height);
  const outPixels = new ImageData(width, height);
  for (let row = 0; row < height; row += ROWS_PER_SLICE) {
    warpRows(sourcePixels, outPixels, toSource, row, Math.min(height, row + ROWS_PER_SLICE));
    await yieldToPage();
  }
  context(out).putImageData(outPixels, 0, 0);
  return out;
}

function multiply(a: Homography, b: Homography): Homography {
  const m = (r: number, c: number) => a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!;
  return [m(0, 0), m(0, 1), m(0, 2), m(1, 0), m(1, 1), m(1, 2), m(2, 0), m(2, 1), m(2, 2)];
}

/** A canvas at most `maxSide` on its long side (drawn smaller with the browser's best smoothing). */
export function shrink(canvas: HTMLCanvasElement, maxSide: number): HTMLCanvasElement {
  const scale = Math.min(1, maxSide / Math.max(canvas.width, canvas.height));
  if (scale === 1) return canvas;
  const out = canvasOf(Math.max(1, Math.round(canvas.width * scale)), Math.max(1, Math.round(canvas.height * scale)));
  const ctx = context(out);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(canvas, 0, 0, out.width, out.height);
  return out;
}

export function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`The canvas could not encode ${type}`))),
      type,
      quality,
    ),
  );
}

/**
 * The canvas's pixels at most `maxSide` on the long side (a small copy for looking at the photo,
 * not for drawing), or null where no 2D canvas is to be had.
 */
export function pixelsOf(canvas: HTMLCanvasElement, maxSide: number): ImageData | null {
  const small = shrink(canvas, maxSide);
  const ctx = small.getContext('2d', { willReadFrequently: true });
  return ctx ? ctx.getImageData(0, 0, small.width, small.height) : null;
}
