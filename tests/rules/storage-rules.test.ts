// @vitest-environment node
/**
 * storage.rules, evaluated by the small evaluator next to this file (the Storage emulator cannot
 * run here). As for the database rules, one table holds every expectation; the weakened copies
 * at the end prove that the table notices a missing admin check, image-type check or size limit.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isAllowed,
  parseStorageRules,
  UnsupportedRuleError,
  type StorageRequest,
  type StorageRuleset,
} from './storage-rules-evaluator';

const SOURCE = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');

const ADMIN = { uid: 'painter', token: { admin: true } };
const VISITOR = { uid: 'visitor-1', token: { email: 'visiteur@example.com' } };
const ADMIN_CLAIM_AS_STRING = { uid: 'impostor', token: { admin: 'true' } };

const MB = 1024 * 1024;
const NAME = '1700000000000';

function upload(auth: StorageRequest['auth'], contentType: string, size = 2 * MB, name = NAME): StorageRequest {
  return { method: 'create', name, auth, resource: { size, contentType } };
}

interface Expectation {
  label: string;
  request: StorageRequest;
  allowed: boolean;
}

const EXPECTATIONS: Expectation[] = [
  { label: 'anyone reads an image', request: { method: 'get', name: NAME, auth: null }, allowed: true },
  { label: 'the admin uploads a JPEG', request: upload(ADMIN, 'image/jpeg'), allowed: true },
  {
    label: 'the admin uploads a WebP thumbnail',
    request: upload(ADMIN, 'image/webp', 40 * 1024, `${NAME}-thumb`),
    allowed: true,
  },
  {
    label: 'the admin uploads a WebP zoom version',
    request: upload(ADMIN, 'image/webp', 2 * MB, `${NAME}-zoom`),
    allowed: true,
  },
  { label: 'the admin uploads a HEIC photo', request: upload(ADMIN, 'image/heic'), allowed: true },
  { label: 'the admin uploads just under 10 MB', request: upload(ADMIN, 'image/webp', 10 * MB - 1), allowed: true },
  { label: 'the admin deletes an image', request: { method: 'delete', name: NAME, auth: ADMIN }, allowed: true },

  { label: 'an anonymous visitor cannot upload', request: upload(null, 'image/jpeg'), allowed: false },
  { label: 'a signed-in non-admin cannot upload', request: upload(VISITOR, 'image/jpeg'), allowed: false },
  {
    label: 'an admin claim must be the boolean true',
    request: upload(ADMIN_CLAIM_AS_STRING, 'image/jpeg'),
    allowed: false,
  },
  {
    label: 'the admin cannot overwrite an existing image',
    request: { ...upload(ADMIN, 'image/png'), method: 'update' },
    allowed: false,
  },
  {
    label: 'the admin cannot overwrite an existing thumbnail',
    request: { ...upload(ADMIN, 'image/webp', 40 * 1024, `${NAME}-thumb`), method: 'update' },
    allowed: false,
  },
  {
    label: 'a signed-in non-admin cannot replace an image',
    request: { ...upload(VISITOR, 'image/png'), method: 'update' },
    allowed: false,
  },
  {
    label: 'a signed-in non-admin cannot delete',
    request: { method: 'delete', name: NAME, auth: VISITOR },
    allowed: false,
  },
  {
    label: 'an anonymous visitor cannot delete',
    request: { method: 'delete', name: NAME, auth: null },
    allowed: false,
  },
  { label: 'nobody lists the bucket', request: { method: 'list', name: NAME, auth: null }, allowed: false },
  { label: 'an SVG is refused, even from the admin', request: upload(ADMIN, 'image/svg+xml'), allowed: false },
  { label: 'an HTML file is refused, even from the admin', request: upload(ADMIN, 'text/html'), allowed: false },
  {
    label: 'a content type that only starts like an image is refused',
    request: upload(ADMIN, 'image/jpeg-evil'),
    allowed: false,
  },
  { label: 'exactly 10 MB is refused', request: upload(ADMIN, 'image/jpeg', 10 * MB), allowed: false },
  { label: 'a 25 MB image is refused', request: upload(ADMIN, 'image/jpeg', 25 * MB), allowed: false },
  {
    label: 'a name that is not an upload timestamp is refused',
    request: upload(ADMIN, 'image/jpeg', MB, 'index.html'),
    allowed: false,
  },
  {
    label: 'nothing is written in a folder',
    request: upload(ADMIN, 'image/jpeg', MB, `private/${NAME}`),
    allowed: false,
  },
];

function violations(ruleset: StorageRuleset): string[] {
  return EXPECTATIONS.filter((e) => isAllowed(ruleset, e.request) !== e.allowed).map((e) => e.label);
}

describe('storage.rules', () => {
  const ruleset = parseStorageRules(SOURCE);

  it.each(EXPECTATIONS.map((e) => [e.label, e] as const))('%s', (_label, e) => {
    expect(isAllowed(ruleset, e.request)).toBe(e.allowed);
  });

  it('breaks none of the expectations', () => {
    expect(violations(ruleset)).toEqual([]);
  });
});

describe('weakened copies of storage.rules are caught', () => {
  function weaken(change: (source: string) => string): StorageRuleset {
    const weakened = change(SOURCE);
    expect(weakened, 'the weakening must apply to the current rules').not.toBe(SOURCE);
    return parseStorageRules(weakened);
  }

  it('catches a missing admin check (any signed-in user)', () => {
    const ruleset = weaken((source) => source.replaceAll('request.auth.token.admin == true', 'request.auth != null'));
    expect(violations(ruleset)).toEqual(
      expect.arrayContaining(['a signed-in non-admin cannot upload', 'a signed-in non-admin cannot delete']),
    );
  });

  it('catches a missing image-type check', () => {
    const ruleset = weaken((source) => source.replace(/\s*&& request\.resource\.contentType\.matches\('[^']*'\)/, ''));
    expect(violations(ruleset)).toEqual(
      expect.arrayContaining([
        'an SVG is refused, even from the admin',
        'an HTML file is refused, even from the admin',
      ]),
    );
  });

  it('catches a missing size limit', () => {
    const ruleset = weaken((source) => source.replace(/\s*&& request\.resource\.size < [^\n]*/, ''));
    expect(violations(ruleset)).toEqual(
      expect.arrayContaining(['exactly 10 MB is refused', 'a 25 MB image is refused']),
    );
  });

  it('catches overwriting allowed again', () => {
    const ruleset = weaken((source) => source.replace('allow create:', 'allow create, update:'));
    expect(violations(ruleset)).toEqual(
      expect.arrayContaining([
        'the admin cannot overwrite an existing image',
        'the admin cannot overwrite an existing thumbnail',
      ]),
    );
  });

  it('catches a size limit raised beyond 10 MB', () => {
    const ruleset = weaken((source) => source.replace('10 * 1024 * 1024', '100 * 1024 * 1024'));
    expect(violations(ruleset)).toContain('a 25 MB image is refused');
  });
});

describe('the storage rules evaluator', () => {
  const wrap = (body: string) =>
    `rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n${body}\n  }\n}\n`;

  it('fails loudly on syntax outside the subset it knows', () => {
    expect(() => parseStorageRules(wrap('function isAdmin() { return true; }'))).toThrow(UnsupportedRuleError);
    expect(() =>
      parseStorageRules(wrap('match /{name} { allow read: if request.time < timestamp.date(2030, 1, 1); }')),
    ).toThrow(UnsupportedRuleError);
    expect(() => parseStorageRules(wrap('match /{name} { allow write: if request.resource.size in [1, 2]; }'))).toThrow(
      UnsupportedRuleError,
    );
    expect(() => parseStorageRules("rules_version = '1';\nservice firebase.storage {}")).toThrow(UnsupportedRuleError);
  });

  it('fails loudly on an unknown identifier', () => {
    const ruleset = parseStorageRules(wrap('match /{name} { allow get: if someone == true; }'));
    expect(() => isAllowed(ruleset, { method: 'get', name: NAME, auth: null })).toThrow(UnsupportedRuleError);
  });

  it('denies when a condition reads a missing field or a field of null, as Firebase does', () => {
    const ruleset = parseStorageRules(wrap('match /{name} { allow get: if request.auth.token.admin == true; }'));
    expect(isAllowed(ruleset, { method: 'get', name: NAME, auth: null })).toBe(false);
    expect(isAllowed(ruleset, { method: 'get', name: NAME, auth: VISITOR })).toBe(false);
    expect(isAllowed(ruleset, { method: 'get', name: NAME, auth: ADMIN })).toBe(true);
  });

  it('matches regular expressions against the whole string and binds path variables', () => {
    const ruleset = parseStorageRules(wrap("match /{name} { allow get: if name.matches('[0-9]+'); }"));
    expect(isAllowed(ruleset, { method: 'get', name: '123', auth: null })).toBe(true);
    expect(isAllowed(ruleset, { method: 'get', name: '123a', auth: null })).toBe(false);
    expect(isAllowed(ruleset, { method: 'get', name: 'a/123', auth: null })).toBe(false);
  });
});
