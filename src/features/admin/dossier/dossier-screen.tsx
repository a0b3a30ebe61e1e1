import { useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { StalledNotice } from '@/components/ui/stalled-notice';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { GALLERIES } from '@/domain/galleries';
import { isSelectionId, type Selection } from '@/domain/selection';
import type { DossierSubject } from '@/domain/studio-paths';
import { useSubscription } from '@/hooks/use-subscription';
import {
  alertClass,
  controlClass,
  hintClass,
  labelClass,
  noteClass,
  primaryButtonClass,
  secondaryButtonClass,
  sectionClass,
} from '../shared/form-styles';
import { useStudio, useStudioPlace } from '../shell/studio-context';
import {
  choiceOfQuery,
  dossierOf,
  dossierPathOf,
  pricesByDefault,
  type Dossier,
  type DossierChoice,
} from './dossier-content';
import { DossierDocument, PREVIEWED_WORKS } from './dossier-document';
import { useImagesReady, type ImagesProgress } from './use-images-ready';
import './dossier.css';

export const DOSSIER_MESSAGES = {
  selectionFailed: "La sélection n'a pas pu être chargée. Rechargez la page.",
  selectionsFailed: "La liste des sélections n'a pas pu être chargée : rechargez la page pour en choisir une.",
  loading: 'Chargement du dossier…',
  empty: 'Ce dossier ne contient aucune œuvre.',
  ready: 'Le dossier est prêt à imprimer.',
} as const;

/** The select's value for a subject. */
function valueOf(subject: DossierSubject): string {
  if (subject === 'all') return 'all';
  if ('gallery' in subject) return `g:${subject.gallery}`;
  if ('selection' in subject) return `s:${subject.selection}`;
  return `w:${subject.work.type}/${subject.work.key}`;
}

/** The subject a value of the select names. */
function subjectOf(value: string, current: DossierSubject): DossierSubject {
  if (value.startsWith('g:')) return { gallery: value.slice(2) };
  if (value.startsWith('s:')) return { selection: value.slice(2) };
  if (value.startsWith('w:')) return current;
  return 'all';
}

function imagesStatus({ counted, total, loaded, failed }: ImagesProgress): { text: string; alert: boolean } {
  if (!counted) return { text: 'Chargement des images…', alert: false };
  if (loaded + failed < total) return { text: `Chargement des images : ${loaded} sur ${total}…`, alert: false };
  if (failed === 1) return { text: "Une image n'a pas pu être chargée : elle manquera sur le papier.", alert: true };
  if (failed > 1)
    return { text: `${failed} images n'ont pas pu être chargées : elles manqueront sur le papier.`, alert: true };
  return { text: DOSSIER_MESSAGES.ready, alert: false };
}

function missingNote(missing: number): string | null {
  if (missing === 0) return null;
  return missing === 1
    ? "Une œuvre de la sélection n'existe plus : le dossier ne la montre pas."
    : `${missing} œuvres de la sélection n'existent plus : le dossier ne les montre pas.`;
}

/**
 * "Dossier imprimable": a print-ready document of her works (all, one gallery or one selection)
 * or one work's tear sheet, previewed here and printed by the browser (or saved as a PDF). What it
 * holds and whether prices show live in the address's query, so that a reload or a bookmark keeps
 * them.
 */
export default function DossierScreen() {
  const { backend, works, site } = useStudio();
  const { search } = useLocation();
  const navigate = useNavigate();
  const choice = useMemo(() => choiceOfQuery(search), [search]);
  const { subject } = choice;
  const selectionId = typeof subject === 'object' && 'selection' in subject ? subject.selection : null;
  // A malformed id names no selection: it is not even asked for (Firebase refuses some characters).
  const followed = selectionId !== null && isSelectionId(selectionId) ? selectionId : null;
  const selection = useSubscription<Selection | null>(
    `dossier-selection:${followed ?? ''}`,
    followed === null ? null : (onData, onError) => backend.subscribeSelection(followed, onData, onError),
  );
  const selections = useSubscription<Selection[]>('dossier-selections', (onData, onError) =>
    backend.subscribeSelections(onData, onError),
  );

  const selectionReady = selectionId === null || followed === null || selection.status === 'success';
  const selectionData = followed === null ? null : (selection.data ?? null);
  const prices = choice.prices ?? pricesByDefault(subject, selectionData);
  const dossier: Dossier | null =
    works.status === 'success' && site.status === 'success' && selectionReady
      ? dossierOf(choice, { works: works.data, site: site.data, selection: selectionData }, prices)
      : null;

  useStudioPlace(
    dossier?.kind === 'document' ? dossier.subject : dossier?.kind === 'sheet' ? dossier.work.title : null,
  );

  const container = useRef<HTMLElement>(null);
  const [allPages, setAllPages] = useState(false);
  const imagesKey =
    dossier && dossier.kind !== 'notice'
      ? (dossier.kind === 'sheet' ? [dossier.work] : dossier.works).map((w) => w.image).join('\n')
      : '';
  const images = useImagesReady(container, `${dossier?.kind ?? ''}\n${imagesKey}`);
  const printable = dossier !== null && dossier.kind !== 'notice';
  const settled = images.counted && images.loaded + images.failed >= images.total;
  const status = imagesStatus(images);

  const ids = { subject: useId(), prices: useId(), status: useId() };
  const go = (next: DossierChoice) => void navigate(dossierPathOf(next), { replace: true });
  const current = valueOf(subject);
  const listed = new Set([
    'all',
    ...GALLERIES.map((g) => `g:${g.path}`),
    ...(selections.data ?? []).map((s) => `s:${s.id}`),
  ]);
  const currentLabel =
    dossier?.kind === 'sheet'
      ? `Fiche : ${dossier.work.title}`
      : dossier?.kind === 'document'
        ? dossier.subject
        : dossier
          ? 'Sujet introuvable'
          : 'Chargement…';

  return (
    <div className="space-y-6">
      <form
        className={`${sectionClass} space-y-4`}
        aria-label="Contenu du dossier"
        onSubmit={(e) => e.preventDefault()}
      >
        <div>
          <label htmlFor={ids.subject} className={labelClass}>
            Contenu
          </label>
          <select
            id={ids.subject}
            className={controlClass}
            value={current}
            onChange={(event) => go({ subject: subjectOf(event.target.value, subject), prices: null })}
          >
            {!listed.has(current) && <option value={current}>{currentLabel}</option>}
            <option value="all">Toutes les œuvres (catalogue)</option>
            <optgroup label="Une galerie">
              {GALLERIES.map((gallery) => (
                <option key={gallery.path} value={`g:${gallery.path}`}>
                  {gallery.title}
                </option>
              ))}
            </optgroup>
            {selections.data && selections.data.length > 0 && (
              <optgroup label="Une sélection">
                {selections.data.map((s) => (
                  <option key={s.id} value={`s:${s.id}`}>
                    {`Sélection : ${s.title}`}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
          {selections.status === 'error' && <p className={hintClass}>{DOSSIER_MESSAGES.selectionsFailed}</p>}
        </div>
        <div className="flex items-center gap-3">
          <input
            id={ids.prices}
            type="checkbox"
            className="size-5 accent-ink"
            checked={prices}
            onChange={(event) => go({ subject, prices: event.target.checked })}
          />
          <label htmlFor={ids.prices} className="text-base text-ink">
            Afficher les prix
          </label>
        </div>
        {printable && (
          <div className="flex flex-wrap items-center gap-4">
            <button
              type="button"
              className={primaryButtonClass}
              disabled={!settled}
              aria-describedby={ids.status}
              onClick={() => window.print()}
            >
              Imprimer ou enregistrer en PDF
            </button>
            <p
              id={ids.status}
              role={status.alert ? 'alert' : 'status'}
              className={status.alert ? alertClass : hintClass}
            >
              {status.text}
            </p>
          </div>
        )}
      </form>

      <div className="space-y-4">
        <StalledNotice live={works} message={STUDIO_MESSAGES.listStalled} placement="inline" />
        <StalledNotice live={site} message={STUDIO_MESSAGES.siteStalled} placement="inline" />
        {works.status === 'error' && (
          <p role="alert" className={alertClass}>
            {STUDIO_MESSAGES.listFailed}
          </p>
        )}
        {site.status === 'error' && (
          <p role="alert" className={alertClass}>
            {STUDIO_MESSAGES.siteLoadFailed}
          </p>
        )}
        {followed !== null && selection.status === 'error' && (
          <p role="alert" className={alertClass}>
            {DOSSIER_MESSAGES.selectionFailed}
          </p>
        )}
        {dossier === null && works.status !== 'error' && site.status !== 'error' && selection.status !== 'error' && (
          <p role="status" className={hintClass}>
            {DOSSIER_MESSAGES.loading}
          </p>
        )}
        {dossier?.kind === 'notice' && (
          <p role="alert" className={noteClass}>
            {dossier.message}
          </p>
        )}
        {dossier?.kind === 'document' && dossier.works.length === 0 && (
          <p className={noteClass}>{DOSSIER_MESSAGES.empty}</p>
        )}
        {dossier?.kind === 'document' && missingNote(dossier.missing) && (
          <p className={noteClass}>{missingNote(dossier.missing)}</p>
        )}
      </div>

      {dossier?.kind === 'document' && dossier.works.length > PREVIEWED_WORKS && (
        <div className="flex flex-wrap items-center gap-4">
          <p className={hintClass}>
            {allPages
              ? `Toutes les pages sont affichées : ${dossier.works.length} œuvres.`
              : `Aperçu : la couverture, la démarche, le parcours et la première œuvre sur ${dossier.works.length}. Toutes sont imprimées.`}
          </p>
          <button
            type="button"
            className={`${secondaryButtonClass} min-h-11`}
            aria-pressed={allPages}
            onClick={() => setAllPages((all) => !all)}
          >
            Afficher toutes les pages
          </button>
        </div>
      )}
      {printable && <DossierDocument dossier={dossier} container={container} allPages={allPages} />}
    </div>
  );
}
