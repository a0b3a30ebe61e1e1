import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from '../use-progressive-count';

const BATCH = 12;

describe('useProgressiveCount', () => {
  it('starts with the first batch, the same on the server and while hydrating', () => {
    const { result } = renderHook(() => useProgressiveCount(1000, BATCH, 500));
    expect(result.current.shown).toBe(BATCH);
  });

  it('reaches a far item a batch at a time, never hundreds in one render', async () => {
    const counts: number[] = [];
    const { result } = renderHook(() => {
      const state = useProgressiveCount(1000, BATCH, 60);
      counts.push(state.shown);
      return state;
    });
    await waitFor(() => expect(result.current.shown).toBeGreaterThanOrEqual(60));
    expect(result.current.shown).toBe(60);
    const steps = counts.slice(1).map((count, i) => count - counts[i]!);
    expect(Math.max(...steps)).toBeLessThanOrEqual(BATCH);
  });

  it('holds at once the item asked for when the viewer closes, for focus to come back to it', () => {
    const { result, rerender } = renderHook(({ atLeast }) => useProgressiveCount(1000, BATCH, atLeast), {
      initialProps: { atLeast: 500 },
    });
    expect(result.current.shown).toBe(BATCH);
    act(() => rerender({ atLeast: 0 }));
    expect(result.current.shown).toBeGreaterThanOrEqual(500);
  });
});
