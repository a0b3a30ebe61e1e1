import { identityOrSeed } from '@/content/identity-seed';
import { siteOrSeed } from '@/content/site-seed';
import { ARTWORK_TYPES, isArtworkType, type Artwork } from '@/domain/artwork';
import { priceLineOf, WORK_STATUS_LABELS } from '@/domain/availability';
import { displaySequence } from '@/domain/display-order';
import { exhibitionLabel, frenchDates, isDated } from '@/domain/exhibitions';
import { GALLERIES, galleryOf } from '@/domain/galleries';
import type { Selection } from '@/domain/selection';
import type { SiteContent, SiteStatement } from '@/domain/site-content';
import { studioDossierPath, type DossierSubject } from '@/domain/studio-paths';
import { displayTitle } from '@/domain/title';
import type { WorksByType } from '../shared/use-studio-data';

/*
 * What a printable dossier holds, worked out from the studio's data without React: the cover
 * (who she is, and what the dossier shows), her statement, her CV, then one page per work; or,
 * for a tear sheet, one work with her name and contacts. The screen (dossier-screen.tsx) lays it
 * out; the tests read it here.
 */

/** The query keys of the dossier's address (studioDossierPath writes the subject's). */
const QUERY = { selection: 'selection', gallery: 'galerie', work: 'oeuvre', prices: 'prix' } as const;

/** What the address asks for: the subject, and whether prices show (null: the subject's default). */
export interface DossierChoice {
  subject: DossierSubject;
  prices: boolean | null;
}

/** Reads the dossier's address query; no known key means all works. */
export function choiceOfQuery(search: string): DossierChoice {
  const query = new URLSearchParams(search);
  const flag = query.get(QUERY.prices);
  const prices = flag === 'oui' ? true : flag === 'non' ? false : null;
  const selection = query.get(QUERY.selection);
  if (selection !== null) return { subject: { selection }, prices };
  const gallery = query.get(QUERY.gallery);
  if (gallery !== null) return { subject: { gallery }, prices };
  const work = query.get(QUERY.work);
  if (work !== null) {
    // The type never holds a "/" (ARTWORK_TYPES), so the first one ends it.
    const at = work.indexOf('/');
    return {
      subject: { work: at < 0 ? { type: work, key: '' } : { type: work.slice(0, at), key: work.slice(at + 1) } },
      prices,
    };
  }
  return { subject: 'all', prices };
}

/** The dossier's address for a choice: the subject's, with the prices' choice when one was made. */
export function dossierPathOf({ subject, prices }: DossierChoice): string {
  const path = studioDossierPath(subject);
  if (prices === null) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${QUERY.prices}=${prices ? 'oui' : 'non'}`;
}

/** One work as its page of the dossier shows it. */
export interface DossierWork {
  type: string;
  key: string;
  /** The title as the site shows it (displayTitle). */
  title: string;
  numero: string;
  technique?: string;
  year?: number;
  dimensions?: string;
  /** The status's French name, when the work has one. */
  status?: string;
  /** The price line, only when prices are chosen and the work has one (priceLineOf). */
  price?: string;
  /** The stored large version. */
  image: string;
  width?: number;
  height?: number;
}

/** Who she is, as the cover and a tear sheet show it. */
export interface DossierContacts {
  name: string;
  tagline: string[];
  email: string;
  phone: string;
  social: { label: string; url: string }[];
}

export interface DossierCv {
  /** Each exhibition as stored: its title and place, its dates when it has some. */
  exhibitions: { label: string; dates?: string }[];
  books: { title: string; year: number }[];
  /** Each clipping: what it shows, its source and date when stored. */
  press: { title: string; source?: string }[];
}

export type Dossier =
  | { kind: 'notice'; message: string }
  | {
      kind: 'document';
      contacts: DossierContacts;
      /** What the cover says it holds: "Sélection : …", a gallery's name, "Catalogue". */
      subject: string;
      statement: SiteStatement;
      cv: DossierCv;
      works: DossierWork[];
      /** Works of a selection that no longer exist (deleted since it was made). */
      missing: number;
    }
  | { kind: 'sheet'; contacts: DossierContacts; work: DossierWork };

export const DOSSIER_NOTICES = {
  selection: "Cette sélection n'existe pas ou a été supprimée.",
  gallery: "Cette galerie n'existe pas.",
  work: "Cette œuvre n'existe pas ou a été supprimée.",
} as const;

/** What the dossier is made from: the studio's works and site, and the selection when it is one. */
export interface DossierSources {
  works: WorksByType;
  /** The `site` node as stored (null: none yet, the site's own texts are shown). */
  site: SiteContent | null;
  /** The selection the subject names, null when there is none (only for a selection's subject). */
  selection?: Selection | null;
}

/** Whether prices show when the address does not say: a selection's own choice, else not. */
export function pricesByDefault(subject: DossierSubject, selection: Selection | null | undefined): boolean {
  return typeof subject === 'object' && 'selection' in subject ? (selection?.showPrices ?? false) : false;
}

function contactsOf(site: SiteContent | null): DossierContacts {
  const identity = identityOrSeed(site);
  return {
    name: identity.name,
    tagline: [identity.tagline.first, identity.tagline.second].filter((line) => line.trim() !== ''),
    email: identity.email,
    phone: identity.phone,
    social: identity.social.map(({ label, url }) => ({ label, url })),
  };
}

function cvOf(site: SiteContent): DossierCv {
  return {
    exhibitions: site.exhibitions.map((entry) =>
      isDated(entry) ? { label: exhibitionLabel(entry), dates: frenchDates(entry) } : { label: entry },
    ),
    books: site.books.items.map(({ title, year }) => ({ title, year })),
    press: site.press.map((clipping) => {
      const source = [clipping.source, clipping.date].filter((part) => part && part.trim() !== '').join(', ');
      return source ? { title: clipping.alt, source } : { title: clipping.alt };
    }),
  };
}

export function dossierWorkOf(work: Artwork, prices: boolean): DossierWork {
  const out: DossierWork = {
    type: work.type,
    key: work.key,
    title: displayTitle(work.title),
    numero: work.subtitle,
    image: work.image,
  };
  if (work.technique) out.technique = work.technique;
  if (work.years !== undefined) out.year = work.years;
  if (work.dimensions) out.dimensions = work.dimensions;
  if (work.width && work.height) Object.assign(out, { width: work.width, height: work.height });
  if (work.status) out.status = WORK_STATUS_LABELS[work.status];
  const price = prices ? priceLineOf(work) : null;
  if (price) out.price = price;
  return out;
}

/** The dossier a choice gives, or the French notice saying what it names does not exist. */
export function dossierOf(choice: DossierChoice, sources: DossierSources, prices: boolean): Dossier {
  const { subject } = choice;
  const contacts = contactsOf(sources.site);
  const find = (type: string, key: string) =>
    isArtworkType(type) ? sources.works[type].find((work) => work.key === key) : undefined;

  if (typeof subject === 'object' && 'work' in subject) {
    const work = find(subject.work.type, subject.work.key);
    if (!work) return { kind: 'notice', message: DOSSIER_NOTICES.work };
    return { kind: 'sheet', contacts, work: dossierWorkOf(work, prices) };
  }

  let title: string;
  let works: Artwork[];
  let missing = 0;
  if (subject === 'all') {
    title = 'Catalogue';
    works = ARTWORK_TYPES.flatMap((type) => displaySequence(galleryOf(type), sources.works[type]));
  } else if ('gallery' in subject) {
    const gallery = GALLERIES.find((g) => g.path === subject.gallery);
    if (!gallery) return { kind: 'notice', message: DOSSIER_NOTICES.gallery };
    title = gallery.title;
    works = displaySequence(gallery, sources.works[gallery.type]);
  } else {
    const selection = sources.selection;
    if (!selection) return { kind: 'notice', message: DOSSIER_NOTICES.selection };
    title = `Sélection : ${selection.title}`;
    // In the order she gave them; a work deleted since is left out, and counted.
    works = selection.works.flatMap(({ type, key }) => {
      const work = find(type, key);
      if (!work) missing += 1;
      return work ? [work] : [];
    });
  }
  const site = siteOrSeed(sources.site);
  return {
    kind: 'document',
    contacts,
    subject: title,
    statement: site.statement,
    cv: cvOf(site),
    works: works.map((work) => dossierWorkOf(work, prices)),
    missing,
  };
}
