import { vi } from 'vitest';

/** Lets every queued microtask run (and those they queue), but no task. */
export async function microtasks(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

/**
 * A `scheduler.yield()` (src/backend/slices.ts yields with it where the browser has it) that the
 * test resumes by hand, one call at a time. Undone by `vi.unstubAllGlobals()`.
 */
export function heldScheduler() {
  const held: (() => void)[] = [];
  vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => held.push(resolve)) });
  return {
    /** The yields waiting to be resumed. */
    get waiting() {
      return held.length;
    },
    /** Resumes the oldest waiting yield, and lets what it starts run up to its next task. */
    resume: async () => {
      held.shift()?.();
      await microtasks();
    },
  };
}
