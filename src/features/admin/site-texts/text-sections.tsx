import { useState, type FormEvent } from 'react';
import type { AdminBackend } from '@/backend/types';
import type { SiteStatement } from '@/domain/site-content';
import { multilineTextProblem, SITE_LIMITS, textProblem } from '@/domain/site-form';
import { SaveBar } from '../shared/save-bar';
import { Preview, SiteSectionCard, TextField } from './site-form-parts';
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

export function StatementForm({ backend, stored }: { backend: AdminBackend; stored: SiteStatement }) {
  const prefix = 'site-demarche';
  const { draft, base, edit, saved } = useDraft(stored);
  const saving = useSectionSave(backend, 'statement');
  const { save, phase, failure, busy } = saving;
  const afterSave = () => {
    saved();
    setShown(false);
  };
  const [shown, setShown] = useState(false);
  const titleError = shown ? textProblem(draft.title, SITE_LIMITS.statementTitle) : undefined;
  const paragraphErrors = draft.paragraphs.map((p) =>
    shown ? multilineTextProblem(p, SITE_LIMITS.paragraph) : undefined,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    const problems: [string, string | undefined][] = [
      [`${prefix}-titre`, textProblem(draft.title, SITE_LIMITS.statementTitle)],
      ...draft.paragraphs.map((p, i): [string, string | undefined] => [
        entryId(`${prefix}-paragraphe`, i),
        multilineTextProblem(p, SITE_LIMITS.paragraph),
      ]),
    ];
    if (focusFirstProblem(problems)) return;
    if (await save({ title: draft.title.trim(), paragraphs: draft.paragraphs.map((p) => p.trim()) }, base)) {
      afterSave();
    }
  };

  return (
    <SiteSectionCard id={`${prefix}-section`} title="La démarche">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          id={`${prefix}-titre`}
          label="Titre"
          value={draft.title}
          error={titleError}
          onChange={(value) => edit({ ...draft, title: value })}
        />
        <TextListField
          prefix={`${prefix}-paragraphe`}
          legend="Paragraphes"
          entryLabel="Paragraphe"
          addLabel="Ajouter un paragraphe"
          items={draft.paragraphs}
          errors={paragraphErrors}
          multiline
          onChange={(paragraphs) => edit({ ...draft, paragraphs })}
        />
        <SectionConflict section="statement" saving={saving} afterSave={afterSave} />
        <SaveBar phase={phase} failure={failure} busy={busy} label="Enregistrer" />
      </form>
      <Preview>
        <p className="font-display text-2xl italic">{draft.title}</p>
        {draft.paragraphs.map((p, i) => (
          <p key={i} className="mt-3 text-ink-soft">
            {p}
          </p>
        ))}
      </Preview>
    </SiteSectionCard>
  );
}

export function InterventionsForm({ backend, stored }: { backend: AdminBackend; stored: string }) {
  const id = 'site-interventions';
  const { draft, base, edit, saved } = useDraft(stored);
  const saving = useSectionSave(backend, 'interventions');
  const { save, phase, failure, busy } = saving;
  const afterSave = () => {
    saved();
    setShown(false);
  };
  const [shown, setShown] = useState(false);
  const problem = multilineTextProblem(draft, SITE_LIMITS.interventions);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (focusFirstProblem([[id, problem]])) return;
    if (await save(draft.trim(), base)) afterSave();
  };

  return (
    <SiteSectionCard id={`${id}-section`} title="La carte « Interventions »">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          id={id}
          label="Texte de la carte"
          value={draft}
          error={shown ? problem : undefined}
          onChange={(value) => edit(value)}
          multiline
        />
        <SectionConflict section="interventions" saving={saving} afterSave={afterSave} />
        <SaveBar phase={phase} failure={failure} busy={busy} label="Enregistrer" />
      </form>
      <Preview>
        <p className="text-sm text-ink-soft">{draft}</p>
      </Preview>
    </SiteSectionCard>
  );
}
