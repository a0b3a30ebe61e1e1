import type { CardKey, CardPicture, SiteContent, SiteHero, SiteIdentity, SocialLink } from '@/domain/site-content';
import { ARTIST } from './artist';

/*
 * Who she is, as the demo and a fresh project start (the copy of src/content/artist.ts), and
 * what the public pages show from the `site` node's identity: the node's, the seed's for what
 * the node lacks (a node saved before the studio's "Identité" screen existed).
 */

/** The demo's own hero: the committed landscape photo and the portrait crop the build cuts from it. */
export const SEED_HERO: SiteHero = {
  landscape: {
    sources: [768, 1280, 1920].map((width) => ({ url: `/images/hero/hero-${width}.webp`, width })),
    width: 1920,
    height: 1080,
  },
  // scripts/assets/hero-crops.mjs makes these (tests/identity-seed.test.ts checks they agree).
  portrait: {
    sources: [414, 608].map((width) => ({ url: `/images/hero/hero-portrait-${width}.webp`, width })),
    width: 608,
    height: 1080,
  },
  focusX: 0.5,
  focusY: 0.5,
};

/** The site's own card pictures (public/images/cards/{key}-400.webp and -800.webp). */
export function seedCardPicture(key: CardKey): CardPicture {
  return { image: `/images/cards/${key}-800.webp`, thumbnail: `/images/cards/${key}-400.webp` };
}

const SEED_SOCIAL: SocialLink[] = [{ network: 'facebook', label: ARTIST.social.label, url: ARTIST.social.url }];

/** The identity the demo seeds and a fresh project imports: today's values of src/content/artist.ts. */
export const SEED_IDENTITY: SiteIdentity & { hero: SiteHero } = {
  name: ARTIST.name,
  tagline: { first: ARTIST.tagline[0], second: ARTIST.tagline[1] },
  email: ARTIST.email,
  phone: ARTIST.phone,
  social: SEED_SOCIAL,
  hero: SEED_HERO,
  cards: {},
};

/** An identity with every part the pages show: the hero and each card's picture known. */
export type ShownIdentity = SiteIdentity & { hero: SiteHero; card: (key: CardKey) => CardPicture };

/**
 * What the pages show of who she is: the `site` node's identity (or the seed's, when the node
 * has none), its hero and card pictures falling back on the site's own files.
 */
export function identityOrSeed(site: Pick<SiteContent, 'identity'> | null | undefined): ShownIdentity {
  const identity = site?.identity ?? SEED_IDENTITY;
  return {
    ...identity,
    hero: identity.hero ?? SEED_HERO,
    card: (key) => identity.cards[key] ?? seedCardPicture(key),
  };
}

/** A page's title: what it shows, then the artist ("Aquarelle · Prénom Nom"). */
export function titleWith(label: string, name: string): string {
  return `${label} · ${name}`;
}
