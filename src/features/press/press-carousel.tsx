import { memo } from 'react';
import { Link } from 'react-router-dom';
import { SitePictureImage } from '@/components/ui/site-picture-image';
import type { PressClipping } from '@/domain/site-content';
import { pressSlideHref } from '@/domain/paths';
import { neighbours } from './carousel-index';

interface PressCarouselProps {
  clippings: readonly PressClipping[];
  /** The slide shown; it comes from the address, so the browser's back button walks back through them. */
  current: number;
  /** The current one is above the fold: it loads at once. */
  eager?: boolean;
  /** A clipping was chosen, to read it full-screen. */
  onOpen: (index: number) => void;
}

/**
 * The press clippings, one at a time. Each slide is an element #slide{n}; the arrows are links
 * to /presse#slide{n}, wrapping around. A clipping opens full-screen, to be read. Memoized: the
 * section re-renders once hydrated (to read the address), which need not redo every slide.
 */
export const PressCarousel = memo(function PressCarousel({
  clippings,
  current,
  eager = false,
  onOpen,
}: PressCarouselProps) {
  const { previous, next } = neighbours(current, clippings.length);
  const arrow =
    'absolute top-1/2 z-10 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink/80 text-white shadow hover:bg-ink';
  return (
    <div
      className="relative mx-auto max-w-md"
      role="region"
      aria-roledescription="carrousel"
      aria-label="Articles de presse"
    >
      {/* overflow: clip, not hidden, so that the browser's own anchor scrolling cannot shift the strip */}
      <div className="overflow-x-clip rounded-lg bg-white shadow">
        <ul
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {clippings.map((clipping, index) => {
            const isCurrent = index === current;
            return (
              <li
                key={`${index}:${clipping.image}`}
                id={`slide${index}`}
                className="w-full shrink-0"
                aria-roledescription="diapositive"
                aria-label={`${index + 1} sur ${clippings.length}`}
                aria-hidden={!isCurrent}
                inert={!isCurrent}
              >
                <button
                  type="button"
                  onClick={() => onOpen(index)}
                  aria-haspopup="dialog"
                  aria-label={`Agrandir : ${clipping.alt}`}
                  className="block w-full cursor-zoom-in"
                >
                  <SitePictureImage
                    picture={clipping}
                    sizes="(min-width: 28rem) 28rem, 100vw"
                    alt={clipping.alt}
                    loading={eager && isCurrent ? 'eager' : 'lazy'}
                    className="h-auto w-full bg-paper-deep"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <Link to={pressSlideHref(previous)} className={`${arrow} left-2`} aria-label="Précédent">
        <svg
          viewBox="0 0 24 24"
          width="24"
          height="24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M15 18l-6-6 6-6" />
        </svg>
      </Link>
      <Link to={pressSlideHref(next)} className={`${arrow} right-2`} aria-label="Suivant">
        <svg
          viewBox="0 0 24 24"
          width="24"
          height="24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M9 6l6 6-6 6" />
        </svg>
      </Link>
      <p className="mt-3 text-center text-sm text-muted" aria-live="polite">
        Article {current + 1} sur {clippings.length}
      </p>
    </div>
  );
});
