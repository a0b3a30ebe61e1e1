import { useState } from 'react';

/**
 * A form's values for a live section: they are the stored value (following a change saved in
 * another tab) until the painter edits them; from then on they are hers until saved.
 */
export function useDraft<T>(stored: T) {
  const [own, setOwn] = useState<{ value: T } | null>(null);
  return {
    draft: own ? own.value : stored,
    edit: (next: T) => setOwn({ value: next }),
    /** After a save: the stored value (which now holds the draft) leads again. */
    saved: () => setOwn(null),
  };
}
