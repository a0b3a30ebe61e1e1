import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { AdminBackend } from '@/backend/types';
import { SitePictureImage } from '@/components/ui/site-picture-image';
import { pressSlideHref } from '@/domain/paths';
import { STUDIO_PATHS } from '@/domain/studio-paths';
import type { PressClipping } from '@/domain/site-content';
import {
  alertClass,
  dangerButtonClass,
  noteClass,
  secondaryButtonClass,
  sectionClass,
  sectionTitleClass,
} from '../shared/form-styles';
import { SaveBar } from '../shared/save-bar';
import { SectionConflict } from '../shared/section-conflict';
import { RegisteredTextField } from '../site-texts/site-form-parts';
import { useSiteTextForm, type SiteFormProblems } from '../site-texts/use-site-text-form';
import {
  CLIPPING_FIELDS,
  clippingTextOf,
  clippingTextProblems,
  EMPTY_CLIPPING_TEXT,
  withClippingText,
  type ClippingText,
} from './clipping-text';

const PREFIX = 'presse-article';
const fieldId = (path: string) => `${PREFIX}-${path}`;
const problemsOf = (text: ClippingText): SiteFormProblems => {
  const problems = clippingTextProblems(text);
  return CLIPPING_FIELDS.map(([field]) => [field, problems[field]] as const);
};

/**
 * One clipping's editor, at its place in the carousel (`index`, from 0): its image as the
 * visitor sees it, its texts, and its removal once confirmed. The whole list is what is saved,
 * from the list the form started from, so that a change made elsewhere meanwhile is shown
 * (the conflict panel) rather than written over.
 */
export function ClippingEditor({
  backend,
  stored,
  index,
}: {
  backend: AdminBackend;
  stored: PressClipping[];
  index: number;
}) {
  const navigate = useNavigate();
  const { form, saving, base, afterSave, onSubmit, errorAt } = useSiteTextForm({
    backend,
    section: 'press',
    stored,
    toValues: (press: PressClipping[]) => (press[index] ? clippingTextOf(press[index]) : EMPTY_CLIPPING_TEXT),
    problemsOf,
    fieldId,
  });
  const [confirming, setConfirming] = useState(false);
  const clipping = base[index];
  if (!clipping) return null;
  const position = index + 1;

  const deleteClipping = async () => {
    if (saving.busy) return;
    if (
      await saving.save(
        base.filter((_, i) => i !== index),
        base,
      )
    ) {
      void navigate(STUDIO_PATHS.press);
    }
  };

  return (
    <div className="space-y-6">
      <p>
        <Link to={STUDIO_PATHS.press} className="inline-flex min-h-11 items-center underline underline-offset-4">
          ← Tous les articles
        </Link>
      </p>
      <section aria-labelledby={`${PREFIX}-titre`} className={sectionClass}>
        <h2 id={`${PREFIX}-titre`} className={sectionTitleClass}>
          Article {position} sur {base.length}
        </h2>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,28rem)_1fr]">
          <div className="space-y-2">
            <SitePictureImage
              picture={clipping}
              alt={clipping.alt}
              sizes="(min-width: 1024px) 28rem, 100vw"
              loading="eager"
              className="h-auto w-full rounded bg-paper-deep shadow"
            />
            <p>
              <a
                href={pressSlideHref(index)}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-11 items-center underline underline-offset-4"
              >
                Voir dans le carrousel du site (nouvel onglet)
              </a>
            </p>
          </div>
          <form
            noValidate
            onSubmit={onSubmit((text) => base.map((c, i) => (i === index ? withClippingText(c, text) : c)))}
            className="min-w-0 space-y-4"
          >
            {CLIPPING_FIELDS.map(([field, label]) => (
              <RegisteredTextField
                key={field}
                id={fieldId(field)}
                label={label}
                registration={form.register(field)}
                error={errorAt(field)}
              />
            ))}
            <SectionConflict section="press" saving={saving} afterSave={afterSave} />
            <SaveBar phase={saving.phase} failure={saving.failure} busy={saving.busy} label="Enregistrer" />
          </form>
        </div>
      </section>
      <section aria-labelledby={`${PREFIX}-suppression`} className={sectionClass}>
        <h2 id={`${PREFIX}-suppression`} className={sectionTitleClass}>
          Supprimer cet article
        </h2>
        {!confirming ? (
          <button type="button" className={`${secondaryButtonClass} min-h-11`} onClick={() => setConfirming(true)}>
            Supprimer l’article {position}
          </button>
        ) : (
          <div role="group" aria-labelledby={`${PREFIX}-confirmation`} className={`${noteClass} space-y-3`}>
            <p id={`${PREFIX}-confirmation`} className="font-medium">
              Supprimer définitivement l’article {position} du carrousel ? Cette action ne peut pas être annulée.
            </p>
            {saving.failure && (
              <p role="alert" className={alertClass}>
                {saving.failure}
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                autoFocus
                aria-disabled={saving.busy}
                className={`${dangerButtonClass} min-h-11`}
                onClick={() => void deleteClipping()}
              >
                Oui, supprimer l’article
              </button>
              <button type="button" className={`${secondaryButtonClass} min-h-11`} onClick={() => setConfirming(false)}>
                Annuler
              </button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
