import type { ArtworkRecord } from './artwork';

/*
 * Whether a work can be bought, and at what price: what the painter sets in the studio's editor
 * and what the public pages say of it. A work without a status (every work of the earlier site,
 * and the default) is shown exactly as before: no badge, no price, no offer.
 */

/** The catalogue's fields of a record. */
export type CatalogueFields = Pick<ArtworkRecord, 'status' | 'price' | 'priceShown' | 'technique'>;

/** The statuses a work may have, as stored in its record (articles/{type}/{key}/status). */
export const WORK_STATUSES = ['disponible', 'reservee', 'vendue', 'collection', 'non-a-vendre'] as const;

export type WorkStatus = (typeof WORK_STATUSES)[number];

export function isWorkStatus(value: unknown): value is WorkStatus {
  return typeof value === 'string' && (WORK_STATUSES as readonly string[]).includes(value);
}

/** Each status as the studio names it. */
export const WORK_STATUS_LABELS: Readonly<Record<WorkStatus, string>> = {
  disponible: 'Disponible',
  reservee: 'Réservée',
  vendue: 'Vendue',
  collection: 'Collection particulière',
  'non-a-vendre': 'Non à vendre',
};

/**
 * The badge a public card and the viewer show: only for a reserved or a sold work (the red dot
 * of the galleries), with the word for screen readers and for whoever does not read the dot.
 */
export function statusBadgeOf(work: Pick<ArtworkRecord, 'status'>): 'Réservée' | 'Vendue' | null {
  if (work.status === 'reservee') return 'Réservée';
  if (work.status === 'vendue') return 'Vendue';
  return null;
}

/** Whether the "Disponibles" filter of a gallery keeps the work. */
export function isAvailable(work: Pick<ArtworkRecord, 'status'>): boolean {
  return work.status === 'disponible';
}

let euros: Intl.NumberFormat | undefined;

/** A price in whole euros as a French reader writes it: "1 200 €" (with narrow no-break spaces). */
export function formatPrice(amount: number): string {
  // Made on first use: a page that shows no price neither builds nor bundles it.
  euros ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return euros.format(amount);
}

/**
 * What the viewer's panel says of the price: the price where she chose to show it, "Prix sur
 * demande" for a work on offer whose price she keeps to herself, nothing otherwise (a sold work,
 * a work not for sale, a work without a status).
 */
export function priceLineOf(work: Pick<ArtworkRecord, 'status' | 'price' | 'priceShown'>): string | null {
  if (work.status !== 'disponible' && work.status !== 'reservee') return null;
  if (work.price !== undefined && work.priceShown) return formatPrice(work.price);
  return 'Prix sur demande';
}

/** What "Demander des informations" adds to its message: the state the visitor saw. */
export function inquiryLineOf(work: Pick<ArtworkRecord, 'status'>): string | null {
  if (work.status === 'disponible') return 'Cette œuvre est indiquée comme disponible sur le site.';
  if (work.status === 'reservee') return 'Cette œuvre est indiquée comme réservée sur le site.';
  return null;
}

/** The schema.org availability of an offered work. */
const AVAILABILITY: Partial<Record<WorkStatus, string>> = {
  disponible: 'https://schema.org/InStock',
  reservee: 'https://schema.org/Reserved',
  vendue: 'https://schema.org/SoldOut',
  collection: 'https://schema.org/SoldOut',
};

export interface JsonLdOffer {
  '@type': 'Offer';
  availability: string;
  url: string;
  price?: number;
  priceCurrency?: 'EUR';
}

/**
 * The `offers` of a work's JSON-LD: its availability, and its price only where she shows it.
 * None for a work without a status or not for sale: nothing is offered.
 */
export function offerOf(
  work: Pick<ArtworkRecord, 'status' | 'price' | 'priceShown'>,
  pageUrl: string,
): JsonLdOffer | null {
  const availability = work.status && AVAILABILITY[work.status];
  if (!availability) return null;
  const offer: JsonLdOffer = { '@type': 'Offer', availability, url: pageUrl };
  if (work.price !== undefined && work.priceShown && (work.status === 'disponible' || work.status === 'reservee')) {
    offer.price = work.price;
    offer.priceCurrency = 'EUR';
  }
  return offer;
}

/**
 * The catalogue's fields as stored: a status, a price (and whether it shows) only with a status
 * and a price, a technique only when not blank.
 */
export function catalogueFieldsOf(fields: CatalogueFields): CatalogueFields {
  const out: CatalogueFields = {};
  if (fields.status) out.status = fields.status;
  if (fields.price !== undefined) {
    out.price = fields.price;
    if (fields.priceShown) out.priceShown = true;
  }
  const technique = fields.technique?.trim();
  if (technique) out.technique = technique;
  return out;
}
