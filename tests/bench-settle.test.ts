// @vitest-environment node
/**
 * The benchmark's wait for a quiet machine (settleMachine in scripts/bench/bench.mjs), with CPUs that report
 * the idle shares a test gives them.
 */
import { describe, expect, it } from 'vitest';
import {
  QUIET_IDLE_SHARE,
  QUIET_SAMPLES,
  cpuTimes,
  idleShare,
  settleMachine,
  waitForQuietCpus,
  type CpuTimes,
} from '../scripts/bench/bench.mjs';

/** A reader whose successive samples (1,000 ms of CPU time each) are idle at the given shares. */
function cpusIdleAt(shares: number[]) {
  let reading: CpuTimes = { idle: 0, total: 0 };
  let next = 0;
  let calls = 0;
  return {
    read: () => {
      calls += 1;
      // The first read is the starting point; every later one adds a sample.
      if (calls > 1) {
        const share = shares[Math.min(next, shares.length - 1)]!;
        next += 1;
        reading = { idle: reading.idle + share * 1000, total: reading.total + 1000 };
      }
      return reading;
    },
  };
}

const noWait = () => Promise.resolve();

describe('idleShare', () => {
  it('is the idle part of the CPU time between two readings, of all CPUs together', () => {
    const times = (user: number, idle: number) => ({ user, nice: 0, sys: 0, idle, irq: 0 });
    const before = cpuTimes([{ times: times(100, 100) }, { times: times(100, 100) }]);
    const after = cpuTimes([{ times: times(1000, 200) }, { times: times(100, 1000) }]);
    expect(idleShare(before, after)).toBeCloseTo(1000 / 1900);
  });

  it('counts no time passed as idle', () => {
    expect(idleShare({ idle: 5, total: 10 }, { idle: 5, total: 10 })).toBe(1);
  });
});

describe('waitForQuietCpus', () => {
  it(`is done after ${QUIET_SAMPLES} quiet samples in a row`, async () => {
    const busy = QUIET_IDLE_SHARE - 0.2;
    const { read } = cpusIdleAt([busy, busy, 0.95, busy, 0.95, 0.97, 0.99, busy]);
    await expect(waitForQuietCpus({ read, sleep: noWait, sampleMs: 1000 })).resolves.toEqual({
      quiet: true,
      waitedMs: 7000,
      idle: 0.99,
    });
  });

  it('gives up at its bound on a machine that stays busy, and says so', async () => {
    const { read } = cpusIdleAt([0.5]);
    await expect(waitForQuietCpus({ read, sleep: noWait, sampleMs: 1000, maxWaitMs: 5000 })).resolves.toEqual({
      quiet: false,
      waitedMs: 5000,
      idle: 0.5,
    });
  });

  it('waits one sample between readings', async () => {
    const waits: number[] = [];
    const { read } = cpusIdleAt([1]);
    await waitForQuietCpus({ read, sleep: async (ms) => void waits.push(ms), sampleMs: 250 });
    expect(waits).toEqual(Array(QUIET_SAMPLES).fill(250));
  });
});

describe('settleMachine', () => {
  it('flushes the disk, then waits for the CPUs, and says how long the flush took', async () => {
    const { read } = cpusIdleAt([1]);
    const settled = await settleMachine({ read, sleep: noWait });
    expect(settled).toMatchObject({ quiet: true, waitedMs: QUIET_SAMPLES * 1000, idle: 1 });
    expect(settled.syncMs).toBeGreaterThanOrEqual(0);
  });
});
