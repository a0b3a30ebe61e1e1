import type { SiteSection } from '@/domain/site-content';
import { sectionChanges } from '../conflict-changes';
import { ConflictPanel } from '../conflict-panel';
import type { SectionConflict as Conflict } from './use-section-save';

/**
 * The conflict panel of a site section's form: what changed in the section since the form was
 * filled. `reload` drops the painter's typing for the stored value; `overwrite` saves hers over it.
 */
export function SectionConflict<S extends SiteSection>({
  section,
  conflict,
  busy,
  reload,
  overwrite,
}: {
  section: S;
  conflict: Conflict<S> | null;
  busy: boolean;
  reload: () => void;
  overwrite: () => void;
}) {
  if (!conflict) return null;
  const { base, current } = conflict;
  return (
    <ConflictPanel
      changes={current === undefined ? [] : sectionChanges(section, base, current)}
      busy={busy}
      onReload={reload}
      onOverwrite={current === undefined ? undefined : overwrite}
    />
  );
}
