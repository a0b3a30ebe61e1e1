import { useState, type FormEvent } from 'react';
import type { AdminBackend } from '@/backend/types';
import { SitePictureImage } from '@/components/ui/site-picture-image';
import type { PressClipping } from '@/domain/site-content';
import { moved, SITE_FORM_MESSAGES, SITE_LIMITS, textProblem } from '@/domain/site-form';
import { dropTargetClass } from '../shared/form-styles';
import { PhotoField } from '../photos/photo-field';
import { usePhotoPicker } from '../photos/use-photo-picker';
import { SaveBar } from '../shared/save-bar';
import { EntryButtons, SiteSectionCard, TextField } from '../site-texts/site-form-parts';
import { focusAfterMove } from '../site-texts/entry-focus';
import { SectionConflict } from '../shared/section-conflict';
import { focusFirstProblem } from '../site-texts/text-sections';
import { useDraft } from '../site-texts/use-draft';
import { useSectionSave } from '../shared/use-section-save';

interface ClippingText {
  alt: string;
  source: string;
  date: string;
}

const EMPTY: ClippingText = { alt: '', source: '', date: '' };

function textProblems(text: ClippingText) {
  return {
    alt: textProblem(text.alt, SITE_LIMITS.alt),
    source: textProblem(text.source, SITE_LIMITS.source, false),
    date: textProblem(text.date, SITE_LIMITS.date, false),
  };
}

/** A clipping with its texts trimmed, and an empty source or date left out. */
function withText<T extends object>(base: T, text: ClippingText): T & Pick<PressClipping, 'alt' | 'source' | 'date'> {
  const clipping: T & Pick<PressClipping, 'alt' | 'source' | 'date'> = { ...base, alt: text.alt.trim() };
  delete clipping.source;
  delete clipping.date;
  if (text.source.trim()) clipping.source = text.source.trim();
  if (text.date.trim()) clipping.date = text.date.trim();
  return clipping;
}

function ClippingTextFields({
  prefix,
  text,
  errors,
  onChange,
}: {
  prefix: string;
  text: ClippingText;
  errors: Partial<Record<keyof ClippingText, string>>;
  onChange: (text: ClippingText) => void;
}) {
  const fields: [keyof ClippingText, string][] = [
    ['alt', "Description de l'article (texte alternatif)"],
    ['source', 'Journal ou magazine (facultatif)'],
    ['date', 'Date de parution (facultatif, par exemple « mars 2024 »)'],
  ];
  return (
    <>
      {fields.map(([field, label]) => (
        <TextField
          key={field}
          id={`${prefix}-${field}`}
          label={label}
          value={text[field]}
          error={errors[field]}
          onChange={(value) => onChange({ ...text, [field]: value })}
        />
      ))}
    </>
  );
}

/** Adds a clipping: its photo, uploaded and resized like a work's, and its texts. */
function AddClippingForm({ backend, stored }: { backend: AdminBackend; stored: PressClipping[] }) {
  const prefix = 'site-presse-nouvel';
  const [text, setText] = useState<ClippingText>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [shown, setShown] = useState(false);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const picker = usePhotoPicker((chosen) => {
    setFile(chosen);
    if (chosen) setPhotoError(undefined);
  });
  const { save, phase, failure, busy } = useSectionSave(backend, 'press');
  const errors = shown ? textProblems(text) : {};

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    const problems = textProblems(text);
    const missingPhoto = file ? undefined : SITE_FORM_MESSAGES.photoRequired;
    setPhotoError(missingPhoto);
    const ordered: [string, string | undefined][] = [
      [`${prefix}-photo`, missingPhoto],
      [`${prefix}-alt`, problems.alt],
      [`${prefix}-source`, problems.source],
      [`${prefix}-date`, problems.date],
    ];
    if (focusFirstProblem(ordered) || !file) return;
    // A new clipping goes onto the list as stored when it is written, whatever changed meanwhile.
    const written = await save(
      stored,
      stored,
      { picker, file, into: (press, picture) => [...press, withText(picture, text)] },
      { appends: true },
    );
    if (written) {
      setText(EMPTY);
      setShown(false);
      picker.clear();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      {...picker.formHandlers}
      aria-labelledby={`${prefix}-titre`}
      className={`space-y-4 ${picker.dragging ? dropTargetClass : ''}`}
    >
      <h4 id={`${prefix}-titre`} className="font-display text-xl">
        Ajouter un article
      </h4>
      <PhotoField id={`${prefix}-photo`} label="Image de l'article" picker={picker} error={photoError} />
      <ClippingTextFields prefix={prefix} text={text} errors={errors} onChange={setText} />
      <SaveBar phase={phase} failure={failure} busy={busy} label="Ajouter l'article" />
    </form>
  );
}

/** The clippings in their order: their texts edited, moved, removed; saved together. */
function ClippingListForm({ backend, stored }: { backend: AdminBackend; stored: PressClipping[] }) {
  const prefix = 'site-presse';
  const { draft, base, edit, saved } = useDraft(stored);
  const saving = useSectionSave(backend, 'press');
  const { save, phase, failure, busy } = saving;
  const afterSave = () => {
    saved();
    setShown(false);
  };
  const [shown, setShown] = useState(false);
  const textOf = (c: PressClipping): ClippingText => ({ alt: c.alt, source: c.source ?? '', date: c.date ?? '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    const ordered = draft.flatMap((c, i) => {
      const problems = textProblems(textOf(c));
      return (['alt', 'source', 'date'] as const).map((f): [string, string | undefined] => [
        `${prefix}-${i}-${f}`,
        problems[f],
      ]);
    });
    if (focusFirstProblem(ordered)) return;
    if (
      await save(
        draft.map((c) => withText(c, textOf(c))),
        base,
      )
    ) {
      afterSave();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <p className="text-sm text-ink/80">
        {draft.length} article{draft.length > 1 ? 's' : ''}, dans l'ordre du carrousel.
      </p>
      <ol className="space-y-6">
        {draft.map((clipping, index) => {
          const what = `l'article ${index + 1}`;
          return (
            <li key={`${index}:${clipping.image}`} className="flex flex-col gap-4 sm:flex-row">
              <SitePictureImage
                picture={clipping}
                alt=""
                sizes="8rem"
                className="h-auto w-32 shrink-0 rounded shadow"
              />
              <div className="flex-1 space-y-3">
                <p className="font-medium">Article {index + 1}</p>
                <ClippingTextFields
                  prefix={`${prefix}-${index}`}
                  text={textOf(clipping)}
                  errors={shown ? textProblems(textOf(clipping)) : {}}
                  onChange={(text) => edit(draft.map((c, i) => (i === index ? { ...c, ...text } : c)))}
                />
                <EntryButtons
                  idPrefix={`${prefix}-${index}`}
                  what={what}
                  index={index}
                  count={draft.length}
                  onMove={(offset) => {
                    edit(moved(draft, index, offset));
                    focusAfterMove(prefix, index, offset, draft.length);
                  }}
                  onRemove={() => edit(draft.filter((_, i) => i !== index))}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <SectionConflict section="press" saving={saving} afterSave={afterSave} />
      <SaveBar phase={phase} failure={failure} busy={busy} label="Enregistrer les articles" />
    </form>
  );
}

export function PressForm({ backend, stored }: { backend: AdminBackend; stored: PressClipping[] }) {
  return (
    <SiteSectionCard id="site-presse-section" title="Les articles de presse">
      <div className="space-y-10">
        <AddClippingForm backend={backend} stored={stored} />
        <ClippingListForm backend={backend} stored={stored} />
      </div>
    </SiteSectionCard>
  );
}
