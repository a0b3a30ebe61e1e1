/*
 * HEIC/HEIF photos (iPhones) in browsers that cannot decode them (Chrome, Firefox on most
 * systems): decoded in the page by heic-to (libheif compiled to JavaScript), loaded only when such
 * a photo is chosen. Its "csp" build is plain asm.js with no eval and no WebAssembly, so the
 * site's Content-Security-Policy (firebase.json) needs no 'unsafe-eval' nor 'wasm-unsafe-eval'
 * for it; it runs in a blob: worker, which worker-src already allows (docs/photo-step.md).
 */

/** Quality of the JPEG that stands in for the HEIC original: high, as it is encoded again later. */
const STAND_IN_QUALITY = 0.95;

/**
 * The HEIC photo as a JPEG File that every later step can read (named like the original with
 * ".jpg"), or null when the file cannot be decoded at all.
 */
export async function heicAsJpeg(file: File): Promise<File | null> {
  const { heicTo } = await import('heic-to/csp');
  try {
    const jpeg = await heicTo({ blob: file, type: 'image/jpeg', quality: STAND_IN_QUALITY });
    const name = file.name.replace(/\.(heic|heif)$/i, '') + '.jpg';
    return new File([jpeg], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch (error) {
    console.error(`HEIC decoding failed for ${file.name}`, error);
    return null;
  }
}
