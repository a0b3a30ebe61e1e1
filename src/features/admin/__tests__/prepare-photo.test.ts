import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const compression = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: compression }));

import { canDecodePhoto, preparePhoto } from '../prepare-photo';
import { stubObjectUrls } from './admin-test-utils';

describe('preparePhoto', () => {
  beforeEach(() => {
    compression.mockReset();
    compression.mockImplementation(
      async (file: File, options: { maxWidthOrHeight: number }) =>
        new File([`${options.maxWidthOrHeight}`], file.name, { type: 'image/webp' }),
    );
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 2000, height: 1333, close: vi.fn() })),
    );
    // jsdom's canvas cannot encode: pretend it does WebP, as current browsers do.
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/webp;base64,AAAA');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('makes an upright large WebP and a thumbnail from it, served from this site, then measures the large one', async () => {
    const original = new File(['raw'], 'IMG_0001.jpg', { type: 'image/jpeg' });
    const prepared = await preparePhoto(original);

    expect(compression).toHaveBeenCalledTimes(2);
    const [[source, large], [fromLarge, thumb]] = compression.mock.calls as [
      [File, Record<string, unknown>],
      [File, Record<string, unknown>],
    ];
    expect(source).toBe(original);
    expect(large).toMatchObject({
      maxWidthOrHeight: 2000,
      fileType: 'image/webp',
      initialQuality: 0.82,
      useWebWorker: true,
    });
    expect(large.libURL).toEqual(expect.stringContaining('browser-image-compression'));
    expect(large.libURL).not.toMatch(/^https?:/);
    // 2000 × 1333: a landscape thumbnail 800 pixels wide.
    expect(thumb).toMatchObject({ maxWidthOrHeight: 800, fileType: 'image/webp', useWebWorker: true });
    expect(fromLarge).toBe(prepared.large);
    expect(prepared).toMatchObject({ width: 2000, height: 1333 });
    expect(prepared.thumbnail).not.toBe(prepared.large);
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
