import { startTransition, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { VIEWER_MESSAGES } from '@/content/viewer-messages';
import { failure, LOADING, success, type AsyncState } from '@/hooks/use-subscription';
import type { ViewerProps } from './viewer';

type ViewerModule = typeof import('./viewer');

let loaded: ViewerModule | undefined;
let loading: Promise<ViewerModule> | undefined;

/**
 * Loads the viewer's code (the lightbox library and its styles), once: when a visitor first
 * opens a picture, or earlier when they show the intent (a pointer or focus on a card), never
 * before the page's first paint.
 */
export function preloadViewer(): Promise<ViewerModule> {
  loading ??= import('./viewer').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined; // a later attempt tries again
      throw error;
    },
  );
  return loading;
}

/**
 * The viewer, shown as soon as its code is there; meanwhile a dark screen says it is opening,
 * over `poster` (the picture it opens on, drawn where the page drew it before the app started).
 */
export function LazyViewer({ poster, ...props }: ViewerProps & { poster?: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AsyncState<ViewerModule>>(() => (loaded ? success(loaded) : LOADING));
  useEffect(() => {
    // Through the promise even when the code is there: it may have arrived between the first
    // render and this effect (a warm-up begun on pointing at a card).
    let active = true;
    preloadViewer().then(
      // In a transition: the viewer renders in short slices, where a plain update rendered it in
      // one task, a work page's longest once its code had come.
      (module) => active && startTransition(() => setState(success(module))),
      (error: unknown) => active && setState(failure(error)),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  if (state.status === 'success') return <state.data.Viewer {...props} />;
  return (
    <ViewerPending
      poster={poster}
      failed={state.status === 'error'}
      onClose={props.onClose}
      onRetry={() => {
        setState(LOADING);
        setAttempt((n) => n + 1);
      }}
    />
  );
}

/**
 * Tab and Shift+Tab go round the dialog's buttons, as in the viewer itself: the page behind a
 * modal dialog stays out of the keyboard's reach.
 */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
  event.preventDefault();
  buttons.at((current + (event.shiftKey ? -1 : 1)) % buttons.length)?.focus();
}

/** A modal dialog while the viewer's code loads, or when it could not: never a dead end. */
function ViewerPending({
  poster,
  failed,
  onClose,
  onRetry,
}: {
  poster: ReactNode;
  failed: boolean;
  onClose: () => void;
  onRetry: () => void;
}) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButton.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={failed ? VIEWER_MESSAGES.failed : VIEWER_MESSAGES.loading}
      className={`fixed inset-0 z-50 flex flex-col items-center gap-4 bg-black p-6 text-center text-paper ${poster ? 'justify-end' : 'justify-center'}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        else if (event.key === 'Tab') keepFocusInside(event);
      }}
    >
      {poster}
      {failed ? (
        <div role="alert" className="relative z-[60] rounded-lg bg-black/70 p-3">
          <p className="font-medium">{VIEWER_MESSAGES.failed}</p>
          <p className="mt-2 text-sm text-paper/80">{VIEWER_MESSAGES.checkConnection}</p>
        </div>
      ) : (
        <p role="status" className="relative z-[60] rounded-lg bg-black/70 px-3 py-1">
          {VIEWER_MESSAGES.loading}
        </p>
      )}
      <div className="relative z-[60] flex gap-3">
        {failed && (
          <button type="button" onClick={onRetry} className="rounded-full bg-paper px-5 py-2 text-ink">
            {VIEWER_MESSAGES.retry}
          </button>
        )}
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          className="rounded-full border border-paper/60 px-5 py-2 text-paper"
        >
          {VIEWER_MESSAGES.close}
        </button>
      </div>
    </div>
  );
}
