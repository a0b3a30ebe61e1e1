import { BackendError } from './types';

/**
 * The Firebase SDK never gives up on a write by itself (it waits for the connection to come
 * back), so every write of the studio is bounded here: past this time the painter is told, and
 * the write path cleans up.
 */
export const WRITE_TIMEOUT_MS = 20_000;

function timeoutError(what: string, ms: number): BackendError {
  return new BackendError('timeout', `${what}: no answer within ${ms} ms`);
}

/**
 * `promise`, or a 'timeout' BackendError after `ms`. A promise that settles after the deadline
 * is not forgotten: `onLate` receives its outcome, so that the caller can finish or undo what it
 * reported as not done.
 */
export function withDeadline<T>(
  what: string,
  promise: Promise<T>,
  ms: number,
  onLate?: (outcome: PromiseSettledResult<T>) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      reject(timeoutError(what, ms));
    }, ms);
    promise.then(
      (value) => {
        if (expired) onLate?.({ status: 'fulfilled', value });
        else {
          clearTimeout(timer);
          resolve(value);
        }
      },
      (reason: unknown) => {
        if (expired) onLate?.({ status: 'rejected', reason });
        else {
          clearTimeout(timer);
          reject(reason);
        }
      },
    );
  });
}

/**
 * Runs a long task (an upload) that reports progress through `alive`, and gives up with a
 * 'timeout' BackendError, aborting `signal`, when `ms` pass without a sign of life: a slow
 * connection may take its time, a dead one may not.
 */
export function withInactivityDeadline<T>(
  what: string,
  run: (alive: () => void, signal: AbortSignal) => Promise<T>,
  ms: number,
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      settle();
    };
    const alive = () => {
      if (done) return;
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          finish(() => {
            controller.abort();
            reject(timeoutError(what, ms));
          }),
        ms,
      );
    };
    alive();
    run(alive, controller.signal).then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}
