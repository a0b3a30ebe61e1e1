import { PRESS_SLIDE_COUNT } from '@/content/press';

/** The slide a "#slide{n}" anchor points at, or 0 when it points at none. */
export function slideFromHash(hash: string, count = PRESS_SLIDE_COUNT): number {
  const match = /^#slide(\d+)$/.exec(hash);
  if (!match) return 0;
  const n = Number(match[1]);
  return n < count ? n : 0;
}

/** Previous and next slides, wrapping around: previous of 0 is the last, next of the last is 0. */
export function neighbours(index: number, count = PRESS_SLIDE_COUNT): { previous: number; next: number } {
  return { previous: (index - 1 + count) % count, next: (index + 1) % count };
}
