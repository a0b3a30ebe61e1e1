// @vitest-environment node
/**
 * database.rules.json, offline with targaryen: the catalogue (issue 31). A work's status, price,
 * whether the price shows, its technique and a year in any gallery; the painter's private notes
 * on a work (privateNotes/{type}/{key}: hers alone to read); and her private selections
 * (selections/{id}: anyone with the link reads one, nobody but her lists them, only she writes).
 * Each case is checked, then weakened copies of the rules must break the cases that guard what
 * they weakened.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WORK_STATUSES } from '@/domain/availability';
import { RECORD_LIMITS } from '@/domain/record-limits';
import { newSelectionId } from '@/domain/selection';
import { rulesForBucket } from '../../scripts/deploy/database-rules.mjs';
import { attempt, brokenExpectations, can, cannot, mapRules, type Expectation, type Rules } from './rules-table';

const BUCKET = 'exemple-portfolio.appspot.com';
const RULES_TEXT = rulesForBucket(readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'), BUCKET);
const RULES = JSON.parse(RULES_TEXT) as Rules;

const ADMIN = { uid: 'painter', provider: 'password', token: { admin: true } };
const STRANGER = { uid: 'stranger', provider: 'password', token: { email: 'inconnu@example.com' } };

const TOKEN = '2b0c3f7e-9d41-4c6a-8f1e-5a7b9c0d1e2f';
const storageUrl = (name: string) =>
  `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${name}?alt=media&token=${TOKEN}`;
const CREATED = 1_700_000_000_000;

const WORK = {
  title: 'Brume 40',
  subtitle: '40',
  type: 'Aquarelles',
  description: '',
  dimensions: '30 x 40 cm',
  image: storageUrl(String(CREATED)),
  thumbnail: storageUrl(`${CREATED}-thumb`),
  width: 1600,
  height: 1200,
  created: CREATED,
};
const WORK_PATH = '/articles/Aquarelles/40';
const TRASHED = { ...WORK, title: 'Brume 41', subtitle: '41', status: 'vendue', price: 900, deletedAt: CREATED + 1 };

const SELECTION_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const SELECTION = {
  title: 'Pour Jean',
  message: 'Voici les six aquarelles dont nous avons parlé.\nÀ bientôt.',
  showPrices: true,
  disabled: false,
  created: CREATED,
  works: [
    { type: 'Aquarelles', key: '40' },
    { type: 'Peinture sur Toile', key: '30' },
  ],
};
const NOTES = { notes: 'Vernie en 2023.', location: 'Galerie du Port', buyer: 'M. Durand', soldOn: '2024-05-17' };

const DATA = {
  articles: { Aquarelles: { 40: WORK } },
  trash: { Aquarelles: { 41: TRASHED } },
  privateNotes: { Aquarelles: { 40: NOTES } },
  selections: { [SELECTION_ID]: SELECTION },
};

const work = (change: Record<string, unknown>) => ({ ...WORK, ...change });
const notesPath = '/privateNotes/Aquarelles/40';
const selectionPath = (id = SELECTION_ID) => `/selections/${id}`;
const selection = (change: Record<string, unknown>) => ({ ...SELECTION, ...change });
/** What restoreArtwork writes for trash/Aquarelles/41, changed by `change`. */
const restore = (change: Record<string, unknown> = {}) => {
  const back: Record<string, unknown> = { ...TRASHED, ...change };
  delete back.deletedAt;
  return { 'articles/Aquarelles/41': back, 'trash/Aquarelles/41': null };
};

const CASES: Expectation[] = [
  // A work's status, price and technique.
  ...WORK_STATUSES.map((status) => can(`a work may be "${status}"`, ADMIN, 'write', WORK_PATH, work({ status }))),
  cannot('an unknown status is refused', ADMIN, 'write', WORK_PATH, work({ status: 'soldée' })),
  cannot('a status that is not text is refused', ADMIN, 'write', WORK_PATH, work({ status: 1 })),
  can('a price in whole euros is accepted', ADMIN, 'write', WORK_PATH, work({ status: 'disponible', price: 1200 })),
  can('a price shown is accepted', ADMIN, 'write', WORK_PATH, work({ price: 1200, priceShown: true })),
  cannot('a price of 0 is refused', ADMIN, 'write', WORK_PATH, work({ price: 0 })),
  cannot('a negative price is refused', ADMIN, 'write', WORK_PATH, work({ price: -5 })),
  cannot('a price with cents is refused', ADMIN, 'write', WORK_PATH, work({ price: 12.5 })),
  cannot('a price above the limit is refused', ADMIN, 'write', WORK_PATH, work({ price: RECORD_LIMITS.price.max + 1 })),
  cannot('a price as text is refused', ADMIN, 'write', WORK_PATH, work({ price: '1200' })),
  cannot('"price shown" without a price is refused', ADMIN, 'write', WORK_PATH, work({ priceShown: true })),
  cannot(
    '"price shown" that is not a boolean is refused',
    ADMIN,
    'write',
    WORK_PATH,
    work({ price: 5, priceShown: 1 }),
  ),
  can('a technique is accepted', ADMIN, 'write', WORK_PATH, work({ technique: 'Aquarelle sur Arches 300 g' })),
  cannot('a blank technique is refused', ADMIN, 'write', WORK_PATH, work({ technique: '  ' })),
  cannot(
    'a technique too long is refused',
    ADMIN,
    'write',
    WORK_PATH,
    work({ technique: 'x'.repeat(RECORD_LIMITS.text.technique + 1) }),
  ),
  cannot('a technique with a control character is refused', ADMIN, 'write', WORK_PATH, work({ technique: 'a\u0007' })),
  cannot('a stranger cannot mark a work sold', STRANGER, 'write', `${WORK_PATH}/status`, 'vendue'),
  cannot('an anonymous visitor cannot set a price', null, 'write', `${WORK_PATH}/price`, 1),
  can('the admin marks a work sold on its own', ADMIN, 'write', `${WORK_PATH}/status`, 'vendue'),

  // A restore brings the catalogue's fields back as they were.
  can('a restore brings back the status and the price', ADMIN, 'update', '/', restore()),
  cannot('a restore that changes the status is refused', ADMIN, 'update', '/', restore({ status: 'disponible' })),
  cannot('a restore that changes the price is refused', ADMIN, 'update', '/', restore({ price: 1 })),

  // Private notes: hers alone.
  can('the admin reads the private notes', ADMIN, 'read', '/privateNotes'),
  can('the admin reads a work’s notes', ADMIN, 'read', notesPath),
  cannot('an anonymous visitor cannot read the private notes', null, 'read', '/privateNotes'),
  cannot('an anonymous visitor cannot read a work’s notes', null, 'read', notesPath),
  cannot('a signed-in stranger cannot read a work’s notes', STRANGER, 'read', notesPath),
  cannot('a signed-in stranger cannot read a buyer', STRANGER, 'read', `${notesPath}/buyer`),
  can('the admin writes a work’s notes', ADMIN, 'write', notesPath, { ...NOTES, updatedAt: Date.now() }),
  can('the admin removes a work’s notes', ADMIN, 'write', notesPath, null),
  cannot('a stranger cannot write notes', STRANGER, 'write', notesPath, NOTES),
  cannot('notes under an unknown gallery are refused', ADMIN, 'write', '/privateNotes/Autres/40', NOTES),
  cannot('an unknown field in the notes is refused', ADMIN, 'write', notesPath, { ...NOTES, phone: '06' }),
  cannot('a sale date that is not a date is refused', ADMIN, 'write', notesPath, { ...NOTES, soldOn: '17/05/2024' }),
  cannot('notes too long are refused', ADMIN, 'write', notesPath, { ...NOTES, notes: 'x'.repeat(5001) }),
  cannot('a buyer with a bidirectional override is refused', ADMIN, 'write', notesPath, {
    ...NOTES,
    buyer: 'M. \u202eDurand',
  }),

  // Selections: one read by its id, none listed, written by the admin only.
  can('anyone with the link reads a selection', null, 'read', selectionPath()),
  can('a stranger with the link reads a selection', STRANGER, 'read', selectionPath()),
  cannot('an anonymous visitor cannot list the selections', null, 'read', '/selections'),
  cannot('a signed-in stranger cannot list the selections', STRANGER, 'read', '/selections'),
  can('the admin lists her selections in the studio', ADMIN, 'read', '/selections'),
  can('the admin creates a selection', ADMIN, 'write', selectionPath(newSelectionId()), SELECTION),
  can('the admin disables a selection', ADMIN, 'write', `${selectionPath()}/disabled`, true),
  can('the admin deletes a selection', ADMIN, 'write', selectionPath(), null),
  cannot('an anonymous visitor cannot write a selection', null, 'write', selectionPath(), SELECTION),
  cannot('a stranger cannot disable a selection', STRANGER, 'write', `${selectionPath()}/disabled`, true),
  cannot('a stranger cannot add a work to a selection', STRANGER, 'write', `${selectionPath()}/works/2`, {
    type: 'Aquarelles',
    key: '12',
  }),
  cannot('a short, guessable id is refused', ADMIN, 'write', selectionPath('abc'), SELECTION),
  cannot('an id with other characters is refused', ADMIN, 'write', selectionPath('AbCdEfGhIjKlMnOpQrStév'), SELECTION),
  cannot('a selection without a title is refused', ADMIN, 'write', selectionPath(), selection({ title: ' ' })),
  cannot('a selection without works is refused', ADMIN, 'write', selectionPath(), selection({ works: null })),
  cannot('a selection with an unknown field is refused', ADMIN, 'write', selectionPath(), selection({ owner: 'x' })),
  cannot('a message too long is refused', ADMIN, 'write', selectionPath(), selection({ message: 'x'.repeat(2001) })),
  cannot(
    '"show prices" that is not a boolean is refused',
    ADMIN,
    'write',
    selectionPath(),
    selection({ showPrices: 1 }),
  ),
  cannot('a work of an unknown gallery is refused', ADMIN, 'write', selectionPath(), {
    ...SELECTION,
    works: [{ type: 'Autres', key: '40' }],
  }),
  cannot('a work entry with an extra field is refused', ADMIN, 'write', selectionPath(), {
    ...SELECTION,
    works: [{ type: 'Aquarelles', key: '40', price: 1 }],
  }),
  cannot('a hundred and first work is refused', ADMIN, 'write', `${selectionPath()}/works/100`, {
    type: 'Aquarelles',
    key: '40',
  }),
  cannot(
    'a creation time far in the future is refused',
    ADMIN,
    'write',
    selectionPath(),
    selection({ created: 1e300 }),
  ),
];

describe('the catalogue in database.rules.json', () => {
  it.each(CASES.map((e) => [e.label, e] as const))('%s', (_label, e) => {
    expect(attempt(RULES, DATA, e).allowed).toBe(e.allowed);
  });
});

/** A copy of the rules where `node`'s text is changed. */
function weakenedAt(node: string, change: (text: string) => string): Rules {
  const at = RULES_TEXT.indexOf(`"${node}": {`);
  expect(at).toBeGreaterThan(-1);
  return JSON.parse(RULES_TEXT.slice(0, at) + change(RULES_TEXT.slice(at))) as Rules;
}

describe('weakened copies of the catalogue’s rules are caught', () => {
  const broken = (rules: Rules) => brokenExpectations(rules, DATA, CASES);

  it('catches private notes readable by anyone', () => {
    const rules = weakenedAt('privateNotes', (text) =>
      text.replace('".read": "auth != null && auth.token.admin === true"', '".read": true'),
    );
    expect(broken(rules)).toEqual(
      expect.arrayContaining([
        'an anonymous visitor cannot read the private notes',
        'a signed-in stranger cannot read a work’s notes',
        'a signed-in stranger cannot read a buyer',
      ]),
    );
  });

  it('catches selections listable by anyone', () => {
    const rules = weakenedAt('selections', (text) =>
      text.replace('".read": "auth != null && auth.token.admin === true"', '".read": true'),
    );
    expect(broken(rules)).toEqual(
      expect.arrayContaining([
        'an anonymous visitor cannot list the selections',
        'a signed-in stranger cannot list the selections',
      ]),
    );
  });

  it('catches selections writable by any signed-in user', () => {
    const rules = weakenedAt('selections', (text) =>
      text.replace('".write": "auth != null && auth.token.admin === true"', '".write": "auth != null"'),
    );
    expect(broken(rules)).toEqual(
      expect.arrayContaining(['a stranger cannot disable a selection', 'a stranger cannot add a work to a selection']),
    );
  });

  it('catches a selection id no longer checked', () => {
    const rules = mapRules(RULES, (rule) => rule.replace('$id.matches(/^[A-Za-z0-9_-]{22}$/) && ', ''));
    expect(broken(rules)).toEqual(
      expect.arrayContaining(['a short, guessable id is refused', 'an id with other characters is refused']),
    );
  });

  it('catches a status no longer checked against the list', () => {
    const rules = mapRules(RULES, (rule) =>
      rule.startsWith("newData.isString() && (newData.val() === 'disponible'") ? 'newData.isString()' : rule,
    );
    expect(broken(rules)).toContain('an unknown status is refused');
  });

  it('catches "price shown" allowed without a price', () => {
    const rules = mapRules(RULES, (rule) =>
      rule.replace(" && (!newData.hasChild('priceShown') || newData.hasChild('price'))", ''),
    );
    expect(broken(rules)).toContain('"price shown" without a price is refused');
  });

  it('catches a restore no longer held to the trashed status and price', () => {
    const rules = mapRules(RULES, (rule) =>
      rule
        .replace(
          " && newData.child('status').val() === root.child('trash/' + $type + '/' + $key + '/status').val()",
          '',
        )
        .replace(" && newData.child('price').val() === root.child('trash/' + $type + '/' + $key + '/price').val()", ''),
    );
    expect(broken(rules)).toEqual(
      expect.arrayContaining([
        'a restore that changes the status is refused',
        'a restore that changes the price is refused',
      ]),
    );
  });

  it('catches a price range no longer checked', () => {
    const rules = mapRules(RULES, (rule) => rule.replace(' && newData.val() >= 1 && newData.val() <= 10000000', ''));
    expect(broken(rules)).toEqual(
      expect.arrayContaining([
        'a price of 0 is refused',
        'a negative price is refused',
        'a price above the limit is refused',
      ]),
    );
  });
});
