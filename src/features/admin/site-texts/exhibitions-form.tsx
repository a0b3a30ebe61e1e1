import { useEffect, useMemo, useRef } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import type { AdminBackend } from '@/backend/types';
import { EXHIBITIONS_TITLE } from '@/content/section-titles';
import {
  EXHIBITION_LIMITS,
  EXHIBITION_MESSAGES,
  exhibitionLabel,
  fromFormEntry,
  isCalendarDay,
  linkProblem,
  toFormEntry,
  type Exhibition,
  type ExhibitionFormEntry,
} from '@/domain/exhibitions';
import { multilineTextProblem, textProblem } from '@/domain/site-form';
import { controlA11y, FieldError } from '../shared/field-parts';
import { controlClass, hintClass, labelClass, secondaryButtonClass } from '../shared/form-styles';
import { SaveBar } from '../shared/save-bar';
import { SectionConflict } from '../shared/section-conflict';
import { SortableList } from '../shared/sortable-list';
import { useSectionSave } from '../shared/use-section-save';
import { Preview, SiteSectionCard } from './site-form-parts';

interface FormValues {
  entries: (ExhibitionFormEntry & { id: string })[];
}

let nextId = 0;
/** A stable id per entry, for the sortable list and React's keys (not stored). */
const newId = () => `expo-${++nextId}`;

function formValues(stored: readonly Exhibition[]): FormValues {
  return { entries: stored.map((entry) => ({ ...toFormEntry(entry), id: newId() })) };
}

const EMPTY_EVENT: ExhibitionFormEntry = {
  kind: 'dated',
  legacy: '',
  title: '',
  place: '',
  town: '',
  start: '',
  end: '',
  link: '',
  text: '',
};

type EntryField = keyof ExhibitionFormEntry;

/** The control id of an entry's field: "site-exposition-3-titre". */
const fieldId = (index: number, name: string) => `site-exposition-${index + 1}-${name}`;

function Field({
  id,
  label,
  error,
  registration,
  type = 'text',
  hint,
  multiline = false,
  required = false,
}: {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  type?: 'text' | 'date' | 'url';
  hint?: string;
  multiline?: boolean;
  required?: boolean;
}) {
  const props = { ...controlA11y(id, error, Boolean(hint)), ...registration, className: controlClass };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea rows={3} {...props} /> : <input type={type} aria-required={required} {...props} />}
      {hint && (
        <p id={`${id}-aide`} className={hintClass}>
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}

const text = (max: number, required: boolean) => (value: string) => textProblem(value, max, required) ?? true;

/**
 * The studio's exhibitions: each dated event with its place, town, dates, link and text, and the
 * earlier site's entries without dates (kept as texts until she gives them dates). Reordered by
 * dragging the handle, or with the keyboard on it (SortableList); saved whole, through the write
 * path like the other sections (a conflict shows what changed elsewhere).
 */
export function ExhibitionsForm({ backend, stored }: { backend: AdminBackend; stored: Exhibition[] }) {
  const saving = useSectionSave(backend, 'exhibitions');
  const { save, phase, failure, busy } = saving;
  // The stored value the form started from: what the save says it replaces.
  const base = useRef(stored);
  const { register, control, handleSubmit, reset, getValues, setValue, setFocus, formState } = useForm<FormValues>({
    defaultValues: formValues(stored),
    shouldFocusError: true,
    mode: 'onSubmit',
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'entries', keyName: 'key' });
  const { errors, isDirty } = formState;

  // Until she edits, the form follows the stored value (a save in another tab).
  useEffect(() => {
    if (!isDirty && stored !== base.current) {
      base.current = stored;
      reset(formValues(stored));
    }
  }, [stored, isDirty, reset]);

  const afterSave = () => {
    base.current = stored;
    reset(formValues(stored));
  };

  const onSubmit = async ({ entries }: FormValues) => {
    const value = entries.map(fromFormEntry);
    if (await save(value, base.current)) {
      base.current = value;
      reset({ entries: value.map((entry, i) => ({ ...toFormEntry(entry), id: entries[i]!.id })) });
    }
  };

  const entries = useWatch({ control, name: 'entries' });
  const ids = useMemo(() => fields.map((field) => field.id), [fields]);
  const labelOf = (id: string) => {
    const index = ids.indexOf(id);
    const entry = entries[index];
    const name = entry ? (entry.kind === 'legacy' ? entry.legacy : entry.title) : '';
    return name.trim() || `Exposition ${index + 1}`;
  };

  const entryErrors = (index: number): FieldErrors<ExhibitionFormEntry> => errors.entries?.[index] ?? {};
  const message = (index: number, field: EntryField) => entryErrors(index)[field]?.message;

  const addEvent = () => {
    append({ ...EMPTY_EVENT, id: newId() }, { shouldFocus: false });
    // The new entry's first field, once it is drawn.
    setTimeout(() => setFocus(`entries.${fields.length}.title`), 0);
  };

  const giveDates = (index: number) => {
    const legacy = getValues(`entries.${index}.legacy`);
    setValue(`entries.${index}.kind`, 'dated', { shouldDirty: true });
    setValue(`entries.${index}.title`, legacy.trim(), { shouldDirty: true });
    setTimeout(() => setFocus(`entries.${index}.start`), 0);
  };

  return (
    <SiteSectionCard id="site-exposition-section" title="Les expositions">
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-4">
        <p className={hintClass}>
          Les expositions datées à venir paraissent sous « Prochainement » sur la page d'accueil, avec un lien pour les
          ajouter à un agenda ; les autres forment la liste « {EXHIBITIONS_TITLE} ». Les champs marqués * sont
          obligatoires.
        </p>
        <SortableList
          name="Ordre des expositions"
          items={ids}
          label={labelOf}
          disabled={busy}
          onReorder={(from, to) => move(from, to)}
          renderItem={(id, handle, index) => {
            const entry = entries[index];
            const legend = `Exposition ${index + 1}`;
            return (
              <fieldset className="rounded-md border border-ink/20 bg-white p-4" data-testid={`exposition-${id}`}>
                <legend className="px-1 text-sm font-medium text-ink">{legend}</legend>
                <div className="flex items-start gap-3">
                  {handle}
                  <div className="grid flex-1 gap-3 sm:grid-cols-2">
                    {entry?.kind === 'legacy' ? (
                      <div className="sm:col-span-2">
                        <Field
                          id={fieldId(index, 'texte-libre')}
                          label="Exposition (sans date)"
                          required
                          error={message(index, 'legacy')}
                          registration={register(`entries.${index}.legacy`, {
                            validate: text(EXHIBITION_LIMITS.legacy, true),
                          })}
                        />
                      </div>
                    ) : (
                      <>
                        <div className="sm:col-span-2">
                          <Field
                            id={fieldId(index, 'titre')}
                            label="Titre"
                            required
                            error={message(index, 'title')}
                            registration={register(`entries.${index}.title`, {
                              validate: text(EXHIBITION_LIMITS.title, true),
                            })}
                          />
                        </div>
                        <Field
                          id={fieldId(index, 'lieu')}
                          label="Lieu"
                          required
                          error={message(index, 'place')}
                          registration={register(`entries.${index}.place`, {
                            validate: text(EXHIBITION_LIMITS.place, true),
                          })}
                        />
                        <Field
                          id={fieldId(index, 'ville')}
                          label="Ville"
                          required
                          error={message(index, 'town')}
                          registration={register(`entries.${index}.town`, {
                            validate: text(EXHIBITION_LIMITS.town, true),
                          })}
                        />
                        <Field
                          id={fieldId(index, 'debut')}
                          label="Date de début (ou date unique)"
                          type="date"
                          required
                          error={message(index, 'start')}
                          registration={register(`entries.${index}.start`, {
                            validate: (value) =>
                              value === ''
                                ? 'Ce champ est obligatoire'
                                : isCalendarDay(value) || EXHIBITION_MESSAGES.dateInvalid,
                          })}
                        />
                        <Field
                          id={fieldId(index, 'fin')}
                          label="Date de fin"
                          type="date"
                          hint="Laissez vide pour un seul jour."
                          error={message(index, 'end')}
                          registration={register(`entries.${index}.end`, {
                            validate: (value, form) => {
                              if (value === '') return true;
                              if (!isCalendarDay(value)) return EXHIBITION_MESSAGES.dateInvalid;
                              const start = form.entries[index]?.start ?? '';
                              return !isCalendarDay(start) || value >= start || EXHIBITION_MESSAGES.endBeforeStart;
                            },
                          })}
                        />
                        <div className="sm:col-span-2">
                          <Field
                            id={fieldId(index, 'lien')}
                            label="Lien (facultatif)"
                            type="url"
                            hint="Une page sur l'événement, par exemple celle du lieu : https://…"
                            error={message(index, 'link')}
                            registration={register(`entries.${index}.link`, {
                              validate: (value) =>
                                (value.length > EXHIBITION_LIMITS.link
                                  ? textProblem(value, EXHIBITION_LIMITS.link, false)
                                  : linkProblem(value)) ?? true,
                            })}
                          />
                        </div>
                        <div className="sm:col-span-2">
                          <Field
                            id={fieldId(index, 'presentation')}
                            label="Présentation (facultatif)"
                            multiline
                            error={message(index, 'text')}
                            registration={register(`entries.${index}.text`, {
                              validate: (value) => multilineTextProblem(value, EXHIBITION_LIMITS.text, false) ?? true,
                            })}
                          />
                        </div>
                      </>
                    )}
                    <div className="flex flex-wrap gap-2 sm:col-span-2">
                      {entry?.kind === 'legacy' && (
                        <button
                          type="button"
                          className={`${secondaryButtonClass} min-h-11 px-3 py-1 text-sm`}
                          onClick={() => giveDates(index)}
                        >
                          Ajouter des dates<span className="sr-only"> à l'{legend.toLowerCase()}</span>
                        </button>
                      )}
                      <button
                        type="button"
                        className={`${secondaryButtonClass} min-h-11 px-3 py-1 text-sm`}
                        onClick={() => remove(index)}
                      >
                        Supprimer<span className="sr-only"> l'{legend.toLowerCase()}</span>
                      </button>
                    </div>
                  </div>
                </div>
              </fieldset>
            );
          }}
        />
        <button type="button" className={`${secondaryButtonClass} min-h-11`} onClick={addEvent}>
          Ajouter une exposition
        </button>
        <SectionConflict section="exhibitions" saving={saving} afterSave={afterSave} />
        <SaveBar phase={phase} failure={failure} busy={busy} label="Enregistrer" />
      </form>
      <Preview>
        <p className="text-ink-soft">{entries.map((entry) => exhibitionLabel(fromFormEntry(entry))).join(' / ')}</p>
      </Preview>
    </SiteSectionCard>
  );
}
