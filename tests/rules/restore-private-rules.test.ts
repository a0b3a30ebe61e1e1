// @vitest-environment node
/**
 * database.rules.json, offline with targaryen: the last write of a restore (src/backend/backup.ts,
 * restoreBackup), her private notes and selections as the backup holds them, in one update at the
 * root: `privateNotes` replaced whole, each `selections/{id}` written or removed one by one. The
 * writes are made by the restore's own function (privateWrites in src/backend/backup-format.ts)
 * from records shaped by the domain's (privateNotesRecord, selectionRecord), so that what is
 * tested is what a restore sends. As the admin, a valid restore is accepted; as an anonymous
 * visitor or a signed-in user who is not the admin, refused; a backup whose notes or selections
 * the rules refuse field by field (a file edited by hand, or made by another version) is refused
 * whole. Each case is checked, then weakened copies of the rules must break the cases that guard
 * what they weakened. Last, the same write made by a real restore, on a store that puts every
 * write to the rules (rules-store.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createBackupPath } from '@/backend/backup';
import { privateWrites, type BackupData } from '@/backend/backup-format';
import { createWritePath } from '@/backend/write-path';
import { privateNotesRecord, type PrivateNotes } from '@/domain/private-notes';
import { selectionRecord, type Selection } from '@/domain/selection';
import { rulesForBucket } from '../../scripts/deploy/database-rules.mjs';
import { RulesStore, tickingClockInEachTest } from './rules-store';
import { attempt, brokenExpectations, can, cannot, type Expectation, type Rules } from './rules-table';

const BUCKET = 'exemple-portfolio.appspot.com';
const RULES_TEXT = rulesForBucket(readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'), BUCKET);
const RULES = JSON.parse(RULES_TEXT) as Rules;

const ADMIN = { uid: 'painter', provider: 'password', token: { admin: true } };
/** Signed in, but not the admin (no admin claim). */
const STRANGER = { uid: 'stranger', provider: 'password', token: { email: 'inconnu@example.com' } };
/** Not signed in. */
const VISITOR = null;

const CREATED = 1_700_000_000_000;
const KEPT = 'AbCdEfGhIjKlMnOpQrStUv';
const GONE = 'ZyXwVuTsRqPoNmLkJiHgFe';
const NEW = 'Mn0pQr5tUvWxYz-_AbCd12';

const notes = (value: PrivateNotes) => privateNotesRecord(value)!;
const selection = (id: string, title: string, change: Partial<Selection> = {}) =>
  selectionRecord({
    id,
    title,
    message: 'Les aquarelles dont nous avons parlé.\nÀ bientôt.',
    showPrices: true,
    disabled: false,
    created: CREATED,
    works: [
      { type: 'Aquarelles', key: '40' },
      { type: 'Peinture sur Toile', key: 'undefined7' },
    ],
    ...change,
  });

/** What the database holds before the restore. */
const CURRENT: BackupData = {
  articles: null,
  trash: null,
  site: null,
  privateNotes: { Aquarelles: { 40: notes({ notes: 'Vernie en 2023.', location: 'Atelier' }) } },
  selections: { [KEPT]: selection(KEPT, 'Pour C.'), [GONE]: selection(GONE, 'Faite depuis la sauvegarde') },
};

/** Notes and selections as a backup holds them. */
const BACKUP_NOTES = {
  Aquarelles: { 40: notes({ notes: 'Vernie en 2023.', location: 'Galerie du Port', buyer: 'M. Durand' }) },
  'Peinture sur Toile': { undefined7: notes({ soldOn: '2024-05-17', buyer: 'Mme Leroux' }) },
};
const BACKUP_SELECTIONS = { [KEPT]: selection(KEPT, 'Pour Claire'), [NEW]: selection(NEW, 'Pour Jean') };

/** What a restore of a backup holding `backup` writes last over CURRENT. */
function restoreWrite(backup: Pick<BackupData, 'privateNotes' | 'selections'>): Record<string, unknown> {
  return privateWrites(CURRENT, { articles: null, trash: null, site: null, ...backup });
}

const FULL = restoreWrite({ privateNotes: BACKUP_NOTES, selections: BACKUP_SELECTIONS });
/** A backup of a project with neither notes nor selections: hers go. */
const CLEARING = restoreWrite({ privateNotes: null, selections: null });
/** Only the notes differ from hers: the write holds `privateNotes` alone. */
const NOTES_ONLY = restoreWrite({ privateNotes: BACKUP_NOTES, selections: CURRENT.selections });
/** Only the selections differ from hers. */
const SELECTIONS_ONLY = restoreWrite({ privateNotes: CURRENT.privateNotes, selections: BACKUP_SELECTIONS });

/** A restore of the backup with this gallery's notes in place of its own. */
const withNotes = (type: string, key: string, value: unknown) =>
  restoreWrite({ privateNotes: { ...BACKUP_NOTES, [type]: { [key]: value } }, selections: CURRENT.selections });
/** A restore of the backup with this selection added to its own. */
const withSelection = (id: string, value: unknown) =>
  restoreWrite({ privateNotes: CURRENT.privateNotes, selections: { ...BACKUP_SELECTIONS, [id]: value } });
const NEW_ID = 'Qw3rTy-uIoP_aSdFgHjKlZ';
const aSelection = (change: Record<string, unknown>) => ({ ...selection(NEW_ID, 'Pour Anne'), ...change });

const CASES: Expectation[] = [
  // Who may restore them.
  can('the admin restores her notes and selections', ADMIN, 'update', '/', FULL),
  can('the admin restores a backup without notes nor selections', ADMIN, 'update', '/', CLEARING),
  can('the admin restores her notes alone', ADMIN, 'update', '/', NOTES_ONLY),
  can('the admin restores her selections alone', ADMIN, 'update', '/', SELECTIONS_ONLY),
  cannot('an anonymous visitor cannot restore notes and selections', VISITOR, 'update', '/', FULL),
  cannot('an anonymous visitor cannot clear notes and selections', VISITOR, 'update', '/', CLEARING),
  cannot('an anonymous visitor cannot restore the notes', VISITOR, 'update', '/', NOTES_ONLY),
  cannot('an anonymous visitor cannot restore the selections', VISITOR, 'update', '/', SELECTIONS_ONLY),
  cannot('a signed-in stranger cannot restore notes and selections', STRANGER, 'update', '/', FULL),
  cannot('a signed-in stranger cannot clear notes and selections', STRANGER, 'update', '/', CLEARING),
  cannot('a signed-in stranger cannot restore the notes', STRANGER, 'update', '/', NOTES_ONLY),
  cannot('a signed-in stranger cannot restore the selections', STRANGER, 'update', '/', SELECTIONS_ONLY),

  // Notes the rules refuse, in a backup: the whole write is refused.
  can(
    'valid notes in another gallery are restored',
    ADMIN,
    'update',
    '/',
    withNotes('ateliers', '12', notes({ notes: 'Prêtée.' })),
  ),
  cannot(
    'notes with an unknown field are refused',
    ADMIN,
    'update',
    '/',
    withNotes('Aquarelles', '40', { notes: 'x', phone: '06' }),
  ),
  cannot(
    'notes under an unknown gallery are refused',
    ADMIN,
    'update',
    '/',
    withNotes('Autres', '40', notes({ notes: 'x' })),
  ),
  cannot(
    'notes under a key no work can have are refused',
    ADMIN,
    'update',
    '/',
    withNotes('Aquarelles', 'œuvre 40', notes({ notes: 'x' })),
  ),
  cannot('notes that are not a record are refused', ADMIN, 'update', '/', withNotes('Aquarelles', '40', 'Vernie.')),
  cannot(
    'a sale date that is not a date is refused',
    ADMIN,
    'update',
    '/',
    withNotes('Aquarelles', '40', { soldOn: '17/05/2024' }),
  ),
  cannot(
    'notes too long are refused',
    ADMIN,
    'update',
    '/',
    withNotes('Aquarelles', '40', { notes: 'x'.repeat(5001) }),
  ),
  cannot(
    'a buyer with a bidirectional override is refused',
    ADMIN,
    'update',
    '/',
    withNotes('Aquarelles', '40', { buyer: 'M. \u202eDurand' }),
  ),

  // Selections the rules refuse, in a backup.
  can('a valid added selection is restored', ADMIN, 'update', '/', withSelection(NEW_ID, aSelection({}))),
  cannot(
    'a selection under a short, guessable id is refused',
    ADMIN,
    'update',
    '/',
    withSelection('abc', aSelection({})),
  ),
  cannot(
    'a selection with an unknown field is refused',
    ADMIN,
    'update',
    '/',
    withSelection(NEW_ID, aSelection({ owner: 'x' })),
  ),
  cannot(
    'a selection without its creation time is refused',
    ADMIN,
    'update',
    '/',
    withSelection(NEW_ID, aSelection({ created: null })),
  ),
  cannot(
    'a selection without works is refused',
    ADMIN,
    'update',
    '/',
    withSelection(NEW_ID, aSelection({ works: null })),
  ),
  cannot(
    'a selection without a title is refused',
    ADMIN,
    'update',
    '/',
    withSelection(NEW_ID, aSelection({ title: ' ' })),
  ),
  cannot(
    '"show prices" that is not a boolean is refused',
    ADMIN,
    'update',
    '/',
    withSelection(NEW_ID, aSelection({ showPrices: 'oui' })),
  ),
  cannot(
    'a work of an unknown gallery is refused',
    ADMIN,
    'update',
    '/',
    withSelection(NEW_ID, aSelection({ works: [{ type: 'Autres', key: '40' }] })),
  ),
  cannot(
    'a work entry with an extra field is refused',
    ADMIN,
    'update',
    '/',
    withSelection(NEW_ID, aSelection({ works: [{ type: 'Aquarelles', key: '40', price: 1 }] })),
  ),
  cannot(
    'a selection of 101 works is refused',
    ADMIN,
    'update',
    '/',
    withSelection(
      NEW_ID,
      aSelection({ works: Array.from({ length: 101 }, (_, i) => ({ type: 'Aquarelles', key: String(i) })) }),
    ),
  ),
  cannot(
    'a creation time far in the future is refused',
    ADMIN,
    'update',
    '/',
    withSelection(NEW_ID, aSelection({ created: 1e300 })),
  ),
];

describe('what a restore writes to privateNotes and selections/{id}, in database.rules.json', () => {
  it('is the write the test means: the notes whole, the selections one by one', () => {
    expect(FULL).toEqual({
      privateNotes: BACKUP_NOTES,
      [`selections/${GONE}`]: null,
      [`selections/${KEPT}`]: BACKUP_SELECTIONS[KEPT],
      [`selections/${NEW}`]: BACKUP_SELECTIONS[NEW],
    });
    expect(CLEARING).toEqual({ privateNotes: null, [`selections/${KEPT}`]: null, [`selections/${GONE}`]: null });
    expect(Object.keys(NOTES_ONLY)).toEqual(['privateNotes']);
    expect(Object.keys(SELECTIONS_ONLY).every((path) => path.startsWith('selections/'))).toBe(true);
    // Each refused case differs from an accepted write by what its label says, and is written.
    expect(Object.keys(withSelection('abc', aSelection({})))).toContain('selections/abc');
  });

  it.each(CASES.map((e) => [e.label, e] as const))('%s', (_label, e) => {
    expect(attempt(RULES, CURRENT, e).allowed).toBe(e.allowed);
  });
});

type Node = Record<string, unknown>;

/** A copy of the rules with `change` made to the node at `path` (keys under "rules"). */
function weakened(path: readonly string[], change: (node: Node) => void): Rules {
  const copy = structuredClone(RULES);
  let node = copy.rules as Node;
  for (const key of path) {
    expect(node, `rules node ${path.join('/')}`).toHaveProperty([key]);
    node = node[key] as Node;
  }
  change(node);
  return copy;
}

describe('weakened copies of the rules a restore writes under are caught', () => {
  const broken = (rules: Rules) => brokenExpectations(rules, CURRENT, CASES);
  const NOTE = ['privateNotes', '$type', '$key'];
  const SELECTION = ['selections', '$id'];

  it('catches private notes writable by any signed-in user', () => {
    const rules = weakened(['privateNotes'], (node) => (node['.write'] = 'auth != null'));
    expect(broken(rules)).toEqual(['a signed-in stranger cannot restore the notes']);
  });

  it('catches private notes writable by anyone', () => {
    const rules = weakened(['privateNotes'], (node) => (node['.write'] = true));
    expect(broken(rules)).toEqual([
      'an anonymous visitor cannot restore the notes',
      'a signed-in stranger cannot restore the notes',
    ]);
  });

  it('catches selections writable by any signed-in user', () => {
    const rules = weakened(SELECTION, (node) => (node['.write'] = 'auth != null'));
    expect(broken(rules)).toEqual(['a signed-in stranger cannot restore the selections']);
  });

  it('catches selections writable by anyone, and both nodes so', () => {
    const selections = weakened(SELECTION, (node) => (node['.write'] = true));
    expect(broken(selections)).toEqual([
      'an anonymous visitor cannot restore the selections',
      'a signed-in stranger cannot restore the selections',
    ]);
    const both = weakened(SELECTION, (node) => (node['.write'] = true));
    (both.rules.privateNotes as Node)['.write'] = true;
    expect(broken(both)).toEqual(
      expect.arrayContaining([
        'an anonymous visitor cannot restore notes and selections',
        'an anonymous visitor cannot clear notes and selections',
        'a signed-in stranger cannot restore notes and selections',
        'a signed-in stranger cannot clear notes and selections',
      ]),
    );
  });

  it('catches an unknown field of the notes let through', () => {
    expect(broken(weakened(NOTE, (node) => delete node.$other))).toEqual(['notes with an unknown field are refused']);
  });

  it('catches the notes’ gallery and key no longer checked', () => {
    expect(broken(weakened(['privateNotes', '$type'], (node) => delete node['.validate']))).toEqual([
      'notes under an unknown gallery are refused',
    ]);
    expect(broken(weakened(NOTE, (node) => (node['.validate'] = 'newData.hasChildren()')))).toEqual([
      'notes under a key no work can have are refused',
    ]);
    expect(broken(weakened(NOTE, (node) => delete node['.validate']))).toEqual([
      'notes under a key no work can have are refused',
      'notes that are not a record are refused',
    ]);
  });

  it('catches the notes’ texts and date no longer checked', () => {
    const rules = weakened(NOTE, (node) => {
      for (const field of ['notes', 'buyer', 'soldOn']) (node[field] as Node)['.validate'] = 'newData.isString()';
    });
    expect(broken(rules)).toEqual([
      'a sale date that is not a date is refused',
      'notes too long are refused',
      'a buyer with a bidirectional override is refused',
    ]);
  });

  it('catches a selection’s id and required fields no longer checked', () => {
    expect(
      broken(
        weakened(
          SELECTION,
          (node) =>
            (node['.validate'] = "newData.hasChildren(['title', 'works', 'showPrices', 'disabled', 'created'])"),
        ),
      ),
    ).toEqual(['a selection under a short, guessable id is refused']);
    expect(broken(weakened(SELECTION, (node) => (node['.validate'] = '$id.matches(/^[A-Za-z0-9_-]{22}$/)')))).toEqual([
      'a selection without its creation time is refused',
      'a selection without works is refused',
    ]);
  });

  it('catches a selection’s fields no longer checked', () => {
    expect(broken(weakened(SELECTION, (node) => delete node.$other))).toEqual([
      'a selection with an unknown field is refused',
    ]);
    const loose = weakened(SELECTION, (node) => {
      for (const field of ['title', 'showPrices', 'created']) (node[field] as Node)['.validate'] = true;
    });
    expect(broken(loose)).toEqual([
      'a selection without a title is refused',
      '"show prices" that is not a boolean is refused',
      'a creation time far in the future is refused',
    ]);
  });

  it('catches a selection’s works no longer checked', () => {
    const works = [...SELECTION, 'works', '$index'];
    expect(broken(weakened(works, (node) => (node['.validate'] = "newData.hasChildren(['type', 'key'])")))).toEqual([
      'a selection of 101 works is refused',
    ]);
    expect(broken(weakened(works, (node) => delete node.$other))).toEqual([
      'a work entry with an extra field is refused',
    ]);
    expect(broken(weakened([...works, 'type'], (node) => (node['.validate'] = 'newData.isString()')))).toEqual([
      'a work of an unknown gallery is refused',
    ]);
  });
});

describe('a real restore of notes and selections under the rules', { timeout: 60_000 }, () => {
  tickingClockInEachTest();

  it('puts back her notes and selections as exported, every write accepted', async () => {
    const store = new RulesStore({});
    const writes = createWritePath(store);
    const backups = createBackupPath(store);
    const work = { type: 'Aquarelles' as const, key: '40' };
    await writes.savePrivateNotes(work, { notes: 'Vernie.', buyer: 'M. Durand', soldOn: '2024-05-17' }, null);
    const kept: Selection = { id: KEPT, ...selection(KEPT, 'Pour Claire'), created: Date.now() };
    await writes.saveSelection(kept, null);
    expect(store.refusals).toEqual([]);
    const before = { notes: await store.read('privateNotes'), selections: await store.read('selections') };
    const { blob } = await backups.exportBackup();

    // Since the backup: the notes changed, the selection renamed, another made.
    await writes.savePrivateNotes(
      work,
      { notes: 'Vendue.' },
      { notes: 'Vernie.', buyer: 'M. Durand', soldOn: '2024-05-17' },
    );
    await writes.saveSelection({ ...kept, title: 'Pour C.' }, kept);
    await writes.saveSelection({ ...kept, id: GONE, title: 'Faite depuis', created: Date.now() }, null);
    const written = store.writes.length;

    await backups.restoreBackup(await backups.inspectBackup(blob), { overwrite: true });
    expect(store.refusals).toEqual([]);
    expect({ notes: await store.read('privateNotes'), selections: await store.read('selections') }).toEqual(before);
    // One write: the notes whole, the selection put back, the one made since removed.
    expect(store.writes.slice(written)).toEqual([
      {
        privateNotes: before.notes,
        [`selections/${GONE}`]: null,
        [`selections/${KEPT}`]: (before.selections as Node)[KEPT],
      },
    ]);
  });
});
