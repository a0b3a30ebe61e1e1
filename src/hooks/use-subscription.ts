import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The one shape of asynchronous state in the app: what every read hook returns, so that a page
 * shows loading, error and data the same way whatever it reads.
 */
export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

export const LOADING: AsyncState<never> = { status: 'loading', data: undefined, error: undefined };

export function success<T>(data: T): AsyncState<T> {
  return { status: 'success', data, error: undefined };
}

export function failure(error: unknown): AsyncState<never> {
  return { status: 'error', data: undefined, error: error instanceof Error ? error : new Error(String(error)) };
}

/** Stops following a source. */
export type Unsubscribe = () => void;

/** Follows a source: calls `onData` now (or soon) and after every change, until unsubscribed. */
export type Subscribe<T> = (onData: (value: T) => void, onError: (error: Error) => void) => Unsubscribe;

/**
 * A source reached through a module loaded on demand (the backends are): loads it, then
 * subscribes, and unsubscribes cleanly whether it is stopped before or after the load.
 *
 * The load starts in a task of its own. A page hydrating runs its effects, where subscriptions
 * start, in the task that commits it; a dynamic import's first call adds a preload link to the
 * document for each chunk it needs, and evaluating the backend's module takes its time too:
 * together they made that task twice as long, holding back a visitor's first tap.
 */
export function subscribeAfterLoad<S, T>(
  load: () => Promise<S>,
  subscribe: (source: S, onData: (value: T) => void, onError: (error: Error) => void) => Unsubscribe,
): Subscribe<T> {
  return (onData, onError) => {
    let stopped = false;
    let unsubscribe: Unsubscribe | undefined;
    const start = setTimeout(() => {
      load().then(
        (source) => {
          if (!stopped) unsubscribe = subscribe(source, onData, onError);
        },
        (error: unknown) => !stopped && onError(error instanceof Error ? error : new Error(String(error))),
      );
    }, 0);
    return () => {
      stopped = true;
      clearTimeout(start);
      unsubscribe?.();
    };
  };
}

/** How long a live read may go without a first answer before the page says so. */
export const STALL_AFTER_MS = Number(import.meta.env.VITE_STALL_AFTER_MS) || 10_000;

export type LiveState<T> = AsyncState<T> & {
  /**
   * True while the source has not answered within `stallAfterMs` of (re)subscribing: what is shown
   * (the prerendered data, or "loading") may be stale, and the page offers `retry`.
   */
  stalled: boolean;
  /**
   * True once the source has answered (data or error) since the key started: what is shown is
   * no longer only the value the page started from.
   */
  answered: boolean;
  /** Subscribes afresh (after a stall or an error), keeping what is shown meanwhile. */
  retry: () => void;
};

interface SubscriptionOptions<T> {
  /** What to show until the source answers (e.g. data prerendered with the page). */
  initial?: T;
  stallAfterMs?: number;
}

interface Answer<T> {
  key: string;
  state: AsyncState<T>;
  stalled: boolean;
  answered: boolean;
}

/**
 * Whether two values read from a database are the same data: JSON-shaped values compared by
 * content, an absent property being the same as one set to undefined (as JSON drops it).
 */
export function isSameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => isSameData(item, b[i]))
    );
  }
  const definedKeys = (value: object) =>
    Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined);
  const keys = definedKeys(a);
  return (
    keys.length === definedKeys(b).length &&
    keys.every((k) => isSameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/**
 * The one hook for live reads: follows `subscribe` while mounted, identified by `key` (a new key
 * starts over, never showing the previous key's data), and marks the state `stalled` when no
 * answer comes in time. `subscribe` may change identity on every render; only `key` and `retry`
 * subscribe afresh. `null` means there is nothing to follow yet (the state stays loading).
 */
export function useSubscription<T>(
  key: string,
  subscribe: Subscribe<T> | null,
  { initial, stallAfterMs = STALL_AFTER_MS }: SubscriptionOptions<T> = {},
): LiveState<T> {
  const start = useCallback(
    (): Answer<T> => ({
      key,
      state: initial === undefined ? LOADING : success(initial),
      stalled: false,
      answered: false,
    }),
    // `initial` is read when a key starts, not followed: the live data takes over from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const [answer, setAnswer] = useState<Answer<T>>(start);
  const [attempt, setAttempt] = useState(0);
  const latestSubscribe = useRef(subscribe);
  // Layout effects run before effects: the subscription below always sees the latest function.
  useLayoutEffect(() => {
    latestSubscribe.current = subscribe;
  });
  const active = subscribe !== null;

  useEffect(() => {
    const source = latestSubscribe.current;
    if (!source) return;
    let stopped = false;
    const set = (next: (current: Answer<T>) => Answer<T>) => {
      if (!stopped) setAnswer((current) => next(current.key === key ? current : start()));
    };
    const timer = setTimeout(() => set((current) => ({ ...current, stalled: true })), stallAfterMs);
    const unsubscribe = source(
      (value) => {
        clearTimeout(timer);
        // An answer repeating what is shown (the live data equal to the prerendered page's, as
        // it is on most visits) keeps the very same value, so that nothing below re-renders for
        // it. A real change renders in a transition: in short slices, never one long task.
        startTransition(() =>
          set((current) => {
            const same = current.state.status === 'success' && isSameData(current.state.data, value);
            if (same && current.answered && !current.stalled) return current;
            return { key, state: same ? current.state : success(value), stalled: false, answered: true };
          }),
        );
      },
      (error) => {
        clearTimeout(timer);
        set(() => ({ key, state: failure(error), stalled: false, answered: true }));
      },
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [key, active, attempt, stallAfterMs, start]);

  const retry = useCallback(() => {
    setAnswer((current) => (current.key === key ? { ...current, stalled: false } : current));
    setAttempt((n) => n + 1);
  }, [key]);

  const current = answer.key === key ? answer : start();
  return { ...current.state, stalled: current.stalled, answered: current.answered, retry };
}
