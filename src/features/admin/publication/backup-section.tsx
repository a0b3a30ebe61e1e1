import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import type { BackupDiff, ChangeCounts, PrivateNode } from '@/backend/backup-format';
import type { AdminBackend, BackupInspection, RestoreSummary } from '@/backend/types';
import { ARTWORK_TYPE_LABELS, ARTWORK_TYPES } from '@/domain/artwork';
import type { SiteSection } from '@/domain/site-content';
import {
  alertClass,
  dangerButtonClass,
  fileControlClass,
  hintClass,
  labelClass,
  noteClass,
  primaryButtonClass,
  sectionClass,
  sectionTitleClass,
} from '../shared/form-styles';
import { UploadProgress } from '../photos/upload-progress';
import { backupErrorMessage } from './backup-messages';

const SITE_SECTION_LABELS: Record<SiteSection, string> = {
  statement: 'La démarche',
  exhibitions: 'Les expositions',
  books: 'Les livres et la vidéo',
  interventions: 'La carte « Interventions »',
  press: 'Les articles de presse',
  identity: 'L’identité',
};

const SITE_STATE_LABELS = {
  added: 'ajoutée',
  changed: 'modifiée',
  removed: 'retirée',
  same: 'inchangée',
} as const;

const PRIVATE_NODE_LABELS: Record<PrivateNode, string> = {
  privateNotes: 'Vos notes privées sur les œuvres',
  selections: 'Vos sélections privées',
};

const PRIVATE_STATE_LABELS: Record<BackupDiff['private'][PrivateNode], string> = {
  changed: 'remplacées par celles de la sauvegarde',
  same: 'inchangées',
  kept: 'conservées telles quelles (sauvegarde faite avant leur ajout)',
};

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** A file's size as the painter reads it: "850 ko", "12,4 Mo". */
function sizeText(bytes: number): string {
  return bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} ko` : `${decimal.format(bytes / 1_000_000)} Mo`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count <= 1 ? one : many}`;
}

function sum(counts: Record<string, number>): number {
  return Object.values(counts).reduce((total, n) => total + n, 0);
}

function summaryText({ works, trash, images }: RestoreSummary): string {
  return `${plural(works, 'œuvre', 'œuvres')}, ${plural(trash, 'œuvre', 'œuvres')} dans la corbeille, ${plural(images, 'photo', 'photos')}`;
}

/** Gives the browser a file to save, under `name`. */
function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type ExportState =
  | { step: 'idle' }
  | { step: 'running'; fraction: number }
  | { step: 'done'; text: string }
  | { step: 'failed'; message: string };

function ExportBackup({ backend }: { backend: AdminBackend }) {
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const run = async () => {
    setState({ step: 'running', fraction: 0 });
    try {
      const { blob, fileName, manifest } = await backend.exportBackup((fraction) =>
        setState({ step: 'running', fraction }),
      );
      download(blob, fileName);
      const { counts } = manifest;
      const missing = manifest.missingImages.length;
      setState({
        step: 'done',
        text:
          `Sauvegarde téléchargée : « ${fileName} » (${sizeText(blob.size)}), ` +
          `${summaryText({ works: sum(counts.works), trash: sum(counts.trash), images: counts.images })}.` +
          (missing > 0
            ? ` ${plural(missing, "photo introuvable dans le stockage n'a pas pu y être mise", "photos introuvables dans le stockage n'ont pas pu y être mises")}.`
            : ''),
      });
    } catch (error) {
      console.error(error);
      setState({ step: 'failed', message: backupErrorMessage(error, 'export') });
    }
  };
  return (
    <div className="space-y-3">
      <h3 className="font-display text-xl text-ink">Exporter une sauvegarde</h3>
      <p className={hintClass}>
        Un seul fichier ZIP avec toutes les œuvres, la corbeille, les textes du site et toutes les photos en grand
        format. Gardez-le sur votre ordinateur ou une clé USB : il permet de tout remettre en place.
      </p>
      <button
        type="button"
        className={primaryButtonClass}
        aria-disabled={state.step === 'running' || undefined}
        onClick={() => state.step !== 'running' && void run()}
      >
        Exporter une sauvegarde
      </button>
      <div aria-live="polite">
        {state.step === 'running' && <UploadProgress label="Préparation de la sauvegarde" fraction={state.fraction} />}
        {state.step === 'done' && <p className={`${noteClass} [overflow-wrap:anywhere]`}>{state.text}</p>}
      </div>
      {state.step === 'failed' && (
        <p role="alert" className={alertClass}>
          {state.message}
        </p>
      )}
    </div>
  );
}

function countsCell(counts: ChangeCounts, kind: keyof ChangeCounts) {
  return <td className="px-1 py-1 text-right tabular-nums sm:px-2">{counts[kind]}</td>;
}

function ChangesTable({ inspection }: { inspection: BackupInspection }) {
  const captionId = useId();
  const { diff } = inspection;
  const trash = ARTWORK_TYPES.reduce<ChangeCounts>(
    (total, type) => ({
      added: total.added + diff.trash[type].added,
      changed: total.changed + diff.trash[type].changed,
      removed: total.removed + diff.trash[type].removed,
    }),
    { added: 0, changed: 0, removed: 0 },
  );
  const rows: [string, ChangeCounts][] = [
    ...ARTWORK_TYPES.map((type): [string, ChangeCounts] => [ARTWORK_TYPE_LABELS[type], diff.works[type]]),
    ['Corbeille', trash],
  ];
  return (
    <div className="space-y-3">
      {/* On a screen too narrow for it, the table scrolls: by keyboard too, hence the focus stop. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <table className="w-full text-sm text-ink">
          <caption id={captionId} className="mb-2 text-left font-medium">
            Œuvres que la restauration changerait
          </caption>
          <thead>
            <tr className="border-b border-ink/20">
              <th scope="col" className="px-1 py-1 text-left text-xs font-medium sm:px-2 sm:text-sm">
                Galerie
              </th>
              <th scope="col" className="px-1 py-1 text-right text-xs font-medium sm:px-2 sm:text-sm">
                Ajoutées
              </th>
              <th scope="col" className="px-1 py-1 text-right text-xs font-medium sm:px-2 sm:text-sm">
                Modifiées
              </th>
              <th scope="col" className="px-1 py-1 text-right text-xs font-medium sm:px-2 sm:text-sm">
                Retirées
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, counts]) => (
              <tr key={label} className="border-b border-ink/10">
                <th scope="row" className="px-1 py-1 text-left font-normal sm:px-2">
                  {label}
                </th>
                {countsCell(counts, 'added')}
                {countsCell(counts, 'changed')}
                {countsCell(counts, 'removed')}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <p className="text-sm font-medium text-ink">Textes du site</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink">
          {(Object.keys(SITE_SECTION_LABELS) as SiteSection[]).map((section) => (
            <li key={section}>
              {SITE_SECTION_LABELS[section]} : {SITE_STATE_LABELS[diff.site[section]]}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p className="text-sm font-medium text-ink">Données privées</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink">
          {(Object.keys(PRIVATE_NODE_LABELS) as PrivateNode[]).map((node) => (
            <li key={node}>
              {PRIVATE_NODE_LABELS[node]} : {PRIVATE_STATE_LABELS[diff.private[node]]}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

type RestoreState =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'ready'; inspection: BackupInspection; fileName: string }
  | { step: 'running'; inspection: BackupInspection; fileName: string; fraction: number }
  | { step: 'done'; text: string };

function RestoreBackup({ backend }: { backend: AdminBackend }) {
  const inputId = useId();
  const confirmId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<RestoreState>({ step: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  const inspect = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFailure(null);
    setConfirmed(false);
    if (!file) return setState({ step: 'idle' });
    setState({ step: 'checking' });
    try {
      setState({ step: 'ready', inspection: await backend.inspectBackup(file), fileName: file.name });
    } catch (error) {
      console.error(error);
      setState({ step: 'idle' });
      setFailure(backupErrorMessage(error, 'inspect'));
    }
  };

  const restore = async (inspection: BackupInspection, fileName: string) => {
    setFailure(null);
    setState({ step: 'running', inspection, fileName, fraction: 0 });
    try {
      const summary = await backend.restoreBackup(inspection, { overwrite: !inspection.currentIsEmpty }, (fraction) =>
        setState({ step: 'running', inspection, fileName, fraction }),
      );
      const text = `Sauvegarde restaurée : ${summaryText(summary)}.`;
      setState({ step: 'done', text });
      setConfirmed(false);
      if (input.current) input.current.value = '';
      toast.success(text);
    } catch (error) {
      console.error(error);
      setState({ step: 'ready', inspection, fileName });
      setFailure(backupErrorMessage(error, 'restore'));
    }
  };

  const busy = state.step === 'checking' || state.step === 'running';
  return (
    <div className="space-y-3">
      <h3 className="font-display text-xl text-ink">Restaurer une sauvegarde</h3>
      <div>
        <label htmlFor={inputId} className={labelClass}>
          Fichier de sauvegarde (.zip)
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          disabled={busy}
          onChange={(event) => void inspect(event)}
          className={fileControlClass}
        />
        <p className={hintClass}>
          Rien n'est changé avant que vous confirmiez, après avoir vu ce que le fichier contient.
        </p>
      </div>
      <div aria-live="polite">
        {state.step === 'checking' && <p className={hintClass}>Vérification du fichier…</p>}
        {state.step === 'done' && <p className={noteClass}>{state.text}</p>}
      </div>
      {failure && (
        <p role="alert" className={alertClass}>
          {failure}
        </p>
      )}
      {(state.step === 'ready' || state.step === 'running') && (
        <div className="space-y-4 rounded-md border border-ink/20 p-3 sm:p-4">
          <BackupContents inspection={state.inspection} fileName={state.fileName} />
          {state.inspection.diff.same ? (
            <p className={noteClass}>Cette sauvegarde contient exactement les données actuelles.</p>
          ) : (
            <ChangesTable inspection={state.inspection} />
          )}
          {state.inspection.currentIsEmpty ? (
            <p className={hintClass}>
              Le site ne contient encore aucune donnée : la sauvegarde sera restaurée telle quelle.
            </p>
          ) : (
            <div className="space-y-2">
              <p className={noteClass}>
                Le site contient déjà des données : la restauration les remplace par celles de la sauvegarde. Les œuvres
                retirées ne passent pas par la corbeille. Pour pouvoir revenir en arrière, exportez d'abord une
                sauvegarde des données actuelles.
              </p>
              <div className="flex items-start gap-2">
                <input
                  id={confirmId}
                  type="checkbox"
                  checked={confirmed}
                  disabled={busy}
                  onChange={(event) => setConfirmed(event.target.checked)}
                  className="mt-1 h-4 w-4 accent-ink"
                />
                <label htmlFor={confirmId} className="text-sm text-ink">
                  Je veux remplacer les données actuelles par celles de cette sauvegarde.
                </label>
              </div>
            </div>
          )}
          {state.step === 'running' && <UploadProgress label="Restauration" fraction={state.fraction} />}
          <button
            type="button"
            className={state.inspection.currentIsEmpty ? primaryButtonClass : dangerButtonClass}
            disabled={!state.inspection.currentIsEmpty && !confirmed}
            aria-disabled={state.step === 'running' || undefined}
            onClick={() => state.step === 'ready' && void restore(state.inspection, state.fileName)}
          >
            {state.inspection.currentIsEmpty ? 'Restaurer la sauvegarde' : 'Remplacer les données actuelles'}
          </button>
        </div>
      )}
    </div>
  );
}

function BackupContents({ inspection, fileName }: { inspection: BackupInspection; fileName: string }) {
  const { manifest } = inspection.backup;
  const { counts } = manifest;
  return (
    <div className="space-y-1 text-sm text-ink [overflow-wrap:anywhere]">
      <p className="font-medium">
        « {fileName} » : sauvegarde du {dateFormat.format(new Date(manifest.createdAt))}
      </p>
      <p>
        Elle contient {summaryText({ works: sum(counts.works), trash: sum(counts.trash), images: counts.images })}
        {counts.siteSections > 0 ? ' et les textes du site' : ', sans textes du site'}.
      </p>
    </div>
  );
}

/**
 * "Sauvegardes": the painter downloads a copy of everything, and puts one back after seeing what
 * it would change (src/backend/backup.ts). Loaded with the studio only, on its own.
 */
export default function BackupSection({ backend }: { backend: AdminBackend }) {
  return (
    <section aria-labelledby="sauvegardes" className={sectionClass}>
      <h2 id="sauvegardes" className={sectionTitleClass}>
        Sauvegardes
      </h2>
      {/* min-w-0: a long file name or the table scrolls within its column, never widens the page. */}
      <div className="grid items-start gap-8 md:grid-cols-2 [&>*]:min-w-0">
        <ExportBackup backend={backend} />
        <RestoreBackup backend={backend} />
      </div>
    </section>
  );
}
