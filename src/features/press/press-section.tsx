import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '@/components/ui/use-hydrated';
import { PRESS_TITLE } from '@/content/press';
import { PATHS } from '@/domain/paths';
import { slideFromHash } from './carousel-index';
import { PressCarousel } from './press-carousel';
import { PressViewer } from './press-viewer';

/** "Articles de presse": on the press page it follows the #slide{n} anchor; elsewhere it shows slide 0. */
export function PressSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { pathname, hash } = useLocation();
  // The prerendered page shows slide 0; the anchor is read once hydrated.
  const hydrated = useHydrated();
  const current = hydrated && pathname.toLowerCase() === PATHS.press ? slideFromHash(hash) : 0;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [reading, setReading] = useState<number | null>(null);
  return (
    <section aria-labelledby="articles-de-presse" className="mx-auto max-w-page px-5 py-section">
      <Heading id="articles-de-presse" className="mb-10 text-center text-4xl">
        {PRESS_TITLE}
      </Heading>
      <PressCarousel current={current} eager={headingLevel === 1} onOpen={setReading} />
      {reading !== null && <PressViewer index={reading} onIndexChange={setReading} onClose={() => setReading(null)} />}
    </section>
  );
}
