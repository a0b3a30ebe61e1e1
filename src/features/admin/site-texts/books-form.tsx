import { useFieldArray, useWatch } from 'react-hook-form';
import type { AdminBackend } from '@/backend/types';
import { SitePictureImage } from '@/components/ui/site-picture-image';
import type { SiteBook, SiteBooks, SitePicture } from '@/domain/site-content';
import {
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
import { SectionConflict } from '../shared/section-conflict';
import { SortableList } from '../shared/sortable-list';
import { Preview, RegisteredTextField, SiteSectionCard } from './site-form-parts';
import { useSiteTextForm, type SiteFormProblems } from './use-site-text-form';

/** A book as the form holds it: the year as typed. */
interface BookValues {
  title: string;
  year: string;
  text: string;
  cover?: SiteBook['cover'];
}

interface BooksValues {
  videoId: string;
  items: BookValues[];
  /** The book a new cover goes to (its index, as the select gives it), and its description. */
  coverFor: string;
  coverAlt: string;
  /** Whether a new cover photo is chosen (its description is then required). */
  newCover: boolean;
}

const PREFIX = 'site-livres';

const toValues = (books: SiteBooks): BooksValues => ({
  videoId: books.videoId,
  items: books.items.map((book) => ({ ...book, year: String(book.year) })),
  coverFor: '0',
  coverAlt: '',
  newCover: false,
});

const BOOK_FIELDS = ['title', 'year', 'text', 'cover.alt'] as const;

const problemsOf = (values: BooksValues): SiteFormProblems => [
  ['videoId', videoIdProblem(values.videoId)],
  ...values.items.flatMap((book, i) => {
    const problems = {
      title: textProblem(book.title, SITE_LIMITS.bookTitle),
      year: yearProblem(book.year),
      text: multilineTextProblem(book.text, SITE_LIMITS.bookText, false),
      'cover.alt': book.cover ? textProblem(book.cover.alt, SITE_LIMITS.alt) : undefined,
    };
    return BOOK_FIELDS.map((field) => [`items.${i}.${field}`, problems[field]] as const);
  }),
  ['coverAlt', values.newCover ? textProblem(values.coverAlt, SITE_LIMITS.alt) : undefined],
];

/** The controls' ids: "items.2.year" → site-livres-2-year, "items.2.cover.alt" → site-livres-2-alt. */
const fieldId = (path: string): string => {
  const book = /^items\.(\d+)\.(title|year|text|cover\.alt)$/.exec(path);
  if (book) return `${PREFIX}-${book[1]}-${book[2] === 'cover.alt' ? 'alt' : book[2]}`;
  return path === 'videoId' ? `${PREFIX}-video` : `${PREFIX}-couverture-alt`;
};

function toStored(values: BooksValues): SiteBooks {
  return {
    videoId: videoIdFrom(values.videoId)!,
    items: values.items.map((book) => {
      const item: SiteBook = { title: book.title.trim(), year: Number(book.year.trim()), text: book.text.trim() };
      if (book.cover) item.cover = { ...book.cover, alt: book.cover.alt.trim() };
      return item;
    }),
  };
}

/** "Les livres et la vidéo": the video, the books in their order, and a new cover for one. */
export function BooksForm({ backend, stored }: { backend: AdminBackend; stored: SiteBooks }) {
  const { form, saving, afterSave, onSubmit, errorAt } = useSiteTextForm({
    backend,
    section: 'books',
    stored,
    toValues,
    problemsOf,
    fieldId,
  });
  const { register, control, setValue, getValues } = form;
  const { fields, append, remove, move, update } = useFieldArray({ control, name: 'items' });
  const picker = usePhotoPicker((file) => setValue('newCover', file !== null, { shouldDirty: true }));
  const watched = useWatch({ control });
  const books = watched.items ?? [];
  const titleOf = (key: string) => books[fields.findIndex((f) => f.id === key)]?.title?.trim() || 'Livre sans titre';

  const newCover = (values: BooksValues) => {
    const file = picker.state.status === 'ready' ? picker.state.file : null;
    const index = Number(values.coverFor);
    if (!file || !values.items[index]) return undefined;
    return {
      picker,
      file,
      into: (saved: SiteBooks, picture: SitePicture) => ({
        ...saved,
        items: saved.items.map((b, i) =>
          i === index ? { ...b, cover: { ...picture, alt: values.coverAlt.trim() } } : b,
        ),
      }),
    };
  };

  return (
    <SiteSectionCard id={`${PREFIX}-section`} title="Les livres et la vidéo">
      <form
        noValidate
        onSubmit={onSubmit(toStored, {
          picture: newCover,
          cleaned: (values) => ({ ...values, coverAlt: '', newCover: false }),
          onSaved: picker.clear,
        })}
        {...picker.formHandlers}
        className={`space-y-6 ${picker.dragging ? dropTargetClass : ''}`}
      >
        <RegisteredTextField
          id={fieldId('videoId')}
          label="Vidéo YouTube (adresse ou identifiant)"
          registration={register('videoId')}
          error={errorAt('videoId')}
        />
        <SortableList
          name="Ordre des livres"
          items={fields.map((f) => f.id)}
          label={titleOf}
          onReorder={move}
          disabled={saving.busy}
          className="space-y-8"
          renderItem={(_key, handle, index) => {
            const path = (field: (typeof BOOK_FIELDS)[number]) => `items.${index}.${field}` as const;
            const cover = books[index]?.cover;
            return (
              <div className="space-y-3">
                <div className="flex items-center gap-3">
                  {handle}
                  <p className="font-medium">Livre {index + 1}</p>
                </div>
                <RegisteredTextField
                  id={fieldId(path('title'))}
                  label="Titre"
                  registration={register(path('title'))}
                  error={errorAt(path('title'))}
                />
                <RegisteredTextField
                  id={fieldId(path('year'))}
                  label="Année"
                  registration={register(path('year'))}
                  error={errorAt(path('year'))}
                  numeric
                />
                <RegisteredTextField
                  id={fieldId(path('text'))}
                  label="Texte"
                  registration={register(path('text'))}
                  error={errorAt(path('text'))}
                  multiline
                />
                {cover?.image && (
                  <div className="flex gap-4">
                    <SitePictureImage
                      picture={cover as NonNullable<SiteBook['cover']>}
                      alt=""
                      sizes="6rem"
                      className="h-auto w-24 rounded shadow"
                    />
                    <div className="min-w-0 flex-1 space-y-2">
                      <RegisteredTextField
                        id={fieldId(path('cover.alt'))}
                        label="Description de la couverture (texte alternatif)"
                        registration={register(path('cover.alt'))}
                        error={errorAt(path('cover.alt'))}
                      />
                      <button
                        type="button"
                        className={`${secondaryButtonClass} min-h-11 px-3 py-1 text-sm`}
                        onClick={() => update(index, { ...getValues(`items.${index}`), cover: undefined })}
                      >
                        Retirer la couverture du livre {index + 1}
                      </button>
                    </div>
                  </div>
                )}
                <button
                  type="button"
                  className={`${secondaryButtonClass} min-h-11 px-3 py-1 text-sm`}
                  onClick={() => remove(index)}
                  aria-label={`Supprimer le livre ${index + 1}`}
                >
                  Supprimer
                </button>
              </div>
            );
          }}
        />
        <button
          type="button"
          className={`${secondaryButtonClass} min-h-11`}
          onClick={() =>
            append({ title: '', year: '', text: '' }, { shouldFocus: true, focusName: `items.${fields.length}.title` })
          }
        >
          Ajouter un livre
        </button>
        {fields.length > 0 && (
          <fieldset className="space-y-3">
            <legend className={labelClass}>Nouvelle couverture (facultatif)</legend>
            <div>
              <label htmlFor={`${PREFIX}-couverture-livre`} className={labelClass}>
                Pour le livre
              </label>
              <select id={`${PREFIX}-couverture-livre`} {...register('coverFor')} className={controlClass}>
                {books.map((book, index) => (
                  <option key={index} value={String(index)}>
                    {index + 1}. {book.title || 'Sans titre'}
                  </option>
                ))}
              </select>
            </div>
            <PhotoField
              id={`${PREFIX}-couverture-photo`}
              label="Image de la couverture"
              picker={picker}
              error={undefined}
            />
            <RegisteredTextField
              id={fieldId('coverAlt')}
              label="Description de la nouvelle couverture (texte alternatif)"
              registration={register('coverAlt')}
              error={errorAt('coverAlt')}
            />
          </fieldset>
        )}
        <SectionConflict
          section="books"
          saving={saving}
          afterSave={() => {
            afterSave();
            picker.clear();
          }}
        />
        <SaveBar phase={saving.phase} failure={saving.failure} busy={saving.busy} label="Enregistrer" />
      </form>
      <Preview>
        {books.map((book, index) => (
          <p key={index} className="mt-2">
            <span className="font-display text-lg">{book.title}</span>{' '}
            <span className="text-ink/80">({book.year})</span>
            <br />
            <span className="text-sm text-ink-soft">{book.text}</span>
          </p>
        ))}
        <p className="mt-2 text-sm text-ink/80">
          Vidéo : {videoIdFrom(watched.videoId ?? '') ?? SITE_FORM_MESSAGES.videoIdInvalid}
        </p>
      </Preview>
    </SiteSectionCard>
  );
}
