// Type declarations for scripts/bench/lighthouse-rounds.mjs (imported by tests/bench-pages.test.ts).

/** The arguments `lhci collect` takes for each round, in order: one run of every page each. */
export declare function collectRounds(numberOfRuns: number): string[][];
