import { describe, expect, it } from 'vitest';
import { checkPhoto, MAX_PHOTO_BYTES, PHOTO_ACCEPT, PHOTO_MESSAGES, photoMimeType } from '@/domain/photo-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('photo rules', () => {
  it('accepts exactly JPEG, PNG, WebP and HEIC/HEIF', () => {
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/heic,image/heif');
  });

  it.each([
    [file('a.jpg', 'image/jpeg'), 'image/jpeg'],
    [file('a.jpg', 'image/jpg'), 'image/jpeg'],
    [file('a.PNG', 'image/png'), 'image/png'],
    [file('a.webp', 'IMAGE/WEBP'), 'image/webp'],
    [file('a.heic', 'image/heic'), 'image/heic'],
    [file('a.heif', 'image/heif-sequence'), 'image/heif'],
    [file('IMG_1.HEIC', ''), 'image/heic'],
    [file('scan.jpeg', ''), 'image/jpeg'],
    [file('a.svg', 'image/svg+xml'), null],
    [file('a.gif', 'image/gif'), null],
    [file('a.pdf', 'application/pdf'), null],
    [file('a.jpg', 'application/octet-stream'), null],
    [file('sans-extension', ''), null],
  ])('%o is %s', (info, expected) => {
    expect(photoMimeType(info)).toBe(expected);
  });

  it('checks the type, then the 20 MB limit, and asks to decode HEIC', () => {
    expect(checkPhoto(file('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES))).toEqual({
      ok: true,
      type: 'image/jpeg',
      needsDecodeCheck: false,
    });
    expect(checkPhoto(file('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1))).toEqual({
      ok: false,
      message: 'La photo dépasse 20 Mo.',
    });
    expect(checkPhoto(file('a.heic', 'image/heic'))).toEqual({ ok: true, type: 'image/heic', needsDecodeCheck: true });
    expect(checkPhoto(file('a.svg', 'image/svg+xml'))).toEqual({ ok: false, message: PHOTO_MESSAGES.notAnImage });
    expect(checkPhoto(file('vide.jpg', 'image/jpeg', 0))).toEqual({ ok: false, message: PHOTO_MESSAGES.notAnImage });
    expect(MAX_PHOTO_BYTES).toBe(20 * 1024 * 1024);
  });

  it('says it in French', () => {
    expect(PHOTO_MESSAGES.notAnImage).toBe("Ce fichier n'est pas une image JPEG, PNG ou WebP.");
    expect(PHOTO_MESSAGES.heicUnreadable).toBe(
      'Cette photo HEIC ne peut pas être lue par ce navigateur : exportez-la en JPEG.',
    );
  });
});
