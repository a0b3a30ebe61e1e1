import { useState, type FormEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { AdminBackend } from '@/backend/types';
import type { SiteContent, SiteSection } from '@/domain/site-content';
import { useSectionSave } from '../shared/use-section-save';

/** A form's problems in the order of its fields: the field's path ("paragraphs.2.text") and its message. */
export type SiteFormProblems = readonly (readonly [path: string, message: string | undefined])[];

/** Puts `message` at `path` ("paragraphs.2.text") in react-hook-form's nested errors. */
function setError(errors: Record<string, unknown>, path: string, message: string) {
  const parts = path.split('.');
  let node = errors;
  parts.slice(0, -1).forEach((part, i) => {
    node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
  node[parts.at(-1)!] = { type: 'validate', message };
}

/** A resolver over the domain's checks (src/domain/site-form.ts): their French messages, per field. */
export function siteFormResolver<V extends FieldValues>(problemsOf: (values: V) => SiteFormProblems): Resolver<V> {
  return (values) => {
    const errors: Record<string, unknown> = {};
    for (const [path, message] of problemsOf(values)) if (message) setError(errors, path, message);
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<V> };
  };
}

interface SiteTextFormOptions<S extends SiteSection, V extends FieldValues> {
  backend: AdminBackend;
  section: S;
  /** The section as the studio follows it (live). */
  stored: SiteContent[S];
  /** The form's values for a stored section (a stable function: defined outside the component). */
  toValues: (stored: SiteContent[S]) => V;
  /** The problems, in the order of the fields on the screen (the first one gets the focus). */
  problemsOf: (values: V) => SiteFormProblems;
  /** The id of a field's control, from its path. */
  fieldId: (path: string) => string;
}

/**
 * What the site's text forms share, like useArtworkForm for the works: react-hook-form with the
 * domain's checks and French messages, the focus on the first invalid field, and the section's
 * save (useSectionSave) from the value the form started from.
 *
 * Until the painter edits, the form follows the stored section (a change saved in another tab
 * shows at once); from her first change, the stored value it started from is kept as `base`, so
 * that a save over a change made elsewhere is refused and shown (the conflict panel), never
 * silently written over it. Once she saves, or undoes her changes, the form follows again.
 */
export function useSiteTextForm<S extends SiteSection, V extends FieldValues>({
  backend,
  section,
  stored,
  toValues,
  problemsOf,
  fieldId,
}: SiteTextFormOptions<S, V>) {
  const [resolver] = useState(() => siteFormResolver(problemsOf));
  const [frozen, setFrozen] = useState<{ base: SiteContent[S] } | null>(null);
  const base = frozen ? frozen.base : stored;
  const form = useForm<V>({
    defaultValues: toValues(base) as DefaultValues<V>,
    // Deeply compared: a new stored value resets the form only while it is not being edited.
    values: toValues(base),
    resolver,
    shouldFocusError: false,
  });
  const { isDirty } = form.formState;
  // Adjusted while rendering (React's pattern for state that follows a prop): the base is kept
  // from the first change until the form is clean again.
  if (isDirty && !frozen) setFrozen({ base: stored });
  if (!isDirty && frozen && frozen.base !== stored) setFrozen(null);
  const saving = useSectionSave(backend, section);

  /** After a save, or "Recharger" on a conflict: the stored section leads again. */
  const afterSave = () => {
    setFrozen(null);
    form.reset(toValues(stored));
  };

  const focusFirstError = (errors: FieldErrors<V>) => {
    const first = problemsOf(form.getValues()).find(([path]) => get(errors, path) !== undefined);
    if (first) document.getElementById(fieldId(first[0]))?.focus();
  };

  /**
   * The form's submit handler: checks, then saves what `toStored` makes of the values, with the
   * picture `picture` gives, if any; once written, the form shows `cleaned` of the values (the
   * values themselves by default) and `onSaved` runs.
   */
  const onSubmit =
    (
      toStored: (values: V) => SiteContent[S],
      {
        picture,
        cleaned = (values) => values,
        onSaved,
      }: {
        picture?: (values: V) => Parameters<typeof saving.save>[2];
        cleaned?: (values: V) => V;
        onSaved?: () => void;
      } = {},
    ) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // The button stays focusable while busy (aria-disabled): a second press is ignored here.
      if (saving.busy) return;
      void form.handleSubmit(async (values) => {
        // Clean again, the form keeps its base until the stored section follows (the live
        // update), so that it never shows the old value for a moment.
        if (await saving.save(toStored(values), base, picture?.(values))) {
          form.reset(cleaned(values));
          onSaved?.();
        }
      }, focusFirstError)(event);
    };

  /** The message of the field at `path`, once the form was submitted. */
  const errorAt = (path: string): string | undefined =>
    (get(form.formState.errors, path) as { message?: string } | undefined)?.message;

  return { form, saving, base, afterSave, onSubmit, errorAt };
}
