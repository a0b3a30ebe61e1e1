import { AnimatedTitle } from './animated-title';
import { STATEMENT } from '@/content/statement';

export function Statement() {
  return (
    <section aria-labelledby="demarche" className="bg-paper-deep">
      <div className="mx-auto max-w-3xl px-6 py-section text-center">
        <AnimatedTitle as="h2" id="demarche" text={STATEMENT.title} durationMs={200} className="text-4xl italic" />
        {STATEMENT.paragraphs.map((p) => (
          <p key={p.slice(0, 24)} className="mt-6 text-lg leading-relaxed text-ink-soft">
            {p}
          </p>
        ))}
      </div>
    </section>
  );
}
