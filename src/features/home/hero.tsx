import { AnimatedTitle } from './animated-title';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { ARTIST } from '@/content/artist';
import type { GeneratedImage } from '@/domain/image-sizes';

export const HERO_IMAGE: GeneratedImage = {
  base: '/images/hero/hero',
  widths: [768, 1280, 1920],
  width: 1920,
  height: 1080,
};

/**
 * The full-height hero. The photo is `position: fixed` inside a section clipped to itself,
 * which gives the "fixed background" effect on phones too (background-attachment: fixed does not).
 */
export function Hero() {
  return (
    <section className="relative flex min-h-[calc(100svh-4rem)] items-center justify-center overflow-hidden bg-ink text-center [clip-path:inset(0)]">
      <ResponsiveImage
        image={HERO_IMAGE}
        sizes="100vw"
        alt=""
        loading="eager"
        fetchPriority="high"
        className="fixed inset-0 -z-20 h-full w-full bg-ink object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-ink/55" aria-hidden="true" />
      <div className="px-6 text-white">
        {/* The shadow is a text-shadow, painted with each word, rather than a drop-shadow filter,
            which the compositor would redraw over the whole title on every frame of its rise. */}
        <AnimatedTitle
          text={ARTIST.name}
          className="font-display text-5xl font-semibold tracking-wide [text-shadow:0_1px_2px_rgb(0_0_0/0.1),0_1px_1px_rgb(0_0_0/0.06)] sm:text-7xl"
          durationMs={1000}
        />
        <p className="mt-6 text-lg text-white/95 sm:text-2xl">
          {ARTIST.tagline[0]} / {ARTIST.tagline[1]}
        </p>
      </div>
    </section>
  );
}
