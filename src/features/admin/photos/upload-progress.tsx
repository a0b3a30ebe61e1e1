import { useId } from 'react';
import { hintClass, labelClass } from '../shared/form-styles';

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });

/** A progress bar named `label` (the photo's upload by default); `fraction` runs from 0 to 1. */
export function UploadProgress({ fraction, label = 'Envoi de la photo' }: { fraction: number; label?: string }) {
  const id = useId();
  const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  const text = percent.format(clamped);
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <span className="text-sm tabular-nums text-ink" aria-hidden="true">
          {text}
        </span>
      </div>
      <progress
        id={id}
        max={100}
        value={Math.round(clamped * 100)}
        aria-valuetext={text}
        className="h-2 w-full accent-ink"
      />
    </div>
  );
}

/** Where a form's submission stands while it sends a photo. */
export type SubmitPhase = { step: 'idle' } | { step: 'preparing' } | { step: 'uploading'; fraction: number };

export function SubmitStatus({ phase }: { phase: SubmitPhase }) {
  if (phase.step === 'preparing') {
    return (
      <p role="status" className={hintClass}>
        Préparation de la photo…
      </p>
    );
  }
  if (phase.step === 'uploading') return <UploadProgress fraction={phase.fraction} />;
  return null;
}
