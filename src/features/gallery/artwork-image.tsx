import type { ImgHTMLAttributes } from 'react';
import { PictureOrTitle } from '@/components/ui/picture-or-title';
import imageColors from '@/content/image-colors.json';
import type { Artwork } from '@/domain/artwork';
import { artworkSrcSet } from '@/domain/image-sizes';

const DOMINANT_COLORS: Record<string, string | undefined> = imageColors;

/** The French alternative text of a work: its title and its numéro. */
export function artworkAlt(artwork: Artwork): string {
  return artwork.subtitle ? `${artwork.title}, n° ${artwork.subtitle}` : artwork.title;
}

interface ArtworkImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  artwork: Artwork;
  sizes: string;
}

/**
 * A work's picture: the thumbnail and the large version as a srcset when both exist, and the
 * stored pixel size so that nothing shifts while it loads (legacy records have none). If it fails
 * to load, its title in a box of its size (PictureOrTitle).
 */
export function ArtworkImage({ artwork, sizes, loading = 'lazy', style, ...rest }: ArtworkImageProps) {
  // While it loads, the picture's dominant colour (known for the generated demo images).
  const placeholder = DOMINANT_COLORS[artwork.thumbnail ?? artwork.image];
  const srcSet = artworkSrcSet(artwork);
  return (
    <PictureOrTitle
      src={artwork.image}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={artwork.width}
      height={artwork.height}
      alt={artworkAlt(artwork)}
      loading={loading}
      decoding="async"
      style={placeholder ? { backgroundColor: placeholder, ...style } : style}
      {...rest}
    />
  );
}
