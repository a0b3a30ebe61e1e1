/** The slide a "#slide{n}" anchor points at among `count`, or 0 when it points at none. */
export function slideFromHash(hash: string, count: number): number {
  const match = /^#slide(\d+)$/.exec(hash);
  if (!match) return 0;
  const n = Number(match[1]);
  return n < count ? n : 0;
}

/** Previous and next slides, wrapping around: previous of 0 is the last, next of the last is 0. */
export function neighbours(index: number, count: number): { previous: number; next: number } {
  return { previous: (index - 1 + count) % count, next: (index + 1) % count };
}
