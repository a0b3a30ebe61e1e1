import { describe, expect, it } from 'vitest';
import { ARTIST } from '@/content/artist';
import type { Artwork } from '@/domain/artwork';
import { headTags, type HeadPage } from '../head-tags';

const SITE = ARTIST.siteUrl.replace(/\/+$/, '');

function artwork(overrides: Partial<Artwork> = {}): Artwork {
  return {
    key: '12',
    type: 'Aquarelles',
    title: 'Arbre en hiver 12',
    subtitle: '12',
    description: '',
    image: '/images/oeuvres/aquarelle-1-1200.webp',
    width: 1200,
    height: 1500,
    ...overrides,
  };
}

/** The JSON-LD of a page's head tags, as a browser would read them. */
function jsonLdOf(page: HeadPage): Record<string, unknown> {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${headTags(page)}</head></html>`,
    'text/html',
  );
  const script = doc.head.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? 'null') as Record<string, unknown>;
}

const workPage = (work: Artwork): HeadPage => ({ path: '/aquarelles/12', kind: 'work', artwork: work });

describe("a work's JSON-LD offer", () => {
  it('says an available work is in stock, with its price where she shows it', () => {
    const shown = jsonLdOf(workPage(artwork({ status: 'disponible', price: 1200, priceShown: true })));
    expect(shown.offers).toEqual({
      '@type': 'Offer',
      availability: 'https://schema.org/InStock',
      url: `${SITE}/aquarelles/12`,
      price: 1200,
      priceCurrency: 'EUR',
    });
    const kept = jsonLdOf(workPage(artwork({ status: 'disponible', price: 1200 })));
    expect(kept.offers).toEqual({
      '@type': 'Offer',
      availability: 'https://schema.org/InStock',
      url: `${SITE}/aquarelles/12`,
    });
  });

  it('says a reserved work is reserved and a sold or collected one sold out, without a price', () => {
    expect(jsonLdOf(workPage(artwork({ status: 'reservee' }))).offers).toMatchObject({
      availability: 'https://schema.org/Reserved',
    });
    for (const status of ['vendue', 'collection'] as const) {
      const offers = jsonLdOf(workPage(artwork({ status, price: 900, priceShown: true }))).offers;
      expect(offers).toEqual({
        '@type': 'Offer',
        availability: 'https://schema.org/SoldOut',
        url: `${SITE}/aquarelles/12`,
      });
    }
  });

  it('offers nothing for a work not for sale or without a status, whose JSON-LD stays as it was', () => {
    expect(jsonLdOf(workPage(artwork({ status: 'non-a-vendre' })))).not.toHaveProperty('offers');
    const plain = jsonLdOf(workPage(artwork()));
    expect(plain).not.toHaveProperty('offers');
    expect(plain).toEqual(jsonLdOf(workPage(artwork({ price: 500, priceShown: true }))));
  });

  it("gives each work of a gallery's JSON-LD its offer, at the work's own address", () => {
    const gallery = jsonLdOf({
      path: '/aquarelles',
      kind: 'gallery',
      title: 'Aquarelle',
      artworks: [artwork({ status: 'vendue' }), artwork({ key: '7', title: 'Pluie 7', subtitle: '7' })],
    });
    const parts = gallery.hasPart as Record<string, unknown>[];
    expect(parts[0]!.offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
      url: `${SITE}/aquarelles/12`,
    });
    expect(parts[1]).not.toHaveProperty('offers');
  });
});
