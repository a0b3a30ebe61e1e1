// @vitest-environment node
/**
 * database.rules.json, offline with targaryen: `imageDeletions/{name}`, the queue of images
 * waiting to be deleted from Storage ({ url, queuedAt }, docs/database.md). Whoever writes there
 * decides which pictures are deleted, so only the admin reads or writes it, `name` is a file
 * name storage.rules allows, and `url` is that file's download URL in this project's bucket.
 * Each case is checked, then weakened copies of the rules must break the cases that guard what
 * they weakened.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesForBucket } from '../../scripts/deploy/database-rules.mjs';
import { attempt, brokenExpectations, can, cannot, mapRules, type Expectation, type Rules } from './rules-table';

const BUCKET = 'exemple-portfolio.appspot.com';
const RULES_TEXT = rulesForBucket(readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'), BUCKET);

const ADMIN = { uid: 'painter', provider: 'password', token: { admin: true } };
const STRANGER = { uid: 'stranger', provider: 'password', token: { email: 'inconnu@example.com' } };
const ADMIN_CLAIM_AS_STRING = { uid: 'impostor', provider: 'password', token: { admin: 'true' } };

const TOKEN = '2b0c3f7e-9d41-4c6a-8f1e-5a7b9c0d1e2f';
const storageUrl = (name: string, bucket = BUCKET) =>
  `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${name}?alt=media&token=${TOKEN}`;
const DAY_MS = 24 * 60 * 60 * 1000;

const NAME = '1700000000000';
const QUEUED = { url: storageUrl(NAME), queuedAt: 1_710_000_000_000 };
const DATA = { imageDeletions: { [NAME]: QUEUED } };

/** A new entry for the image named `name`. */
const entry = (name: string, change: Record<string, unknown> = {}) => ({
  url: storageUrl(name),
  queuedAt: Date.now() - 1000,
  ...change,
});
const path = (name: string) => `/imageDeletions/${name}`;

const CASES: Expectation[] = [
  // Reading: the admin's only, the list included.
  can('the admin lists the queue', ADMIN, 'read', '/imageDeletions'),
  can('the admin reads an entry', ADMIN, 'read', path(NAME)),
  cannot('an anonymous visitor cannot list the queue', null, 'read', '/imageDeletions'),
  cannot('a signed-in stranger cannot list the queue', STRANGER, 'read', '/imageDeletions'),
  cannot('a signed-in stranger cannot read an entry', STRANGER, 'read', path(NAME)),
  cannot('an admin claim must be the boolean true to read', ADMIN_CLAIM_AS_STRING, 'read', '/imageDeletions'),

  // Writing: the admin's only.
  can('the admin queues an image', ADMIN, 'write', path('1700000000001'), entry('1700000000001')),
  can('the admin queues a thumbnail', ADMIN, 'write', path('1700000000001-thumb'), entry('1700000000001-thumb')),
  can('the admin queues a zoom version', ADMIN, 'write', path('1700000000001-zoom'), entry('1700000000001-zoom')),
  can('the admin queues a work’s three pictures in one update', ADMIN, 'update', '/imageDeletions', {
    1700000000002: entry('1700000000002'),
    '1700000000002-thumb': entry('1700000000002-thumb'),
    '1700000000002-zoom': entry('1700000000002-zoom'),
  }),
  can('the admin takes an entry off the queue', ADMIN, 'write', path(NAME), null),
  can('the admin empties the queue', ADMIN, 'write', '/imageDeletions', null),
  cannot('an anonymous visitor cannot queue an image', null, 'write', path('1700000000001'), entry('1700000000001')),
  cannot(
    'a signed-in stranger cannot queue an image',
    STRANGER,
    'write',
    path('1700000000001'),
    entry('1700000000001'),
  ),
  cannot('a signed-in stranger cannot take an entry off', STRANGER, 'write', path(NAME), null),
  cannot('a signed-in stranger cannot empty the queue', STRANGER, 'write', '/imageDeletions', null),
  cannot(
    'an admin claim must be the boolean true to queue',
    ADMIN_CLAIM_AS_STRING,
    'write',
    path('1700000000001'),
    entry('1700000000001'),
  ),

  // The name: a file name storage.rules allows, 10 to 16 digits and perhaps -thumb or -zoom.
  can('a name of 10 digits', ADMIN, 'write', path('1234567890'), entry('1234567890')),
  can('a name of 16 digits', ADMIN, 'write', path('1234567890123456'), entry('1234567890123456')),
  cannot('a name of 9 digits is refused', ADMIN, 'write', path('123456789'), entry('1700000000001')),
  cannot('a name of 17 digits is refused', ADMIN, 'write', path('12345678901234567'), entry('1700000000001')),
  cannot(
    'a name of letters is refused',
    ADMIN,
    'write',
    path('abc'),
    entry('1700000000001', { url: storageUrl('abc') }),
  ),
  cannot('a name with another suffix is refused', ADMIN, 'write', path('1700000000001-big'), entry('1700000000001')),
  cannot(
    'a name with two suffixes is refused',
    ADMIN,
    'write',
    path('1700000000001-thumb-zoom'),
    entry('1700000000001'),
  ),

  // The URL: the download URL of that very file, in this project's bucket.
  cannot(
    'a URL that is not text is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', { url: 1 }),
  ),
  cannot(
    'a 1 MB URL is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', {
      url: `${storageUrl('1700000000001')}${'x'.repeat(1 << 20)}`,
    }),
  ),
  cannot(
    'a URL over plain http is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', {
      url: storageUrl('1700000000001').replace('https:', 'http:'),
    }),
  ),
  cannot(
    'a URL of another host is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', {
      url: `https://evil.example.com/v0/b/${BUCKET}/o/1700000000001?alt=media&token=${TOKEN}`,
    }),
  ),
  cannot(
    "a URL of another project's bucket is refused",
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', {
      url: storageUrl('1700000000001', 'autre-projet.appspot.com'),
    }),
  ),
  cannot(
    'a javascript: URL is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', {
      url: 'javascript:alert(1)',
    }),
  ),
  cannot(
    'a URL without its token is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', {
      url: storageUrl('1700000000001').replace(/&token=.*/, ''),
    }),
  ),
  cannot(
    'a URL with something after the token is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', {
      url: `${storageUrl('1700000000001')}&x=1`,
    }),
  ),
  cannot(
    'a URL of another file than the name is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', {
      url: storageUrl('1700000000002'),
    }),
  ),
  cannot(
    "a URL of the image under its thumbnail's name is refused",
    ADMIN,
    'write',
    path('1700000000001-thumb'),
    entry('1700000000001'),
  ),
  cannot(
    "a URL of the thumbnail under the image's name is refused",
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001-thumb'),
  ),

  // The time it was queued: a number, after 1970, not in the future.
  cannot(
    'a queuing time as text is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', {
      queuedAt: '1710000000000',
    }),
  ),
  cannot(
    'a queuing time of 0 is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', { queuedAt: 0 }),
  ),
  cannot(
    'a negative queuing time is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', { queuedAt: -5 }),
  ),
  cannot(
    'a queuing time of 1e300 is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', { queuedAt: 1e300 }),
  ),
  cannot(
    'a queuing time a day ahead is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', {
      queuedAt: Date.now() + DAY_MS,
    }),
  ),

  // The shape: both fields, nothing else.
  cannot(
    'an entry without its URL is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', { url: null }),
  ),
  cannot(
    'an entry without its queuing time is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', {
      queuedAt: null,
    }),
  ),
  cannot(
    'an entry with another field is refused',
    ADMIN,
    'write',
    path('1700000000001'),
    entry('1700000000001', {
      bucket: BUCKET,
    }),
  ),
  cannot('another field written alone is refused', ADMIN, 'write', `${path(NAME)}/note`, 'x'),
  cannot('an entry that is a plain URL is refused', ADMIN, 'write', path('1700000000001'), storageUrl('1700000000001')),
  cannot('the queue as a plain value is refused', ADMIN, 'write', '/imageDeletions', 'x'),
];

function broken(rules: Rules): string[] {
  return brokenExpectations(rules, DATA, CASES);
}

describe('database.rules.json: the image deletion queue', () => {
  const rules = JSON.parse(RULES_TEXT) as Rules;

  it.each(CASES.map((c) => [c.label, c] as const))('%s', (_label, c) => {
    const result = attempt(rules, DATA, c);
    expect(result.allowed, result.info).toBe(c.allowed);
  });
});

describe('weakened copies of the queue rules are caught', { timeout: 30_000 }, () => {
  type QueueRules = Rules & { rules: { imageDeletions: Record<string, unknown> & { $name: Record<string, unknown> } } };
  const original = () => JSON.parse(RULES_TEXT) as QueueRules;

  it('catches a queue readable by anyone signed in', () => {
    const rules = original();
    rules.rules.imageDeletions['.read'] = 'auth != null';
    expect(broken(rules)).toEqual(
      expect.arrayContaining([
        'a signed-in stranger cannot list the queue',
        'a signed-in stranger cannot read an entry',
      ]),
    );
  });

  it('catches a queue writable by anyone signed in', () => {
    const rules = original();
    rules.rules.imageDeletions['.write'] = 'auth != null';
    expect(broken(rules)).toEqual(
      expect.arrayContaining([
        'a signed-in stranger cannot queue an image',
        'a signed-in stranger cannot take an entry off',
        'a signed-in stranger cannot empty the queue',
      ]),
    );
  });

  // The name is held twice: by its own pattern, and by the URL, which must name that very file
  // (whose shape the URL's pattern checks). Either alone refuses these names: only a copy that
  // drops both lets them through.
  it('catches a name held neither to its pattern nor to the file its URL names', () => {
    const rules = mapRules(original(), (rule) =>
      rule
        .replace('$name.matches(/^[0-9]{10,16}(-thumb|-zoom)?$/) && ', '')
        .replace(" && newData.val().contains('/o/' + $name + '?alt=media&token=')", ''),
    );
    expect(broken(rules)).toEqual(
      expect.arrayContaining([
        'a name of 9 digits is refused',
        'a name with another suffix is refused',
        'a name with two suffixes is refused',
      ]),
    );
  });

  it('catches a URL checked only for being text', () => {
    const rules = original();
    rules.rules.imageDeletions.$name.url = { '.validate': 'newData.isString()' };
    expect(broken(rules)).toEqual(
      expect.arrayContaining([
        'a 1 MB URL is refused',
        "a URL of another project's bucket is refused",
        'a javascript: URL is refused',
        'a URL of another file than the name is refused',
      ]),
    );
  });

  it('catches a URL no longer tied to the name', () => {
    const rules = mapRules(original(), (rule) =>
      rule.replace(" && newData.val().contains('/o/' + $name + '?alt=media&token=')", ''),
    );
    expect(broken(rules)).toEqual(
      expect.arrayContaining([
        'a URL of another file than the name is refused',
        "a URL of the image under its thumbnail's name is refused",
      ]),
    );
  });

  it('catches a queuing time no longer bounded by now', () => {
    const rules = original();
    rules.rules.imageDeletions.$name.queuedAt = { '.validate': 'newData.isNumber() && newData.val() > 0' };
    expect(broken(rules)).toEqual(
      expect.arrayContaining(['a queuing time of 1e300 is refused', 'a queuing time a day ahead is refused']),
    );
  });

  it('catches an entry that takes other fields or misses one', () => {
    const rules = original();
    delete rules.rules.imageDeletions.$name.$other;
    rules.rules.imageDeletions.$name['.validate'] = '$name.matches(/^[0-9]{10,16}(-thumb|-zoom)?$/)';
    expect(broken(rules)).toEqual(
      expect.arrayContaining([
        'an entry with another field is refused',
        'another field written alone is refused',
        'an entry without its URL is refused',
        'an entry without its queuing time is refused',
      ]),
    );
  });

  it('catches a queue that takes a plain value', () => {
    const rules = original();
    delete rules.rules.imageDeletions['.validate'];
    expect(broken(rules)).toContain('the queue as a plain value is refused');
  });
});
