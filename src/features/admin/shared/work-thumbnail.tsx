import { PictureOrTitle } from '@/components/ui/picture-or-title';
import { CANVAS_TYPE, type Artwork } from '@/domain/artwork';
import { displayTitle } from '@/domain/title';

const TITLE_CLASSES = {
  // One line in the catalogue's dense grid: the delete button's name gives the whole title.
  truncate: 'mt-1 block truncate text-sm font-medium text-ink',
  // Whole in the works picker, where she tells the works apart to choose them.
  wrap: 'mt-1 block text-sm font-medium break-words text-ink',
} as const;

interface WorkThumbnailProps {
  artwork: Artwork;
  /** How a title longer than the card shows. */
  title: keyof typeof TITLE_CLASSES;
  /** Whether a canvas's year follows its numéro. */
  withYear?: boolean;
}

/**
 * A work as the studio's grids show it (the catalogue's cards, the selection's works picker): its
 * thumbnail, square and whole, its title in a box if the picture fails to load (PictureOrTitle),
 * then its title and numéro. Meant inside a link or a button, which the title and numéro name:
 * the picture's alt is empty, so that the title is not said twice.
 */
export function WorkThumbnail({ artwork, title, withYear = false }: WorkThumbnailProps) {
  const name = displayTitle(artwork.title);
  return (
    <>
      <PictureOrTitle
        src={artwork.thumbnail ?? artwork.image}
        alt=""
        title={name}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full rounded bg-paper object-contain"
      />
      <span className={TITLE_CLASSES[title]}>{name}</span>{' '}
      <span className="block text-sm text-ink/80">
        n° {artwork.subtitle}
        {withYear && artwork.type === CANVAS_TYPE && artwork.years !== undefined && ` · ${artwork.years}`}
      </span>
    </>
  );
}
