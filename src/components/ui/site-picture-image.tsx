import type { ImgHTMLAttributes } from 'react';
import { srcsetOf, thumbnailWidthOf } from '@/domain/image-sizes';
import type { SitePicture } from '@/domain/site-content';

interface SitePictureImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt'
> {
  picture: SitePicture;
  /** Required: "" for a decorative picture. */
  alt: string;
}

/** A picture of the site's content (a book cover, a press clipping) at its two widths; lazy unless told otherwise. */
export function SitePictureImage({ picture, alt, loading = 'lazy', ...rest }: SitePictureImageProps) {
  const srcSet =
    picture.thumbnail === picture.image
      ? undefined
      : srcsetOf([
          [picture.thumbnail, thumbnailWidthOf(picture)],
          [picture.image, picture.width],
        ]);
  return (
    <img
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
