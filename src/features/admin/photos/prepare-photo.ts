import type { Options } from 'browser-image-compression';
// Served from this site rather than the library's default CDN, which the CSP and offline use forbid.
import compressionLibUrl from 'browser-image-compression/dist/browser-image-compression.js?url&no-inline';
import type { PreparedPhoto } from '@/backend/types';
import { LARGE_IMAGE_MAX_SIDE, thumbnailMaxSide, ZOOM_MAX_SIDE } from '@/domain/image-sizes';
import { isNoEdit, type PhotoEdit } from '@/domain/photo-edit';
import { decodePhoto } from './decode-photo';
import { photoMimeType } from '@/domain/photo-rules';

/*
 * Everything here needs a real browser (decoding, canvas, workers): component tests mock this
 * module, and the browser tests exercise it.
 */

/**
 * The compression library, fetched and started with the first photo prepared: the screens that
 * import this module (the works' grid measures its pictures with it, the forms check photos) open
 * without it. Bundled in, it made this module's chunk 54 kB instead of 2.4 kB, and starting it
 * took about 14 ms of a desktop's main thread (unthrottled) at each opening of such a screen.
 */
const loadImageCompression = () => import('browser-image-compression').then((module) => module.default);

const ZOOM_QUALITY = 0.85;
const LARGE_QUALITY = 0.82;
const THUMBNAIL_QUALITY = 0.8;

/** Whether this browser can decode the photo (it matters for HEIC, which only some browsers read). */
export async function canDecodePhoto(file: Blob): Promise<boolean> {
  try {
    await measure(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Turns the photo upright from its EXIF orientation and makes its three versions: the zoom one
 * (ZOOM_MAX_SIDE on its long side, or the original's size if smaller), the large one and the
 * thumbnail, encoded in WebP (JPEG where the browser cannot encode WebP), and measured.
 */
export async function preparePhoto(file: File, edit?: PhotoEdit | null): Promise<PreparedPhoto> {
  if (edit && !isNoEdit(edit)) return prepareEditedPhoto(file, edit);
  const source = withMimeType(file);
  const common: Options = {
    fileType: encodableType(),
    useWebWorker: true,
    libURL: compressionLibUrl,
    // The library lowers the quality step by step while its output outweighs the original;
    // one step at most, so that a small, well-compressed original does not come out blurred.
    maxIteration: 1,
  };
  const imageCompression = await loadImageCompression();
  // The library only ever shrinks: a smaller original keeps its size.
  const zoom = await imageCompression(source, {
    ...common,
    maxWidthOrHeight: ZOOM_MAX_SIDE,
    initialQuality: ZOOM_QUALITY,
  });
  const zoomSize = await measure(zoom);
  // Each smaller version is made from the one above it, upright and smaller than the original.
  const large = await imageCompression(zoom, {
    ...common,
    maxWidthOrHeight: LARGE_IMAGE_MAX_SIDE,
    initialQuality: LARGE_QUALITY,
  });
  const { width, height } = await measure(large);
  const thumbnail = await imageCompression(large, {
    ...common,
    maxWidthOrHeight: thumbnailMaxSide(width, height),
    initialQuality: THUMBNAIL_QUALITY,
  });
  return { large, thumbnail, zoom, width, height, zoomWidth: zoomSize.width, zoomHeight: zoomSize.height };
}

/**
 * The photo step's edit applied to the original at full resolution (the zoom version's size at
 * most), then the large image and the thumbnail drawn from that corrected picture.
 */
async function prepareEditedPhoto(file: File, edit: PhotoEdit): Promise<PreparedPhoto> {
  const { renderEdit, shrink, encode } = await import('./photo-step/render-edit');
  const bitmap = await decodePhoto(file);
  let zoomCanvas: HTMLCanvasElement;
  try {
    zoomCanvas = await renderEdit(bitmap, edit, ZOOM_MAX_SIDE);
  } finally {
    bitmap.close();
  }
  const type = encodableType();
  const largeCanvas = shrink(zoomCanvas, LARGE_IMAGE_MAX_SIDE);
  const thumbnailCanvas = shrink(largeCanvas, thumbnailMaxSide(largeCanvas.width, largeCanvas.height));
  const [zoom, large, thumbnail] = await Promise.all([
    encode(zoomCanvas, type, ZOOM_QUALITY),
    encode(largeCanvas, type, LARGE_QUALITY),
    encode(thumbnailCanvas, type, THUMBNAIL_QUALITY),
  ]);
  return {
    large,
    thumbnail,
    zoom,
    width: largeCanvas.width,
    height: largeCanvas.height,
    zoomWidth: zoomCanvas.width,
    zoomHeight: zoomCanvas.height,
  };
}

/** The pixel size of the image at `url` (a work's stored image), decoded by the browser. */
export function measureImage(url: string): Promise<{ width: number; height: number }> {
  const image = new Image();
  image.src = url;
  return image.decode().then(() => {
    if (image.naturalWidth === 0 || image.naturalHeight === 0) throw new Error(`${url} has no size`);
    return { width: image.naturalWidth, height: image.naturalHeight };
  });
}

/** Some systems give HEIC files no MIME type; the compression library wants one. */
function withMimeType(file: File): File {
  if (file.type !== '') return file;
  const type = photoMimeType(file);
  return type ? new File([file], file.name, { type, lastModified: file.lastModified }) : file;
}

let webpEncoding: boolean | undefined;

/** Some browsers (Safari) silently encode a canvas asked for WebP as PNG, several times larger: use JPEG there. */
function encodableType(): 'image/webp' | 'image/jpeg' {
  if (webpEncoding === undefined) {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    webpEncoding = canvas.toDataURL('image/webp').startsWith('data:image/webp');
  }
  return webpEncoding ? 'image/webp' : 'image/jpeg';
}

async function measure(blob: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(blob);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      if (size.width > 0 && size.height > 0) return size;
    } catch {
      // Some browsers decode in <img> what createImageBitmap refuses (Safari and HEIC): try that.
    }
  }
  return measureWithImageElement(blob);
}

function measureWithImageElement(blob: Blob): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(blob);
  return measureImage(url).finally(() => URL.revokeObjectURL(url));
}
