/**
 * Which photos the admin forms accept, before any decoding: the type (from the MIME type, or
 * from the extension when the browser gives none, as some do for HEIC) and the size.
 * Whether the browser can actually decode a HEIC photo is checked afterwards, in the browser.
 */

export const STANDARD_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const HEIC_PHOTO_TYPES = ['image/heic', 'image/heif'] as const;

export type PhotoMimeType = (typeof STANDARD_PHOTO_TYPES)[number] | (typeof HEIC_PHOTO_TYPES)[number];

/** The `accept` attribute of the photo inputs. */
export const PHOTO_ACCEPT = [...STANDARD_PHOTO_TYPES, ...HEIC_PHOTO_TYPES].join(',');

export const MAX_PHOTO_MEGABYTES = 20;
export const MAX_PHOTO_BYTES = MAX_PHOTO_MEGABYTES * 1024 * 1024;

export const PHOTO_MESSAGES = {
  notAnImage: "Ce fichier n'est pas une image JPEG, PNG ou WebP.",
  tooLarge: `La photo dépasse ${MAX_PHOTO_MEGABYTES} Mo.`,
  heicUnreadable: 'Cette photo HEIC ne peut pas être lue par ce navigateur : exportez-la en JPEG.',
  /** A photo that nothing could decode, named, with what to do. */
  unreadable: (name: string) =>
    `La photo « ${name} » ne peut pas être lue : elle est peut-être abîmée ou dans un format inconnu. Exportez-la en JPEG depuis votre téléphone ou votre ordinateur, puis choisissez-la à nouveau.`,
  unprocessable: "La photo n'a pas pu être préparée : choisissez-en une autre ou exportez-la en JPEG.",
} as const;

/** Aliases some systems use, and the extensions that stand in for a missing MIME type. */
const MIME_ALIASES: Record<string, PhotoMimeType> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/heic': 'image/heic',
  'image/heic-sequence': 'image/heic',
  'image/heif': 'image/heif',
  'image/heif-sequence': 'image/heif',
};

const EXTENSIONS: Record<string, PhotoMimeType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

export interface PhotoFileInfo {
  name: string;
  type: string;
  size: number;
}

/** The photo's MIME type, or null when it is not one the forms accept. */
export function photoMimeType(file: Pick<PhotoFileInfo, 'name' | 'type'>): PhotoMimeType | null {
  const declared = file.type.trim().toLowerCase();
  if (declared !== '') return MIME_ALIASES[declared] ?? null;
  const extension = /\.([^.]+)$/.exec(file.name.trim().toLowerCase())?.[1];
  return extension ? (EXTENSIONS[extension] ?? null) : null;
}

export function isHeicType(type: PhotoMimeType): boolean {
  return (HEIC_PHOTO_TYPES as readonly string[]).includes(type);
}

export type PhotoCheck = { ok: true; type: PhotoMimeType; needsDecodeCheck: boolean } | { ok: false; message: string };

/** Checks the type and the size; a HEIC photo must then be decoded to know whether it can be used. */
export function checkPhoto(file: PhotoFileInfo): PhotoCheck {
  const type = photoMimeType(file);
  if (type === null || file.size <= 0) return { ok: false, message: PHOTO_MESSAGES.notAnImage };
  if (file.size > MAX_PHOTO_BYTES) return { ok: false, message: PHOTO_MESSAGES.tooLarge };
  return { ok: true, type, needsDecodeCheck: isHeicType(type) };
}
