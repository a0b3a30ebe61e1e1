import type { MouseEvent } from 'react';
import { LIVE_DATA_MESSAGES } from '@/content/error-messages';
import type { LiveState } from '@/hooks/use-subscription';

interface StalledNoticeProps {
  live: Pick<LiveState<unknown>, 'stalled' | 'retry'>;
  /** What has not answered, when the page says it in place (default: the public pages' sentence). */
  message?: string;
  /**
   * 'window' (default): at the bottom of the window, over the page, which stays as it is.
   * 'inline': in the flow, where the list that waits would be (the studio's lists, several of
   * which may wait at once).
   */
  placement?: 'window' | 'inline';
}

const PLACEMENT_CLASS = {
  window:
    'fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-xl flex-wrap items-center justify-center gap-3 rounded-lg border border-ochre/40 bg-white p-4 text-center shadow-lg',
  inline: 'flex flex-wrap items-center gap-3 rounded-md border border-ochre/40 bg-white px-4 py-3 text-sm',
} as const;

/**
 * What a live page adds when its data source has not answered in time (LiveState.stalled): a
 * notice saying so, over whatever the page shows (kept as it is) or in place of a list that
 * waits, with "Réessayer". Any page that follows a live read renders it beside its content:
 * `<StalledNotice live={state} />`.
 */
export function StalledNotice({
  live,
  message = LIVE_DATA_MESSAGES.stalled,
  placement = 'window',
}: StalledNoticeProps) {
  if (!live.stalled) return null;
  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    // The notice goes away with its button: keep the keyboard focus on the page or, in place, on
    // the nearest part of it that takes the focus (a section of the studio).
    const near = placement === 'inline' ? event.currentTarget.closest<HTMLElement>('[tabindex="-1"]') : null;
    (near ?? document.querySelector('main'))?.focus({ preventScroll: true });
    live.retry();
  };
  return (
    <div role="status" className={PLACEMENT_CLASS[placement]}>
      <p>{message}</p>
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
