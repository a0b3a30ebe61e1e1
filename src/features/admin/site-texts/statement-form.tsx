import { useFieldArray, useWatch } from 'react-hook-form';
import type { AdminBackend } from '@/backend/types';
import type { SiteStatement } from '@/domain/site-content';
import { multilineTextProblem, SITE_LIMITS, textProblem } from '@/domain/site-form';
import { labelClass, secondaryButtonClass } from '../shared/form-styles';
import { SaveBar } from '../shared/save-bar';
import { SectionConflict } from '../shared/section-conflict';
import { SortableList } from '../shared/sortable-list';
import { Preview, RegisteredTextField, SiteSectionCard } from './site-form-parts';
import { useSiteTextForm, type SiteFormProblems } from './use-site-text-form';

/** The statement as the form holds it: each paragraph an object, as useFieldArray keys them. */
interface StatementValues {
  title: string;
  paragraphs: { text: string }[];
}

const PREFIX = 'site-demarche';

const toValues = (statement: SiteStatement): StatementValues => ({
  title: statement.title,
  paragraphs: statement.paragraphs.map((text) => ({ text })),
});

const problemsOf = (values: StatementValues): SiteFormProblems => [
  ['title', textProblem(values.title, SITE_LIMITS.statementTitle)],
  ...values.paragraphs.map(
    (p, i) => [`paragraphs.${i}.text`, multilineTextProblem(p.text, SITE_LIMITS.paragraph)] as const,
  ),
];

/** "title" → site-demarche-titre; "paragraphs.2.text" → site-demarche-paragraphe-2. */
const fieldId = (path: string) => {
  const paragraph = /^paragraphs\.(\d+)\.text$/.exec(path);
  return paragraph ? `${PREFIX}-paragraphe-${paragraph[1]}` : `${PREFIX}-titre`;
};

/** A paragraph named by its first words, in the handle's name and the announcements of a move. */
function excerpt(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'paragraphe vide';
  return words.length > 6 ? `${words.slice(0, 6).join(' ')}…` : words.join(' ');
}

/** "La démarche": its title and its paragraphs, written, added, removed and put in order. */
export function StatementForm({ backend, stored }: { backend: AdminBackend; stored: SiteStatement }) {
  const { form, saving, afterSave, onSubmit, errorAt } = useSiteTextForm({
    backend,
    section: 'statement',
    stored,
    toValues,
    problemsOf,
    fieldId,
  });
  const { register, control } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'paragraphs' });
  const watched = useWatch({ control });
  const paragraphs = watched.paragraphs ?? [];
  const textOf = (key: string) => paragraphs[fields.findIndex((f) => f.id === key)]?.text ?? '';

  return (
    <SiteSectionCard id={`${PREFIX}-section`} title="La démarche">
      <form
        noValidate
        onSubmit={onSubmit((values) => ({
          title: values.title.trim(),
          paragraphs: values.paragraphs.map((p) => p.text.trim()),
        }))}
        className="space-y-4"
      >
        <RegisteredTextField
          id={fieldId('title')}
          label="Titre"
          registration={register('title')}
          error={errorAt('title')}
        />
        <fieldset className="space-y-4">
          <legend className={labelClass}>Paragraphes</legend>
          {fields.length === 0 && <p className="text-sm text-ink/80">Aucun paragraphe.</p>}
          <SortableList
            name="Ordre des paragraphes"
            items={fields.map((f) => f.id)}
            label={(key) => excerpt(textOf(key))}
            onReorder={move}
            disabled={saving.busy}
            className="space-y-5"
            renderItem={(_key, handle, index) => {
              const path = `paragraphs.${index}.text` as const;
              return (
                <div className="flex items-start gap-3">
                  <div className="pt-6">{handle}</div>
                  <div className="min-w-0 flex-1 space-y-2">
                    <RegisteredTextField
                      id={fieldId(path)}
                      label={`Paragraphe ${index + 1}`}
                      registration={register(path)}
                      error={errorAt(path)}
                      multiline
                    />
                    <button
                      type="button"
                      className={`${secondaryButtonClass} min-h-11 px-3 py-1 text-sm`}
                      onClick={() => remove(index)}
                      aria-label={`Supprimer le paragraphe ${index + 1}`}
                    >
                      Supprimer
                    </button>
                  </div>
                </div>
              );
            }}
          />
          <button
            type="button"
            className={`${secondaryButtonClass} min-h-11`}
            onClick={() => append({ text: '' }, { shouldFocus: true })}
          >
            Ajouter un paragraphe
          </button>
        </fieldset>
        <SectionConflict section="statement" saving={saving} afterSave={afterSave} />
        <SaveBar phase={saving.phase} failure={saving.failure} busy={saving.busy} label="Enregistrer" />
      </form>
      <Preview>
        <p className="font-display text-2xl italic">{watched.title}</p>
        {paragraphs.map((p, i) => (
          <p key={i} className="mt-3 text-ink-soft">
            {p.text}
          </p>
        ))}
      </Preview>
    </SiteSectionCard>
  );
}
