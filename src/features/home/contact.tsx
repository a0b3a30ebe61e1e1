import { ARTIST, telHref } from '@/content/artist';

export function Contact() {
  return (
    <section aria-labelledby="contact" className="mx-auto max-w-page px-5 py-section">
      <h2 id="contact" className="mb-10 text-center text-4xl">
        Contact
      </h2>
      <div className="grid gap-10 text-center sm:grid-cols-3">
        <div>
          <h3 className="mb-2 text-xl">Email</h3>
          <a
            href={`mailto:${ARTIST.email}`}
            className="text-accent underline underline-offset-4 hover:text-accent-dark"
          >
            {ARTIST.email}
          </a>
        </div>
        <div>
          <h3 className="mb-2 text-xl">Téléphone</h3>
          <a href={telHref(ARTIST.phone)} className="text-accent underline underline-offset-4 hover:text-accent-dark">
            {ARTIST.phone}
          </a>
        </div>
        <div>
          <h3 className="mb-2 text-xl">Réseaux</h3>
          <a
            href={ARTIST.social.url}
            aria-label={`Page ${ARTIST.social.label} de ${ARTIST.name}`}
            className="hover-spring inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent text-white hover:bg-accent-dark"
          >
            <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
              <path d="M14 8.5V6.8c0-.8.5-1 .9-1H17V2.2L14.1 2C10.9 2 10.2 4.4 10.2 6v2.5H8v3.8h2.2V22H14v-9.7h2.7l.4-3.8H14z" />
            </svg>
          </a>
        </div>
      </div>
    </section>
  );
}
