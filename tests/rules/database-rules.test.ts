// @vitest-environment node
/**
 * database.rules.json, evaluated offline by targaryen (the Realtime Database emulator cannot run
 * here). The file is a template whose image URLs name the project's bucket by a placeholder
 * (scripts/deploy/database-rules.mjs): the rules tested are the template with this project's bucket
 * put in, as the deploy does. Every expectation lives in one table, checked by `violations()`:
 * the main test wants none, and the weakened copies of the rules at the end must each break at
 * least the expectation that guards what they weakened, which proves the table would catch that
 * weakening.
 */
import { readFileSync } from 'node:fs';
import { database } from 'targaryen';
import { describe, expect, it } from 'vitest';
import parser from 'targaryen/lib/parser/index.js';
import { isValidKey } from '@/domain/keys';
import { RECORD_LIMITS } from '@/domain/record-limits';
import { holdsForbiddenCharacter } from '@/domain/record-rules';
import { BUCKET_PLACEHOLDER, rulesForBucket } from '../../scripts/deploy/database-rules.mjs';
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

const RULES_FILE = new URL('../../database.rules.json', import.meta.url);
const FIXTURE_FILE = new URL('../../src/test/fixtures/legacy-export.json', import.meta.url);

/** This project's bucket in the tests (the fixture's images are in it). */
const BUCKET = 'exemple-portfolio.appspot.com';

function loadTemplate(): string {
  return readFileSync(RULES_FILE, 'utf8');
}

function loadRules(bucket = BUCKET): Rules {
  return JSON.parse(rulesForBucket(loadTemplate(), bucket)) as Rules;
}

/** An image URL as Storage's getDownloadURL gives it for an object of `bucket`. */
function storageUrl(name: string, bucket = BUCKET, token = '2b0c3f7e-9d41-4c6a-8f1e-5a7b9c0d1e2f'): string {
  return `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${name}?alt=media&token=${token}`;
}

/** An image URL of the earlier site, in a shape the rules no longer accept for a new value. */
const LEGACY_IMAGE = 'https://firebasestorage.googleapis.com/v0/b/ancien-site.appspot.com/o/1500000000000?alt=media';
const LEGACY_KEY_OF_ANOTHER_SHAPE = 'vieille clé 5';

/**
 * The earlier site's data (made-up content, its shape): legacy keys, no width or height; plus a
 * work whose image lives in the earlier site's bucket, under a key the app would not create.
 */
const DATA = (() => {
  const data = JSON.parse(readFileSync(FIXTURE_FILE, 'utf8')) as { articles: Record<string, Record<string, object>> };
  const legacy = { title: 'Vieux port 5', subtitle: '5', type: 'Aquarelles', description: '', image: LEGACY_IMAGE };
  data.articles.Aquarelles!.undefined5 = legacy;
  data.articles.Aquarelles![LEGACY_KEY_OF_ANOTHER_SHAPE] = legacy;
  return data;
})();

const ANONYMOUS = null;
const VISITOR = { uid: 'visitor-1', provider: 'password', token: { email: 'visiteur@example.com' } };
const ADMIN = { uid: 'painter', provider: 'password', token: { email: 'peintre@example.com', admin: true } };
const ADMIN_CLAIM_AS_STRING = { uid: 'impostor', provider: 'password', token: { admin: 'true' } };

const IMAGE = storageUrl('1700000000000');
const THUMB = storageUrl('1700000000000-thumb');

function canvas(): Record<string, unknown> {
  return {
    title: 'Falaises 30',
    subtitle: '30',
    type: 'Peinture sur Toile',
    years: 2024,
    description: 'Huile sur toile.',
    dimensions: '80 x 100 cm',
    image: IMAGE,
    thumbnail: THUMB,
    width: 1600,
    height: 1200,
    created: 1700000000000,
  };
}

function aquarelle(): Record<string, unknown> {
  return {
    title: 'Brume 40',
    subtitle: '40',
    type: 'Aquarelles',
    description: '',
    dimensions: null,
    image: IMAGE,
    thumbnail: THUMB,
    width: 1200,
    height: 1600,
    created: 1700000000000,
  };
}

const ZOOM = storageUrl('1700000000000-zoom');

function withZoom(): Record<string, unknown> {
  return { ...aquarelle(), zoom: ZOOM, zoomWidth: 2400, zoomHeight: 3200 };
}

const DAY_MS = 24 * 60 * 60 * 1000;

const CANVAS_PATH = '/articles/Peinture sur Toile/30';
const AQUARELLE_PATH = '/articles/Aquarelles/40';

const EXPECTATIONS: Expectation[] = [
  // Reading: the articles, to anyone; nothing else, to no one.
  can('anyone reads the articles', ANONYMOUS, 'read', '/articles'),
  can('anyone reads a category', ANONYMOUS, 'read', '/articles/Aquarelles'),
  can('anyone reads a legacy record', ANONYMOUS, 'read', '/articles/Aquarelles/undefined12'),
  cannot('nothing outside articles is readable: the root, anonymously', ANONYMOUS, 'read', '/'),
  cannot('nothing outside articles is readable: the root, as the admin', ADMIN, 'read', '/'),
  cannot('nothing outside articles is readable: another node', VISITOR, 'read', '/users'),

  // Who may write.
  can('the admin adds a canvas work', ADMIN, 'write', CANVAS_PATH, canvas()),
  can('the admin adds a work of another type, dimensions null', ADMIN, 'write', AQUARELLE_PATH, aquarelle()),
  can(
    'the admin edits a legacy record in place, without width, height or thumbnail',
    ADMIN,
    'write',
    '/articles/Aquarelles/undefined12',
    {
      title: 'Arbre en hiver 12',
      subtitle: '12',
      type: 'Aquarelles',
      description: 'Retouché.',
      dimensions: '30 x 40 cm',
      image: IMAGE,
    },
  ),
  can('the admin moves a work to another type in one update', ADMIN, 'update', '/', {
    'articles/Aquarelles/undefined12': null,
    'articles/Photos en vrac/12': { ...aquarelle(), type: 'Photos en vrac', subtitle: '12' },
  }),
  can('the admin deletes a legacy record', ADMIN, 'write', '/articles/Aquarelles/undefined12', null),
  cannot('an anonymous visitor cannot add a work', ANONYMOUS, 'write', AQUARELLE_PATH, aquarelle()),
  cannot('a signed-in non-admin cannot add a work', VISITOR, 'write', AQUARELLE_PATH, aquarelle()),
  cannot(
    'a signed-in non-admin cannot edit a field',
    VISITOR,
    'write',
    '/articles/Aquarelles/undefined12/title',
    'Vandalisé',
  ),
  cannot('an admin claim must be the boolean true', ADMIN_CLAIM_AS_STRING, 'write', AQUARELLE_PATH, aquarelle()),
  cannot('a signed-in non-admin cannot delete', VISITOR, 'write', '/articles/Aquarelles/undefined12', null),
  cannot('an anonymous visitor cannot delete', ANONYMOUS, 'write', '/articles/Aquarelles/undefined12', null),
  cannot('nobody writes outside articles, not even the admin', ADMIN, 'write', '/users/painter', { admin: true }),
  cannot('the admin cannot replace a whole category at once', ADMIN, 'write', '/articles/Aquarelles', {
    40: aquarelle(),
  }),

  // What a record must look like (all as the admin).
  cannot('an unknown type is refused', ADMIN, 'write', '/articles/Sculptures/1', {
    ...aquarelle(),
    type: 'Sculptures',
  }),
  cannot('the type must equal its path segment', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), type: 'ateliers' }),
  cannot('the type is spelled exactly', ADMIN, 'write', '/articles/aquarelles/40', {
    ...aquarelle(),
    type: 'aquarelles',
  }),
  cannot('a record without a title is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), title: null }),
  cannot('an empty title is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), title: '' }),
  cannot('a title over 200 characters is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    title: 'x'.repeat(201),
  }),
  can('a title of 200 characters is accepted', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    title: 'x'.repeat(200),
  }),
  cannot('a title must be a string', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), title: 40 }),
  cannot('a title of spaces is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), title: '   ' }),
  cannot('a title of blank characters is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), title: '\t\n ' }),
  cannot('a record without a subtitle is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), subtitle: null }),
  cannot('a subtitle over 64 characters is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    subtitle: '9'.repeat(65),
  }),
  cannot('a subtitle must be a string', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), subtitle: 40 }),
  cannot('an empty numéro is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), subtitle: '' }),
  cannot('a blank numéro is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), subtitle: '  ' }),

  // Keys: what the app creates (the numéro: letters, digits, - and _), legacy ones included.
  can('a new work under a key of letters, digits, - and _', ADMIN, 'write', '/articles/Aquarelles/A-12_b', aquarelle()),
  can('a new work under a legacy-shaped key', ADMIN, 'write', '/articles/Aquarelles/undefined40', aquarelle()),
  can('a key of 64 characters', ADMIN, 'write', `/articles/Aquarelles/${'7'.repeat(64)}`, aquarelle()),
  cannot('a key of 65 characters is refused', ADMIN, 'write', `/articles/Aquarelles/${'7'.repeat(65)}`, aquarelle()),
  cannot('a key of 700 characters is refused', ADMIN, 'write', `/articles/Aquarelles/${'x'.repeat(700)}`, aquarelle()),
  cannot('a key with spaces is refused', ADMIN, 'write', '/articles/Aquarelles/12 bis', aquarelle()),
  cannot('a key with an accented letter is refused', ADMIN, 'write', '/articles/Aquarelles/n°12', aquarelle()),
  can(
    'a record already stored under a key of another shape is edited in place',
    ADMIN,
    'write',
    `/articles/Aquarelles/${LEGACY_KEY_OF_ANOTHER_SHAPE}`,
    { title: 'Vieux port 5', subtitle: '5', type: 'Aquarelles', description: 'Retouché.', image: LEGACY_IMAGE },
  ),
  cannot('a record without a description is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    description: null,
  }),
  cannot('a description over 5000 characters is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    description: 'x'.repeat(5001),
  }),
  cannot('dimensions over 100 characters are refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    dimensions: 'x'.repeat(101),
  }),
  cannot('dimensions must be a string', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), dimensions: 30 }),
  cannot('a canvas work needs its year', ADMIN, 'write', CANVAS_PATH, { ...canvas(), years: null }),
  can('a year on a work of another gallery is accepted (optional there)', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    years: 2024,
  }),
  cannot('a year as a string is refused', ADMIN, 'write', CANVAS_PATH, { ...canvas(), years: '2024' }),
  cannot('a three-digit year is refused', ADMIN, 'write', CANVAS_PATH, { ...canvas(), years: 999 }),
  cannot('a five-digit year is refused', ADMIN, 'write', CANVAS_PATH, { ...canvas(), years: 10000 }),
  cannot('a year before 1900 is refused', ADMIN, 'write', CANVAS_PATH, { ...canvas(), years: 1899 }),
  cannot('a year after 2100 is refused', ADMIN, 'write', CANVAS_PATH, { ...canvas(), years: 2101 }),
  cannot('the year 9999 is refused', ADMIN, 'write', CANVAS_PATH, { ...canvas(), years: 9999 }),
  can('the year 1900 is accepted', ADMIN, 'write', CANVAS_PATH, { ...canvas(), years: 1900 }),
  can('the year 2100 is accepted', ADMIN, 'write', CANVAS_PATH, { ...canvas(), years: 2100 }),
  cannot('a fractional year is refused', ADMIN, 'write', CANVAS_PATH, { ...canvas(), years: 2024.5 }),
  cannot('a width as a string is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), width: '1200' }),
  cannot('a zero width is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), width: 0 }),
  cannot('a negative height is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), height: -5 }),
  cannot('a fractional width is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), width: 1200.5 }),
  cannot('a huge height is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), height: 1e9 }),
  cannot('a width over 3200 pixels is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), width: 3201 }),
  can('a zoom version of 3200 pixels is accepted', ADMIN, 'write', AQUARELLE_PATH, {
    ...withZoom(),
    zoomWidth: 2400,
    zoomHeight: 3200,
  }),
  cannot('a fractional zoom height is refused', ADMIN, 'write', AQUARELLE_PATH, { ...withZoom(), zoomHeight: 3199.5 }),
  cannot('a width without a height is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), height: null }),
  cannot('an extra field is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), owner: 'x' }),
  cannot('an extra field is refused on its own, too', ADMIN, 'write', '/articles/Aquarelles/undefined12/owner', 'x'),
  cannot('a record without an image is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), image: null }),
  cannot('an image from another host is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    image: 'https://evil.example.com/v0/b/exemple-portfolio.appspot.com/o/1',
  }),
  cannot('an image over plain http is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    image: IMAGE.replace('https:', 'http:'),
  }),
  cannot('an image from a bucket that is not a Firebase default bucket is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    image: 'https://firebasestorage.googleapis.com/v0/b/evil.example.com/o/1',
  }),
  cannot('an image that is a data URL is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    image: 'data:image/png;base64,AAAA',
  }),
  cannot('a thumbnail from another host is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    thumbnail: 'https://evil.example.com/x.png',
  }),
  cannot('an image URL that closes its attribute and adds a tag is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    image: `${IMAGE}"><meta http-equiv="refresh" content="0;url=https://evil.example.com">`,
  }),
  cannot("an image of another project's bucket is refused", ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    image: storageUrl('1700000000000', 'autre-projet.appspot.com'),
  }),
  cannot('an image of a bucket whose name only starts like this one is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    image: storageUrl('1700000000000', 'exemple-portfolio.appspot.com.evil.example.com'),
  }),
  cannot('a dot of the bucket name matches only a dot', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    image: storageUrl('1700000000000', 'exemple-portfolioXappspotXcom'),
  }),
  cannot('an image without its download token is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    image: IMAGE.replace(/&token=.*/, ''),
  }),
  cannot('an image named otherwise than by its upload time is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    image: storageUrl('autre.png'),
  }),
  cannot('an image with something after the token is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    image: `${IMAGE}&x=1`,
  }),
  cannot('a thumbnail as the image is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), image: THUMB }),
  cannot('the image as the thumbnail is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), thumbnail: IMAGE }),
  can(
    'a legacy work keeps the image URL it already holds when edited',
    ADMIN,
    'write',
    '/articles/Aquarelles/undefined5',
    { title: 'Vieux port 5', subtitle: '5', type: 'Aquarelles', description: 'Retouché.', image: LEGACY_IMAGE },
  ),
  cannot('a legacy-shaped image URL is refused on another work', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    image: LEGACY_IMAGE,
  }),
  cannot(
    'a legacy work cannot take another legacy-shaped image URL',
    ADMIN,
    'write',
    '/articles/Aquarelles/undefined5/image',
    LEGACY_IMAGE.replace('1500000000000', '1500000000001'),
  ),
  can('a legacy work takes a new image of this bucket', ADMIN, 'write', '/articles/Aquarelles/undefined5/image', IMAGE),
  can('the admin adds a work with its zoom version and its size', ADMIN, 'write', AQUARELLE_PATH, withZoom()),
  cannot('a zoom version from another host is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...withZoom(),
    zoom: 'https://evil.example.com/x.png',
  }),
  cannot('a zoom version without its size is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...withZoom(),
    zoomHeight: null,
  }),
  cannot('a zoom size without a zoom version is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...withZoom(),
    zoom: null,
  }),
  cannot('a zoom width as a string is refused', ADMIN, 'write', AQUARELLE_PATH, { ...withZoom(), zoomWidth: '3200' }),

  // No control or bidirectional-override character in a text; a description keeps its lines.
  cannot('a title with a right-to-left override is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    title: 'Brume \u202e04',
  }),
  cannot('a title with a directional isolate is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    title: 'Brume \u2066 40',
  }),
  cannot('a title with a control character is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    title: 'Brume\u0007 40',
  }),
  cannot('a title with a line break is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    title: 'Brume\n40',
  }),
  cannot('a title with a tab is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), title: 'Brume\t40' }),
  cannot(
    'a numéro with a null character is refused',
    ADMIN,
    'write',
    '/articles/Aquarelles/undefined12/subtitle',
    '12\u0000',
  ),
  cannot('dimensions with a bidirectional override are refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    dimensions: '30 x 40\u202d cm',
  }),
  cannot('a description with a control character is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    description: 'Huile\u001b[31m',
  }),
  cannot('a description with a bidirectional override is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    description: 'Huile \u202e',
  }),
  can('a description keeps its line breaks and tabs', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    description: 'Huile sur toile.\nSignée en bas.\r\n\tCollection privée.',
  }),
  can('a title in any script, with an emoji and a no-break space, is accepted', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    title: 'Nuit\u00a0\u0627\u0644\u0628\u062d\u0631 🌙 40',
  }),

  // A creation time in the past, not in the future.
  cannot('a creation time of 1e300 is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), created: 1e300 }),
  cannot('a creation time a day ahead is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    created: Date.now() + DAY_MS,
  }),
  can('a creation time of a moment ago is accepted', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    created: Date.now() - 1000,
  }),
];

function attempt(rules: Rules, e: Expectation) {
  return attemptOn(rules, DATA, e);
}

function violations(rules: Rules): string[] {
  return brokenExpectations(rules, DATA, EXPECTATIONS);
}

// Each pass over the table evaluates every expectation afresh: slow on a loaded machine.
const WHOLE_TABLE_TIMEOUT_MS = 30_000;

describe('database.rules.json', { timeout: WHOLE_TABLE_TIMEOUT_MS }, () => {
  const rules = loadRules();

  it.each(EXPECTATIONS.map((e) => [e.label, e] as const))('%s', (_label, e) => {
    const result = attempt(rules, e);
    expect(result.allowed, result.info).toBe(e.allowed);
  });

  it('breaks none of the expectations', () => {
    expect(violations(rules)).toEqual([]);
  });
});

describe('weakened copies of database.rules.json are caught', { timeout: WHOLE_TABLE_TIMEOUT_MS }, () => {
  /** Applies a textual change to the rules and checks that it changed something. */
  function weaken(change: (json: string) => string): Rules {
    const original = JSON.stringify(loadRules());
    const weakened = change(original);
    expect(weakened, 'the weakening must apply to the current rules').not.toBe(original);
    return JSON.parse(weakened) as Rules;
  }

  it('catches an admin check replaced by "signed in"', () => {
    const rules = weaken((json) => json.replaceAll('auth.token.admin === true', 'auth != null'));
    expect(violations(rules)).toEqual(
      expect.arrayContaining(['a signed-in non-admin cannot add a work', 'a signed-in non-admin cannot delete']),
    );
  });

  it('catches a missing $other guard', () => {
    const rules = weaken((json) => json.replace(/,"\$other":\{"\.validate":false\}/, ''));
    expect(violations(rules)).toEqual(
      expect.arrayContaining(['an extra field is refused', 'an extra field is refused on its own, too']),
    );
  });

  it('catches a type no longer tied to its path segment', () => {
    const rules = weaken((json) => json.replace('newData.val() === $type && ', ''));
    expect(violations(rules)).toContain('the type must equal its path segment');
  });

  it('catches a canvas work no longer required to have its year', () => {
    const rules = weaken((json) =>
      json.replace("(newData.child('type').val() !== 'Peinture sur Toile' || newData.hasChild('years'))", 'true'),
    );
    expect(violations(rules)).toContain('a canvas work needs its year');
  });

  it('catches a year range no longer checked', () => {
    const rules = weaken((json) => json.replace(' && newData.val() >= 1900 && newData.val() <= 2100', ''));
    expect(violations(rules)).toEqual(
      expect.arrayContaining(['a year before 1900 is refused', 'a year after 2100 is refused']),
    );
  });

  it('catches an image URL checked only for being a string', () => {
    const rules = weaken((json) => json.replace(/newData\.val\(\)\.matches\([^"]*?\)\)"/, 'true)"'));
    expect(violations(rules)).toContain('an image from another host is refused');
  });

  it('catches an image URL checked only by its beginning (the earlier rule)', () => {
    const rules = weaken((json) => json.replace(/\[0-9a-f\]\{12\}\$\/\)\)"/, '[0-9a-f]{12}/))"'));
    expect(violations(rules)).toEqual(
      expect.arrayContaining([
        'an image URL that closes its attribute and adds a tag is refused',
        'an image with something after the token is refused',
      ]),
    );
  });

  it('catches rules that accept any bucket', () => {
    const rules = JSON.parse(
      rulesForBucket(loadTemplate(), 'placeholder.invalid').replaceAll('placeholder\\\\.invalid', '[a-z0-9.-]+'),
    ) as Rules;
    expect(violations(rules)).toContain("an image of another project's bucket is refused");
  });

  it('catches a legacy image URL no longer kept when unchanged', () => {
    const rules = weaken((json) => json.replace('newData.val() === data.val() || ', ''));
    expect(violations(rules)).toContain('a legacy work keeps the image URL it already holds when edited');
  });

  it('catches a key shape no longer checked', () => {
    const rules = weaken((json) => json.replace(/ && \(data\.exists\(\) \|\| \(\$key\.matches\([^)]*\)[^)]*\)\)/, ''));
    expect(violations(rules)).toEqual(
      expect.arrayContaining(['a key of 700 characters is refused', 'a key with spaces is refused']),
    );
  });

  it('catches blank titles and numéros no longer refused', () => {
    const rules = weaken((json) => json.replaceAll(' && newData.val().matches(/\\\\S/)', ''));
    expect(violations(rules)).toEqual(
      expect.arrayContaining(['a title of spaces is refused', 'a blank numéro is refused']),
    );
  });

  it('catches pixel sizes no longer required whole and bounded', () => {
    const rules = weaken((json) =>
      json.replaceAll(' % 1 === 0 && newData.val() >= 1 && newData.val() <= 3200', ' > 0'),
    );
    expect(violations(rules)).toEqual(
      expect.arrayContaining(['a fractional width is refused', 'a huge height is refused']),
    );
  });

  it('catches texts no longer checked for control and bidirectional characters', () => {
    const rules = mapRules(loadRules(), (rule) =>
      rule.replaceAll(/ && !newData\.val\(\)\.matches\(\/\[[^\]]*\]\/\)/g, ''),
    );
    expect(rules).not.toEqual(loadRules());
    expect(violations(rules)).toEqual(
      expect.arrayContaining([
        'a title with a right-to-left override is refused',
        'a title with a control character is refused',
        'a description with a bidirectional override is refused',
      ]),
    );
  });

  it('catches a multi-line text check that takes the one-line one (a description loses its lines)', () => {
    const { singleLine, multiLine } = RECORD_LIMITS.forbiddenCharacters;
    const rules = mapRules(loadRules(), (rule) => rule.replaceAll(multiLine, singleLine));
    expect(rules).not.toEqual(loadRules());
    expect(violations(rules)).toContain('a description keeps its line breaks and tabs');
  });

  it('catches a creation time no longer bounded by now', () => {
    const rules = weaken((json) => json.replaceAll(/ && newData\.val\(\) <= now \+ \d+/g, ''));
    expect(violations(rules)).toEqual(
      expect.arrayContaining(['a creation time of 1e300 is refused', 'a creation time a day ahead is refused']),
    );
  });

  it('catches a readable root', () => {
    const rules = weaken((json) => json.replace('".read":false', '".read":true'));
    expect(violations(rules)).toContain('nothing outside articles is readable: the root, anonymously');
  });
});

describe('the rules template and the bucket put into it', () => {
  it('names the bucket by its placeholder in each image field, and nowhere else', () => {
    const template = loadTemplate();
    // A work's three pictures, the same three of a deleted work, of a book cover and of a press
    // clipping, the URL of an image waiting to be deleted, and the identity's pictures: the hero's
    // two crops and its original, a home card's picture, thumbnail and original.
    expect(template.split(BUCKET_PLACEHOLDER)).toHaveLength(4 * 3 + 1 + 6 + 1);
    const fields = (
      JSON.parse(template) as { rules: { articles: { $type: { $key: Record<string, { '.validate': string }> } } } }
    ).rules.articles.$type.$key;
    for (const field of ['image', 'thumbnail', 'zoom'])
      expect(fields[field]!['.validate']).toContain(BUCKET_PLACEHOLDER);
  });

  it('puts the bucket in with its dots escaped, leaving no placeholder', () => {
    const rules = rulesForBucket(loadTemplate(), 'mon-projet.firebasestorage.app');
    expect(rules).not.toContain(BUCKET_PLACEHOLDER);
    const image = (
      JSON.parse(rules) as { rules: { articles: { $type: { $key: { image: { '.validate': string } } } } } }
    ).rules.articles.$type.$key.image['.validate'];
    expect(image).toContain('\\/v0\\/b\\/mon-projet\\.firebasestorage\\.app\\/o\\/');
    const db = database(JSON.parse(rules) as Rules, {}).as(ADMIN);
    const work = { ...aquarelle(), thumbnail: null };
    expect(
      db.write(AQUARELLE_PATH, { ...work, image: storageUrl('1700000000000', 'mon-projet.firebasestorage.app') })
        .allowed,
    ).toBe(true);
    expect(db.write(AQUARELLE_PATH, { ...work, image: IMAGE }).allowed).toBe(false);
  });

  it('refuses the images of any real bucket while the placeholder is left in (a template deployed by mistake)', () => {
    const db = database(JSON.parse(loadTemplate()) as Rules, {}).as(ADMIN);
    expect(db.write(AQUARELLE_PATH, aquarelle()).allowed).toBe(false);
  });

  it.each(['', 'Mon-Projet.appspot.com', 'projet/../autre', 'a', 'evil.com"/x'])(
    'refuses to put in the bucket name %j',
    (bucket) => {
      expect(() => rulesForBucket(loadTemplate(), bucket)).toThrow(/bucket name/);
    },
  );
});

describe('the rules and RECORD_LIMITS (src/domain/record-limits.ts) agree', { timeout: WHOLE_TABLE_TIMEOUT_MS }, () => {
  const rules = loadRules();
  const db = () => databaseOf(rules, DATA).as(ADMIN);
  const allowed = (path: string, value: unknown) => db().write(path, value).allowed;

  /** U+0000–U+001F, the bidirectional overrides and isolates, and neighbours that are fine. */
  const PROBED_CHARACTERS = [
    ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
    ...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069',
    ...' ~\u007f\u00a0\u2028\u2029\u2065\u206a\u200f\ufeff',
  ];

  it.each([
    ['title', 'single'],
    ['subtitle', 'single'],
    ['dimensions', 'single'],
    ['description', 'multi'],
  ] as const)('%s refuses exactly the characters holdsForbiddenCharacter(text, %j) names', (field, lines) => {
    const accepted = PROBED_CHARACTERS.filter((c) => allowed(CANVAS_PATH, { ...canvas(), [field]: `7${c}7` }));
    expect(accepted).toEqual(PROBED_CHARACTERS.filter((c) => !holdsForbiddenCharacter(`7${c}7`, lines)));
  });

  it('a creation time up to clockToleranceMs ahead of the database clock, not further', () => {
    const now = 1_800_000_000_000;
    const at = (created: number) => db().write(CANVAS_PATH, { ...canvas(), created }, { now }).allowed;
    const { clockToleranceMs } = RECORD_LIMITS;
    expect([at(now), at(now + clockToleranceMs), at(now + clockToleranceMs + 1)]).toEqual([true, true, false]);
  });

  it.each(Object.entries(RECORD_LIMITS.text))('%s: at most %i characters', (field, max) => {
    const work = { ...canvas(), [field]: '7'.repeat(max) };
    expect(allowed(CANVAS_PATH, work)).toBe(true);
    expect(allowed(CANVAS_PATH, { ...work, [field]: '7'.repeat(max + 1) })).toBe(false);
  });

  it('years from year.min to year.max, whole', () => {
    const { min, max } = RECORD_LIMITS.year;
    expect(
      [min - 1, min, max, max + 1, min + 0.5].map((years) => allowed(CANVAS_PATH, { ...canvas(), years })),
    ).toEqual([false, true, true, false, false]);
  });

  it.each(['width', 'height', 'zoomWidth', 'zoomHeight'])('%s from pixelSize.min to pixelSize.max, whole', (field) => {
    const { min, max } = RECORD_LIMITS.pixelSize;
    const sizes = [min - 1, min, max, max + 1, min + 0.5];
    expect(sizes.map((size) => allowed(AQUARELLE_PATH, { ...withZoom(), [field]: size }))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('keys of key.characters, at most key.maxLength of them', () => {
    const { characters, maxLength } = RECORD_LIMITS.key;
    const allCharacters = characters.replace(/(.)-(.)/g, (_, from: string, to: string) => {
      let run = '';
      for (let c = from.charCodeAt(0); c <= to.charCodeAt(0); c += 1) run += String.fromCharCode(c);
      return run;
    });
    for (let start = 0; start < allCharacters.length; start += maxLength) {
      expect(allowed(`/articles/Aquarelles/${allCharacters.slice(start, start + maxLength)}`, aquarelle())).toBe(true);
    }
    expect(allowed(`/articles/Aquarelles/${'7'.repeat(maxLength + 1)}`, aquarelle())).toBe(false);
    expect(allowed('/articles/Aquarelles/a~b', aquarelle())).toBe(false);
  });
});

/**
 * targaryen cannot write under `__proto__` or `constructor` (it keeps the data in plain objects),
 * so the key clause of a new work's rule is evaluated on its own, by targaryen's rule parser,
 * with `$key` set to each key.
 */
describe('the key of a new work: its clause of the rules, evaluated on its own', () => {
  /** The parenthesised clause of the articles' .validate that starts with `($key.matches(`. */
  function keyClause(rules: Rules): string {
    const validate = (rules.rules as { articles: { $type: { $key: { '.validate': string } } } }).articles.$type.$key[
      '.validate'
    ];
    const start = validate.indexOf('($key.matches(');
    expect(start, 'the rule holds a key clause').toBeGreaterThan(-1);
    let depth = 0;
    for (let i = start; i < validate.length; i += 1) {
      if (validate[i] === '(') depth += 1;
      if (validate[i] === ')' && --depth === 0) return validate.slice(start, i + 1);
    }
    throw new Error('unbalanced key clause');
  }

  const KEYS: [string, boolean][] = [
    ['12', true],
    ['A-12_b', true],
    ['undefined12', true],
    ['__proto', true],
    ['constructors', true],
    ['__proto__', false],
    ['constructor', false],
    ['12 bis', false],
    ['x'.repeat(65), false],
  ];

  function keyViolations(rules: Rules): string[] {
    const clause = parser.parse(keyClause(rules), ['$type', '$key'], true);
    return KEYS.filter(([key, valid]) => clause.evaluate({ $key: key }) !== valid).map(([key]) => key);
  }

  it('accepts and refuses the keys as isValidKey does, __proto__ and constructor refused', () => {
    expect(keyViolations(loadRules())).toEqual([]);
    for (const [key, valid] of KEYS) expect(isValidKey(key), key).toBe(valid);
  });

  it.each(RECORD_LIMITS.key.reserved)('catches a copy that no longer refuses %s', (reserved) => {
    const text = JSON.stringify(loadRules());
    const weakened = text.replace(` && $key !== '${reserved}'`, '');
    expect(weakened).not.toBe(text);
    expect(keyViolations(JSON.parse(weakened) as Rules)).toEqual([reserved]);
  });
});
