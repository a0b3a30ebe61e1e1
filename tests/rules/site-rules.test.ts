// @vitest-environment node
/**
 * database.rules.json, offline with targaryen: the `site` node (the texts and press clippings
 * the painter edits in the studio, src/domain/site-content.ts). Public read, the admin's writes
 * only, one section at a time, every field checked. Each case is checked, then weakened copies
 * of the rules must break the cases that guard what they weakened.
 */
import { readFileSync } from 'node:fs';
import {
  attempt as attemptOn,
  brokenExpectations,
  can,
  cannot,
  databaseOf,
  mapRules,
  type Expectation,
  type Rules,
} from './rules-table';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { rulesForBucket } from '../../scripts/deploy/database-rules.mjs';

/** This project's bucket in the tests, put in the rules template as the deploy does. */
const BUCKET = 'exemple-portfolio.appspot.com';
const RULES_TEXT = rulesForBucket(readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'), BUCKET);

const ADMIN = { uid: 'painter', provider: 'password', token: { admin: true } };
const VISITOR = { uid: 'visitor', provider: 'password', token: {} };
const ADMIN_CLAIM_AS_STRING = { uid: 'impostor', provider: 'password', token: { admin: 'true' } };

const TOKEN = '2b0c3f7e-9d41-4c6a-8f1e-5a7b9c0d1e2f';
function storageUrl(name: string, bucket = BUCKET): string {
  return `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${name}?alt=media&token=${TOKEN}`;
}

/** A clipping uploaded through the studio: the write path's three pictures. */
const UPLOADED = {
  image: storageUrl('1700000000000'),
  thumbnail: storageUrl('1700000000000-thumb'),
  width: 1500,
  height: 2000,
  zoom: storageUrl('1700000000000-zoom'),
  zoomWidth: 2400,
  zoomHeight: 3200,
  alt: 'Article du journal local sur l’exposition de Honfleur',
  source: 'Ouest-France',
  date: 'mars 2024',
};

/** The site as the demo seeds it and a fresh project imports it (the copy of src/content/). */
const SEED = JSON.parse(JSON.stringify(DEFAULT_SITE_CONTENT)) as Record<string, unknown>;
const DATA = { site: SEED };

const STATEMENT = { title: 'Le temps', paragraphs: ['Premier paragraphe.', 'Second paragraphe.'] };
const BOOK = { title: 'Carnets', year: 2024, text: 'Un carnet de croquis.' };
const BOOKS = {
  videoId: 'M7lc1UVf-VE',
  items: [BOOK, { ...BOOK, year: 1993, cover: { ...UPLOADED, source: undefined, date: undefined } }],
};
/** A dated exhibition with every field. */
const EVENT = {
  title: 'Lumières de la côte',
  place: 'Abbaye',
  town: 'Jumièges',
  start: '2026-07-01',
  end: '2026-07-14',
  link: 'https://abbaye.example.fr/agenda?annee=2026#lumieres',
  text: 'Vernissage le 1er juillet.',
};
const withoutField = (field: keyof typeof EVENT) =>
  Object.fromEntries(Object.entries(EVENT).filter(([key]) => key !== field));
// JSON drops the undefined fields, as the database would.
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const CASES: Expectation[] = [
  // Reading and who writes.
  can('anyone reads the site', null, 'read', '/site'),
  can('anyone reads a section', null, 'read', '/site/press'),
  can('the admin writes the statement', ADMIN, 'write', '/site/statement', STATEMENT),
  cannot('an anonymous visitor cannot write the statement', null, 'write', '/site/statement', STATEMENT),
  cannot('a signed-in non-admin cannot write the statement', VISITOR, 'write', '/site/statement', STATEMENT),
  cannot('a signed-in non-admin cannot remove the clippings', VISITOR, 'write', '/site/press', null),
  cannot('an admin claim must be the boolean true', ADMIN_CLAIM_AS_STRING, 'write', '/site/statement', STATEMENT),
  can('the admin imports the whole site at once (a fresh project)', ADMIN, 'write', '/site', SEED),
  can('the admin writes the exhibitions whole (a reorder is one write)', ADMIN, 'write', '/site/exhibitions', [
    'Salon de Caen',
    'Biennale de Rouen',
  ]),
  can('the admin removes every exhibition', ADMIN, 'write', '/site/exhibitions', null),
  cannot('no other section', ADMIN, 'write', '/site/contact', 'x'),

  // Statement.
  cannot('a statement needs a title', ADMIN, 'write', '/site/statement', { paragraphs: ['x'] }),
  cannot('a blank title is refused', ADMIN, 'write', '/site/statement', { ...STATEMENT, title: '  ' }),
  cannot('a title over 200 characters is refused', ADMIN, 'write', '/site/statement', {
    ...STATEMENT,
    title: 'x'.repeat(201),
  }),
  cannot('a paragraph over 5000 characters is refused', ADMIN, 'write', '/site/statement', {
    ...STATEMENT,
    paragraphs: ['x'.repeat(5001)],
  }),
  cannot('a paragraph must be text', ADMIN, 'write', '/site/statement', { ...STATEMENT, paragraphs: [12] }),
  cannot('a statement takes no other field', ADMIN, 'write', '/site/statement', { ...STATEMENT, author: 'x' }),
  cannot('a paragraph under a key that is no index is refused', ADMIN, 'write', '/site/statement', {
    ...STATEMENT,
    paragraphs: { intro: 'x' },
  }),

  // Exhibitions.
  cannot('a blank exhibition is refused', ADMIN, 'write', '/site/exhibitions', ['Salon', ' ']),
  cannot('an exhibition over 300 characters is refused', ADMIN, 'write', '/site/exhibitions', ['x'.repeat(301)]),
  can('an exhibition of 300 characters is accepted', ADMIN, 'write', '/site/exhibitions', ['x'.repeat(300)]),
  cannot('an exhibition is a text or a dated event', ADMIN, 'write', '/site/exhibitions', [{ name: 'Salon' }]),

  // Dated exhibitions (src/domain/exhibitions.ts): beside the legacy texts.
  can('the admin writes dated events beside legacy texts', ADMIN, 'write', '/site/exhibitions', [
    'Salon de Caen',
    EVENT,
    { title: 'Atelier', place: 'Médiathèque', town: 'Dieppe', start: '2026-06-20' },
  ]),
  cannot('a dated exhibition needs its start', ADMIN, 'write', '/site/exhibitions', [withoutField('start')]),
  cannot('a dated exhibition needs its title', ADMIN, 'write', '/site/exhibitions', [withoutField('title')]),
  cannot('a dated exhibition needs its place', ADMIN, 'write', '/site/exhibitions', [withoutField('place')]),
  cannot('a dated exhibition needs its town', ADMIN, 'write', '/site/exhibitions', [withoutField('town')]),
  cannot('a dated exhibition takes no other field', ADMIN, 'write', '/site/exhibitions', [{ ...EVENT, price: 5 }]),
  cannot('a start that is no ISO day is refused', ADMIN, 'write', '/site/exhibitions', [
    { ...EVENT, start: '01/07/2026' },
  ]),
  cannot('a start with month 13 is refused', ADMIN, 'write', '/site/exhibitions', [{ ...EVENT, start: '2026-13-01' }]),
  cannot('a start as a number is refused', ADMIN, 'write', '/site/exhibitions', [{ ...EVENT, start: 20260701 }]),
  cannot('an end that is no ISO day is refused', ADMIN, 'write', '/site/exhibitions', [{ ...EVENT, end: '2026-7-14' }]),
  cannot('an end with a time is refused', ADMIN, 'write', '/site/exhibitions', [{ ...EVENT, end: '2026-07-14T18:00' }]),
  cannot('an http link is refused', ADMIN, 'write', '/site/exhibitions', [{ ...EVENT, link: 'http://musee.fr/expo' }]),
  cannot('a javascript: link is refused', ADMIN, 'write', '/site/exhibitions', [
    { ...EVENT, link: 'javascript:alert(1)' },
  ]),
  cannot('a link with a space is refused', ADMIN, 'write', '/site/exhibitions', [
    { ...EVENT, link: 'https://musee.fr/une expo' },
  ]),
  cannot('a link over 500 characters is refused', ADMIN, 'write', '/site/exhibitions', [
    { ...EVENT, link: `https://musee.fr/${'x'.repeat(490)}` },
  ]),
  cannot('a blank event title is refused', ADMIN, 'write', '/site/exhibitions', [{ ...EVENT, title: ' ' }]),
  cannot('an event title over 200 characters is refused', ADMIN, 'write', '/site/exhibitions', [
    { ...EVENT, title: 'x'.repeat(201) },
  ]),
  cannot('a town over 100 characters is refused', ADMIN, 'write', '/site/exhibitions', [
    { ...EVENT, town: 'x'.repeat(101) },
  ]),
  cannot('an event text over 1000 characters is refused', ADMIN, 'write', '/site/exhibitions', [
    { ...EVENT, text: 'x'.repeat(1001) },
  ]),
  can('an event text keeps its line breaks', ADMIN, 'write', '/site/exhibitions', [
    { ...EVENT, text: 'Vernissage.\nEntrée libre.' },
  ]),
  cannot('an event place with a bidirectional override is refused', ADMIN, 'write', '/site/exhibitions', [
    { ...EVENT, place: 'Galerie \u202e' },
  ]),
  cannot('an event text with a null character is refused', ADMIN, 'write', '/site/exhibitions', [
    { ...EVENT, text: 'a\u0000b' },
  ]),

  // Books.
  can('the admin writes the books, one with an uploaded cover', ADMIN, 'write', '/site/books', asStored(BOOKS)),
  cannot('a video id of another shape is refused', ADMIN, 'write', '/site/books', { ...BOOKS, videoId: 'abc' }),
  cannot('a video id that is a whole address is refused', ADMIN, 'write', '/site/books', {
    ...BOOKS,
    videoId: 'https://youtu.be/M7lc1UVf-VE',
  }),
  cannot('books need a video id', ADMIN, 'write', '/site/books', { items: [BOOK] }),
  cannot('a book needs a year', ADMIN, 'write', '/site/books', { ...BOOKS, items: [{ ...BOOK, year: null }] }),
  cannot('a year before 1900 is refused', ADMIN, 'write', '/site/books', {
    ...BOOKS,
    items: [{ ...BOOK, year: 1899 }],
  }),
  cannot('a fractional year is refused', ADMIN, 'write', '/site/books', {
    ...BOOKS,
    items: [{ ...BOOK, year: 2020.5 }],
  }),
  cannot('a blank book title is refused', ADMIN, 'write', '/site/books', { ...BOOKS, items: [{ ...BOOK, title: '' }] }),
  cannot('a book takes no other field', ADMIN, 'write', '/site/books', { ...BOOKS, items: [{ ...BOOK, isbn: '1' }] }),
  cannot('a cover without its alternative text is refused', ADMIN, 'write', '/site/books', {
    ...BOOKS,
    items: [{ ...BOOK, cover: { ...asStored({ ...UPLOADED, source: undefined, date: undefined }), alt: null } }],
  }),
  cannot('a cover from another host is refused', ADMIN, 'write', '/site/books', {
    ...BOOKS,
    items: [
      {
        ...BOOK,
        cover: {
          ...asStored({ ...UPLOADED, source: undefined, date: undefined }),
          image: 'https://evil.example.com/1.webp',
        },
      },
    ],
  }),

  // Interventions.
  can('the admin writes the Interventions text', ADMIN, 'write', '/site/interventions', 'Ateliers dans les écoles.'),
  cannot('a blank Interventions text is refused', ADMIN, 'write', '/site/interventions', ' '),
  cannot(
    'an Interventions text over 1000 characters is refused',
    ADMIN,
    'write',
    '/site/interventions',
    'x'.repeat(1001),
  ),

  // Press clippings.
  can('the admin adds an uploaded clipping', ADMIN, 'write', '/site/press', [...(SEED.press as object[]), UPLOADED]),
  can('a clipping of the site itself (/images/…), without source or date', ADMIN, 'write', '/site/press', [
    {
      image: '/images/presse/presse-0.webp',
      thumbnail: '/images/presse/presse-0-360.webp',
      thumbnailWidth: 360,
      width: 720,
      height: 960,
      alt: 'Article de presse 1',
    },
  ]),
  cannot('a clipping needs its alternative text', ADMIN, 'write', '/site/press', [{ ...UPLOADED, alt: null }]),
  cannot('a clipping needs its size', ADMIN, 'write', '/site/press', [{ ...UPLOADED, height: null }]),
  cannot('a clipping width over 3200 pixels is refused', ADMIN, 'write', '/site/press', [{ ...UPLOADED, width: 3201 }]),
  cannot('a zoom version without its size is refused', ADMIN, 'write', '/site/press', [
    { ...UPLOADED, zoomWidth: null },
  ]),
  cannot('a source over 200 characters is refused', ADMIN, 'write', '/site/press', [
    { ...UPLOADED, source: 'x'.repeat(201) },
  ]),
  cannot('a date over 60 characters is refused', ADMIN, 'write', '/site/press', [
    { ...UPLOADED, date: 'x'.repeat(61) },
  ]),
  cannot('a clipping takes no other field', ADMIN, 'write', '/site/press', [{ ...UPLOADED, url: 'https://x.fr' }]),
  cannot('a clipping image from another host is refused', ADMIN, 'write', '/site/press', [
    { ...UPLOADED, image: 'https://evil.example.com/1700000000000' },
  ]),
  cannot("a clipping image of another project's bucket is refused", ADMIN, 'write', '/site/press', [
    { ...UPLOADED, image: storageUrl('1700000000000', 'autre-projet.appspot.com') },
  ]),
  cannot('a thumbnail as the image is refused', ADMIN, 'write', '/site/press', [
    { ...UPLOADED, image: UPLOADED.thumbnail },
  ]),
  cannot('a site path outside /images/ is refused', ADMIN, 'write', '/site/press', [
    { ...UPLOADED, image: '/admin/1.webp' },
  ]),
  cannot('a site path climbing out of /images/ is refused', ADMIN, 'write', '/site/press', [
    { ...UPLOADED, image: '/images/../index.html' },
  ]),
  cannot('a site path with a quote is refused', ADMIN, 'write', '/site/press', [
    { ...UPLOADED, image: '/images/a".webp' },
  ]),

  // Every list is a list: entries under the keys 0, 1, …, never a plain value.
  cannot('the exhibitions as a 2 MB string are refused', ADMIN, 'write', '/site/exhibitions', 'x'.repeat(2 << 20)),
  cannot('the paragraphs as the number 42 are refused', ADMIN, 'write', '/site/statement', {
    ...STATEMENT,
    paragraphs: 42,
  }),
  cannot(
    'the paragraphs as the number 42, written alone, are refused',
    ADMIN,
    'write',
    '/site/statement/paragraphs',
    42,
  ),
  cannot('the clippings as a string are refused', ADMIN, 'write', '/site/press', 'Ouest-France'),
  cannot('the books as a boolean are refused', ADMIN, 'write', '/site/books', { ...BOOKS, items: true }),
  cannot('the whole site as a string is refused', ADMIN, 'write', '/site', 'x'),
  cannot('a list key with a leading zero is refused', ADMIN, 'write', '/site/exhibitions', { '01': 'Salon' }),
  cannot('a list key of four digits is refused', ADMIN, 'write', '/site/exhibitions', { 1000: 'Salon' }),
  can('list keys 0 to 999 are accepted', ADMIN, 'write', '/site/exhibitions', {
    0: 'Salon',
    10: 'Biennale',
    999: 'Foire',
  }),
  cannot('an anonymous visitor cannot write the exhibitions as a string', null, 'write', '/site/exhibitions', 'x'),
  cannot('a signed-in stranger cannot write the paragraphs as a number', VISITOR, 'write', '/site/statement', {
    ...STATEMENT,
    paragraphs: 42,
  }),

  // No control or bidirectional-override character; multi-line texts keep their lines.
  cannot('a statement title with a bidirectional override is refused', ADMIN, 'write', '/site/statement', {
    ...STATEMENT,
    title: 'Le \u202etemps',
  }),
  cannot('a paragraph with a control character is refused', ADMIN, 'write', '/site/statement', {
    ...STATEMENT,
    paragraphs: ['Premier\u0008 paragraphe.'],
  }),
  cannot('a paragraph with a directional isolate is refused', ADMIN, 'write', '/site/statement', {
    ...STATEMENT,
    paragraphs: ['Premier \u2067paragraphe.'],
  }),
  can('a paragraph keeps its line breaks and tabs', ADMIN, 'write', '/site/statement', {
    ...STATEMENT,
    paragraphs: ['Premier paragraphe,\nsur deux lignes.\r\n\tFin.'],
  }),
  cannot('an exhibition with a line break is refused', ADMIN, 'write', '/site/exhibitions', ['Salon\nde Caen']),
  cannot('an exhibition with a bidirectional override is refused', ADMIN, 'write', '/site/exhibitions', [
    'Salon \u202dde Caen',
  ]),
  cannot('a book title with a tab is refused', ADMIN, 'write', '/site/books', {
    ...BOOKS,
    items: [{ ...BOOK, title: 'Car\tnets' }],
  }),
  cannot('a book text with a null character is refused', ADMIN, 'write', '/site/books', {
    ...BOOKS,
    items: [{ ...BOOK, text: 'Un carnet\u0000' }],
  }),
  can('a book text keeps its line breaks', ADMIN, 'write', '/site/books', {
    ...BOOKS,
    items: [{ ...BOOK, text: 'Un carnet.\nDeux carnets.' }],
  }),
  cannot('a cover description with a bidirectional override is refused', ADMIN, 'write', '/site/books', {
    ...BOOKS,
    items: [
      { ...BOOK, cover: { ...asStored({ ...UPLOADED, source: undefined, date: undefined }), alt: 'Couverture\u202e' } },
    ],
  }),
  cannot(
    'an Interventions text with an escape character is refused',
    ADMIN,
    'write',
    '/site/interventions',
    'Ateliers\u001b[2J',
  ),
  can('an Interventions text keeps its line breaks', ADMIN, 'write', '/site/interventions', 'Ateliers.\nÉcoles.'),
  cannot('a clipping description with a control character is refused', ADMIN, 'write', '/site/press', [
    { ...UPLOADED, alt: 'Article\u0007' },
  ]),
  cannot('a clipping source with a bidirectional override is refused', ADMIN, 'write', '/site/press', [
    { ...UPLOADED, source: 'Ouest\u202e-France' },
  ]),
  cannot('a clipping date with a line break is refused', ADMIN, 'write', '/site/press', [
    { ...UPLOADED, date: 'mars\n2024' },
  ]),
];

function attempt(rules: Rules, c: Expectation) {
  return attemptOn(rules, DATA, c);
}

function violations(rules: Rules): string[] {
  return brokenExpectations(rules, DATA, CASES);
}

describe('database.rules.json: the site node', () => {
  const rules = JSON.parse(RULES_TEXT) as Rules;

  it.each(CASES.map((c) => [c.label, c] as const))('%s', (_label, c) => {
    const result = attempt(rules, c);
    expect(result.allowed, result.info).toBe(c.allowed);
  });

  it('accepts the seed (the copy of src/content/) section by section', () => {
    for (const [section, value] of Object.entries(SEED)) {
      const result = databaseOf(rules, {}).as(ADMIN).write(`/site/${section}`, value);
      expect(result.allowed, `${section}: ${result.info}`).toBe(true);
    }
  });
});

describe('weakened copies of the site rules are caught', { timeout: 30_000 }, () => {
  function weaken(change: (json: string) => string): Rules {
    const weakened = change(RULES_TEXT);
    expect(weakened, 'the weakening must apply to the current rules').not.toBe(RULES_TEXT);
    return JSON.parse(weakened) as Rules;
  }
  const siteWrite = '"auth != null && auth.token.admin === true"';

  it('catches a site writable by anyone signed in', () => {
    const rules = weaken((json) => json.replace(siteWrite, '"auth != null"'));
    expect(violations(rules)).toContain('a signed-in non-admin cannot write the statement');
  });

  it('catches a clipping that accepts any other field', () => {
    // The first "$other" guard after "press" is the clippings' own.
    const at = RULES_TEXT.indexOf('"press"');
    const rules = weaken((json) => json.slice(0, at) + json.slice(at).replace('"$other"', '"unused"'));
    expect(violations(rules)).toContain('a clipping takes no other field');
  });

  it('catches lists that take a plain value (the earlier rules)', () => {
    const rules = mapRules(JSON.parse(RULES_TEXT) as Rules, (rule) =>
      rule === 'newData.hasChildren()' ? 'true' : rule,
    );
    expect(violations(rules)).toEqual(
      expect.arrayContaining([
        'the exhibitions as a 2 MB string are refused',
        'the paragraphs as the number 42 are refused',
        'the paragraphs as the number 42, written alone, are refused',
        'the clippings as a string are refused',
        'the books as a boolean are refused',
        'the whole site as a string is refused',
      ]),
    );
  });

  it('catches list keys of any digits (the earlier rule)', () => {
    const rules = weaken((json) => json.replaceAll('^(0|[1-9][0-9]{0,2})$', '^[0-9]{1,3}$'));
    expect(violations(rules)).toContain('a list key with a leading zero is refused');
  });

  it('catches site texts no longer checked for control and bidirectional characters', () => {
    const rules = mapRules(JSON.parse(RULES_TEXT) as Rules, (rule) =>
      rule.replaceAll(/ && !newData\.val\(\)\.matches\(\/\[[^\]]*\]\/\)/g, ''),
    );
    expect(violations(rules)).toEqual(
      expect.arrayContaining([
        'a statement title with a bidirectional override is refused',
        'a paragraph with a control character is refused',
        'an exhibition with a bidirectional override is refused',
        'a book text with a null character is refused',
        'a cover description with a bidirectional override is refused',
        'an Interventions text with an escape character is refused',
        'a clipping source with a bidirectional override is refused',
        'an event place with a bidirectional override is refused',
        'an event text with a null character is refused',
      ]),
    );
  });

  it('catches a dated exhibition that accepts any other field', () => {
    // The first "$other" guard after "exhibitions" is the dated entries' own.
    const at = RULES_TEXT.indexOf('"exhibitions"');
    const rules = weaken((json) => json.slice(0, at) + json.slice(at).replace('"$other"', '"unused"'));
    expect(violations(rules)).toContain('a dated exhibition takes no other field');
  });

  it('catches a dated exhibition without its required fields', () => {
    const rules = weaken((json) => json.replace("newData.hasChildren(['title', 'place', 'town', 'start'])", 'true'));
    expect(violations(rules)).toEqual(
      expect.arrayContaining(['a dated exhibition needs its start', 'a dated exhibition needs its town']),
    );
  });

  it('catches exhibition dates of any shape', () => {
    const rules = weaken((json) =>
      json.replaceAll('^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', '^[0-9-T:/]+$'),
    );
    expect(violations(rules)).toEqual(
      expect.arrayContaining([
        'a start that is no ISO day is refused',
        'a start with month 13 is refused',
        'an end that is no ISO day is refused',
        'an end with a time is refused',
      ]),
    );
  });

  it('catches event links not held to https', () => {
    const at = RULES_TEXT.indexOf('"link"');
    const rules = weaken((json) => json.slice(0, at) + json.slice(at).replace('^https:', '^[a-z]+:'));
    expect(violations(rules)).toContain('an http link is refused');
  });

  it('catches event texts of any length', () => {
    const rules = weaken((json) => json.replace('newData.val().length <= 1000 && !newData', 'true && !newData'));
    expect(violations(rules)).toContain('an event text over 1000 characters is refused');
  });

  it('catches site image paths no longer held to /images/', () => {
    const rules = weaken((json) =>
      json.replaceAll('^\\\\/images\\\\/[a-z0-9-]+(\\\\/[a-z0-9-]+)*\\\\.webp$', '^\\\\/.*$'),
    );
    expect(violations(rules)).toEqual(
      expect.arrayContaining(['a site path outside /images/ is refused', 'a site path with a quote is refused']),
    );
  });
});
