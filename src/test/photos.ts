import { vi } from 'vitest';
import type { PreparedPhoto } from '@/backend/types';

/** A photo as the browser would prepare it (src/features/admin/photos/prepare-photo.ts). */
export const PREPARED: PreparedPhoto = {
  large: new Blob(['large'], { type: 'image/webp' }),
  thumbnail: new Blob(['thumb'], { type: 'image/webp' }),
  zoom: new Blob(['zoom'], { type: 'image/webp' }),
  width: 2000,
  height: 1500,
  zoomWidth: 3200,
  zoomHeight: 2400,
};

/** A file as a file input gives it, of any claimed size. */
export function photoFile(name = 'atelier.jpg', type = 'image/jpeg', size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** jsdom has no object URLs: count them instead, so that revocation can be checked. */
export function stubObjectUrls() {
  const live = new Set<string>();
  let next = 0;
  const create = vi.fn((_blob: Blob) => {
    const url = `blob:test/${++next}`;
    live.add(url);
    return url;
  });
  const revoke = vi.fn((url: string) => {
    live.delete(url);
  });
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true, writable: true });
  return { live, create, revoke };
}
