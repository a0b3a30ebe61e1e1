import { ARTWORK_TYPE_LABELS, type ArtworkType } from '@/domain/artwork';
import { SELECTION_MAX_WORKS, toSelection, type Selection, type SelectionWork } from '@/domain/selection';
import type { Change } from '../shared/conflict-changes';
import { quoted } from '../shared/conflict-changes';

/*
 * A selection as its editor holds it, and what the editor checks before saving: the same limits
 * as the database's rules (database.rules.json, selections/{id}), said in French before the
 * database would refuse them.
 */

export interface SelectionDraft {
  title: string;
  message: string;
  showPrices: boolean;
  works: SelectionWork[];
}

/** The rules' limits. */
export const SELECTION_TITLE_MAX = 200;
export const SELECTION_MESSAGE_MAX = 2000;

export const SELECTION_TEXT = {
  titleRequired: 'Donnez un titre à la sélection.',
  titleTooLong: `Le titre ne doit pas dépasser ${SELECTION_TITLE_MAX} caractères.`,
  messageTooLong: `Le message ne doit pas dépasser ${SELECTION_MESSAGE_MAX} caractères.`,
  noWork: 'Choisissez au moins une œuvre.',
  tooManyWorks: `Une sélection compte au plus ${SELECTION_MAX_WORKS} œuvres.`,
} as const;

export type DraftProblems = Partial<Record<'title' | 'message' | 'works', string>>;

/** Characters the rules refuse in a title (control and direction-changing characters). */
// eslint-disable-next-line no-control-regex -- the very characters the rules refuse
const TITLE_REFUSED = /[\u0000-\u001f\u202a-\u202e\u2066-\u2069]/g;
/** In a message, line breaks and tabs are kept; the other control characters are not. */
// eslint-disable-next-line no-control-regex -- the very characters the rules refuse
const MESSAGE_REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u202a-\u202e\u2066-\u2069]/g;

export function draftOf(selection: Selection | null): SelectionDraft {
  return selection
    ? {
        title: selection.title,
        message: selection.message ?? '',
        showPrices: selection.showPrices,
        works: selection.works.map((w) => ({ type: w.type, key: w.key })),
      }
    : { title: '', message: '', showPrices: false, works: [] };
}

export function draftProblems(draft: SelectionDraft): DraftProblems {
  const problems: DraftProblems = {};
  const title = cleanTitle(draft.title);
  if (title === '') problems.title = SELECTION_TEXT.titleRequired;
  else if (title.length > SELECTION_TITLE_MAX) problems.title = SELECTION_TEXT.titleTooLong;
  if (cleanMessage(draft.message).length > SELECTION_MESSAGE_MAX) problems.message = SELECTION_TEXT.messageTooLong;
  if (draft.works.length === 0) problems.works = SELECTION_TEXT.noWork;
  else if (draft.works.length > SELECTION_MAX_WORKS) problems.works = SELECTION_TEXT.tooManyWorks;
  return problems;
}

function cleanTitle(title: string): string {
  return title.replace(TITLE_REFUSED, ' ').replace(/\s+/g, ' ').trim();
}

function cleanMessage(message: string): string {
  return message.replace(MESSAGE_REFUSED, '').replace(/\r\n?/g, '\n').trim();
}

/**
 * The selection a draft saves, exactly as the database gives it back (toSelection): a blank
 * message left out, so that the next save's comparison with what is stored sees no change.
 */
export function selectionOf(
  id: string,
  draft: SelectionDraft,
  { created, disabled }: { created: number; disabled: boolean },
): Selection {
  const message = cleanMessage(draft.message);
  const stored = {
    title: cleanTitle(draft.title),
    ...(message === '' ? {} : { message }),
    showPrices: draft.showPrices,
    disabled,
    created,
    works: draft.works.map(({ type, key }) => ({ type, key })),
  };
  const selection = toSelection(id, stored);
  if (!selection) throw new Error('selectionOf: the draft does not make a selection');
  return selection;
}

/** A work's id in the editor's lists: its gallery and its key. */
export function workId(work: SelectionWork): string {
  return `${work.type}/${work.key}`;
}

export function sameDraft(a: SelectionDraft, b: SelectionDraft): boolean {
  return (
    a.title === b.title &&
    a.message === b.message &&
    a.showPrices === b.showPrices &&
    a.works.length === b.works.length &&
    a.works.every((w, i) => workId(w) === workId(b.works[i]!))
  );
}

/**
 * What changed elsewhere between the selection the editor started from and the one stored now,
 * as the conflict panel lists it; `nameOf` names a work as the studio does.
 */
export function selectionChanges(
  base: Selection,
  current: Selection | null,
  nameOf: (work: SelectionWork) => string,
): Change[] {
  if (current === null) return [{ kind: 'Suppression', label: 'La sélection', before: quoted(base.title) }];
  const changes: Change[] = [];
  if (base.title !== current.title) {
    changes.push({ kind: 'Modification', label: 'Titre', before: quoted(base.title), after: quoted(current.title) });
  }
  if ((base.message ?? '') !== (current.message ?? '')) {
    changes.push({
      kind: 'Modification',
      label: 'Message',
      before: base.message === undefined ? undefined : quoted(base.message),
      after: current.message === undefined ? undefined : quoted(current.message),
    });
  }
  if (base.showPrices !== current.showPrices) {
    changes.push({ kind: 'Modification', label: 'Prix', after: current.showPrices ? 'affichés' : 'masqués' });
  }
  if (base.disabled !== current.disabled) {
    changes.push({ kind: 'Modification', label: 'État', after: current.disabled ? 'désactivée' : 'active' });
  }
  const before = new Set(base.works.map(workId));
  const after = new Set(current.works.map(workId));
  for (const work of current.works) {
    if (!before.has(workId(work))) changes.push({ kind: 'Ajout', label: 'Œuvre', after: nameOf(work) });
  }
  for (const work of base.works) {
    if (!after.has(workId(work))) changes.push({ kind: 'Suppression', label: 'Œuvre', before: nameOf(work) });
  }
  const kept = (list: SelectionWork[], other: Set<string>) => list.map(workId).filter((id) => other.has(id));
  if (kept(base.works, after).join('|') !== kept(current.works, before).join('|')) {
    changes.push({ kind: 'Modification', label: 'Ordre des œuvres', after: 'changé' });
  }
  return changes;
}

/** A gallery's name in the studio. */
export function galleryLabel(type: ArtworkType): string {
  return ARTWORK_TYPE_LABELS[type];
}
