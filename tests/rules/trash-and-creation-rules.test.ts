// @vitest-environment node
/**
 * database.rules.json, offline with targaryen: the trash (the admin's only) and the rule that
 * tells a new work from an edit of the stored one, so that the database itself never lets a
 * work take the place of another. Each case is checked, then a weakened copy of the rules must
 * break the cases that guard what it weakened.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesForBucket } from '../../scripts/deploy/database-rules.mjs';
import { attempt as attemptOn, brokenExpectations, type Expectation, type Rules } from './rules-table';

/** This project's bucket in the tests, put in the rules template as the deploy does. */
const BUCKET = 'exemple-portfolio.appspot.com';
const RULES_TEXT = rulesForBucket(readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'), BUCKET);
const LEGACY: { articles: Record<string, Record<string, Record<string, unknown>>> } = JSON.parse(
  readFileSync(new URL('../../src/test/fixtures/legacy-export.json', import.meta.url), 'utf8'),
);

const ADMIN = { uid: 'painter', provider: 'password', token: { admin: true } };
const VISITOR = { uid: 'visitor', provider: 'password', token: {} };

const BUCKET_URL = `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o`;
/** The download token Storage appends to an image URL. */
const TOKEN = '2b0c3f7e-9d41-4c6a-8f1e-5a7b9c0d1e2f';
const CREATED = 1_700_000_000_000;
/** A work added by this site: it carries its creation time. */
const ADDED = {
  title: 'Brume 40',
  subtitle: '40',
  type: 'Aquarelles',
  description: '',
  image: `${BUCKET_URL}/${CREATED}?alt=media&token=${TOKEN}`,
  thumbnail: `${BUCKET_URL}/${CREATED}-thumb?alt=media&token=${TOKEN}`,
  width: 1600,
  height: 1200,
  created: CREATED,
};
/** A work of the earlier site whose image lives where the rules accept no new image. */
const LEGACY_ELSEWHERE = { ...LEGACY.articles.Aquarelles!.undefined27!, image: 'https://images.example.com/27.jpg' };
const TRASHED = {
  ...LEGACY.articles.Aquarelles!.undefined3!,
  image: 'https://images.example.com/3.jpg',
  deletedAt: 1_710_000_000_000,
};

/** A work deleted, then added again under its numéro: both wait, one in the trash. */
const TRASHED_AND_ADDED_AGAIN = { ...LEGACY.articles.Aquarelles!.undefined12!, deletedAt: 1_710_000_000_000 };

const DATA = {
  articles: {
    ...LEGACY.articles,
    Aquarelles: { ...LEGACY.articles.Aquarelles, 40: ADDED, undefined27: LEGACY_ELSEWHERE, undefined3: null },
  },
  trash: { Aquarelles: { undefined3: TRASHED, undefined12: TRASHED_AND_ADDED_AGAIN } },
};

const CASES: Expectation[] = [
  // The trash: the admin's only.
  { label: 'the admin reads the trash', actor: ADMIN, op: 'read', path: '/trash', allowed: true },
  { label: 'a visitor cannot read the trash', actor: VISITOR, op: 'read', path: '/trash', allowed: false },
  {
    label: 'nobody anonymous reads a deleted work',
    actor: null,
    op: 'read',
    path: '/trash/Aquarelles/undefined3',
    allowed: false,
  },
  {
    label: 'the admin moves a work to the trash in one update',
    actor: ADMIN,
    op: 'update',
    path: '/',
    value: { 'articles/Aquarelles/40': null, 'trash/Aquarelles/40': { ...ADDED, deletedAt: 1_710_000_000_001 } },
    allowed: true,
  },
  {
    label: 'a visitor cannot move a work to the trash',
    actor: VISITOR,
    op: 'update',
    path: '/',
    value: { 'articles/Aquarelles/40': null, 'trash/Aquarelles/40': { ...ADDED, deletedAt: 1_710_000_000_001 } },
    allowed: false,
  },
  {
    label: 'a deleted work is never overwritten by another',
    actor: ADMIN,
    op: 'update',
    path: '/',
    value: {
      'articles/Aquarelles/undefined12': null,
      'trash/Aquarelles/undefined12': { ...LEGACY.articles.Aquarelles!.undefined12, deletedAt: 1_710_000_000_002 },
    },
    allowed: false,
  },
  {
    label: 'a deleted work needs its deletion time',
    actor: ADMIN,
    op: 'write',
    path: '/trash/Aquarelles/41',
    value: { ...ADDED, subtitle: '41' },
    allowed: false,
  },
  {
    label: 'a deleted work waits under its own type',
    actor: ADMIN,
    op: 'write',
    path: '/trash/ateliers/41',
    value: { ...ADDED, deletedAt: 1 },
    allowed: false,
  },
  {
    label: 'the admin purges a deleted work',
    actor: ADMIN,
    op: 'write',
    path: '/trash/Aquarelles/undefined3',
    value: null,
    allowed: true,
  },
  {
    label: 'a visitor cannot purge',
    actor: VISITOR,
    op: 'write',
    path: '/trash/Aquarelles/undefined3',
    value: null,
    allowed: false,
  },
  {
    label: 'the admin restores a legacy work, its old image URL with it',
    actor: ADMIN,
    op: 'update',
    path: '/',
    value: {
      'trash/Aquarelles/undefined3': null,
      'articles/Aquarelles/undefined3': { ...TRASHED, deletedAt: null, created: 1_720_000_000_000 },
    },
    allowed: true,
  },

  // A creation never takes the place of a work; an edit keeps the work's creation time.
  {
    label: 'a creation over an existing work is refused',
    actor: ADMIN,
    op: 'write',
    path: '/articles/Aquarelles/40',
    value: { ...ADDED, title: 'Autre 40', created: CREATED + 1 },
    allowed: false,
  },
  {
    label: 'a creation over a legacy work is refused',
    actor: ADMIN,
    op: 'write',
    path: '/articles/Aquarelles/undefined12',
    value: { ...ADDED, subtitle: '12', created: CREATED + 1 },
    allowed: false,
  },
  {
    label: 'a move onto an existing work is refused',
    actor: ADMIN,
    op: 'update',
    path: '/',
    value: { 'articles/Aquarelles/40': { ...ADDED, created: CREATED + 2 }, 'articles/Photos en vrac/40': null },
    allowed: false,
  },
  {
    label: 'a creation needs its creation time',
    actor: ADMIN,
    op: 'write',
    path: '/articles/Aquarelles/41',
    value: { ...ADDED, subtitle: '41', created: null },
    allowed: false,
  },
  {
    label: 'a creation in a free place is allowed',
    actor: ADMIN,
    op: 'write',
    path: '/articles/Aquarelles/41',
    value: { ...ADDED, subtitle: '41', created: CREATED + 3 },
    allowed: true,
  },
  {
    label: 'an edit of the same work is allowed',
    actor: ADMIN,
    op: 'write',
    path: '/articles/Aquarelles/40',
    value: { ...ADDED, title: 'Brume du soir 40' },
    allowed: true,
  },
  {
    label: 'an edit cannot change the creation time',
    actor: ADMIN,
    op: 'write',
    path: '/articles/Aquarelles/40/created',
    value: CREATED + 4,
    allowed: false,
  },
  {
    label: 'an edit of a legacy work, without a creation time, is allowed',
    actor: ADMIN,
    op: 'write',
    path: '/articles/Aquarelles/undefined12',
    value: { ...LEGACY.articles.Aquarelles!.undefined12, description: 'Retouché.' },
    allowed: true,
  },
  {
    label: 'a legacy image URL kept on edit is allowed',
    actor: ADMIN,
    op: 'write',
    path: '/articles/Aquarelles/undefined27',
    value: { ...LEGACY_ELSEWHERE, title: 'Brume sur la Seine, retouchée 27' },
    allowed: true,
  },
  {
    label: 'that URL is refused for a new work',
    actor: ADMIN,
    op: 'write',
    path: '/articles/Aquarelles/42',
    value: { ...ADDED, subtitle: '42', image: LEGACY_ELSEWHERE.image, created: CREATED + 5 },
    allowed: false,
  },
  {
    label: 'the admin still deletes a work',
    actor: ADMIN,
    op: 'write',
    path: '/articles/Aquarelles/40',
    value: null,
    allowed: true,
  },
];

function attempt(rules: Rules, c: Expectation) {
  return attemptOn(rules, DATA, c);
}

function broken(rulesText: string): string[] {
  return brokenExpectations(JSON.parse(rulesText) as Rules, DATA, CASES);
}

describe('database.rules.json: the trash and creations', () => {
  const rules = JSON.parse(RULES_TEXT) as Rules;
  it.each(CASES.map((c) => [c.label, c] as const))('%s', (_label, c) => {
    const result = attempt(rules, c);
    expect(result.allowed, result.info).toBe(c.allowed);
  });
});

describe('weakened copies of these rules are caught', () => {
  function weakened(from: string, to: string): string {
    expect(RULES_TEXT, `the rules hold ${from}`).toContain(from);
    return RULES_TEXT.replace(from, to);
  }

  it('catches an edit rule that no longer compares the creation times', () => {
    const text = weakened("newData.child('created').val() === data.child('created').val()", 'true');
    expect(broken(text)).toEqual(
      expect.arrayContaining([
        'a creation over an existing work is refused',
        'a creation over a legacy work is refused',
      ]),
    );
  });

  it('catches a trash readable by anyone', () => {
    const text = weakened(
      '"trash": {\n      ".read": "auth != null && auth.token.admin === true"',
      '"trash": {\n      ".read": "true"',
    );
    expect(broken(text)).toContain('a visitor cannot read the trash');
  });

  it('catches a trash entry that may be overwritten', () => {
    const text = weakened(' && (!data.exists() || !newData.exists())', '');
    expect(broken(text)).toContain('a deleted work is never overwritten by another');
  });

  it('catches a restore that can no longer bring its image back', () => {
    const text = RULES_TEXT.replaceAll(
      /\(newData\.val\(\) === root\.child\('trash\/[^)]*\)\.val\(\) && [^|]*\) \|\| /g,
      '',
    );
    expect(text).not.toBe(RULES_TEXT);
    expect(broken(text)).toContain('the admin restores a legacy work, its old image URL with it');
  });
});
