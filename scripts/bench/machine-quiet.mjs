// @ts-check
// Before Lighthouse runs: flush the disk, then wait until the CPUs have been mostly idle for a
// few seconds in a row, within a bound. On 2 cores, anything else running (a build's tail, a
// test run) would be counted against the pages' blocking time.
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import process from 'node:process';

/** A sample counts as quiet when the CPUs were idle this share of it; so many in a row make quiet. */
export const QUIET_IDLE_SHARE = 0.9;
export const QUIET_SAMPLES = 3;

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
  const sum = (/** @type {(t: (typeof list)[number]['times']) => number} */ of) =>
    list.reduce((total, cpu) => total + of(cpu.times), 0);
  return { idle: sum((t) => t.idle), total: sum((t) => t.user + t.nice + t.sys + t.idle + t.irq) };
}

/** The idle share of the CPU time between two readings (1 when none passed). */
export function idleShare(/** @type {CpuTimes} */ before, /** @type {CpuTimes} */ after) {
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

/**
 * Samples the CPUs until QUIET_SAMPLES quiet samples in a row, or until maxWaitMs (then the bench
 * goes on and says the machine stayed busy). `read` and `sleep` are the CPUs and the clock, for tests.
 * @param {WaitOptions} [options]
 * @returns {Promise<Settled>}
 */
export async function waitForQuietCpus({
  read = cpuTimes,
  sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  sampleMs = 1000,
  maxWaitMs = 90_000,
} = {}) {
  let [waitedMs, inARow, idle, previous] = [0, 0, 1, read()];
  while (waitedMs < maxWaitMs) {
    await sleep(sampleMs);
    waitedMs += sampleMs;
    const current = read();
    [idle, previous] = [idleShare(previous, current), current];
    inARow = idle >= QUIET_IDLE_SHARE ? inARow + 1 : 0;
    if (inARow >= QUIET_SAMPLES) return { quiet: true, waitedMs, idle };
  }
  return { quiet: false, waitedMs, idle };
}

/**
 * Flushes the disk (`sync`; Windows has none), then waits for quiet CPUs; syncMs: the flush's time.
 * @param {WaitOptions} [options]
 * @returns {Promise<Settled & { syncMs: number }>}
 */
export async function settleMachine(options) {
  const start = performance.now();
  if (process.platform !== 'win32') spawnSync('sync', { stdio: 'ignore' });
  const syncMs = performance.now() - start;
  return { ...(await waitForQuietCpus(options)), syncMs };
}
