import { useWatch } from 'react-hook-form';
import type { AdminBackend } from '@/backend/types';
import { multilineTextProblem, SITE_LIMITS } from '@/domain/site-form';
import { SaveBar } from '../shared/save-bar';
import { SectionConflict } from '../shared/section-conflict';
import { Preview, RegisteredTextField, SiteSectionCard } from './site-form-parts';
import { useSiteTextForm, type SiteFormProblems } from './use-site-text-form';

interface InterventionsValues {
  text: string;
}

const ID = 'site-interventions';
const toValues = (text: string): InterventionsValues => ({ text });
const problemsOf = (values: InterventionsValues): SiteFormProblems => [
  ['text', multilineTextProblem(values.text, SITE_LIMITS.interventions)],
];
const fieldId = () => ID;

/** The text of the home page's "Interventions" card. */
export function InterventionsForm({ backend, stored }: { backend: AdminBackend; stored: string }) {
  const { form, saving, afterSave, onSubmit, errorAt } = useSiteTextForm({
    backend,
    section: 'interventions',
    stored,
    toValues,
    problemsOf,
    fieldId,
  });
  const text = useWatch({ control: form.control, name: 'text' });
  return (
    <SiteSectionCard id={`${ID}-section`} title="La carte « Interventions »">
      <form noValidate onSubmit={onSubmit((values) => values.text.trim())} className="space-y-4">
        <RegisteredTextField
          id={ID}
          label="Texte de la carte"
          registration={form.register('text')}
          error={errorAt('text')}
          multiline
        />
        <SectionConflict section="interventions" saving={saving} afterSave={afterSave} />
        <SaveBar phase={saving.phase} failure={saving.failure} busy={saving.busy} label="Enregistrer" />
      </form>
      <Preview>
        <p className="text-sm text-ink-soft">{text}</p>
      </Preview>
    </SiteSectionCard>
  );
}
