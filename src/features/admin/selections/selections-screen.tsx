import { Link, useLocation } from 'react-router-dom';
import type { AdminBackend } from '@/backend/types';
import { StalledNotice } from '@/components/ui/stalled-notice';
import { type Selection } from '@/domain/selection';
import { STUDIO_PATHS, studioSelectionPath } from '@/domain/studio-paths';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';
import { useStudio, useStudioPlace } from '../shell/studio-context';
import { alertClass, noteClass, primaryButtonClass, sectionClass, sectionTitleClass } from '../shared/form-styles';
import { SelectionEditor, type SavedSelectionState } from './selection-editor';

/** The address of a selection not saved yet: "Nouvelle sélection" opens its editor there. */
export const NEW_SELECTION_PATH = `${STUDIO_PATHS.selections}/nouvelle`;

/** Which part of the screen an address shows: the list, a new selection, or one selection. */
export function selectionsRouteAt(pathname: string): { kind: 'list' } | { kind: 'new' } | { kind: 'one'; id: string } {
  const rest = pathname.replace(/\/+$/, '').slice(STUDIO_PATHS.selections.length).replace(/^\/+/, '');
  if (rest === '') return { kind: 'list' };
  if (`${STUDIO_PATHS.selections}/${rest}` === NEW_SELECTION_PATH) return { kind: 'new' };
  return { kind: 'one', id: decodeURIComponent(rest) };
}

/** Her selections, live (listed by the admin only), newest first. */
function useSelections(backend: AdminBackend): LiveState<Selection[]> {
  return useSubscription<Selection[]>('studio-selections', (onData, onError) =>
    backend.subscribeSelections(onData, onError),
  );
}

const SELECTIONS_STALLED = 'Les sélections ne répondent pas : la connexion est lente ou interrompue.';
const SELECTIONS_FAILED = "Les sélections n'ont pas pu être chargées. Rechargez la page.";

/**
 * "Sélections", at /studio/selections: her private selections (viewing rooms), each with its
 * own unguessable link; one selection's editor below it (studioSelectionPath), a new one at
 * NEW_SELECTION_PATH until it is saved.
 */
export default function SelectionsScreen() {
  const { backend } = useStudio();
  const selections = useSelections(backend);
  const location = useLocation();
  const route = selectionsRouteAt(location.pathname);
  // Just saved for the first time: the list may not have it yet; it is on its way.
  const justSaved = route.kind === 'one' && (location.state as SavedSelectionState | null)?.saved === route.id;
  const selection = route.kind === 'one' ? selections.data?.find((s) => s.id === route.id) : undefined;
  useStudioPlace(route.kind === 'new' ? 'Nouvelle sélection' : (selection?.title ?? null));

  if (route.kind === 'list') return <SelectionList selections={selections} />;
  if (route.kind === 'new') return <SelectionEditor key="new" stored={null} />;
  if (selections.status === 'error') return <ListFailure />;
  if (selections.status === 'loading' || (!selection && justSaved && !selections.stalled)) {
    return selections.stalled ? (
      <StalledNotice live={selections} message={SELECTIONS_STALLED} placement="inline" />
    ) : (
      <p role="status">Chargement de la sélection…</p>
    );
  }
  if (!selection) {
    return (
      <div role="alert" className={noteClass}>
        <p>Cette sélection n’existe pas ou a été supprimée.</p>
        <p className="mt-2">
          <Link to={STUDIO_PATHS.selections} className="inline-flex min-h-11 items-center underline underline-offset-4">
            Revenir aux sélections
          </Link>
        </p>
      </div>
    );
  }
  return <SelectionEditor key={selection.id} stored={selection} />;
}

function ListFailure() {
  return (
    <p role="alert" className={alertClass}>
      {SELECTIONS_FAILED}
    </p>
  );
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/** "3 œuvres", "1 œuvre". */
export function worksCount(count: number): string {
  return count === 1 ? '1 œuvre' : `${count} œuvres`;
}

function SelectionList({ selections }: { selections: LiveState<Selection[]> }) {
  return (
    <section aria-labelledby="selections-liste" className={sectionClass}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="selections-liste" className={`${sectionTitleClass} mb-0`}>
          Vos sélections
        </h2>
        <Link to={NEW_SELECTION_PATH} className={`${primaryButtonClass} min-h-11`}>
          Nouvelle sélection
        </Link>
      </div>
      <p className="mb-4 text-sm text-ink/80">
        Une sélection réunit des œuvres de toutes les galeries à une adresse privée, que vous envoyez à qui vous voulez
        : elle n’est liée nulle part sur le site et les moteurs de recherche ne la montrent pas.
      </p>
      <StalledNotice live={selections} message={SELECTIONS_STALLED} placement="inline" />
      {selections.status === 'error' && <ListFailure />}
      {selections.status === 'loading' && !selections.stalled && <p role="status">Chargement des sélections…</p>}
      {selections.status === 'success' &&
        (selections.data.length === 0 ? (
          <p>Vous n’avez encore aucune sélection.</p>
        ) : (
          <ul className="divide-y divide-ink/10" aria-label="Vos sélections">
            {selections.data.map((selection) => (
              <li key={selection.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                <Link
                  to={studioSelectionPath(selection.id)}
                  className="inline-flex min-h-11 min-w-0 items-center font-medium break-words underline underline-offset-4"
                >
                  {selection.title}
                </Link>
                <span className="text-sm text-ink/80">
                  {worksCount(selection.works.length)} · créée le {dateFormat.format(selection.created)} ·{' '}
                  <span className={selection.disabled ? 'font-medium text-red-800' : 'font-medium text-green-800'}>
                    {selection.disabled ? 'Désactivée' : 'Active'}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
