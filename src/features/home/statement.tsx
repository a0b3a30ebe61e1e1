import type { SiteStatement } from '@/domain/site-content';
import { AnimatedTitle } from './animated-title';

export function Statement({ statement }: { statement: SiteStatement }) {
  return (
    <section aria-labelledby="demarche" className="bg-paper-deep">
      <div className="mx-auto max-w-3xl px-6 py-section text-center">
        <AnimatedTitle as="h2" id="demarche" text={statement.title} durationMs={200} className="text-4xl italic" />
        {statement.paragraphs.map((p, index) => (
          <p key={index} className="mt-6 text-lg leading-relaxed text-ink-soft">
            {p}
          </p>
        ))}
      </div>
    </section>
  );
}
