import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { StalledNotice } from '@/components/ui/stalled-notice';
import { useHydrated } from '@/components/ui/use-hydrated';
import { PRESS_TITLE } from '@/content/section-titles';
import { PATHS } from '@/domain/paths';
import { useSiteContent } from '@/hooks/use-site-content';
import { slideFromHash } from './carousel-index';
import { PressCarousel } from './press-carousel';

// The viewer's wrapper comes with the first clipping opened, not with the page.
const PressViewer = lazy(() => import('./press-viewer'));

/** "Articles de presse": on the press page it follows the #slide{n} anchor; elsewhere it shows slide 0. */
export function PressSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { pathname, hash } = useLocation();
  const live = useSiteContent();
  const clippings = live.content?.press;
  // The prerendered page shows slide 0; the anchor is read once hydrated.
  const hydrated = useHydrated();
  const current = hydrated && pathname.toLowerCase() === PATHS.press ? slideFromHash(hash, clippings?.length ?? 0) : 0;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [reading, setReading] = useState<number | null>(null);
  return (
    <section aria-labelledby="articles-de-presse" className="mx-auto max-w-page px-5 py-section">
      {/* The home page shows the notice for the whole page already. */}
      {headingLevel === 1 && <StalledNotice live={live} />}
      <Heading id="articles-de-presse" className="mb-10 text-center text-4xl">
        {PRESS_TITLE}
      </Heading>
      {!clippings ? (
        <p role="status" className="text-center text-muted">
          Chargement des articles…
        </p>
      ) : clippings.length > 0 ? (
        <PressCarousel clippings={clippings} current={current} eager={headingLevel === 1} onOpen={setReading} />
      ) : (
        <p className="text-center text-muted">Aucun article de presse pour le moment.</p>
      )}
      {clippings && reading !== null && reading < clippings.length && (
        <Suspense fallback={null}>
          <PressViewer
            clippings={clippings}
            index={reading}
            onIndexChange={setReading}
            onClose={() => setReading(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
