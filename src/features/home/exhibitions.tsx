import { EXHIBITIONS_TITLE } from '@/content/section-titles';

export function Exhibitions({ exhibitions }: { exhibitions: readonly string[] }) {
  return (
    <section aria-labelledby="expositions" className="bg-ink text-paper">
      <div className="mx-auto max-w-4xl px-6 py-section text-center">
        <h2 id="expositions" className="mb-8 text-4xl">
          {EXHIBITIONS_TITLE}
        </h2>
        <p className="text-lg leading-loose text-paper/90">{exhibitions.join(' / ')}</p>
      </div>
    </section>
  );
}
