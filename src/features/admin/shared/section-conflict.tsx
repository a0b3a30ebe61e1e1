import type { SiteSection } from '@/domain/site-content';
import { sectionChanges } from './conflict-changes';
import { ConflictPanel } from './conflict-panel';
import type { SectionSave } from './use-section-save';

/**
 * The conflict panel of a site section's form: what changed in the section since the form was
 * filled. "Recharger" drops the painter's typing for the stored value, "Écraser" saves hers over
 * it; either way `afterSave` then runs as after a save (the form takes the stored value).
 */
export function SectionConflict<S extends SiteSection>({
  section,
  saving: { conflict, busy, dismissConflict, overwrite },
  afterSave,
}: {
  section: S;
  saving: Pick<SectionSave<S>, 'conflict' | 'busy' | 'dismissConflict' | 'overwrite'>;
  afterSave: () => void;
}) {
  if (!conflict) return null;
  const { base, current } = conflict;
  return (
    <ConflictPanel
      changes={current === undefined ? [] : sectionChanges(section, base, current)}
      busy={busy}
      onReload={() => {
        dismissConflict();
        afterSave();
      }}
      onOverwrite={current === undefined ? undefined : () => void overwrite().then((written) => written && afterSave())}
    />
  );
}
