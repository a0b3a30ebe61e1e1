import type { ImgHTMLAttributes } from 'react';
import { generatedImageSrcSet, type GeneratedImage } from '@/domain/image-sizes';

interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt'
> {
  image: GeneratedImage;
  /** Required: "" for a decorative picture. */
  alt: string;
}

/** A picture of the site at several widths; lazy unless told otherwise. */
export function ResponsiveImage({ image, alt, loading = 'lazy', ...rest }: ResponsiveImageProps) {
  return (
    <img
      src={`${image.base}-${image.widths[image.widths.length - 1]}.webp`}
      srcSet={generatedImageSrcSet(image)}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={loading}
      decoding="async"
      {...rest}
    />
  );
}
