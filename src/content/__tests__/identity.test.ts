import { describe, expect, it } from 'vitest';
import { identityOrSeed, SEED_IDENTITY } from '@/content/identity-seed';
import { DEFAULT_SITE_CONTENT, siteOrSeed } from '@/content/site-seed';
import { readSite, toIdentity } from '@/domain/database-reader';
import {
  cropRect,
  focusOf,
  movedFocus,
  PORTRAIT_ASPECT,
  LANDSCAPE_ASPECT,
  widthsFor,
  cropSrcSet,
} from '@/domain/hero-crop';
import { telHref } from '@/domain/site-content';
import {
  portraitPlan,
  PORTRAIT_WIDTHS as SCRIPT_PORTRAIT_WIDTHS,
  portraitFile,
} from '../../../scripts/assets/hero-crops.mjs';
import { PORTRAIT_WIDTHS } from '@/domain/hero-crop';

const OWN = {
  name: 'Jeanne Lefèvre',
  tagline: { first: 'Artiste peintre', second: 'Ateliers' },
  email: 'jeanne@exemple.fr',
  phone: '06 12 34 56 78',
  social: [{ network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/jeanne' }],
};

describe('the identity reader', () => {
  it('reads a stored identity', () => {
    expect(toIdentity(OWN)).toEqual({ ...OWN, cards: {} });
  });

  it('a node without identity (written before the screen existed) shows the seed', () => {
    const legacy = readSite({ statement: { title: 'Le temps', paragraphs: ['Un.'] }, interventions: 'Ateliers.' });
    expect(legacy?.identity).toBeUndefined();
    expect(identityOrSeed(siteOrSeed(legacy)).name).toBe(SEED_IDENTITY.name);
    expect(identityOrSeed(siteOrSeed(legacy)).hero).toEqual(SEED_IDENTITY.hero);
  });

  it('no site node at all shows the seed', () => {
    expect(identityOrSeed(siteOrSeed(null))).toMatchObject({ name: SEED_IDENTITY.name, phone: SEED_IDENTITY.phone });
    expect(DEFAULT_SITE_CONTENT.identity).toBe(SEED_IDENTITY);
  });

  it('an identity without a name, or not an object, is none', () => {
    expect(toIdentity({ ...OWN, name: ' ' })).toBeUndefined();
    expect(toIdentity('Jeanne')).toBeUndefined();
    expect(toIdentity(null)).toBeUndefined();
  });

  it('drops a social link on an unknown network or without an address, keeps the others', () => {
    const read = toIdentity({
      ...OWN,
      social: { 0: { network: 'myspace', label: 'x', url: 'https://x.fr' }, 1: OWN.social[0], 2: { network: 'x' } },
    });
    expect(read?.social).toEqual(OWN.social);
  });

  it('a malformed hero falls back on the seed’s, a malformed card picture on the site’s own', () => {
    const read = toIdentity({
      ...OWN,
      hero: { landscape: 'x' },
      cards: { vrac: { image: 42 }, presse: { image: '/images/a.webp', thumbnail: '/images/b.webp' } },
    });
    expect(read?.hero).toBeUndefined();
    const shown = identityOrSeed({ identity: read });
    expect(shown.hero).toEqual(SEED_IDENTITY.hero);
    expect(shown.card('vrac')).toEqual({
      image: '/images/cards/vrac-800.webp',
      thumbnail: '/images/cards/vrac-400.webp',
    });
    expect(shown.card('presse')).toEqual({ image: '/images/a.webp', thumbnail: '/images/b.webp' });
  });

  it('reads a hero, its focus kept within the photo', () => {
    const hero = {
      landscape: { sources: [{ url: '/images/l.webp', width: 1920 }], width: 1920, height: 1080 },
      portrait: { sources: { 0: { url: '/images/p.webp', width: 1236 } }, width: 1236, height: 2197 },
      focusX: 0.25,
      focusY: 7,
    };
    expect(toIdentity({ ...OWN, hero })?.hero).toEqual({
      ...hero,
      portrait: { sources: [{ url: '/images/p.webp', width: 1236 }], width: 1236, height: 2197 },
      focusY: 0.5,
    });
  });

  it('builds the tel: link from the phone as displayed', () => {
    expect(telHref('06 12 34 56 78')).toBe('tel:+33612345678');
    expect(telHref('+33 2.31.00.00.00')).toBe('tel:+33231000000');
  });
});

describe('the crop maths', () => {
  const photo = { width: 4000, height: 3000 };

  it('the portrait crop is as tall as the photo, centred by default', () => {
    const rect = cropRect(photo, PORTRAIT_ASPECT);
    expect(rect).toEqual({ x: 1156, y: 0, width: 1688, height: 3000 });
  });

  it('the landscape crop is as wide as the photo', () => {
    expect(cropRect(photo, LANDSCAPE_ASPECT)).toEqual({ x: 0, y: 375, width: 4000, height: 2250 });
  });

  it('a focus near an edge stops the crop at the edge', () => {
    expect(cropRect(photo, PORTRAIT_ASPECT, { x: 0, y: 0.5 }).x).toBe(0);
    expect(cropRect(photo, PORTRAIT_ASPECT, { x: 1, y: 0.5 }).x).toBe(4000 - 1688);
  });

  it('moving the frame changes the focus, and stops at the edges', () => {
    const centre = { x: 0.5, y: 0.5 };
    const left = movedFocus(photo, PORTRAIT_ASPECT, centre, -400, 0);
    expect(cropRect(photo, PORTRAIT_ASPECT, left).x).toBe(756);
    const far = movedFocus(photo, PORTRAIT_ASPECT, centre, -10_000, 50);
    expect(cropRect(photo, PORTRAIT_ASPECT, far)).toMatchObject({ x: 0, y: 0 });
    expect(focusOf(photo, cropRect(photo, PORTRAIT_ASPECT, left))).toEqual(left);
  });

  it('a crop is made in the widths it reaches, never enlarged', () => {
    expect(widthsFor(1688, PORTRAIT_WIDTHS)).toEqual([414, 828, 1236]);
    expect(widthsFor(608, PORTRAIT_WIDTHS)).toEqual([414, 608]);
    expect(widthsFor(300, PORTRAIT_WIDTHS)).toEqual([300]);
    expect(
      cropSrcSet([
        { url: 'a.webp', width: 414 },
        { url: 'b.webp', width: 608 },
      ]),
    ).toBe('a.webp 414w, b.webp 608w');
  });

  it('the demo’s portrait crop, made by the build, is the one the seed names', () => {
    expect(SCRIPT_PORTRAIT_WIDTHS).toEqual([...PORTRAIT_WIDTHS]);
    const { landscape, portrait } = SEED_IDENTITY.hero;
    const plan = portraitPlan({ width: landscape.width, height: landscape.height });
    expect(plan.widths).toEqual(widthsFor(plan.width, PORTRAIT_WIDTHS));
    expect(portrait.sources).toEqual(plan.widths.map((width) => ({ url: portraitFile(width), width })));
    expect([portrait.width, portrait.height]).toEqual([plan.width, plan.height]);
  });
});
