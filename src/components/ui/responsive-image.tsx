import type { ImgHTMLAttributes } from 'react';

interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  /** Path without the "-{width}.webp" suffix. */
  base: string;
  widths: readonly number[];
  /** Intrinsic size of the largest version, so that the browser reserves the space. */
  width: number;
  height: number;
  alt: string;
}

/** A WebP image generated at several widths (see scripts/generate-images.mjs). */
export function ResponsiveImage({
  base,
  widths,
  width,
  height,
  alt,
  sizes,
  loading = 'lazy',
  ...rest
}: ResponsiveImageProps) {
  const largest = widths[widths.length - 1];
  return (
    <img
      src={`${base}-${largest}.webp`}
      srcSet={widths.map((w) => `${base}-${w}.webp ${w}w`).join(', ')}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      {...rest}
    />
  );
}
