import { AnimatedTitle } from '@/components/ui/animated-title';
import { STATEMENT } from '@/content/statement';

export function Statement() {
  return (
    <section aria-labelledby="demarche" className="bg-paper-deep">
      <div className="mx-auto max-w-3xl px-6 py-section text-center">
        <div id="demarche">
          <AnimatedTitle as="h2" text={STATEMENT.title} durationMs={200} className="text-4xl italic" />
        </div>
        {STATEMENT.paragraphs.map((p) => (
          <p key={p.slice(0, 24)} className="mt-6 text-lg leading-relaxed text-ink-soft">
            {p}
          </p>
        ))}
      </div>
    </section>
  );
}
