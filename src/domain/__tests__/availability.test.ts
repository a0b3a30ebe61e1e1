import { describe, expect, it } from 'vitest';
import {
  catalogueFieldsOf,
  formatPrice,
  inquiryLineOf,
  isAvailable,
  offerOf,
  priceLineOf,
  statusBadgeOf,
  WORK_STATUSES,
  type WorkStatus,
} from '../availability';
import { toArtwork } from '../database-reader';

const URL = 'https://exemple.fr/aquarelles/40';

describe("a work's JSON-LD offer", () => {
  it.each<[WorkStatus | undefined, string | null]>([
    ['disponible', 'https://schema.org/InStock'],
    ['reservee', 'https://schema.org/Reserved'],
    ['vendue', 'https://schema.org/SoldOut'],
    ['collection', 'https://schema.org/SoldOut'],
    ['non-a-vendre', null],
    [undefined, null],
  ])('%s: availability %s', (status, availability) => {
    const offer = offerOf({ status }, URL);
    expect(offer?.availability ?? null).toBe(availability);
    if (offer) expect(offer).toMatchObject({ '@type': 'Offer', url: URL });
  });

  it('carries the price only where she shows it, and only while the work is on offer', () => {
    expect(offerOf({ status: 'disponible', price: 1200, priceShown: true }, URL)).toEqual({
      '@type': 'Offer',
      availability: 'https://schema.org/InStock',
      url: URL,
      price: 1200,
      priceCurrency: 'EUR',
    });
    expect(offerOf({ status: 'disponible', price: 1200 }, URL)).not.toHaveProperty('price');
    expect(offerOf({ status: 'vendue', price: 1200, priceShown: true }, URL)).not.toHaveProperty('price');
  });
});

describe('what the public pages say of a work', () => {
  it('shows a badge for a reserved or a sold work only', () => {
    expect(WORK_STATUSES.map((status) => statusBadgeOf({ status }))).toEqual([null, 'Réservée', 'Vendue', null, null]);
    expect(statusBadgeOf({})).toBeNull();
  });

  it('says the price where shown, "Prix sur demande" for a work on offer, nothing otherwise', () => {
    expect(priceLineOf({ status: 'disponible', price: 1200, priceShown: true })).toBe(formatPrice(1200));
    expect(formatPrice(1200)).toMatch(/^1\s200\s€$/u);
    expect(priceLineOf({ status: 'reservee', price: 1200 })).toBe('Prix sur demande');
    expect(priceLineOf({ status: 'disponible' })).toBe('Prix sur demande');
    expect(priceLineOf({ status: 'vendue', price: 1200, priceShown: true })).toBeNull();
    expect(priceLineOf({})).toBeNull();
  });

  it('keeps only available works in the "Disponibles" filter, and says their state in an inquiry', () => {
    expect(WORK_STATUSES.filter((status) => isAvailable({ status }))).toEqual(['disponible']);
    expect(inquiryLineOf({ status: 'disponible' })).toContain('disponible');
    expect(inquiryLineOf({ status: 'reservee' })).toContain('réservée');
    expect(inquiryLineOf({})).toBeNull();
  });
});

describe("the catalogue's fields as stored and read", () => {
  it('drops a blank technique, a "price shown" without a price, and keeps the rest', () => {
    expect(catalogueFieldsOf({ status: 'vendue', technique: '  ', priceShown: true })).toEqual({ status: 'vendue' });
    expect(catalogueFieldsOf({ price: 500, priceShown: false, technique: ' Huile ' })).toEqual({
      price: 500,
      technique: 'Huile',
    });
  });

  it('reads a record of the earlier site without them, and drops values the rules would refuse', () => {
    const legacy = { title: 'Brume 12', subtitle: 12, type: 'Aquarelles', description: '', image: 'x.jpg' };
    expect(toArtwork('undefined12', legacy)).not.toHaveProperty('status');
    const odd = { ...legacy, status: 'soldée', price: -3, priceShown: 'oui', technique: 7 };
    expect(toArtwork('undefined12', odd)).toEqual(toArtwork('undefined12', legacy));
    expect(toArtwork('12', { ...legacy, status: 'reservee', price: 800, priceShown: true, years: 2020 })).toMatchObject(
      {
        status: 'reservee',
        price: 800,
        priceShown: true,
        years: 2020,
      },
    );
  });
});
