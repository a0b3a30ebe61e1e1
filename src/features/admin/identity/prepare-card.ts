import type { PreparedPhoto } from '@/backend/types';
import { cropRect } from '@/domain/hero-crop';
import { croppedPicture } from './crop-picture';

/*
 * A home card's picture from a photo she chose (docs/identity.md): the photo prepared as every
 * photo is (the photo step's edit applied), then its centre cut to the cards' 4:3 shape in the
 * two widths the home page's cards ask for (src/features/home/link-card.tsx: 400w and 800w, as
 * the site's own public/images/cards/{key}-400.webp and -800.webp).
 *
 * They travel as the write path's three files of one upload: the 800 px picture as the large
 * version, the 400 px one as the thumbnail, the photo uncropped as the zoom version (the card's
 * `original`), so that the storage rules and the deletion of replaced pictures treat them as any
 * other upload.
 */

/** The cards' shape, width / height (the home page's aspect-[4/3] box). */
export const CARD_ASPECT = 4 / 3;
export const CARD_IMAGE_WIDTH = 800;
export const CARD_THUMBNAIL_WIDTH = 400;

export async function prepareCard(photo: PreparedPhoto): Promise<PreparedPhoto> {
  const bitmap = await createImageBitmap(photo.zoom);
  try {
    const rect = cropRect({ width: bitmap.width, height: bitmap.height }, CARD_ASPECT);
    const image = await croppedPicture(bitmap, rect, CARD_IMAGE_WIDTH);
    const thumbnail = await croppedPicture(bitmap, rect, CARD_THUMBNAIL_WIDTH);
    return {
      large: image.blob,
      thumbnail: thumbnail.blob,
      zoom: photo.zoom,
      width: image.width,
      height: image.height,
      zoomWidth: bitmap.width,
      zoomHeight: bitmap.height,
    };
  } finally {
    bitmap.close();
  }
}
