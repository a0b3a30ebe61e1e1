import { describe, expect, it } from 'vitest';
import { SEED_IDENTITY } from '@/content/identity-seed';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { ARTWORK_TYPES, type Artwork, type ArtworkType } from '@/domain/artwork';
import type { Selection } from '@/domain/selection';
import type { SiteContent } from '@/domain/site-content';
import { studioDossierPath } from '@/domain/studio-paths';
import type { WorksByType } from '../../shared/use-studio-data';
import {
  choiceOfQuery,
  DOSSIER_NOTICES,
  dossierOf,
  dossierPathOf,
  pricesByDefault,
  type Dossier,
  type DossierChoice,
} from '../dossier-content';

function work(type: ArtworkType, key: string, fields: Partial<Artwork> = {}): Artwork {
  return {
    key,
    type,
    title: `Œuvre ${key}`,
    subtitle: key,
    description: '',
    dimensions: null,
    image: `https://images.test/${key}.webp`,
    ...fields,
  };
}

function worksOf(...works: Artwork[]): WorksByType {
  const byType = Object.fromEntries(ARTWORK_TYPES.map((type) => [type, [] as Artwork[]]));
  for (const w of works) byType[w.type]!.push(w);
  return byType as WorksByType;
}

const WORKS = worksOf(
  work('Aquarelles', '3', { title: 'Brume 3', status: 'disponible', price: 800, priceShown: true }),
  work('Aquarelles', '12', {
    title: 'Arbre en hiver 12',
    technique: 'Aquarelle sur papier Arches',
    dimensions: '30 x 40 cm',
    status: 'vendue',
    price: 1200,
    priceShown: true,
  }),
  work('Peinture sur Toile', '5', { title: 'Les falaises 5', years: 2021, status: 'reservee', price: 2000 }),
  work('ateliers', '1', { title: 'Atelier 1' }),
);

const SITE: SiteContent = {
  ...DEFAULT_SITE_CONTENT,
  identity: {
    ...SEED_IDENTITY,
    name: 'Jeanne Martin',
    tagline: { first: 'Artiste peintre', second: '' },
    email: 'jeanne@example.com',
    phone: '06 12 34 56 78',
    social: [{ network: 'instagram', label: 'Mon Instagram', url: 'https://instagram.com/jeanne' }],
  },
  exhibitions: [
    "Salon d'automne, Paris",
    { title: 'Reflets', place: 'Abbaye', town: 'Jumièges', start: '2026-05-03', end: '2026-05-28' },
  ],
  books: { videoId: 'x', items: [{ title: 'Carnets normands', year: 2019, text: '…' }] },
  press: [
    { ...DEFAULT_SITE_CONTENT.press[0]!, alt: 'Portrait de la peintre', source: 'Paris-Normandie', date: 'mars 2019' },
    { ...DEFAULT_SITE_CONTENT.press[1]!, alt: 'Article sans source' },
  ],
};

const SELECTION: Selection = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  title: 'Pour M. Durand',
  showPrices: true,
  disabled: false,
  created: 1,
  works: [
    { type: 'Peinture sur Toile', key: '5' },
    { type: 'Aquarelles', key: 'gone' },
    { type: 'Aquarelles', key: '3' },
  ],
};

function choice(subject: DossierChoice['subject']): DossierChoice {
  return { subject, prices: null };
}

function document(dossier: Dossier) {
  if (dossier.kind !== 'document') throw new Error(`a document was expected, not ${dossier.kind}`);
  return dossier;
}

describe('the dossier’s address', () => {
  it.each([
    ['all', 'all' as const],
    ['a gallery', { gallery: '/aquarelles' }],
    ['a selection', { selection: SELECTION.id }],
    ['a work', { work: { type: 'Peinture sur Toile', key: '5' } }],
  ])('reads back the subject it was written with: %s', (_name, subject) => {
    for (const prices of [null, true, false]) {
      const path = dossierPathOf({ subject, prices });
      expect(choiceOfQuery(path.slice(path.indexOf('?') + 1 || path.length))).toEqual({ subject, prices });
    }
  });

  it('writes the subject as studioDossierPath does, the prices after it', () => {
    expect(dossierPathOf({ subject: { gallery: '/aquarelles' }, prices: null })).toBe(
      studioDossierPath({ gallery: '/aquarelles' }),
    );
    expect(dossierPathOf({ subject: 'all', prices: true })).toBe('/studio/dossier?prix=oui');
    expect(dossierPathOf({ subject: { gallery: '/vrac' }, prices: false })).toBe(
      '/studio/dossier?galerie=%2Fvrac&prix=non',
    );
  });
});

describe('what the dossier holds', () => {
  it('for all works: the cover says "Catalogue", the works gallery by gallery in the galleries’ order', () => {
    const dossier = document(dossierOf(choice('all'), { works: WORKS, site: SITE }, false));
    expect(dossier.subject).toBe('Catalogue');
    // Aquarelles by number, highest first (its sort order), then the canvas, then the workshops.
    expect(dossier.works.map((w) => w.title)).toEqual(['Arbre en hiver', 'Brume', 'Les falaises', 'Atelier']);
    expect(dossier.missing).toBe(0);
  });

  it('her name and contacts, her statement and her CV as stored', () => {
    const dossier = document(dossierOf(choice('all'), { works: WORKS, site: SITE }, false));
    expect(dossier.contacts).toEqual({
      name: 'Jeanne Martin',
      tagline: ['Artiste peintre'],
      email: 'jeanne@example.com',
      phone: '06 12 34 56 78',
      social: [{ label: 'Mon Instagram', url: 'https://instagram.com/jeanne' }],
    });
    expect(dossier.statement).toEqual(SITE.statement);
    expect(dossier.cv).toEqual({
      exhibitions: [
        { label: "Salon d'automne, Paris" },
        { label: 'Reflets, Abbaye, Jumièges', dates: 'du 3 au 28 mai 2026' },
      ],
      books: [{ title: 'Carnets normands', year: 2019 }],
      press: [
        { title: 'Portrait de la peintre', source: 'Paris-Normandie, mars 2019' },
        { title: 'Article sans source' },
      ],
    });
  });

  it('without a `site` node, the site’s own texts and identity', () => {
    const dossier = document(dossierOf(choice('all'), { works: WORKS, site: null }, false));
    expect(dossier.contacts.name).toBe(SEED_IDENTITY.name);
    expect(dossier.statement).toEqual(DEFAULT_SITE_CONTENT.statement);
    expect(dossier.cv.press).toHaveLength(DEFAULT_SITE_CONTENT.press.length);
  });

  it('for a gallery: its name on the cover, its works only, in its order', () => {
    const dossier = document(dossierOf(choice({ gallery: '/aquarelles' }), { works: WORKS, site: SITE }, false));
    expect(dossier.subject).toBe('Aquarelle');
    expect(dossier.works.map((w) => w.key)).toEqual(['12', '3']);
  });

  it('for a selection: its title, its works in her order, a deleted one left out and counted', () => {
    const dossier = document(
      dossierOf(choice({ selection: SELECTION.id }), { works: WORKS, site: SITE, selection: SELECTION }, false),
    );
    expect(dossier.subject).toBe('Sélection : Pour M. Durand');
    expect(dossier.works.map((w) => `${w.type}/${w.key}`)).toEqual(['Peinture sur Toile/5', 'Aquarelles/3']);
    expect(dossier.missing).toBe(1);
  });

  it('for a work: one tear sheet with her contacts', () => {
    const dossier = dossierOf(choice({ work: { type: 'Aquarelles', key: '12' } }), { works: WORKS, site: SITE }, false);
    expect(dossier).toEqual({
      kind: 'sheet',
      contacts: expect.objectContaining({ name: 'Jeanne Martin', email: 'jeanne@example.com' }),
      work: {
        type: 'Aquarelles',
        key: '12',
        title: 'Arbre en hiver',
        numero: '12',
        technique: 'Aquarelle sur papier Arches',
        dimensions: '30 x 40 cm',
        status: 'Vendue',
        image: 'https://images.test/12.webp',
      },
    });
  });

  it('a work’s page: its year, and no status where it has none', () => {
    const dossier = document(dossierOf(choice('all'), { works: WORKS, site: SITE }, false));
    expect(dossier.works.find((w) => w.key === '5')).toMatchObject({ year: 2021, status: 'Réservée' });
    expect(dossier.works.find((w) => w.key === '1')).not.toHaveProperty('status');
  });
});

describe('prices', () => {
  const pricesOf = (prices: boolean) =>
    document(dossierOf(choice('all'), { works: WORKS, site: SITE }, prices)).works.map((w) => w.price);

  it('show only when chosen, as the site writes them', () => {
    expect(pricesOf(false)).toEqual([undefined, undefined, undefined, undefined]);
    // Sold: none; available and shown: the price; reserved, price kept to herself: on request.
    expect(pricesOf(true)).toEqual([undefined, '800\u00a0€', 'Prix sur demande', undefined]);
  });

  it('by default: a selection’s own choice, and off for anything else', () => {
    expect(pricesByDefault({ selection: SELECTION.id }, SELECTION)).toBe(true);
    expect(pricesByDefault({ selection: SELECTION.id }, { ...SELECTION, showPrices: false })).toBe(false);
    expect(pricesByDefault({ selection: SELECTION.id }, null)).toBe(false);
    expect(pricesByDefault('all', SELECTION)).toBe(false);
    expect(pricesByDefault({ gallery: '/aquarelles' }, null)).toBe(false);
  });
});

describe('a subject that does not exist', () => {
  it.each([
    ['a selection', choice({ selection: 'nope' }), DOSSIER_NOTICES.selection],
    ['a gallery', choice({ gallery: '/nulle-part' }), DOSSIER_NOTICES.gallery],
    ['a work', choice({ work: { type: 'Aquarelles', key: '999' } }), DOSSIER_NOTICES.work],
    ['a work of no gallery', choice({ work: { type: 'Gravures', key: '1' } }), DOSSIER_NOTICES.work],
  ])('%s: a French notice', (_name, chosen, message) => {
    expect(dossierOf(chosen, { works: WORKS, site: SITE, selection: null }, false)).toEqual({
      kind: 'notice',
      message,
    });
  });
});
