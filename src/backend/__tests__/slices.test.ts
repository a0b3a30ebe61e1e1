/**
 * A long answer is converted in slices (src/backend/slices.ts): in order, a slice per task, the
 * main thread handed back between slices, and an answer replaced by a newer one (or unsubscribed)
 * stops converting and is never delivered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConversionDropped, SLICE_SIZE, latestAnswer, mapInSlices, yieldToMain } from '../slices';
import { heldScheduler, microtasks } from '@/test/held-scheduler';

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i);

function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mapInSlices', () => {
  it('converts every item in order, leaving out the nulls', async () => {
    const items = numbers(3 * SLICE_SIZE + 5);
    const converted = await mapInSlices(items, (n) => (n % 7 === 3 ? null : `#${n}`));
    expect(converted).toEqual(items.filter((n) => n % 7 !== 3).map((n) => `#${n}`));
  });

  it('converts one slice per task, each after scheduler.yield(), the first one too', async () => {
    const scheduler = heldScheduler();
    const seen: number[] = [];
    const done = mapInSlices(numbers(2 * SLICE_SIZE + 1), (n) => seen.push(n));

    // Nothing in the caller's task, nor before the scheduler gives the thread back.
    expect(seen).toEqual([]);
    await microtasks();
    expect(seen).toEqual([]);
    expect(scheduler.waiting).toBe(1);

    await scheduler.resume();
    expect(seen).toHaveLength(SLICE_SIZE);
    await microtasks();
    expect(seen).toHaveLength(SLICE_SIZE);
    await scheduler.resume();
    expect(seen).toHaveLength(2 * SLICE_SIZE);
    await scheduler.resume();
    expect(seen).toEqual(numbers(2 * SLICE_SIZE + 1));
    await expect(done).resolves.toHaveLength(2 * SLICE_SIZE + 1);
  });

  it('lets a task queued meanwhile run before its last slice (no scheduler.yield: a message)', async () => {
    const converted: number[] = [];
    let convertedWhenTheTimerRan: number | undefined;
    setTimeout(() => (convertedWhenTheTimerRan = converted.length), 0);
    const done = mapInSlices(numbers(4 * SLICE_SIZE), (n) => {
      // The timer is due long before the first slice ends.
      if (n === 0) busy(5);
      converted.push(n);
      return n;
    });
    expect(await done).toEqual(numbers(4 * SLICE_SIZE));
    expect(convertedWhenTheTimerRan).toBeDefined();
    expect(convertedWhenTheTimerRan).toBeLessThan(4 * SLICE_SIZE);
  });

  it('stops before the next slice once no longer wanted', async () => {
    const scheduler = heldScheduler();
    let wanted = true;
    const seen: number[] = [];
    const done = mapInSlices(
      numbers(3 * SLICE_SIZE),
      (n) => seen.push(n),
      () => wanted,
    );
    await scheduler.resume();
    expect(seen).toHaveLength(SLICE_SIZE);
    wanted = false;
    await scheduler.resume();
    await expect(done).rejects.toBeInstanceOf(ConversionDropped);
    expect(seen).toHaveLength(SLICE_SIZE);
    expect(scheduler.waiting).toBe(0);
  });
});

describe('yieldToMain', () => {
  it('resolves in a later task, after the microtasks queued behind it', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('yielded'));
    void microtasks().then(() => order.push('microtasks'));
    await yielded;
    expect(order).toEqual(['microtasks', 'yielded']);
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const scheduler = heldScheduler();
    let resolved = false;
    void yieldToMain().then(() => (resolved = true));
    await microtasks();
    expect(resolved).toBe(false);
    await scheduler.resume();
    expect(resolved).toBe(true);
  });
});

describe('latestAnswer', () => {
  /** Each answer is a list of numbers, converted in slices to their doubles. */
  function follow() {
    const data: number[][] = [];
    const errors: Error[] = [];
    const converted: number[] = [];
    const answers = latestAnswer(
      (items: number[], wanted: () => boolean) =>
        mapInSlices(
          items,
          (n) => {
            converted.push(n);
            return 2 * n;
          },
          wanted,
        ),
      (value) => data.push(value),
      (error) => errors.push(error),
    );
    return { answers, data, errors, converted };
  }

  it('delivers each answer once converted, in order', async () => {
    const scheduler = heldScheduler();
    const { answers, data } = follow();
    answers.take(numbers(SLICE_SIZE + 1));
    await microtasks();
    await scheduler.resume();
    expect(data).toEqual([]);
    await scheduler.resume();
    expect(data).toEqual([numbers(SLICE_SIZE + 1).map((n) => 2 * n)]);
  });

  it('drops an answer still converting when a newer one comes, and stops converting it', async () => {
    const scheduler = heldScheduler();
    const { answers, data, errors, converted } = follow();
    const older = numbers(3 * SLICE_SIZE);
    answers.take(older);
    await microtasks();
    await scheduler.resume();
    expect(converted).toHaveLength(SLICE_SIZE);

    answers.take([1000, 1001]);
    await microtasks();
    // The older answer, resumed, converts nothing more and is never delivered.
    while (scheduler.waiting > 0) await scheduler.resume();
    expect(converted).toEqual([...numbers(SLICE_SIZE), 1000, 1001]);
    expect(data).toEqual([[2000, 2002]]);
    expect(errors).toEqual([]);
  });

  it('delivers nothing more once stopped', async () => {
    const scheduler = heldScheduler();
    const { answers, data, errors, converted } = follow();
    answers.take(numbers(2 * SLICE_SIZE));
    await microtasks();
    await scheduler.resume();
    answers.stop();
    await scheduler.resume();
    expect(converted).toHaveLength(SLICE_SIZE);
    answers.take([1]);
    await microtasks();
    while (scheduler.waiting > 0) await scheduler.resume();
    expect(data).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('passes a failed conversion on to onError, unless a newer answer replaced it', async () => {
    const errors: Error[] = [];
    const data: string[] = [];
    const answers = latestAnswer(
      (value: string) => {
        if (value === 'bad') throw new Error('unreadable');
        return value;
      },
      (value) => data.push(value),
      (error) => errors.push(error),
    );
    answers.take('bad');
    await microtasks();
    expect(errors.map((error) => error.message)).toEqual(['unreadable']);

    answers.take('bad');
    answers.take('good');
    await microtasks();
    expect(errors).toHaveLength(1);
    expect(data).toEqual(['good']);
  });
});
