import { alertClass, primaryButtonClass } from './form-styles';
import { SubmitStatus, type SubmitPhase } from '../photos/upload-progress';

/** The end of a studio form: where its submission stands, its failure, and its button. */
export function SaveBar({
  phase,
  failure,
  busy,
  label,
}: {
  phase: SubmitPhase;
  failure: string | null;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      <SubmitStatus phase={phase} />
      {failure && (
        <p role="alert" className={alertClass}>
          {failure}
        </p>
      )}
      {/* Focusable while busy (aria-disabled): the form ignores a second press. */}
      <button type="submit" aria-disabled={busy} className={primaryButtonClass}>
        {label}
      </button>
    </>
  );
}
