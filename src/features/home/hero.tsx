import { AnimatedTitle } from '@/components/ui/animated-title';
import { ARTIST } from '@/content/artist';

export const HERO_IMAGE = { base: '/images/hero/hero', widths: [768, 1280, 1920], width: 1920, height: 1080 } as const;

/**
 * The full-height hero. The photo is `position: fixed` inside a section clipped to itself,
 * which gives the "fixed background" effect on phones too (background-attachment: fixed does not).
 */
export function Hero() {
  return (
    <section className="relative flex min-h-[calc(100svh-4rem)] items-center justify-center overflow-hidden bg-ink text-center [clip-path:inset(0)]">
      <img
        src={`${HERO_IMAGE.base}-1280.webp`}
        srcSet={HERO_IMAGE.widths.map((w) => `${HERO_IMAGE.base}-${w}.webp ${w}w`).join(', ')}
        sizes="100vw"
        width={HERO_IMAGE.width}
        height={HERO_IMAGE.height}
        alt=""
        fetchPriority="high"
        decoding="async"
        className="fixed inset-0 -z-20 h-full w-full bg-ink object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-ink/55" aria-hidden="true" />
      <div className="px-6 text-white">
        <AnimatedTitle
          text={ARTIST.name}
          className="font-display text-5xl font-semibold tracking-wide drop-shadow sm:text-7xl"
          durationMs={1000}
        />
        <p className="mt-6 text-lg text-white/95 sm:text-2xl">
          {ARTIST.tagline[0]} / {ARTIST.tagline[1]}
        </p>
      </div>
    </section>
  );
}
