/*
 * The keyboard focus in the studio's ordered lists (the exhibitions, the statement's paragraphs,
 * the books, the press clippings): it follows an entry that moves, and goes into an entry just
 * added, once React has rendered the change.
 */

/** The id of an entry's control in a list of texts, for labels and focus. */
export function entryId(prefix: string, index: number): string {
  return `${prefix}-${index}`;
}

/** Focuses the element with this id on the next frame, when the change that shows it is rendered. */
function focusWhenRendered(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** After a move, the keyboard focus follows the entry to its new place. */
export function focusAfterMove(prefix: string, index: number, offset: -1 | 1, count: number) {
  const target = index + offset;
  const direction = target === 0 ? 'descendre' : target === count - 1 ? 'monter' : offset < 0 ? 'monter' : 'descendre';
  focusWhenRendered(`${entryId(prefix, target)}-${direction}`);
}

/**
 * Appends `blank` to `items` through `onChange`, then puts the keyboard focus in the new entry's
 * first field, whose id `firstFieldId` gives from the entry's index.
 */
export function appendAndFocus<T>(
  items: readonly T[],
  blank: T,
  onChange: (items: T[]) => void,
  firstFieldId: (index: number) => string,
) {
  onChange([...items, blank]);
  focusWhenRendered(firstFieldId(items.length));
}
