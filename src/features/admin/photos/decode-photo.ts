/**
 * The photo decoded upright (EXIF orientation applied) with its colours converted to sRGB: the
 * default `colorSpaceConversion` converts an embedded profile (Display P3, Adobe RGB) to the
 * canvas's sRGB, which is what every canvas here encodes (docs/photo-step.md).
 */
export async function decodePhoto(file: Blob): Promise<ImageBitmap> {
  return createImageBitmap(file, { imageOrientation: 'from-image', colorSpaceConversion: 'default' });
}
