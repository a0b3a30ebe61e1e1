import { ARTIST } from '@/content/artist';
import { useIdentity } from '@/hooks/use-identity';

export function Footer() {
  const { name } = useIdentity();
  return (
    <footer className="mt-section bg-ink text-paper">
      <svg
        className="block h-12 w-full -translate-y-px bg-paper text-ink sm:h-16"
        viewBox="0 0 1440 80"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M0 40 C 180 80 360 0 540 28 C 720 56 900 80 1080 44 C 1260 10 1350 24 1440 36 L1440 80 L0 80 Z"
        />
      </svg>
      <div className="mx-auto flex max-w-page flex-col items-center gap-2 px-5 pb-10 pt-4 text-center">
        <p className="font-display text-2xl">{name}</p>
        <p className="text-sm text-paper/80">
          {ARTIST.copyright} ·{' '}
          <a href={ARTIST.credit.url} className="underline underline-offset-4 hover:text-white">
            {ARTIST.credit.label}
          </a>
        </p>
      </div>
    </footer>
  );
}
