import { LIVE_DATA_MESSAGES } from '@/content/error-messages';
import type { LiveState } from '@/hooks/use-subscription';

/**
 * What a live page adds when its data source has not answered in time (LiveState.stalled): a
 * notice at the bottom of the window, over whatever the page shows (kept as it is), with
 * "Réessayer". Any page that follows a live read renders it beside its content:
 * `<StalledNotice live={state} />`.
 */
export function StalledNotice({ live }: { live: Pick<LiveState<unknown>, 'stalled' | 'retry'> }) {
  if (!live.stalled) return null;
  const retry = () => {
    // The notice goes away with its button: keep the keyboard focus on the page.
    document.querySelector('main')?.focus({ preventScroll: true });
    live.retry();
  };
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-xl flex-wrap items-center justify-center gap-3 rounded-lg border border-ochre/40 bg-white p-4 text-center shadow-lg"
    >
      <p>{LIVE_DATA_MESSAGES.stalled}</p>
      <button
        type="button"
        onClick={retry}
        className="rounded-full bg-accent px-5 py-2 text-white hover:bg-accent-dark"
      >
        {LIVE_DATA_MESSAGES.retry}
      </button>
    </div>
  );
}
