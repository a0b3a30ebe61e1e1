import { applyHomography, type Homography } from './photo-geometry';

/** RGBA pixels, row by row, as a canvas's ImageData holds them. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * Fills rows `fromRow` to `toRow` (excluded) of `out` by inverse mapping: each output pixel's
 * centre goes through `toSource` (output pixel → source pixel) and takes the bilinear blend of
 * the four source pixels around where it lands (edges clamped). Done by rows so that a caller can
 * give the page back between slices.
 */
export function warpRows(source: Pixels, out: Pixels, toSource: Homography, fromRow: number, toRow: number): void {
  const { data: src, width: sw, height: sh } = source;
  const { data: dst, width: ow } = out;
  const maxX = sw - 1;
  const maxY = sh - 1;
  for (let y = fromRow; y < toRow; y++) {
    let o = y * ow * 4;
    for (let x = 0; x < ow; x++, o += 4) {
      const p = applyHomography(toSource, { x: x + 0.5, y: y + 0.5 });
      // Pixel centres are at +0.5.
      const fx = Math.min(maxX, Math.max(0, p.x - 0.5));
      const fy = Math.min(maxY, Math.max(0, p.y - 0.5));
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const x1 = Math.min(maxX, x0 + 1);
      const y1 = Math.min(maxY, y0 + 1);
      const ax = fx - x0;
      const ay = fy - y0;
      const i00 = (y0 * sw + x0) * 4;
      const i10 = (y0 * sw + x1) * 4;
      const i01 = (y1 * sw + x0) * 4;
      const i11 = (y1 * sw + x1) * 4;
      for (let c = 0; c < 4; c++) {
        const top = src[i00 + c]! + (src[i10 + c]! - src[i00 + c]!) * ax;
        const bottom = src[i01 + c]! + (src[i11 + c]! - src[i01 + c]!) * ax;
        dst[o + c] = top + (bottom - top) * ay;
      }
    }
  }
}
