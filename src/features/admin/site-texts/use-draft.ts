import { useMemo, useState } from 'react';

const asIs = <S>(stored: S) => stored;

/**
 * A form's values for a live section: they are the stored value (following a change saved in
 * another tab) until the painter edits them; from then on they are hers until saved. `base` is
 * the stored value they started from, which the save states (a conflict when it changed since).
 * `toDraft` (stable: defined outside the component) turns a stored value into the form's.
 */
export function useDraft<S, D = S>(stored: S, toDraft: (stored: S) => D = asIs as (stored: S) => D) {
  const [own, setOwn] = useState<{ value: D; base: S } | null>(null);
  const storedDraft = useMemo(() => toDraft(stored), [stored, toDraft]);
  return {
    draft: own ? own.value : storedDraft,
    base: own ? own.base : stored,
    edit: (next: D) => setOwn((previous) => ({ value: next, base: previous ? previous.base : stored })),
    /** After a save, or to take the stored value back: the stored value leads again. */
    saved: () => setOwn(null),
  };
}
