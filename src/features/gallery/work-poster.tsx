import type { Artwork } from '@/domain/artwork';
import { artworkSrcSet } from '@/domain/image-sizes';

/** The width the poster's picture takes, for `sizes` and the work page's preload of it. */
export const WORK_POSTER_SIZES = '100vw';

/**
 * A work's page before the viewer is there: the work alone, whole, on the viewer's dark screen,
 * as large as the screen allows. The prerendered page draws it from its HTML (its picture is
 * preloaded in the head), so that a visitor who opens a link to one of a thousand works sees
 * that work at once, and it stays the page's largest paint: the viewer, which opens over it once
 * the app has started and its code has come, draws it no larger. Fixed, over the gallery: its
 * going moves nothing. Hidden from assistive technology: the viewer's dialog, which follows,
 * names the work.
 */
export function WorkPoster({ artwork }: { artwork: Artwork }) {
  const srcSet = artworkSrcSet(artwork);
  return (
    <div aria-hidden="true" data-work-poster={artwork.key} className="fixed inset-0 z-50 bg-black">
      <img
        src={artwork.image}
        srcSet={srcSet}
        sizes={srcSet ? WORK_POSTER_SIZES : undefined}
        width={artwork.width}
        height={artwork.height}
        alt=""
        fetchPriority="high"
        className="h-full w-full object-contain"
      />
    </div>
  );
}
