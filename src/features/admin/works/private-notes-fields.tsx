import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'react-toastify';
import { BackendError } from '@/backend/types';
import { StalledNotice } from '@/components/ui/stalled-notice';
import type { ArtworkType } from '@/domain/artwork';
import { FORM_MESSAGES } from '@/domain/artwork-form';
// Types only: the module's code stays in the backend's chunk alone, so that sharing it with the
// studio's chunk does not add a chunk to the preload list the home page carries.
import type { PrivateNotes } from '@/domain/private-notes';
import { holdsForbiddenCharacter } from '@/domain/record-rules';
import { useSubscription } from '@/hooks/use-subscription';
import { quoted, type Change } from '../shared/conflict-changes';
import { ConflictPanel } from '../shared/conflict-panel';
import { controlA11y, FieldError, hintId } from '../shared/field-parts';
import {
  alertClass,
  controlClass,
  hintClass,
  labelClass,
  primaryButtonClass,
  sectionClass,
  sectionTitleClass,
} from '../shared/form-styles';
import { studioErrorMessage } from '../shared/messages';
import { useStudio } from '../shell/studio-context';

/*
 * Her private notes on a work, under the editor's fields: kept at privateNotes/{type}/{key},
 * which only the admin can read (src/domain/private-notes.ts, database.rules.json), never on a
 * public page. A form of its own, saved apart from the work: like the work's, its save is
 * refused when the notes changed elsewhere since the form was filled, and the conflict panel
 * shows what changed.
 */

type NotesField = keyof Required<PrivateNotes>;

interface NotesFormValues {
  notes: string;
  location: string;
  buyer: string;
  soldOn: string;
}

const LABELS: Record<NotesField, string> = {
  notes: 'Notes',
  location: "Où est l'œuvre",
  buyer: 'Acheteur ou collection',
  soldOn: 'Date de vente',
};

/** What the rules take (database.rules.json, privateNotes). */
const LIMITS = { notes: 5000, location: 200, buyer: 200 } as const;
const ISO_DATE = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const NOTES_MESSAGES = {
  title: 'Notes privées (visibles de vous seule)',
  loadFailed: "Les notes privées n'ont pas pu être chargées. Rechargez la page.",
  stalled: 'Les notes privées ne répondent pas : la connexion est lente ou interrompue.',
  dateInvalid: 'La date de vente doit être une date entre 1900 et 2099 (jour, mois, année)',
  saved: 'Notes enregistrées',
} as const;

function formOf(notes: PrivateNotes | null): NotesFormValues {
  return {
    notes: notes?.notes ?? '',
    location: notes?.location ?? '',
    buyer: notes?.buyer ?? '',
    soldOn: notes?.soldOn ?? '',
  };
}

/** The problems of the notes as typed, in French, by field. */
export function notesProblems(values: NotesFormValues): Partial<Record<NotesField, string>> {
  const problems: Partial<Record<NotesField, string>> = {};
  for (const field of ['notes', 'location', 'buyer'] as const) {
    const text = values[field];
    if (text.length > LIMITS[field]) problems[field] = FORM_MESSAGES.tooLong(LIMITS[field]);
    else if (holdsForbiddenCharacter(text, field === 'notes' ? 'multi' : 'single'))
      problems[field] = FORM_MESSAGES.invisibleCharacter;
  }
  if (values.soldOn !== '' && !ISO_DATE.test(values.soldOn)) problems.soldOn = NOTES_MESSAGES.dateInvalid;
  return problems;
}

/** What changed elsewhere, field by field, as the conflict panel lists it. */
export function notesChanges(before: PrivateNotes | null, after: PrivateNotes | null): Change[] {
  const changes: Change[] = [];
  for (const field of Object.keys(LABELS) as NotesField[]) {
    const [a, b] = [before?.[field] ?? '', after?.[field] ?? ''];
    if (a === b) continue;
    const label = LABELS[field];
    if (a === '') changes.push({ kind: 'Ajout', label, after: quoted(b) });
    else if (b === '') changes.push({ kind: 'Suppression', label, before: quoted(a) });
    else changes.push({ kind: 'Modification', label, before: quoted(a), after: quoted(b) });
  }
  return changes;
}

/** The private notes of one stored work, followed live, with their own form. */
export function PrivateNotesFields({
  work,
  className = '',
}: {
  work: { type: ArtworkType; key: string };
  className?: string;
}) {
  const { backend } = useStudio();
  // The key of the backend's map: "{type}/{key}" (notesKey in src/domain/private-notes.ts).
  const key = `${work.type}/${work.key}`;
  const live = useSubscription<PrivateNotes | null>(`studio-private-notes:${key}`, (onData, onError) =>
    // This work's notes only, as a plain value: the live state compares answers by content.
    backend.subscribePrivateNotes((all) => onData(all.get(key) ?? null), onError),
  );
  const titleId = `${useId()}-notes`;
  let body;
  if (live.status === 'success') body = <NotesForm key={key} work={work} stored={live.data} />;
  else if (live.status === 'error')
    body = (
      <p role="alert" className={alertClass}>
        {NOTES_MESSAGES.loadFailed}
      </p>
    );
  else if (live.stalled) body = <StalledNotice live={live} message={NOTES_MESSAGES.stalled} placement="inline" />;
  else
    body = (
      <p role="status" className={hintClass}>
        Chargement des notes…
      </p>
    );
  return (
    <section aria-labelledby={titleId} className={`${sectionClass} min-w-0 ${className}`}>
      <h3 id={titleId} className={`${sectionTitleClass} text-xl`}>
        {NOTES_MESSAGES.title}
      </h3>
      {body}
    </section>
  );
}

interface NotesFormProps {
  work: { type: ArtworkType; key: string };
  /** The notes as stored now. */
  stored: PrivateNotes | null;
}

function NotesForm({ work, stored }: NotesFormProps) {
  const { backend } = useStudio();
  const prefix = `notes${useId()}`;
  // The notes as the form was filled from them: what the save states it started from.
  const base = useRef<PrivateNotes | null>(stored);
  const formElement = useRef<HTMLFormElement>(null);
  const [conflict, setConflict] = useState<{ base: PrivateNotes | null; current: PrivateNotes | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NotesFormValues>({
    defaultValues: formOf(stored),
    shouldFocusError: false,
    resolver: (values) => {
      const problems = notesProblems(values);
      const errors: FieldErrors<NotesFormValues> = {};
      for (const [field, message] of Object.entries(problems)) {
        errors[field as NotesField] = { type: 'validate', message };
      }
      return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
    },
  });
  const {
    register,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;

  // Notes saved elsewhere while she has typed nothing here: the form shows them. Once she has
  // typed, her text stays, and her save meets the conflict panel instead.
  useEffect(() => {
    if (isDirty || conflict || isSubmitting) return;
    if (JSON.stringify(formOf(base.current)) === JSON.stringify(formOf(stored))) return;
    base.current = stored;
    reset(formOf(stored));
  }, [stored, isDirty, conflict, isSubmitting, reset]);

  const save = async (values: NotesFormValues) => {
    const from = base.current;
    setConflict(null);
    setFailure(null);
    try {
      const saved = await backend.savePrivateNotes(work, values, from);
      base.current = saved;
      reset(formOf(saved));
      toast.success(NOTES_MESSAGES.saved);
    } catch (error) {
      if (error instanceof BackendError && error.code === 'conflict') {
        console.info('Notes not saved: they changed elsewhere.', error.current);
        setConflict({ base: from, current: (error.current as PrivateNotes | null | undefined) ?? null });
        return;
      }
      console.error(error);
      setFailure(studioErrorMessage(error, 'save'));
    }
  };

  const onInvalid = (invalid: FieldErrors<NotesFormValues>) => {
    const field = (Object.keys(LABELS) as NotesField[]).find((name) => invalid[name]);
    if (field) document.getElementById(`${prefix}-${field}`)?.focus();
  };

  const field = (name: NotesField, control: 'input' | 'textarea' | 'date', hint?: string) => {
    const id = `${prefix}-${name}`;
    const message = errors[name]?.message;
    const a11y = controlA11y(id, message, hint !== undefined);
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {LABELS[name]}
        </label>
        {hint && (
          <p id={hintId(id)} className={hintClass}>
            {hint}
          </p>
        )}
        {control === 'textarea' ? (
          <textarea {...a11y} {...register(name)} rows={4} maxLength={LIMITS.notes} className={controlClass} />
        ) : control === 'date' ? (
          <input {...a11y} {...register(name)} type="date" min="1900-01-01" max="2099-12-31" className={controlClass} />
        ) : (
          <input
            {...a11y}
            {...register(name)}
            type="text"
            maxLength={name === 'location' || name === 'buyer' ? LIMITS[name] : undefined}
            className={controlClass}
          />
        )}
        <FieldError id={id} message={message} />
      </div>
    );
  };

  return (
    <form
      ref={formElement}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isSubmitting) return;
        void form.handleSubmit(save, onInvalid)(event);
      }}
      className="space-y-4"
    >
      {field('notes', 'textarea')}
      {field('location', 'input', 'Par exemple « atelier », « galerie X ».')}
      {field('buyer', 'input')}
      {field('soldOn', 'date')}
      {conflict && (
        <ConflictPanel
          changes={notesChanges(conflict.base, conflict.current)}
          busy={isSubmitting}
          onReload={() => {
            base.current = conflict.current;
            setConflict(null);
            reset(formOf(conflict.current));
          }}
          onOverwrite={() => {
            base.current = conflict.current;
            formElement.current?.requestSubmit();
          }}
        />
      )}
      {failure && (
        <p role="alert" className={alertClass}>
          {failure}
        </p>
      )}
      <button type="submit" aria-disabled={isSubmitting} className={primaryButtonClass}>
        Enregistrer les notes
      </button>
    </form>
  );
}
