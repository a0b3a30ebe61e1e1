import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Lets the tasks waiting to run do so, and what they start: a live read loads its backend in a
 * task of its own (src/hooks/use-subscription.ts, subscribeAfterLoad). Works with fake timers too.
 */
export function nextTask(): Promise<void> {
  return act(async () => {
    if (vi.isFakeTimers()) {
      await vi.advanceTimersByTimeAsync(0);
      for (let i = 0; i < 5; i++) await Promise.resolve();
    } else {
      // The second turn comes after every promise the first one settled.
      for (let i = 0; i < 2; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });
}
