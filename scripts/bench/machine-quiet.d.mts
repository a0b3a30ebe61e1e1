// Type declarations for scripts/bench/machine-quiet.mjs (imported by tests/bench-settle.test.ts).

export interface CpuTimes {
  idle: number;
  total: number;
}

export interface Settled {
  /** Whether the CPUs went quiet before the bound. */
  quiet: boolean;
  waitedMs: number;
  /** The last sample's idle share, 0 to 1. */
  idle: number;
}

export declare const QUIET_IDLE_SHARE: number;
export declare const QUIET_SAMPLES: number;
export declare const SAMPLE_MS: number;
export declare const MAX_WAIT_MS: number;

/** The CPUs' summed times, as os.cpus() reports them. */
export declare function cpuTimes(
  list?: { times: { user: number; nice: number; sys: number; idle: number; irq: number } }[],
): CpuTimes;

/** The share of the CPUs' time spent idle between two cpuTimes() readings. */
export declare function idleShare(before: CpuTimes, after: CpuTimes): number;

interface WaitOptions {
  read?: () => CpuTimes;
  sleep?: (ms: number) => Promise<void>;
  sampleMs?: number;
  maxWaitMs?: number;
}

/** Samples the CPUs until they have been quiet QUIET_SAMPLES samples in a row, or until the bound. */
export declare function waitForQuietCpus(options?: WaitOptions): Promise<Settled>;

/** Flushes the disk, then waits for quiet CPUs; syncMs is how long the flush took. */
export declare function settleMachine(options?: WaitOptions): Promise<Settled & { syncMs: number }>;
