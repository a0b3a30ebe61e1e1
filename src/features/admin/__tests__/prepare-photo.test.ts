import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const compression = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: compression }));

import { stubObjectUrls } from '@/test/photos';
import { canDecodePhoto, preparePhoto } from '../photos/prepare-photo';

describe('preparePhoto', () => {
  beforeEach(() => {
    compression.mockReset();
    compression.mockImplementation(
      async (file: File, options: { maxWidthOrHeight: number }) =>
        new File([`${options.maxWidthOrHeight}`], file.name, { type: 'image/webp' }),
    );
    // The compressed files hold the long side asked for; "measuring" reads it back.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (blob: Blob) => {
        const side = Number(await blob.text());
        return side >= 3000
          ? { width: 3000, height: 2000, close: vi.fn() }
          : { width: 2000, height: 1333, close: vi.fn() };
      }),
    );
    // jsdom's canvas cannot encode: pretend it does WebP, as current browsers do.
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/webp;base64,AAAA');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('makes an upright zoom version, a large WebP from it and a thumbnail from that, served from this site, and measures them', async () => {
    const original = new File(['raw'], 'IMG_0001.jpg', { type: 'image/jpeg' });
    const prepared = await preparePhoto(original);

    expect(compression).toHaveBeenCalledTimes(3);
    const [[source, zoom], [fromZoom, large], [fromLarge, thumb]] = compression.mock.calls as [
      [File, Record<string, unknown>],
      [File, Record<string, unknown>],
      [File, Record<string, unknown>],
    ];
    expect(source).toBe(original);
    expect(zoom).toMatchObject({
      maxWidthOrHeight: 3200,
      fileType: 'image/webp',
      initialQuality: 0.85,
      useWebWorker: true,
    });
    expect(zoom.libURL).toEqual(expect.stringContaining('browser-image-compression'));
    expect(zoom.libURL).not.toMatch(/^https?:/);
    expect(fromZoom).toBe(prepared.zoom);
    expect(large).toMatchObject({ maxWidthOrHeight: 2000, fileType: 'image/webp', initialQuality: 0.82 });
    // 2000 × 1333: a landscape thumbnail 800 pixels wide.
    expect(fromLarge).toBe(prepared.large);
    expect(thumb).toMatchObject({ maxWidthOrHeight: 800, fileType: 'image/webp', useWebWorker: true });
    expect(prepared).toMatchObject({ width: 2000, height: 1333, zoomWidth: 3000, zoomHeight: 2000 });
    expect(new Set([prepared.zoom, prepared.large, prepared.thumbnail]).size).toBe(3);
  });

  it('gives a HEIC file without a MIME type the type its extension says', async () => {
    await preparePhoto(new File(['raw'], 'IMG_0002.HEIC', { type: '' }));
    expect((compression.mock.calls[0]![0] as File).type).toBe('image/heic');
  });

  it('tells whether the browser can decode a photo', async () => {
    expect(await canDecodePhoto(new Blob(['x'], { type: 'image/heic' }))).toBe(true);
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new DOMException('cannot decode', 'InvalidStateError'))),
    );
    // Nor can <img> (jsdom has no decode(): give it one that fails, as a browser would).
    const urls = stubObjectUrls();
    const decode = vi.fn(() => Promise.reject(new DOMException('cannot decode', 'EncodingError')));
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
    try {
      expect(await canDecodePhoto(new Blob(['x'], { type: 'image/heic' }))).toBe(false);
      expect(decode).toHaveBeenCalled();
      expect(urls.live.size).toBe(0);
    } finally {
      Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    }
  });
});
