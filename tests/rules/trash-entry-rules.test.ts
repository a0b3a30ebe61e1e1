// @vitest-environment node
/**
 * database.rules.json, offline with targaryen: a deleted work in the trash is held to the rules
 * of a work (the same fields, types, lengths and image URLs, plus its deletion time), it gets
 * there only by leaving `articles` in the same write, and it comes back only as it was. Each
 * case is checked, then weakened copies of the rules must break the cases that guard what they
 * weakened. The writes are shaped as the write path makes them (src/backend/write-path.ts:
 * deleteArtwork, restoreArtwork), from the same domain functions.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordOfArtwork, type ArtworkType } from '@/domain/artwork';
import { toArtwork, toTrashedArtwork } from '@/domain/database-reader';
import { rulesForBucket } from '../../scripts/deploy/database-rules.mjs';
import { attempt, brokenExpectations, can, cannot, type Expectation, type Rules } from './rules-table';

const BUCKET = 'exemple-portfolio.appspot.com';
const RULES_TEXT = rulesForBucket(readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'), BUCKET);

const ADMIN = { uid: 'painter', provider: 'password', token: { admin: true } };
const VISITOR = { uid: 'visitor', provider: 'password', token: {} };

const TOKEN = '2b0c3f7e-9d41-4c6a-8f1e-5a7b9c0d1e2f';
const storageUrl = (name: string, bucket = BUCKET) =>
  `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${name}?alt=media&token=${TOKEN}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const CREATED = 1_700_000_000_000;
const DELETED_AT = 1_710_000_000_000;

/** A work added by this site: its three pictures in this project's bucket. */
const WORK = {
  title: 'Brume 40',
  subtitle: '40',
  type: 'Aquarelles',
  description: 'Aquarelle sur papier.\nSignée.',
  dimensions: '30 x 40 cm',
  image: storageUrl(String(CREATED)),
  thumbnail: storageUrl(`${CREATED}-thumb`),
  width: 1600,
  height: 1200,
  zoom: storageUrl(`${CREATED}-zoom`),
  zoomWidth: 3200,
  zoomHeight: 2400,
  created: CREATED,
};
/** A work of the earlier site: no creation time, no size, its image where no new one may be. */
const LEGACY = {
  title: 'Brume sur la Seine 27',
  subtitle: '27',
  type: 'Aquarelles',
  description: '',
  image: 'https://images.example.com/27.jpg',
};
const OTHER_SHAPE_KEY = 'vieille clé 5';
const CANVAS = { ...WORK, title: 'Falaises 30', subtitle: '30', type: 'Peinture sur Toile', years: 2024 };

const DATA = {
  articles: {
    Aquarelles: {
      40: WORK,
      undefined27: LEGACY,
      [OTHER_SHAPE_KEY]: { ...LEGACY, title: 'Vieux port 5', subtitle: '5' },
    },
    'Peinture sur Toile': { 30: CANVAS },
  },
  trash: {
    Aquarelles: {
      41: { ...WORK, title: 'Brume 41', subtitle: '41', deletedAt: DELETED_AT },
      undefined3: {
        ...LEGACY,
        title: 'Arbre 3',
        subtitle: '3',
        image: 'https://images.example.com/3.jpg',
        deletedAt: DELETED_AT,
      },
    },
  },
};

/** What deleteArtwork writes for the work stored at articles/{type}/{key}, changed by `change`. */
function move(key: string, change: Record<string, unknown> = {}, type: ArtworkType = 'Aquarelles') {
  const stored = (DATA.articles as Record<string, Record<string, unknown>>)[type]![key];
  const trashed = { ...recordOfArtwork(toArtwork(key, stored, type)!), deletedAt: DELETED_AT + 1 };
  return { [`articles/${type}/${key}`]: null, [`trash/${type}/${key}`]: { ...trashed, ...change } };
}

/** What restoreArtwork writes for the entry at trash/Aquarelles/{key}, changed by `change`. */
function restore(key: string, change: Record<string, unknown> = {}) {
  const entry = toTrashedArtwork(key, (DATA.trash.Aquarelles as Record<string, unknown>)[key], 'Aquarelles')!;
  const record = { ...recordOfArtwork(entry), created: entry.created ?? Date.now() };
  return { [`trash/Aquarelles/${key}`]: null, [`articles/Aquarelles/${key}`]: { ...record, ...change } };
}

const CASES: Expectation[] = [
  // Moving a work to the trash, as the write path does.
  can('the admin moves a work to the trash, its three pictures with it', ADMIN, 'update', '/', move('40')),
  can('the admin moves a canvas work to the trash', ADMIN, 'update', '/', move('30', {}, 'Peinture sur Toile')),
  can('the admin moves a legacy work, its old image URL with it', ADMIN, 'update', '/', move('undefined27')),
  can('the admin moves a work stored under a key of another shape', ADMIN, 'update', '/', move(OTHER_SHAPE_KEY)),
  cannot('an anonymous visitor cannot move a work to the trash', null, 'update', '/', move('40')),
  cannot('a signed-in stranger cannot move a work to the trash', VISITOR, 'update', '/', move('40')),

  // The entry is held to a work's rules (the probes of issue 27 first).
  cannot('a trash entry with an extra field is refused', ADMIN, 'update', '/', move('40', { owner: 'x' })),
  cannot(
    'a trash entry with a 1 MB title is refused',
    ADMIN,
    'update',
    '/',
    move('40', { title: 'x'.repeat(1 << 20) }),
  ),
  cannot('a trash entry with a numeric title is refused', ADMIN, 'update', '/', move('40', { title: 40 })),
  cannot(
    'a trash entry with an object as image is refused',
    ADMIN,
    'update',
    '/',
    move('40', { image: { url: WORK.image } }),
  ),
  cannot(
    'a trash entry with a javascript: image is refused',
    ADMIN,
    'update',
    '/',
    move('40', { image: 'javascript:alert(1)' }),
  ),
  cannot(
    'a trash entry with a foreign thumbnail is refused',
    ADMIN,
    'update',
    '/',
    move('40', { thumbnail: 'https://evil.example.com/x.png' }),
  ),
  cannot(
    "a trash entry with an image of another project's bucket is refused",
    ADMIN,
    'update',
    '/',
    move('40', { zoom: storageUrl(`${CREATED}-zoom`, 'autre-projet.appspot.com') }),
  ),
  cannot(
    'a legacy entry cannot take an outside URL its work did not have',
    ADMIN,
    'update',
    '/',
    move('undefined27', { thumbnail: 'https://images.example.com/27-thumb.jpg' }),
  ),
  cannot(
    'a trash entry with a title over 200 characters is refused',
    ADMIN,
    'update',
    '/',
    move('40', { title: 'x'.repeat(201) }),
  ),
  cannot('a trash entry with a blank numéro is refused', ADMIN, 'update', '/', move('40', { subtitle: ' ' })),
  cannot(
    'a trash entry with a description over 5000 characters is refused',
    ADMIN,
    'update',
    '/',
    move('40', { description: 'x'.repeat(5001) }),
  ),
  cannot('a trash entry with numeric dimensions is refused', ADMIN, 'update', '/', move('40', { dimensions: 30 })),
  cannot(
    'a trash entry with a bidirectional override in its title is refused',
    ADMIN,
    'update',
    '/',
    move('40', { title: 'Brume \u202e04' }),
  ),
  cannot(
    'a trash entry with a control character in its description is refused',
    ADMIN,
    'update',
    '/',
    move('40', { description: 'x\u0000' }),
  ),
  cannot('a trash entry with an unknown status is refused', ADMIN, 'update', '/', move('40', { status: 'solde' })),
  cannot(
    'a trash entry of a canvas work without its year is refused',
    ADMIN,
    'update',
    '/',
    move('30', { years: null }, 'Peinture sur Toile'),
  ),
  cannot('a trash entry with a width and no height is refused', ADMIN, 'update', '/', move('40', { height: null })),
  cannot('a trash entry with a huge width is refused', ADMIN, 'update', '/', move('40', { width: 1e9 })),
  cannot(
    'a trash entry with a zoom version and no zoom size is refused',
    ADMIN,
    'update',
    '/',
    move('40', { zoomWidth: null }),
  ),
  cannot('a trash entry created at 1e300 is refused', ADMIN, 'update', '/', move('40', { created: 1e300 })),
  cannot('a trash entry deleted at 1e300 is refused', ADMIN, 'update', '/', move('40', { deletedAt: 1e300 })),
  cannot(
    'a trash entry deleted a day ahead is refused',
    ADMIN,
    'update',
    '/',
    move('40', { deletedAt: Date.now() + DAY_MS }),
  ),
  cannot(
    'a trash entry of another type than its path is refused',
    ADMIN,
    'update',
    '/',
    move('40', { type: 'ateliers' }),
  ),

  // Only a work leaving `articles` in the same write enters the trash.
  cannot(
    'a trash entry written alone, its work kept, is refused',
    ADMIN,
    'write',
    '/trash/Aquarelles/40',
    move('40')['trash/Aquarelles/40'],
  ),
  cannot('a trash entry where no work is, is refused', ADMIN, 'write', '/trash/Aquarelles/99', {
    ...move('40')['trash/Aquarelles/40'],
    subtitle: '99',
  }),
  cannot('a trash entry whose work is rewritten, not removed, is refused', ADMIN, 'update', '/', {
    ...move('40'),
    'articles/Aquarelles/40': { ...WORK, title: 'Brume retouchée 40' },
  }),
  cannot('a trash entry under another key than the work removed is refused', ADMIN, 'update', '/', {
    'articles/Aquarelles/40': null,
    'trash/Aquarelles/42': { ...move('40')['trash/Aquarelles/40'], subtitle: '42' },
  }),

  // A restore brings back exactly what was trashed.
  can('the admin restores a deleted work as it was', ADMIN, 'update', '/', restore('41')),
  can('the admin restores a legacy work, which gets a creation time', ADMIN, 'update', '/', restore('undefined3')),
  cannot('an anonymous visitor cannot restore', null, 'update', '/', restore('41')),
  cannot('a signed-in stranger cannot restore', VISITOR, 'update', '/', restore('41')),
  cannot('a restore with another title is refused', ADMIN, 'update', '/', restore('41', { title: 'Autre 41' })),
  cannot('a restore with another description is refused', ADMIN, 'update', '/', restore('41', { description: '' })),
  cannot(
    'a restore with another image, even one of this bucket, is refused',
    ADMIN,
    'update',
    '/',
    restore('41', { image: storageUrl('1700000000001') }),
  ),
  cannot('a restore that drops the thumbnail is refused', ADMIN, 'update', '/', restore('41', { thumbnail: null })),
  cannot('a restore with another size is refused', ADMIN, 'update', '/', restore('41', { width: 1599 })),
  cannot(
    'a restore that adds pictures the entry had not is refused',
    ADMIN,
    'update',
    '/',
    restore('undefined3', { image: WORK.image, thumbnail: WORK.thumbnail }),
  ),
  cannot(
    'a restore with another creation time is refused',
    ADMIN,
    'update',
    '/',
    restore('41', { created: CREATED + 1 }),
  ),
  cannot(
    'a restore of a legacy work created in the future is refused',
    ADMIN,
    'update',
    '/',
    restore('undefined3', { created: Date.now() + DAY_MS }),
  ),

  // Outside a restore, a deleted work's URLs are no passport.
  cannot(
    'a new work cannot take the old image URL of a deleted work that stays in the trash',
    ADMIN,
    'write',
    '/articles/Aquarelles/undefined3',
    { ...restore('undefined3')['articles/Aquarelles/undefined3'] },
  ),
  can(
    'a new work under the key of a deleted work, with its own pictures, is accepted',
    ADMIN,
    'write',
    '/articles/Aquarelles/41',
    { ...WORK, title: 'Nouvelle brume 41', subtitle: '41', created: CREATED + 5 },
  ),
  can('the admin purges a deleted work', ADMIN, 'write', '/trash/Aquarelles/41', null),
];

function broken(rules: Rules): string[] {
  return brokenExpectations(rules, DATA, CASES);
}

describe('database.rules.json: a trash entry is a work, moved and restored whole', () => {
  const rules = JSON.parse(RULES_TEXT) as Rules;

  it.each(CASES.map((c) => [c.label, c] as const))('%s', (_label, c) => {
    const result = attempt(rules, DATA, c);
    expect(result.allowed, result.info).toBe(c.allowed);
  });
});

describe('weakened copies of the trash rules are caught', { timeout: 30_000 }, () => {
  const original = () =>
    JSON.parse(RULES_TEXT) as Rules & { rules: { trash: { $type: { $key: Record<string, unknown> } } } };

  function weakened(from: string, to: string, all = false): Rules {
    expect(RULES_TEXT, `the rules hold ${from}`).toContain(from);
    return JSON.parse(all ? RULES_TEXT.replaceAll(from, to) : RULES_TEXT.replace(from, to)) as Rules;
  }

  it('catches the earlier trash rules, which checked no field', () => {
    const rules = original();
    rules.rules.trash.$type.$key = {
      '.write': 'auth != null && auth.token.admin === true && (!data.exists() || !newData.exists())',
      '.validate':
        "newData.hasChildren(['title', 'subtitle', 'type', 'description', 'image', 'deletedAt']) && newData.child('type').val() === $type",
      deletedAt: { '.validate': 'newData.isNumber() && newData.val() % 1 === 0 && newData.val() > 0' },
    };
    expect(broken(rules)).toEqual(
      expect.arrayContaining([
        'a trash entry with an extra field is refused',
        'a trash entry with a 1 MB title is refused',
        'a trash entry with a numeric title is refused',
        'a trash entry with an object as image is refused',
        'a trash entry with a javascript: image is refused',
        'a trash entry with a foreign thumbnail is refused',
        'a trash entry written alone, its work kept, is refused',
      ]),
    );
  });

  it('catches a trash entry that takes any other field', () => {
    const at = RULES_TEXT.indexOf('"trash"');
    const text = RULES_TEXT.slice(0, at) + RULES_TEXT.slice(at).replace('"$other"', '"unused"');
    expect(broken(JSON.parse(text) as Rules)).toContain('a trash entry with an extra field is refused');
  });

  it('catches trash image URLs no longer checked', () => {
    const rules = original();
    const entry = rules.rules.trash.$type.$key;
    for (const field of ['image', 'thumbnail', 'zoom']) entry[field] = { '.validate': 'newData.isString()' };
    expect(broken(rules)).toEqual(
      expect.arrayContaining([
        'a trash entry with a javascript: image is refused',
        'a trash entry with a foreign thumbnail is refused',
        'a legacy entry cannot take an outside URL its work did not have',
      ]),
    );
  });

  it('catches a trash entry that may be written without its work leaving articles', () => {
    const rules = weakened(
      " && root.child('articles/' + $type + '/' + $key).exists() && !newData.parent().parent().parent().child('articles/' + $type + '/' + $key).exists()",
      '',
    );
    expect(broken(rules)).toEqual(
      expect.arrayContaining([
        'a trash entry written alone, its work kept, is refused',
        'a trash entry whose work is rewritten, not removed, is refused',
        'a trash entry under another key than the work removed is refused',
      ]),
    );
  });

  it('catches a restore no longer held to the trashed values', () => {
    const rules = weakened("(data.exists() || !root.child('trash/' + $type + '/' + $key).exists() ||", '(true ||');
    expect(broken(rules)).toEqual(
      expect.arrayContaining([
        'a restore with another title is refused',
        'a restore that drops the thumbnail is refused',
        'a restore with another creation time is refused',
      ]),
    );
  });

  it("catches a deleted work's URLs accepted outside a restore (the earlier rule)", () => {
    const rules = weakened(
      " && !newData.parent().parent().parent().parent().child('trash/' + $type + '/' + $key).exists()",
      '',
      true,
    );
    expect(broken(rules)).toContain(
      'a new work cannot take the old image URL of a deleted work that stays in the trash',
    );
  });

  it('catches a deletion time no longer bounded by now', () => {
    const rules = original();
    rules.rules.trash.$type.$key.deletedAt = {
      '.validate': 'newData.isNumber() && newData.val() % 1 === 0 && newData.val() > 0',
    };
    expect(broken(rules)).toEqual(
      expect.arrayContaining([
        'a trash entry deleted at 1e300 is refused',
        'a trash entry deleted a day ahead is refused',
      ]),
    );
  });
});
