import type { RefObject } from 'react';
import type { Dossier, DossierContacts, DossierCv, DossierWork } from './dossier-content';

/*
 * The printable document itself: A4 pages, laid out by dossier.css both on screen (a preview of
 * the sheets) and on paper. Every image is loaded at once (no lazy loading): the browser prints
 * only what it has, and the screen waits for them all before it offers to print.
 */

type Printable = Exclude<Dossier, { kind: 'notice' }>;

/** An address as printed under its link: without its scheme, which paper does not need. */
function shownUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

function Contacts({ contacts }: { contacts: DossierContacts }) {
  return (
    <ul className="dossier-contacts">
      <li>
        <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
      </li>
      <li>{contacts.phone}</li>
      {contacts.social.map((link) => (
        <li key={link.url}>
          <a href={link.url}>{link.label}</a> <span className="dossier-url">{shownUrl(link.url)}</span>
        </li>
      ))}
    </ul>
  );
}

function WorkDetails({ work }: { work: DossierWork }) {
  const rows: [string, string][] = [];
  if (work.numero) rows.push(['Numéro', work.numero]);
  if (work.technique) rows.push(['Technique', work.technique]);
  if (work.year !== undefined) rows.push(['Année', String(work.year)]);
  if (work.dimensions) rows.push(['Dimensions', work.dimensions]);
  if (work.status) rows.push(['Statut', work.status]);
  return (
    <div className="dossier-caption">
      <h2 className="dossier-work-title">{work.title}</h2>
      {rows.length > 0 && (
        <dl className="dossier-details">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {work.price && <p className="dossier-price">{work.price}</p>}
    </div>
  );
}

function WorkImage({ work }: { work: DossierWork }) {
  return (
    <img
      className="dossier-image"
      src={work.image}
      alt={work.title}
      width={work.width}
      height={work.height}
      decoding="async"
    />
  );
}

function WorkPage({ work, previewed }: { work: DossierWork; previewed: boolean }) {
  return (
    <section
      className={`dossier-page dossier-work${previewed ? '' : ' dossier-unpreviewed'}`}
      data-dossier-work={`${work.type}/${work.key}`}
    >
      <WorkImage work={work} />
      <WorkDetails work={work} />
    </section>
  );
}

function Cv({ cv }: { cv: DossierCv }) {
  return (
    <section className="dossier-page dossier-text">
      <h2 className="dossier-heading">Parcours</h2>
      {cv.exhibitions.length > 0 && (
        <>
          <h3 className="dossier-subheading">Expositions</h3>
          <ul className="dossier-list">
            {cv.exhibitions.map((entry, index) => (
              <li key={index}>
                {entry.label}
                {entry.dates && <span className="dossier-muted"> — {entry.dates}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {cv.books.length > 0 && (
        <>
          <h3 className="dossier-subheading">Livres</h3>
          <ul className="dossier-list">
            {cv.books.map((book, index) => (
              <li key={index}>
                {book.title} <span className="dossier-muted">({book.year})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {cv.press.length > 0 && (
        <>
          <h3 className="dossier-subheading">Presse</h3>
          <ul className="dossier-list dossier-columns">
            {cv.press.map((clipping, index) => (
              <li key={index}>
                {clipping.title}
                {clipping.source && <span className="dossier-muted"> — {clipping.source}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** How many works' pages the screen previews until she asks for them all (paper has them all). */
export const PREVIEWED_WORKS = 1;

/**
 * The document: the cover, the statement, the CV and one page per work; or one tear sheet. On
 * screen, a catalogue of many works would be a scroll of dozens of sheets: the preview stops
 * after the first works' pages unless `allPages`; printed, every page is there (dossier.css).
 */
export function DossierDocument({
  dossier,
  container,
  allPages,
}: {
  dossier: Printable;
  container: RefObject<HTMLElement | null>;
  allPages: boolean;
}) {
  const { contacts } = dossier;
  if (dossier.kind === 'sheet') {
    return (
      <article ref={container} data-dossier-document aria-label="Aperçu de la fiche" className="dossier">
        <section className="dossier-page dossier-sheet">
          <header className="dossier-sheet-header">
            <p className="dossier-sheet-name">{contacts.name}</p>
            <Contacts contacts={contacts} />
          </header>
          <WorkImage work={dossier.work} />
          <WorkDetails work={dossier.work} />
        </section>
      </article>
    );
  }
  return (
    <article ref={container} data-dossier-document aria-label="Aperçu du dossier" className="dossier">
      <section className="dossier-page dossier-cover">
        <div>
          <h2 className="dossier-name">{contacts.name}</h2>
          {contacts.tagline.map((line) => (
            <p key={line} className="dossier-tagline">
              {line}
            </p>
          ))}
        </div>
        <p className="dossier-subject">{dossier.subject}</p>
        <Contacts contacts={contacts} />
      </section>
      <section className="dossier-page dossier-text">
        <h2 className="dossier-heading">{dossier.statement.title}</h2>
        {dossier.statement.paragraphs.map((paragraph, index) => (
          <p key={index} className="dossier-paragraph">
            {paragraph}
          </p>
        ))}
      </section>
      <Cv cv={dossier.cv} />
      {dossier.works.map((work, index) => (
        <WorkPage key={`${work.type}/${work.key}`} work={work} previewed={allPages || index < PREVIEWED_WORKS} />
      ))}
    </article>
  );
}
