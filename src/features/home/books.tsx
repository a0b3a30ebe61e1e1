import { SitePictureImage } from '@/components/ui/site-picture-image';
import { BOOKS_TITLE } from '@/content/section-titles';
import type { SiteBooks } from '@/domain/site-content';
import { VideoPlayer } from './video-player';

export function Books({ books }: { books: SiteBooks }) {
  return (
    <section aria-labelledby="livres" className="mx-auto max-w-page px-5 py-section">
      <h2 id="livres" className="mb-10 text-center text-4xl">
        {BOOKS_TITLE}
      </h2>
      <div className="grid items-start gap-10 md:grid-cols-2">
        <VideoPlayer videoId={books.videoId} />
        <div className="flex flex-col gap-10">
          {books.items.map((book, index) => (
            <article key={index} className="flex gap-5">
              {book.cover && (
                <SitePictureImage
                  picture={book.cover}
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
