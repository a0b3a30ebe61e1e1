// @vitest-environment node
/**
 * database.rules.json, offline with targaryen: site/identity, who she is (the studio's
 * "Identité" screen, src/domain/site-content.ts). The admin's writes only, every field checked:
 * its type, its length, its format (an email, a phone, https addresses, a network from the
 * list, picture URLs of this project's storage or of the site), and no other field. Then
 * weakened copies of the rules must break the cases that guard what they weakened.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_IDENTITY } from '@/content/identity-seed';
import { EMAIL_PATTERN, HTTPS_URL_PATTERN, IDENTITY_LIMITS, PHONE_PATTERN } from '@/domain/identity-rules';
import { CARD_KEYS, SOCIAL_NETWORKS } from '@/domain/site-content';
import { rulesForBucket } from '../../scripts/deploy/database-rules.mjs';
import { attempt, brokenExpectations, can, cannot, mapRules, type Expectation, type Rules } from './rules-table';

const BUCKET = 'exemple-portfolio.appspot.com';
const RULES_TEXT = rulesForBucket(readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'), BUCKET);
const RULES = JSON.parse(RULES_TEXT) as Rules;

const ADMIN = { uid: 'painter', provider: 'password', token: { admin: true } };
const VISITOR = { uid: 'visitor', provider: 'password', token: {} };
const TOKEN = '2b0c3f7e-9d41-4c6a-8f1e-5a7b9c0d1e2f';
const storageUrl = (name: string, bucket = BUCKET) =>
  `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${name}?alt=media&token=${TOKEN}`;

const PATH = '/site/identity';
/** The seed as the database stores it (JSON drops the empty cards). */
const SEED = JSON.parse(JSON.stringify(SEED_IDENTITY)) as Record<string, unknown>;
/** An identity she set herself: an uploaded hero (its three files) and a card of her own. */
const UPLOADED_HERO = {
  landscape: { sources: [{ url: storageUrl('1700000000000'), width: 1920 }], width: 1920, height: 1080 },
  portrait: { sources: [{ url: storageUrl('1700000000000-thumb'), width: 1236 }], width: 1236, height: 2197 },
  focusX: 0.3,
  focusY: 0.5,
  original: { url: storageUrl('1700000000000-zoom'), width: 3200, height: 2400 },
};
const OWN = {
  name: 'Jeanne Lefèvre-Œillet',
  tagline: { first: 'Artiste peintre', second: 'Ateliers pour tous les âges' },
  email: 'jeanne.lefevre@exemple.fr',
  phone: '+33 6 12 34 56 78',
  social: [
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/jeanne' },
    { network: 'web', label: 'Mon blog', url: 'https://blog.exemple.fr/atelier?page=2#haut' },
  ],
  hero: UPLOADED_HERO,
  cards: {
    vrac: {
      image: storageUrl('1700000000001'),
      thumbnail: storageUrl('1700000000001-thumb'),
      original: storageUrl('1700000000001-zoom'),
    },
  },
};
const DATA = { site: { identity: SEED } };
const field = (changes: Record<string, unknown>) => ({ ...OWN, ...changes });
const social = (changes: Record<string, unknown>) => field({ social: [{ ...OWN.social[0], ...changes }] });
const hero = (changes: Record<string, unknown>) => field({ hero: { ...UPLOADED_HERO, ...changes } });

const CASES: Expectation[] = [
  // Who writes.
  can('the admin writes her identity', ADMIN, 'write', PATH, OWN),
  can('the admin writes the seed (a fresh project)', ADMIN, 'write', PATH, SEED),
  can('anyone reads the identity', null, 'read', PATH),
  cannot('a visitor cannot write the identity', null, 'write', PATH, OWN),
  cannot('a signed-in non-admin cannot write the identity', VISITOR, 'write', PATH, OWN),
  can('the identity may be removed (the pages then show the seed)', ADMIN, 'write', PATH, null),

  // Shape.
  cannot('the identity as a string is refused', ADMIN, 'write', PATH, 'Jeanne'),
  cannot('an identity without a name is refused', ADMIN, 'write', PATH, { ...OWN, name: undefined }),
  cannot('an identity without a phone is refused', ADMIN, 'write', PATH, { ...OWN, phone: undefined }),
  cannot('an identity takes no other field', ADMIN, 'write', PATH, field({ password: 'x' })),
  can('an identity without social links, hero or cards is accepted', ADMIN, 'write', PATH, {
    ...OWN,
    social: undefined,
    hero: undefined,
    cards: undefined,
  }),

  // Name and tagline.
  cannot('a blank name is refused', ADMIN, 'write', PATH, field({ name: '   ' })),
  cannot('a name as a number is refused', ADMIN, 'write', PATH, field({ name: 42 })),
  can(
    `a name of ${IDENTITY_LIMITS.name} characters is accepted`,
    ADMIN,
    'write',
    PATH,
    field({ name: 'a'.repeat(IDENTITY_LIMITS.name) }),
  ),
  cannot(
    `a name of ${IDENTITY_LIMITS.name + 1} characters is refused`,
    ADMIN,
    'write',
    PATH,
    field({ name: 'a'.repeat(IDENTITY_LIMITS.name + 1) }),
  ),
  cannot('a name with a bidirectional override is refused', ADMIN, 'write', PATH, field({ name: 'Jeanne\u202e' })),
  cannot(
    'a tagline part with a line break is refused',
    ADMIN,
    'write',
    PATH,
    field({ tagline: { first: 'a\nb', second: '' } }),
  ),
  cannot(
    `a tagline part of ${IDENTITY_LIMITS.taglinePart + 1} characters is refused`,
    ADMIN,
    'write',
    PATH,
    field({ tagline: { first: 'a'.repeat(IDENTITY_LIMITS.taglinePart + 1), second: '' } }),
  ),
  cannot('a tagline takes no other part', ADMIN, 'write', PATH, field({ tagline: { ...OWN.tagline, third: 'x' } })),
  cannot('a tagline without its second part is refused', ADMIN, 'write', PATH, field({ tagline: { first: 'x' } })),

  // Email and phone.
  cannot('an email without @ is refused', ADMIN, 'write', PATH, field({ email: 'jeanne.exemple.fr' })),
  cannot('an email with a space is refused', ADMIN, 'write', PATH, field({ email: 'jeanne @exemple.fr' })),
  cannot('an email carrying a second header is refused', ADMIN, 'write', PATH, field({ email: 'a@b.fr?cc=x@y.fr' })),
  cannot(
    `an email of ${IDENTITY_LIMITS.email + 1} characters is refused`,
    ADMIN,
    'write',
    PATH,
    field({ email: `${'a'.repeat(IDENTITY_LIMITS.email - 8)}@exemple.fr` }),
  ),
  can('a French phone with spaces is accepted', ADMIN, 'write', PATH, field({ phone: '02 31 00 00 00' })),
  can('a phone with dots is accepted', ADMIN, 'write', PATH, field({ phone: '02.31.00.00.00' })),
  cannot('a phone with letters is refused', ADMIN, 'write', PATH, field({ phone: '02 31 AB 00 00' })),
  cannot('a phone with a script in it is refused', ADMIN, 'write', PATH, field({ phone: '02"><script>' })),
  cannot('a phone too short is refused', ADMIN, 'write', PATH, field({ phone: '1234' })),
  cannot('a phone as a number is refused', ADMIN, 'write', PATH, field({ phone: 231000000 })),

  // Social links.
  cannot('a social link on an unknown network is refused', ADMIN, 'write', PATH, social({ network: 'myspace' })),
  cannot(
    'a social link over http is refused',
    ADMIN,
    'write',
    PATH,
    social({ url: 'http://www.instagram.com/jeanne' }),
  ),
  cannot('a javascript: social link is refused', ADMIN, 'write', PATH, social({ url: 'javascript:alert(1)' })),
  cannot(
    'a social link with a quote is refused',
    ADMIN,
    'write',
    PATH,
    social({ url: 'https://exemple.fr/"onmouseover' }),
  ),
  cannot('a social link without a host is refused', ADMIN, 'write', PATH, social({ url: 'https:///chemin' })),
  cannot('a blank social label is refused', ADMIN, 'write', PATH, social({ label: ' ' })),
  cannot('a social link takes no other field', ADMIN, 'write', PATH, social({ icon: 'x.svg' })),
  cannot('a social link without its network is refused', ADMIN, 'write', PATH, social({ network: undefined })),
  cannot(
    `more than ${IDENTITY_LIMITS.socialLinks} social links are refused`,
    ADMIN,
    'write',
    PATH,
    field({ social: Array.from({ length: IDENTITY_LIMITS.socialLinks + 1 }, () => OWN.social[0]) }),
  ),
  can(
    `${IDENTITY_LIMITS.socialLinks} social links are accepted`,
    ADMIN,
    'write',
    PATH,
    field({ social: Array.from({ length: IDENTITY_LIMITS.socialLinks }, () => OWN.social[0]) }),
  ),
  cannot('the social links as a string are refused', ADMIN, 'write', PATH, field({ social: 'https://x.fr' })),

  // The hero.
  cannot('a hero without its portrait crop is refused', ADMIN, 'write', PATH, hero({ portrait: undefined })),
  cannot(
    'a hero crop from another bucket is refused',
    ADMIN,
    'write',
    PATH,
    hero({
      landscape: {
        ...UPLOADED_HERO.landscape,
        sources: [{ url: storageUrl('1700000000000', 'autre.appspot.com'), width: 1920 }],
      },
    }),
  ),
  cannot(
    'a hero crop from anywhere on the web is refused',
    ADMIN,
    'write',
    PATH,
    hero({ landscape: { ...UPLOADED_HERO.landscape, sources: [{ url: 'https://exemple.fr/a.webp', width: 1920 }] } }),
  ),
  cannot(
    'a hero crop outside /images/ is refused',
    ADMIN,
    'write',
    PATH,
    hero({ landscape: { ...UPLOADED_HERO.landscape, sources: [{ url: '/../secret.webp', width: 1920 }] } }),
  ),
  cannot(
    'a hero crop of a fractional width is refused',
    ADMIN,
    'write',
    PATH,
    hero({ portrait: { ...UPLOADED_HERO.portrait, width: 1236.5 } }),
  ),
  cannot(
    'a hero crop wider than 3200 px is refused',
    ADMIN,
    'write',
    PATH,
    hero({ portrait: { ...UPLOADED_HERO.portrait, height: 3201 } }),
  ),
  cannot(
    'more than 8 widths of a crop are refused',
    ADMIN,
    'write',
    PATH,
    hero({
      portrait: {
        ...UPLOADED_HERO.portrait,
        sources: Array.from({ length: 9 }, () => UPLOADED_HERO.portrait.sources[0]),
      },
    }),
  ),
  cannot(
    'a crop source takes no other field',
    ADMIN,
    'write',
    PATH,
    hero({ portrait: { ...UPLOADED_HERO.portrait, sources: [{ ...UPLOADED_HERO.portrait.sources[0], alt: 'x' }] } }),
  ),
  cannot('a crop focus beyond the photo is refused', ADMIN, 'write', PATH, hero({ focusX: 1.2 })),
  cannot('a crop focus as text is refused', ADMIN, 'write', PATH, hero({ focusY: '0.5' })),
  cannot('a hero takes no other field', ADMIN, 'write', PATH, hero({ video: 'x' })),
  cannot(
    'an original of the hero from elsewhere is refused',
    ADMIN,
    'write',
    PATH,
    hero({ original: { ...UPLOADED_HERO.original, url: 'https://exemple.fr/a.jpg' } }),
  ),

  // The cards.
  can(
    'a card keeps the site’s own files (a picture set back to the seed’s)',
    ADMIN,
    'write',
    PATH,
    field({
      cards: { presse: { image: '/images/cards/presse-800.webp', thumbnail: '/images/cards/presse-400.webp' } },
    }),
  ),
  can(
    'every card of the home page may have a picture of hers',
    ADMIN,
    'write',
    PATH,
    field({ cards: Object.fromEntries(CARD_KEYS.map((key) => [key, OWN.cards.vrac])) }),
  ),
  cannot(
    'a card picture without its large version is refused',
    ADMIN,
    'write',
    PATH,
    field({ cards: { vrac: { thumbnail: OWN.cards.vrac.thumbnail } } }),
  ),
  cannot(
    'a card picture as a number is refused',
    ADMIN,
    'write',
    PATH,
    field({ cards: { vrac: { ...OWN.cards.vrac, thumbnail: 1700000000001 } } }),
  ),
  cannot(
    'a card’s original from elsewhere is refused',
    ADMIN,
    'write',
    PATH,
    field({ cards: { vrac: { ...OWN.cards.vrac, original: 'https://exemple.fr/a.jpg' } } }),
  ),
  cannot(
    'a card’s thumbnail from another bucket is refused',
    ADMIN,
    'write',
    PATH,
    field({
      cards: { vrac: { ...OWN.cards.vrac, thumbnail: storageUrl('1700000000001-thumb', 'autre.appspot.com') } },
    }),
  ),
  cannot(
    'a picture for a card that does not exist is refused',
    ADMIN,
    'write',
    PATH,
    field({ cards: { boutique: OWN.cards.vrac } }),
  ),
  cannot(
    'a card picture without its thumbnail is refused',
    ADMIN,
    'write',
    PATH,
    field({ cards: { vrac: { image: OWN.cards.vrac.image } } }),
  ),
  cannot(
    'a card picture takes no other field',
    ADMIN,
    'write',
    PATH,
    field({ cards: { vrac: { ...OWN.cards.vrac, alt: 'x' } } }),
  ),
  cannot(
    'a card picture from anywhere on the web is refused',
    ADMIN,
    'write',
    PATH,
    field({ cards: { vrac: { ...OWN.cards.vrac, image: 'https://exemple.fr/a.webp' } } }),
  ),
];

describe('database.rules.json: site/identity', () => {
  it.each(CASES.map((c) => [c.label, c] as const))('%s', (_label, c) => {
    const result = attempt(RULES, DATA, c);
    expect(result.allowed, result.info).toBe(c.allowed);
  });
});

describe('the studio checks what the rules check (src/domain/identity-rules.ts)', () => {
  const rule = (path: string[]) => {
    let node: unknown = (RULES as { rules: { site: { identity: unknown } } }).rules.site.identity;
    for (const key of path) node = (node as Record<string, unknown>)[key];
    return (node as { '.validate': string })['.validate'];
  };
  const accepted = (changes: Record<string, unknown>) =>
    attempt(RULES, DATA, can('probe', ADMIN, 'write', PATH, field(changes))).allowed;
  it.each([
    'a@b.fr',
    'jeanne.lefevre+atelier@exemple.co.uk',
    'jeanne@exemple',
    'jeanne@@exemple.fr',
    'jeanne@exemple.fr.',
    'je anne@exemple.fr',
    '<a>@exemple.fr',
  ])('the form and the rules agree on the email "%s"', (email) => {
    expect(accepted({ email })).toBe(EMAIL_PATTERN.test(email));
  });
  it.each([
    '02 31 00 00 00',
    '+33 2 31 00 00 00',
    '02-31-00-00-00',
    '0231000000',
    '02  31',
    '+',
    '02 31 00 00 00 ext 2',
  ])('the form and the rules agree on the phone "%s"', (phone) => {
    expect(accepted({ phone })).toBe(PHONE_PATTERN.test(phone));
  });
  it.each([
    'https://www.facebook.com/',
    'https://exemple.fr',
    'https://exemple.fr:8443/a?b=c#d',
    'https://localhost/',
    'http://exemple.fr/',
    'https://exemple.fr/a b',
    "https://exemple.fr/'",
    'https://exemple.fr/\\x',
  ])('the form and the rules agree on the address "%s"', (url) => {
    expect(accepted({ social: [{ ...OWN.social[0], url }] })).toBe(HTTPS_URL_PATTERN.test(url));
  });
  it('the same lengths', () => {
    expect(rule(['name'])).toContain(`length <= ${IDENTITY_LIMITS.name}`);
    expect(rule(['tagline', 'first'])).toContain(`length <= ${IDENTITY_LIMITS.taglinePart}`);
    expect(rule(['email'])).toContain(`length <= ${IDENTITY_LIMITS.email}`);
    expect(rule(['phone'])).toContain(`length <= ${IDENTITY_LIMITS.phone}`);
    expect(rule(['social', '$i', 'label'])).toContain(`length <= ${IDENTITY_LIMITS.socialLabel}`);
    expect(rule(['social', '$i', 'url'])).toContain(`length <= ${IDENTITY_LIMITS.socialUrl}`);
  });
  it('the same networks', () => {
    expect(rule(['social', '$i', 'network'])).toContain(`^(${SOCIAL_NETWORKS.join('|')})$`);
  });
});

describe('weakened copies of the identity rules are caught', { timeout: 60_000 }, () => {
  const violations = (rules: Rules) => brokenExpectations(rules, DATA, CASES);
  function weaken(change: (json: string) => string): Rules {
    const weakened = change(RULES_TEXT);
    expect(weakened, 'the weakening must apply to the current rules').not.toBe(RULES_TEXT);
    return JSON.parse(weakened) as Rules;
  }
  /** The rules with one identity rule replaced. */
  function without(path: string[], validate: string | false = 'true'): Rules {
    const copy = structuredClone(RULES) as { rules: { site: { identity: Record<string, unknown> } } };
    let node: Record<string, unknown> = copy.rules.site.identity;
    for (const key of path) node = node[key] as Record<string, unknown>;
    node['.validate'] = validate;
    return copy as unknown as Rules;
  }

  it('catches an email no longer checked', () => {
    expect(violations(without(['email']))).toEqual(
      expect.arrayContaining(['an email without @ is refused', 'an email carrying a second header is refused']),
    );
  });
  it('catches a phone no longer checked', () => {
    expect(violations(without(['phone']))).toEqual(
      expect.arrayContaining(['a phone with letters is refused', 'a phone as a number is refused']),
    );
  });
  it('catches social links that take any address or network', () => {
    expect(violations(without(['social', '$i', 'url']))).toEqual(
      expect.arrayContaining(['a javascript: social link is refused', 'a social link over http is refused']),
    );
    expect(violations(without(['social', '$i', 'network']))).toContain(
      'a social link on an unknown network is refused',
    );
  });
  it('catches extra fields let through', () => {
    const at = RULES_TEXT.indexOf('"identity"');
    const rules = weaken((json) => json.slice(0, at) + json.slice(at).replaceAll('"$other"', '"unused"'));
    expect(violations(rules)).toEqual(
      expect.arrayContaining([
        'an identity takes no other field',
        'a social link takes no other field',
        'a hero takes no other field',
        'a card picture takes no other field',
      ]),
    );
  });
  it('catches picture URLs from anywhere', () => {
    const rules = mapRules(RULES, (rule) => (rule.includes('[0-9]{13}(-thumb|-zoom)?') ? 'newData.isString()' : rule));
    expect(violations(rules)).toEqual(
      expect.arrayContaining([
        'a hero crop from anywhere on the web is refused',
        'a card picture from anywhere on the web is refused',
      ]),
    );
  });
  it('catches card pictures no longer checked', () => {
    expect(violations(without(['cards', '$card'], "newData.hasChildren(['image', 'thumbnail'])"))).toContain(
      'a picture for a card that does not exist is refused',
    );
    expect(
      violations(
        without(
          ['cards', '$card'],
          '$card.matches(/^(pate-a-papier|peinture-sur-toile|aquarelles|peintures-sur-papier|vrac|ateliers|presse)$/)',
        ),
      ),
    ).toEqual(
      expect.arrayContaining([
        'a card picture without its thumbnail is refused',
        'a card picture without its large version is refused',
      ]),
    );
    expect(violations(without(['cards', '$card', 'thumbnail'], 'newData.exists()'))).toEqual(
      expect.arrayContaining([
        'a card picture as a number is refused',
        'a card’s thumbnail from another bucket is refused',
      ]),
    );
    expect(violations(without(['cards', '$card', 'original']))).toContain(
      'a card’s original from elsewhere is refused',
    );
  });
  it('catches an identity writable by anyone signed in', () => {
    const rules = weaken((json) => json.replace('"auth != null && auth.token.admin === true"', '"auth != null"'));
    expect(violations(rules)).toContain('a signed-in non-admin cannot write the identity');
  });
  it('catches names no longer checked for length and control characters', () => {
    expect(violations(without(['name'], 'newData.isString()'))).toEqual(
      expect.arrayContaining([
        `a name of ${IDENTITY_LIMITS.name + 1} characters is refused`,
        'a name with a bidirectional override is refused',
        'a blank name is refused',
      ]),
    );
  });
  it('catches a focus outside the photo', () => {
    expect(violations(without(['hero', 'focusX'], 'newData.isNumber()'))).toContain(
      'a crop focus beyond the photo is refused',
    );
  });
});
