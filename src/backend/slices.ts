/*
 * Long answers converted in slices. A gallery's live answer is every work of the gallery: at
 * 1,000 works, reading and checking each record (src/domain/database-reader.ts) in one go held a
 * phone's main thread for a few long tasks right after the page started, in the way of a first
 * tap (docs/galleries.md). Both backends convert a gallery's answer here, a slice of records at a
 * time, handing the main thread back between slices.
 */

/**
 * Records converted per slice: a work's record takes a few hundredths of a millisecond on a
 * desktop, ten times that on a slow phone, so that a slice stays well under the 50 ms of a long
 * task there.
 */
export const SLICE_SIZE = 64;

interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, once the browser has run what was waiting (an input, a paint, a
 * timer): `scheduler.yield()` where there is one (its continuation comes before the tasks queued
 * after it), else a message to self, which, unlike a nested `setTimeout(0)`, is not clamped to
 * 4 ms.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Why a conversion stopped before its end: its answer is no longer wanted. */
export class ConversionDropped extends Error {
  constructor() {
    super('A newer answer replaced this one');
    this.name = 'ConversionDropped';
  }
}

/**
 * `convert` applied to each item in order, the nulls left out, a slice of `SLICE_SIZE` items per
 * task, each after `yieldToMain()`, the first one too: the task that called (a database's message,
 * a page's effects starting its reads) has its own work. Before each slice it asks `wanted()`, and
 * rejects with ConversionDropped once the result is no longer wanted. The items may be made as
 * they are taken (a generator): making them is sliced too.
 */
export async function mapInSlices<T, U>(
  items: Iterable<T>,
  convert: (item: T) => U | null,
  wanted: () => boolean = () => true,
): Promise<U[]> {
  const converted: U[] = [];
  const iterator = items[Symbol.iterator]();
  for (;;) {
    await yieldToMain();
    if (!wanted()) {
      iterator.return?.();
      throw new ConversionDropped();
    }
    for (let i = 0; i < SLICE_SIZE; i++) {
      const next = iterator.next();
      if (next.done) return converted;
      const value = convert(next.value);
      if (value !== null) converted.push(value);
    }
  }
}

/** What a source's answers go through on their way to a subscriber (latestAnswer). */
export interface AnswerQueue<T> {
  /** Converts this answer, the newest: an older one still converting is dropped. */
  take: (value: T) => void;
  /** Converts no more (unsubscribed): what is converting stops and is not delivered. */
  stop: () => void;
}

/**
 * Calls `onData` with what `convert` makes of each answer, in order: an older answer still being
 * converted when a newer one arrives is dropped, and so is every answer once stopped. `convert`
 * gets `wanted`, to stop early (mapInSlices) when its answer is dropped.
 */
export function latestAnswer<T, U>(
  convert: (value: T, wanted: () => boolean) => U | Promise<U>,
  onData: (value: U) => void,
  onError: (error: Error) => void,
): AnswerQueue<T> {
  let latest = 0;
  let stopped = false;
  return {
    take: (value) => {
      const turn = ++latest;
      const wanted = () => !stopped && turn === latest;
      // A conversion that throws at once fails like one that fails later: through onError.
      Promise.resolve()
        .then(() => convert(value, wanted))
        .then(
          (converted) => wanted() && onData(converted),
          (error: unknown) => wanted() && onError(error instanceof Error ? error : new Error(String(error))),
        );
    },
    stop: () => {
      stopped = true;
    },
  };
}
