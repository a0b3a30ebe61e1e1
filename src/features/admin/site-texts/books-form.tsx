import { useState, type FormEvent } from 'react';
import type { AdminBackend } from '@/backend/types';
import { SitePictureImage } from '@/components/ui/site-picture-image';
import type { SiteBook, SiteBooks } from '@/domain/site-content';
import {
  moved,
  multilineTextProblem,
  SITE_FORM_MESSAGES,
  SITE_LIMITS,
  textProblem,
  videoIdFrom,
  videoIdProblem,
  yearProblem,
} from '@/domain/site-form';
import { controlClass, dropTargetClass, labelClass, secondaryButtonClass } from '../shared/form-styles';
import { PhotoField } from '../photos/photo-field';
import { usePhotoPicker } from '../photos/use-photo-picker';
import { SaveBar } from '../shared/save-bar';
import { appendAndFocus, entryId, focusAfterMove } from './entry-focus';
import { EntryButtons, Preview, SiteSectionCard, TextField } from './site-form-parts';
import { SectionConflict } from '../shared/section-conflict';
import { focusFirstProblem } from './text-sections';
import { useDraft } from './use-draft';
import { useSectionSave } from '../shared/use-section-save';

/** A book as the form holds it: the year as typed. */
interface BookDraft {
  title: string;
  year: string;
  text: string;
  cover?: SiteBook['cover'];
}

interface BooksDraft {
  videoId: string;
  items: BookDraft[];
}

const toDraft = (books: SiteBooks): BooksDraft => ({
  videoId: books.videoId,
  items: books.items.map((book) => ({ ...book, year: String(book.year) })),
});

function bookProblems(book: BookDraft) {
  return {
    title: textProblem(book.title, SITE_LIMITS.bookTitle),
    year: yearProblem(book.year),
    text: multilineTextProblem(book.text, SITE_LIMITS.bookText, false),
    alt: book.cover ? textProblem(book.cover.alt, SITE_LIMITS.alt) : undefined,
  };
}

/** The fields of a book in the form, by the ids of their controls. */
type BookField = keyof ReturnType<typeof bookProblems>;

export function BooksForm({ backend, stored }: { backend: AdminBackend; stored: SiteBooks }) {
  const prefix = 'site-livres';
  const { draft, base, edit, saved } = useDraft(stored, toDraft);
  const saving = useSectionSave(backend, 'books');
  const { save, phase, failure, busy } = saving;
  const [shown, setShown] = useState(false);
  const [coverFor, setCoverFor] = useState('0');
  const [coverAlt, setCoverAlt] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const picker = usePhotoPicker(setFile);
  const coverAltProblem = file ? textProblem(coverAlt, SITE_LIMITS.alt) : undefined;
  const bookFieldId = (index: number, field: BookField) => `${entryId(prefix, index)}-${field}`;
  const setBook = (index: number, change: Partial<BookDraft>) =>
    edit({ ...draft, items: draft.items.map((b, i) => (i === index ? { ...b, ...change } : b)) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    const ordered: [string, string | undefined][] = [
      [`${prefix}-video`, videoIdProblem(draft.videoId)],
      ...draft.items.flatMap((book, i) => {
        const p = bookProblems(book);
        return (['title', 'year', 'text', 'alt'] as const).map((f): [string, string | undefined] => [
          bookFieldId(i, f),
          p[f],
        ]);
      }),
      [`${prefix}-couverture-alt`, coverAltProblem],
    ];
    if (focusFirstProblem(ordered)) return;
    const value: SiteBooks = {
      videoId: videoIdFrom(draft.videoId)!,
      items: draft.items.map((book) => {
        const item: SiteBook = { title: book.title.trim(), year: Number(book.year.trim()), text: book.text.trim() };
        if (book.cover) item.cover = { ...book.cover, alt: book.cover.alt.trim() };
        return item;
      }),
    };
    const index = Number(coverFor);
    const written = await save(
      value,
      base,
      file && draft.items[index]
        ? {
            picker,
            file,
            into: (books, picture) => ({
              ...books,
              items: books.items.map((b, i) =>
                i === index ? { ...b, cover: { ...picture, alt: coverAlt.trim() } } : b,
              ),
            }),
          }
        : undefined,
    );
    if (written) afterSave();
  };

  function afterSave() {
    saved();
    setShown(false);
    setCoverAlt('');
    picker.clear();
  }

  const videoError = shown ? videoIdProblem(draft.videoId) : undefined;
  return (
    <SiteSectionCard id={`${prefix}-section`} title="Les livres et la vidéo">
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        {...picker.formHandlers}
        className={`space-y-6 ${picker.dragging ? dropTargetClass : ''}`}
      >
        <TextField
          id={`${prefix}-video`}
          label="Vidéo YouTube (adresse ou identifiant)"
          value={draft.videoId}
          error={videoError}
          onChange={(value) => edit({ ...draft, videoId: value })}
        />
        <ol className="space-y-6">
          {draft.items.map((book, index) => {
            const errors: Partial<ReturnType<typeof bookProblems>> = shown ? bookProblems(book) : {};
            const id = (field: BookField) => bookFieldId(index, field);
            return (
              <li key={index} className="space-y-3">
                <p className="font-medium">Livre {index + 1}</p>
                <TextField
                  id={id('title')}
                  label="Titre"
                  value={book.title}
                  error={errors.title}
                  onChange={(value) => setBook(index, { title: value })}
                />
                <TextField
                  id={id('year')}
                  label="Année"
                  value={book.year}
                  error={errors.year}
                  onChange={(value) => setBook(index, { year: value })}
                  numeric
                />
                <TextField
                  id={id('text')}
                  label="Texte"
                  value={book.text}
                  error={errors.text}
                  onChange={(value) => setBook(index, { text: value })}
                  multiline
                />
                {book.cover && (
                  <div className="flex gap-4">
                    <SitePictureImage picture={book.cover} alt="" sizes="6rem" className="h-auto w-24 rounded shadow" />
                    <div className="flex-1 space-y-2">
                      <TextField
                        id={id('alt')}
                        label="Description de la couverture (texte alternatif)"
                        value={book.cover.alt}
                        error={errors.alt}
                        onChange={(value) => setBook(index, { cover: { ...book.cover!, alt: value } })}
                      />
                      <button
                        type="button"
                        className={`${secondaryButtonClass} px-3 py-1 text-sm`}
                        onClick={() => setBook(index, { cover: undefined })}
                      >
                        Retirer la couverture du livre {index + 1}
                      </button>
                    </div>
                  </div>
                )}
                <EntryButtons
                  idPrefix={`${prefix}-${index}`}
                  what={`le livre ${index + 1}`}
                  index={index}
                  count={draft.items.length}
                  onMove={(offset) => {
                    edit({ ...draft, items: moved(draft.items, index, offset) });
                    focusAfterMove(prefix, index, offset, draft.items.length);
                  }}
                  onRemove={() => edit({ ...draft, items: draft.items.filter((_, i) => i !== index) })}
                />
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            appendAndFocus(
              draft.items,
              { title: '', year: '', text: '' },
              (items) => edit({ ...draft, items }),
              (index) => bookFieldId(index, 'title'),
            )
          }
        >
          Ajouter un livre
        </button>
        {draft.items.length > 0 && (
          <fieldset className="space-y-3">
            <legend className={labelClass}>Nouvelle couverture (facultatif)</legend>
            <div>
              <label htmlFor={`${prefix}-couverture-livre`} className={labelClass}>
                Pour le livre
              </label>
              <select
                id={`${prefix}-couverture-livre`}
                value={coverFor}
                onChange={(event) => setCoverFor(event.target.value)}
                className={controlClass}
              >
                {draft.items.map((book, index) => (
                  <option key={index} value={String(index)}>
                    {index + 1}. {book.title || 'Sans titre'}
                  </option>
                ))}
              </select>
            </div>
            <PhotoField
              id={`${prefix}-couverture-photo`}
              label="Image de la couverture"
              picker={picker}
              error={undefined}
            />
            <TextField
              id={`${prefix}-couverture-alt`}
              label="Description de la nouvelle couverture (texte alternatif)"
              value={coverAlt}
              error={shown ? coverAltProblem : undefined}
              onChange={(value) => setCoverAlt(value)}
            />
          </fieldset>
        )}
        <SectionConflict section="books" saving={saving} afterSave={afterSave} />
        <SaveBar phase={phase} failure={failure} busy={busy} label="Enregistrer" />
      </form>
      <Preview>
        {draft.items.map((book, index) => (
          <p key={index} className="mt-2">
            <span className="font-display text-lg">{book.title}</span>{' '}
            <span className="text-ink/80">({book.year})</span>
            <br />
            <span className="text-sm text-ink-soft">{book.text}</span>
          </p>
        ))}
        <p className="mt-2 text-sm text-ink/80">
          Vidéo : {videoIdFrom(draft.videoId) ?? SITE_FORM_MESSAGES.videoIdInvalid}
        </p>
      </Preview>
    </SiteSectionCard>
  );
}
