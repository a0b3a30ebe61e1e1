import { Link } from 'react-router-dom';
import {
  PRESS_SLIDE_HEIGHT,
  PRESS_SLIDE_SMALL_WIDTH,
  PRESS_SLIDE_WIDTH,
  PRESS_SLIDES,
  pressSlideSmallImage,
} from '@/content/press';
import { pressSlideHref } from '@/domain/paths';
import { neighbours } from './carousel-index';

interface PressCarouselProps {
  /** The slide shown; it comes from the address, so the browser's back button walks back through them. */
  current: number;
  /** The current one is above the fold: it loads at once. */
  eager?: boolean;
  /** A clipping was chosen, to read it full-screen. */
  onOpen: (index: number) => void;
}

/**
 * The press clippings, one at a time. Each slide is an element #slide{n}; the arrows are links
 * to /presse#slide{n}, wrapping around. A clipping opens full-screen, to be read.
 */
export function PressCarousel({ current, eager = false, onOpen }: PressCarouselProps) {
  const { previous, next } = neighbours(current, PRESS_SLIDES.length);
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
          {PRESS_SLIDES.map((slide) => {
            const isCurrent = slide.id === current;
            return (
              <li
                key={slide.id}
                id={`slide${slide.id}`}
                className="w-full shrink-0"
                aria-roledescription="diapositive"
                aria-label={`${slide.id + 1} sur ${PRESS_SLIDES.length}`}
                aria-hidden={!isCurrent}
                inert={!isCurrent}
              >
                <button
                  type="button"
                  onClick={() => onOpen(slide.id)}
                  aria-haspopup="dialog"
                  aria-label={`Agrandir : ${slide.alt}`}
                  className="block w-full cursor-zoom-in"
                >
                  <img
                    src={slide.img}
                    srcSet={`${pressSlideSmallImage(slide)} ${PRESS_SLIDE_SMALL_WIDTH}w, ${slide.img} ${PRESS_SLIDE_WIDTH}w`}
                    sizes="(min-width: 28rem) 28rem, 100vw"
                    width={PRESS_SLIDE_WIDTH}
                    height={PRESS_SLIDE_HEIGHT}
                    alt={slide.alt}
                    loading={eager && isCurrent ? 'eager' : 'lazy'}
                    decoding="async"
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
        Article {current + 1} sur {PRESS_SLIDES.length}
      </p>
    </div>
  );
}
