import { ResponsiveImage } from '@/components/ui/responsive-image';
import { BOOKS, BOOKS_TITLE } from '@/content/books';
import { VideoPlayer } from './video-player';

export function Books() {
  return (
    <section aria-labelledby="livres" className="mx-auto max-w-page px-5 py-section">
      <h2 id="livres" className="mb-10 text-center text-4xl">
        {BOOKS_TITLE}
      </h2>
      <div className="grid items-start gap-10 md:grid-cols-2">
        <VideoPlayer />
        <div className="flex flex-col gap-10">
          {BOOKS.map((book) => (
            <article key={book.year} className="flex gap-5">
              {book.cover && (
                <ResponsiveImage
                  image={book.cover.image}
                  sizes="8rem"
                  alt={book.cover.alt}
                  className="h-auto w-32 shrink-0 rounded shadow"
                />
              )}
              <div>
                <h3 className="text-2xl">
                  {book.title} <span className="text-base text-muted">({book.year})</span>
                </h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{book.text}</p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
