import { useEffect, useId, useRef, useState } from 'react';
import type { Change } from './conflict-changes';
import { primaryButtonClass, secondaryButtonClass } from './form-styles';

/*
 * What a studio form shows when its save was refused because the stored value changed since the
 * form was filled (in another tab, on another device): what changed there, with the painter's
 * typing kept, and her two ways out. Shared by the work's edit form and the site's sections.
 */

export const CONFLICT_TEXT = {
  title: 'Cette fiche a été modifiée ailleurs',
  intro:
    "Elle a été enregistrée depuis un autre onglet ou un autre appareil pendant que vous la modifiiez. Rien n'a été enregistré ici, et votre saisie est conservée.",
  changed: 'Ce qui a changé ailleurs :',
  more: (count: number) => (count === 1 ? 'et un autre changement.' : `et ${count} autres changements.`),
  choice: '« Recharger » reprend la version enregistrée ailleurs ; « Écraser » enregistre la vôtre à sa place.',
  reload: 'Recharger',
  overwrite: 'Écraser',
  confirmReload: 'Votre saisie sera perdue, remplacée par la version enregistrée ailleurs. Recharger ?',
  confirmReloadButton: 'Oui, recharger',
  cancel: 'Annuler',
} as const;

/** The most lines the panel lists; the rest are counted. */
const SHOWN_CHANGES = 12;

/** A text in guillemets, held to them by no-break spaces (a line never starts with "»"). */
const inQuotes = (text: string | undefined) => `«\u00a0${text}\u00a0»`;

function ChangeLine({ change }: { change: Change }) {
  const { kind, label, before, after } = change;
  let detail = '';
  if (kind === 'Déplacement') detail = `\u00a0: ${inQuotes(before)}, maintenant à la ${after}`;
  else if (before !== undefined && after !== undefined)
    detail = `\u00a0: ${inQuotes(before)} devient ${inQuotes(after)}`;
  else if (kind === 'Modification' && after !== undefined) detail = `\u00a0: ${after}`;
  else if (after !== undefined) detail = `\u00a0: ${inQuotes(after)}`;
  else if (before !== undefined) detail = `\u00a0: ${inQuotes(before)}`;
  return (
    <li>
      <span className="font-medium">
        {kind} — {label}
      </span>
      {detail}
    </li>
  );
}

interface ConflictPanelProps {
  /** What changed elsewhere since the form was filled; empty when not known. */
  changes: readonly Change[];
  /** Takes the stored version: the form shows it, her typing gone (asked for confirmation first). */
  onReload: () => void;
  /** Saves her version over the stored one; absent when the stored one is not known. */
  onOverwrite?: () => void;
  busy: boolean;
}

export function ConflictPanel({ changes, onReload, onOverwrite, busy }: ConflictPanelProps) {
  const titleId = useId();
  const title = useRef<HTMLParagraphElement>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);

  // The panel takes the focus when it appears, so that the keyboard and screen readers start here.
  useEffect(() => title.current?.focus(), []);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const shown = changes.slice(0, SHOWN_CHANGES);
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="space-y-3 rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-sm text-ink"
    >
      <p
        id={titleId}
        ref={title}
        tabIndex={-1}
        role="alert"
        className="font-display text-lg font-medium text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        {CONFLICT_TEXT.title}
      </p>
      <p>{CONFLICT_TEXT.intro}</p>
      {shown.length > 0 && (
        <div>
          <p className="font-medium">{CONFLICT_TEXT.changed}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 break-words">
            {shown.map((change, index) => (
              <ChangeLine key={index} change={change} />
            ))}
          </ul>
          {changes.length > shown.length && <p className="mt-1">{CONFLICT_TEXT.more(changes.length - shown.length)}</p>}
        </div>
      )}
      {confirming ? (
        <div className="space-y-2">
          <p className="font-medium">{CONFLICT_TEXT.confirmReload}</p>
          <div className="flex flex-wrap gap-3">
            <button
              ref={confirmButton}
              type="button"
              className={primaryButtonClass}
              onClick={() => {
                setConfirming(false);
                onReload();
              }}
            >
              {CONFLICT_TEXT.confirmReloadButton}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(false)}>
              {CONFLICT_TEXT.cancel}
            </button>
          </div>
        </div>
      ) : (
        <div className="space-y-2">
          {onOverwrite && <p>{CONFLICT_TEXT.choice}</p>}
          <div className="flex flex-wrap gap-3">
            <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(true)}>
              {CONFLICT_TEXT.reload}
            </button>
            {onOverwrite && (
              <button
                type="button"
                aria-disabled={busy}
                className={primaryButtonClass}
                onClick={() => !busy && onOverwrite()}
              >
                {CONFLICT_TEXT.overwrite}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
