import { AnimatedTitle } from './animated-title';
import { cropSrcSet, PORTRAIT_MEDIA } from '@/domain/hero-crop';
import { useIdentity } from '@/hooks/use-identity';

/** The hero photo's `sizes`: it covers the screen's width. */
export const HERO_SIZES = '100vw';

/**
 * The full-height hero. The photo is `position: fixed` inside a section clipped to itself,
 * which gives the "fixed background" effect on phones too (background-attachment: fixed does not).
 * Art-directed (docs/identity.md): an upright screen gets the portrait crop she placed in the
 * studio, a wider one the landscape crop, each in widths that cover its device pixels; the home
 * page's head preloads the same source with the same media query (scripts/build/render-site.mjs).
 */
export function Hero() {
  const { name, tagline, hero } = useIdentity();
  const { landscape, portrait } = hero;
  return (
    <section className="relative flex min-h-[calc(100svh-4rem)] items-center justify-center overflow-hidden bg-ink text-center [clip-path:inset(0)]">
      <picture>
        <source
          media={PORTRAIT_MEDIA}
          srcSet={cropSrcSet(portrait.sources)}
          sizes={HERO_SIZES}
          width={portrait.width}
          height={portrait.height}
        />
        <img
          src={landscape.sources[landscape.sources.length - 1]?.url}
          srcSet={cropSrcSet(landscape.sources)}
          sizes={HERO_SIZES}
          width={landscape.width}
          height={landscape.height}
          alt=""
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className="fixed inset-0 -z-20 h-full w-full bg-ink object-cover"
        />
      </picture>
      <div className="absolute inset-0 -z-10 bg-ink/55" aria-hidden="true" />
      <div className="px-6 text-white">
        {/* The shadow is a text-shadow, painted with each word, rather than a drop-shadow filter,
            which the compositor would redraw over the whole title on every frame of its rise. */}
        <AnimatedTitle
          text={name}
          className="font-display text-5xl font-semibold tracking-wide [text-shadow:0_1px_2px_rgb(0_0_0/0.1),0_1px_1px_rgb(0_0_0/0.06)] sm:text-7xl"
          durationMs={1000}
        />
        <p className="mt-6 text-lg text-white/95 sm:text-2xl">
          {tagline.first} / {tagline.second}
        </p>
      </div>
    </section>
  );
}
