import type { ImgHTMLAttributes } from 'react';
import { srcsetOf, thumbnailWidthOf } from '@/domain/image-sizes';
import type { SitePicture } from '@/domain/site-content';
import { PictureOrTitle } from './picture-or-title';

interface SitePictureImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt'
> {
  picture: SitePicture;
  /** Required: "" for a decorative picture. */
  alt: string;
  /** What a decorative picture's box says if it fails to load (see PictureOrTitle). */
  title?: string;
}

/**
 * A picture of the site's content (a book cover, a press clipping) at its two widths; lazy unless
 * told otherwise; its alternative text in a box of its size if it fails to load.
 */
export function SitePictureImage({ picture, alt, loading = 'lazy', ...rest }: SitePictureImageProps) {
  const srcSet =
    picture.thumbnail === picture.image
      ? undefined
      : srcsetOf([
          [picture.thumbnail, thumbnailWidthOf(picture)],
          [picture.image, picture.width],
        ]);
  return (
    <PictureOrTitle
      src={picture.image}
      srcSet={srcSet}
      width={picture.width}
      height={picture.height}
      alt={alt}
      loading={loading}
      decoding="async"
      {...rest}
    />
  );
}
