import { useState, type FormEvent } from 'react';
import type { AdminBackend } from '@/backend/types';
import { EXHIBITIONS_TITLE } from '@/content/section-titles';
import { SITE_LIMITS, textProblem } from '@/domain/site-form';
import { SaveBar } from '../shared/save-bar';
import { Preview, SiteSectionCard } from './site-form-parts';
import { entryId } from './entry-focus';
import { SectionConflict } from '../shared/section-conflict';
import { TextListField } from './text-list-field';
import { useDraft } from './use-draft';
import { useSectionSave } from '../shared/use-section-save';

/** Focuses the first control whose id is given with an error, in order; true if there was one. */
export function focusFirstProblem(problems: readonly [id: string, message: string | undefined][]): boolean {
  const first = problems.find(([, message]) => message);
  if (first) document.getElementById(first[0])?.focus();
  return Boolean(first);
}

export function ExhibitionsForm({ backend, stored }: { backend: AdminBackend; stored: string[] }) {
  const prefix = 'site-exposition';
  const { draft, base, edit, saved } = useDraft(stored);
  const saving = useSectionSave(backend, 'exhibitions');
  const { save, phase, failure, busy } = saving;
  const afterSave = () => {
    saved();
    setShown(false);
  };
  const [shown, setShown] = useState(false);
  const problems = draft.map((e) => textProblem(e, SITE_LIMITS.exhibition));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (focusFirstProblem(problems.map((p, i) => [entryId(prefix, i), p]))) return;
    if (
      await save(
        draft.map((e) => e.trim()),
        base,
      )
    ) {
      afterSave();
    }
  };

  return (
    <SiteSectionCard id={`${prefix}-section`} title="Les expositions">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextListField
          prefix={prefix}
          legend={EXHIBITIONS_TITLE}
          entryLabel="Exposition"
          addLabel="Ajouter une exposition"
          items={draft}
          errors={shown ? problems : []}
          onChange={edit}
        />
        <SectionConflict section="exhibitions" saving={saving} afterSave={afterSave} />
        <SaveBar phase={phase} failure={failure} busy={busy} label="Enregistrer" />
      </form>
      <Preview>
        <p className="text-ink-soft">{draft.join(' / ')}</p>
      </Preview>
    </SiteSectionCard>
  );
}
