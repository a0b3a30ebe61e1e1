import imageCompression, { type Options } from 'browser-image-compression';
// Served from this site rather than the library's default CDN, which the CSP and offline use forbid.
import compressionLibUrl from 'browser-image-compression/dist/browser-image-compression.js?url&no-inline';
import type { PreparedPhoto } from '@/backend/types';
import { LARGE_IMAGE_MAX_SIDE, thumbnailMaxSide } from '@/domain/image-sizes';
import { photoMimeType } from '@/domain/photo-rules';

/*
 * Everything here needs a real browser (decoding, canvas, workers): component tests mock this
 * module, and the browser tests exercise it.
 */

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
 * Turns the photo upright from its EXIF orientation, resizes it to a large image and a thumbnail,
 * encodes both in WebP (JPEG where the browser cannot encode WebP), and measures the large one.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const source = withMimeType(file);
  const common: Options = {
    fileType: encodableType(),
    useWebWorker: true,
    libURL: compressionLibUrl,
    // The library lowers the quality step by step while its output outweighs the original;
    // one step at most, so that a small, well-compressed original does not come out blurred.
    maxIteration: 1,
  };
  const large = await imageCompression(source, {
    ...common,
    maxWidthOrHeight: LARGE_IMAGE_MAX_SIDE,
    initialQuality: LARGE_QUALITY,
  });
  const { width, height } = await measure(large);
  // The large image is upright and small already: the thumbnail is made from it, not from the original.
  const thumbnail = await imageCompression(large, {
    ...common,
    maxWidthOrHeight: thumbnailMaxSide(width, height),
    initialQuality: THUMBNAIL_QUALITY,
  });
  return { large, thumbnail, width, height };
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
  const image = new Image();
  image.src = url;
  return image
    .decode()
    .then(() => {
      if (image.naturalWidth === 0 || image.naturalHeight === 0) throw new Error('Image without size');
      return { width: image.naturalWidth, height: image.naturalHeight };
    })
    .finally(() => URL.revokeObjectURL(url));
}
