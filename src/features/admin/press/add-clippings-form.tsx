import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import type { AdminBackend } from '@/backend/types';
import type { PressClipping } from '@/domain/site-content';
import { checkPhoto, PHOTO_ACCEPT, PHOTO_MESSAGES } from '@/domain/photo-rules';
import { controlA11y, hintId } from '../shared/field-parts';
import {
  alertClass,
  dropTargetClass,
  fileControlClass,
  hintClass,
  labelClass,
  secondaryButtonClass,
  sectionClass,
  sectionTitleClass,
} from '../shared/form-styles';
import { SaveBar } from '../shared/save-bar';
import { useSectionSave } from '../shared/use-section-save';
import { canDecodePhoto } from '../photos/prepare-photo';
import { usePhotoPicker } from '../photos/use-photo-picker';
import { RegisteredTextField } from '../site-texts/site-form-parts';
import { siteFormResolver } from '../site-texts/use-site-text-form';
import {
  CLIPPING_FIELDS,
  clippingTextProblems,
  EMPTY_CLIPPING_TEXT,
  withClippingText,
  type ClippingText,
} from './clipping-text';

const PREFIX = 'presse-nouveaux';

/** A scan chosen and accepted, waiting for its texts; `key` ties it to its entry in the form. */
interface Scan {
  key: string;
  file: File;
  previewUrl: string;
}

interface NewClippingsValues {
  items: (ClippingText & { key: string })[];
}

const resolver = siteFormResolver<NewClippingsValues>((values) =>
  values.items.flatMap((item, i) => {
    const problems = clippingTextProblems(item);
    return CLIPPING_FIELDS.map(([field]) => [`items.${i}.${field}`, problems[field]] as const);
  }),
);

const fieldId = (index: number, field: keyof ClippingText) => `${PREFIX}-${index}-${field}`;

let nextKey = 0;

/**
 * "Ajouter des articles": several scans chosen (or dropped) at once, one new clipping each, with
 * its texts; they are added one after the other at the end of the carousel, each photo prepared
 * and uploaded as a work's is. One that fails stays in the form with the message, with the ones
 * after it: nothing typed is lost.
 */
export function AddClippingsForm({ backend, stored }: { backend: AdminBackend; stored: PressClipping[] }) {
  const [scans, setScans] = useState<Scan[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  // Only its `prepare` is used: each scan is resized and encoded as the photo field's photo is.
  const picker = usePhotoPicker(() => {});
  const saving = useSectionSave(backend, 'press');
  const form = useForm<NewClippingsValues>({ defaultValues: { items: [] }, resolver, shouldFocusError: false });
  const { control, register, handleSubmit, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'items', keyName: 'fieldKey' });

  // The previews' object URLs are given back when the form goes away.
  const shownScans = useRef<Scan[]>([]);
  useEffect(() => {
    shownScans.current = scans;
  }, [scans]);
  useEffect(() => () => shownScans.current.forEach((s) => URL.revokeObjectURL(s.previewUrl)), []);

  async function choose(files: readonly File[]) {
    const accepted: Scan[] = [];
    const refusals: string[] = [];
    for (const file of files) {
      const check = checkPhoto(file);
      let message = check.ok ? undefined : check.message;
      if (check.ok && check.needsDecodeCheck && !(await canDecodePhoto(file))) message = PHOTO_MESSAGES.heicUnreadable;
      if (message) refusals.push(`« ${file.name} » : ${message}`);
      else accepted.push({ key: `scan-${nextKey++}`, file, previewUrl: URL.createObjectURL(file) });
    }
    setRefused(refusals);
    if (accepted.length === 0) return;
    setScans((current) => [...current, ...accepted]);
    append(
      accepted.map((scan) => ({ key: scan.key, ...EMPTY_CLIPPING_TEXT })),
      { shouldFocus: true, focusName: `items.${fields.length}.alt` },
    );
    if (input.current) input.current.value = '';
  }

  function drop(index: number) {
    const key = form.getValues(`items.${index}.key`);
    const scan = scans.find((s) => s.key === key);
    if (scan) URL.revokeObjectURL(scan.previewUrl);
    setScans((current) => current.filter((s) => s.key !== key));
    remove(index);
  }

  const focusFirstError = (errors: FieldErrors<NewClippingsValues>) => {
    const items = errors.items ?? [];
    for (let i = 0; i < fields.length; i++) {
      const field = CLIPPING_FIELDS.find(([f]) => items[i]?.[f])?.[0];
      if (field) return document.getElementById(fieldId(i, field))?.focus();
    }
  };

  const submit = async ({ items }: NewClippingsValues) => {
    for (const [done, item] of items.entries()) {
      const scan = scans.find((s) => s.key === item.key);
      if (!scan) continue;
      setProgress(`Article ${done + 1} sur ${items.length}…`);
      // Added at the end of what is stored when it is written, whatever changed meanwhile.
      const written = await saving.save(
        stored,
        stored,
        { picker, file: scan.file, into: (press, picture) => [...press, withClippingText(picture, item)] },
        { appends: true },
      );
      if (!written) {
        setProgress(null);
        return;
      }
      URL.revokeObjectURL(scan.previewUrl);
      setScans((current) => current.filter((s) => s.key !== item.key));
      remove(form.getValues('items').findIndex((i) => i.key === item.key));
    }
    setProgress(`${items.length} article${items.length > 1 ? 's' : ''} ajouté${items.length > 1 ? 's' : ''}.`);
  };

  const busy = saving.busy || formState.isSubmitting;
  const dropHandlers = {
    onDragOver(event: DragEvent<HTMLElement>) {
      if (!Array.from(event.dataTransfer.types).includes('Files')) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave(event: DragEvent<HTMLElement>) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop(event: DragEvent<HTMLElement>) {
      if (!Array.from(event.dataTransfer.types).includes('Files')) return;
      event.preventDefault();
      setDragging(false);
      void choose(Array.from(event.dataTransfer.files));
    },
  };

  return (
    <section aria-labelledby={`${PREFIX}-titre`} className={sectionClass}>
      <h2 id={`${PREFIX}-titre`} className={sectionTitleClass}>
        Ajouter des articles
      </h2>
      <form
        noValidate
        {...dropHandlers}
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          setProgress(null);
          void handleSubmit(submit, focusFirstError)(event);
        }}
        className={`space-y-6 ${dragging ? dropTargetClass : ''}`}
      >
        <div>
          <label htmlFor={`${PREFIX}-fichiers`} className={labelClass}>
            Images des articles (une par article)
          </label>
          <p id={hintId(`${PREFIX}-fichiers`)} className={hintClass}>
            Choisissez une ou plusieurs images, ou glissez-les sur le formulaire. Chacune devient un article, ajouté à
            la fin du carrousel.
          </p>
          <input
            {...controlA11y(`${PREFIX}-fichiers`, undefined, true)}
            ref={input}
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              void choose(Array.from(event.currentTarget.files ?? []))
            }
            className={`${fileControlClass} min-h-11`}
          />
          {refused.length > 0 && (
            <div role="alert" className={`${alertClass} mt-2`}>
              <p>Ces images n’ont pas été retenues :</p>
              <ul className="mt-1 list-disc pl-5">
                {refused.map((r) => (
                  <li key={r} className="break-words">
                    {r}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        {fields.length > 0 && (
          <ol className="space-y-6">
            {fields.map((field, index) => {
              const scan = scans.find((s) => s.key === field.key);
              const errors = formState.errors.items?.[index];
              return (
                <li key={field.fieldKey} className="flex flex-col gap-4 border-t border-ink/15 pt-4 sm:flex-row">
                  {scan && (
                    <img
                      src={scan.previewUrl}
                      alt={`Aperçu de « ${scan.file.name} »`}
                      className="h-auto max-h-56 w-32 shrink-0 rounded object-contain shadow"
                    />
                  )}
                  <div className="min-w-0 flex-1 space-y-3">
                    <p className="font-medium break-words">
                      Nouvel article {index + 1} : {scan?.file.name}
                    </p>
                    {CLIPPING_FIELDS.map(([name, label]) => (
                      <RegisteredTextField
                        key={name}
                        id={fieldId(index, name)}
                        label={label}
                        registration={register(`items.${index}.${name}`)}
                        error={errors?.[name]?.message}
                      />
                    ))}
                    <button
                      type="button"
                      className={`${secondaryButtonClass} min-h-11 px-3 py-1 text-sm`}
                      onClick={() => drop(index)}
                    >
                      Retirer le nouvel article {index + 1}
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {progress && (
          <p role="status" className={hintClass}>
            {progress}
          </p>
        )}
        {fields.length > 0 && (
          <SaveBar
            phase={saving.phase}
            failure={saving.failure}
            busy={busy}
            label={fields.length > 1 ? `Ajouter les ${fields.length} articles` : 'Ajouter l’article'}
          />
        )}
      </form>
    </section>
  );
}
