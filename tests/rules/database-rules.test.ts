// @vitest-environment node
/**
 * database.rules.json, evaluated offline by targaryen (the Realtime Database emulator cannot run
 * here). Every expectation lives in one table, checked by `violations()`: the main test wants
 * none, and the weakened copies of the rules at the end must each break at least the expectation
 * that guards what they weakened, which proves the table would catch that weakening.
 */
import { readFileSync } from 'node:fs';
import { database } from 'targaryen';
import { describe, expect, it } from 'vitest';

type Rules = { rules: Record<string, unknown> };

const RULES_FILE = new URL('../../database.rules.json', import.meta.url);
const FIXTURE_FILE = new URL('../../src/test/fixtures/legacy-export.json', import.meta.url);

function loadRules(): Rules {
  return JSON.parse(readFileSync(RULES_FILE, 'utf8')) as Rules;
}

/** The earlier site's data (made-up content, its shape): legacy keys, no width or height. */
const DATA: unknown = JSON.parse(readFileSync(FIXTURE_FILE, 'utf8'));

const ANONYMOUS = null;
const VISITOR = { uid: 'visitor-1', provider: 'password', token: { email: 'visiteur@example.com' } };
const ADMIN = { uid: 'painter', provider: 'password', token: { email: 'peintre@example.com', admin: true } };
const ADMIN_CLAIM_AS_STRING = { uid: 'impostor', provider: 'password', token: { admin: 'true' } };

const IMAGE =
  'https://firebasestorage.googleapis.com/v0/b/exemple-portfolio.appspot.com/o/1700000000000?alt=media&token=abc';
const THUMB =
  'https://firebasestorage.googleapis.com/v0/b/exemple-portfolio.appspot.com/o/1700000000000-thumb?alt=media&token=def';
const NEW_BUCKET_IMAGE =
  'https://firebasestorage.googleapis.com/v0/b/exemple-portfolio.firebasestorage.app/o/1700000000000?alt=media';

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

const ZOOM =
  'https://firebasestorage.googleapis.com/v0/b/exemple-portfolio.appspot.com/o/1700000000000-zoom?alt=media&token=ghi';

function withZoom(): Record<string, unknown> {
  return { ...aquarelle(), zoom: ZOOM, zoomWidth: 2400, zoomHeight: 3200 };
}

type Actor = object | null;

interface Expectation {
  label: string;
  actor: Actor;
  allowed: boolean;
  op: 'read' | 'write' | 'update';
  path: string;
  value?: unknown;
}

const can = (label: string, actor: Actor, op: Expectation['op'], path: string, value?: unknown): Expectation => ({
  label,
  actor,
  op,
  path,
  value,
  allowed: true,
});
const cannot = (label: string, actor: Actor, op: Expectation['op'], path: string, value?: unknown): Expectation => ({
  label,
  actor,
  op,
  path,
  value,
  allowed: false,
});

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
  can('the admin uses a bucket of the newer firebasestorage.app kind', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    image: NEW_BUCKET_IMAGE,
  }),
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
  cannot('a record without a subtitle is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), subtitle: null }),
  cannot('a subtitle over 64 characters is refused', ADMIN, 'write', AQUARELLE_PATH, {
    ...aquarelle(),
    subtitle: '9'.repeat(65),
  }),
  cannot('a subtitle must be a string', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), subtitle: 40 }),
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
  cannot('years on a non-canvas work are refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), years: 2024 }),
  cannot('a year as a string is refused', ADMIN, 'write', CANVAS_PATH, { ...canvas(), years: '2024' }),
  cannot('a three-digit year is refused', ADMIN, 'write', CANVAS_PATH, { ...canvas(), years: 999 }),
  cannot('a five-digit year is refused', ADMIN, 'write', CANVAS_PATH, { ...canvas(), years: 10000 }),
  cannot('a fractional year is refused', ADMIN, 'write', CANVAS_PATH, { ...canvas(), years: 2024.5 }),
  cannot('a width as a string is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), width: '1200' }),
  cannot('a zero width is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), width: 0 }),
  cannot('a negative height is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), height: -5 }),
  cannot('a width without a height is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), height: null }),
  cannot('an extra field is refused', ADMIN, 'write', AQUARELLE_PATH, { ...aquarelle(), price: 100 }),
  cannot('an extra field is refused on its own, too', ADMIN, 'write', '/articles/Aquarelles/undefined12/price', 100),
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
];

function attempt(rules: Rules, e: Expectation): { allowed: boolean; info: string } {
  const db = database(rules, DATA).as(e.actor);
  if (e.op === 'read') return db.read(e.path);
  if (e.op === 'write') return db.write(e.path, e.value);
  return db.update(e.path, e.value as Record<string, unknown>);
}

/** The labels of the expectations these rules break. */
function violations(rules: Rules): string[] {
  return EXPECTATIONS.filter((e) => attempt(rules, e).allowed !== e.allowed).map((e) => e.label);
}

describe('database.rules.json', () => {
  const rules = loadRules();

  it.each(EXPECTATIONS.map((e) => [e.label, e] as const))('%s', (_label, e) => {
    const result = attempt(rules, e);
    expect(result.allowed, result.info).toBe(e.allowed);
  });

  it('breaks none of the expectations', () => {
    expect(violations(rules)).toEqual([]);
  });
});

describe('weakened copies of database.rules.json are caught', () => {
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

  it('catches years no longer tied to the canvas type', () => {
    const rules = weaken((json) =>
      json.replace("(newData.child('type').val() === 'Peinture sur Toile') === newData.hasChild('years')", 'true'),
    );
    expect(violations(rules)).toEqual(
      expect.arrayContaining(['years on a non-canvas work are refused', 'a canvas work needs its year']),
    );
  });

  it('catches a year range no longer checked', () => {
    const rules = weaken((json) => json.replace(' && newData.val() >= 1000 && newData.val() <= 9999', ''));
    expect(violations(rules)).toEqual(
      expect.arrayContaining(['a three-digit year is refused', 'a five-digit year is refused']),
    );
  });

  it('catches an image URL checked only for being a string', () => {
    const rules = weaken((json) => json.replace(/newData\.val\(\)\.matches\([^"]*?\)\)"/, 'true)"'));
    expect(violations(rules)).toContain('an image from another host is refused');
  });

  it('catches a readable root', () => {
    const rules = weaken((json) => json.replace('".read":false', '".read":true'));
    expect(violations(rules)).toContain('nothing outside articles is readable: the root, anonymously');
  });
});
