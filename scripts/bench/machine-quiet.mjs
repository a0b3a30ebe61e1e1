// @ts-check
// Checks, before Lighthouse runs, that the machine is quiet. A page's blocking time on a 2-core
// machine is mostly time its main thread waits for a core: anything else running (a build's
// tail, a test run, an editor's indexing) would be counted against the page. So: flush the disk
// (`sync`), then wait until the CPUs have been mostly idle for a few seconds in a row, within a
// bound, and say how long that took and how idle the machine was.
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import process from 'node:process';

/** How idle the CPUs must be, over one sample, for the sample to count as quiet. */
export const QUIET_IDLE_SHARE = 0.9;
/** Quiet samples in a row that make the machine quiet. */
export const QUIET_SAMPLES = 3;
export const SAMPLE_MS = 1000;
/** Past this the benchmark goes on, and says the machine stayed busy. */
export const MAX_WAIT_MS = 90_000;

/**
 * @typedef {{ idle: number, total: number }} CpuTimes
 * @typedef {{ quiet: boolean, waitedMs: number, idle: number }} Settled idle: the last sample's share, 0 to 1
 * @typedef {{ read?: () => CpuTimes, sleep?: (ms: number) => Promise<void>, sampleMs?: number, maxWaitMs?: number }} WaitOptions
 */

/**
 * The CPUs' summed times (ms since boot), as os.cpus() reports them.
 * @param {{ times: { user: number, nice: number, sys: number, idle: number, irq: number } }[]} [list]
 * @returns {CpuTimes}
 */
export function cpuTimes(list = cpus()) {
  let idle = 0;
  let total = 0;
  for (const { times } of list) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/**
 * The share of the CPUs' time spent idle between two cpuTimes() readings (1 when none passed).
 * @param {CpuTimes} before
 * @param {CpuTimes} after
 */
export function idleShare(before, after) {
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

/**
 * Samples the CPUs until QUIET_SAMPLES samples in a row were idle at QUIET_IDLE_SHARE or more, or
 * until maxWaitMs. Resolves to { quiet, waitedMs, idle }, idle being the last sample's share.
 * `read` and `sleep` are the clock and the CPUs, for the tests.
 * @param {WaitOptions} [options]
 * @returns {Promise<Settled>}
 */
export async function waitForQuietCpus({
  read = cpuTimes,
  sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  sampleMs = SAMPLE_MS,
  maxWaitMs = MAX_WAIT_MS,
} = {}) {
  let waitedMs = 0;
  let inARow = 0;
  let idle = 1;
  let previous = read();
  while (waitedMs < maxWaitMs) {
    await sleep(sampleMs);
    waitedMs += sampleMs;
    const current = read();
    idle = idleShare(previous, current);
    previous = current;
    inARow = idle >= QUIET_IDLE_SHARE ? inARow + 1 : 0;
    if (inARow >= QUIET_SAMPLES) return { quiet: true, waitedMs, idle };
  }
  return { quiet: false, waitedMs, idle };
}

/**
 * Flushes the disk, then waits for quiet CPUs. Resolves to what waitForQuietCpus() found, with
 * how long the flush took (syncMs).
 * @param {WaitOptions} [options]
 * @returns {Promise<Settled & { syncMs: number }>}
 */
export async function settleMachine(options) {
  const start = performance.now();
  // Windows has no `sync`; there the wait for the CPUs is all there is.
  if (process.platform !== 'win32') spawnSync('sync', { stdio: 'ignore' });
  const syncMs = performance.now() - start;
  return { ...(await waitForQuietCpus(options)), syncMs };
}
