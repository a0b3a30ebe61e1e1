import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Metric } from 'web-vitals';

const webVitals = vi.hoisted(() => ({
  onLCP: vi.fn(),
  onCLS: vi.fn(),
  onINP: vi.fn(),
  onFCP: vi.fn(),
  onTTFB: vi.fn(),
}));

vi.mock('web-vitals', () => webVitals);

type Registrar = (typeof webVitals)[keyof typeof webVitals];
const REGISTRARS: [Metric['name'], Registrar][] = [
  ['LCP', webVitals.onLCP],
  ['CLS', webVitals.onCLS],
  ['INP', webVitals.onINP],
  ['FCP', webVitals.onFCP],
  ['TTFB', webVitals.onTTFB],
];

function metric(name: Metric['name'], value: number): Metric {
  return {
    name,
    value,
    delta: value,
    rating: 'good',
    id: `v5-${name}`,
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
  };
}

/** Lets the dynamic import and its `then` run. */
async function settle(): Promise<void> {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

async function load() {
  vi.resetModules();
  return import('../report-web-vitals');
}

/** Calls the handler each registrar was given, as web-vitals would when a metric is ready. */
function fireAll(): void {
  for (const [name, registrar] of REGISTRARS) {
    const handler = registrar.mock.calls[0]?.[0] as ((m: Metric) => void) | undefined;
    handler?.(metric(name, name === 'CLS' ? 0.004 : 1234));
  }
}

let info: MockInstance<typeof console.info>;

beforeEach(() => {
  for (const [, registrar] of REGISTRARS) registrar.mockClear();
  info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
  info.mockRestore();
});

describe('reportWebVitals in production', () => {
  beforeEach(() => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('PROD', true);
  });

  it('does nothing, and loads nothing, without a callback', async () => {
    const { reportWebVitals } = await load();
    reportWebVitals();
    await settle();
    for (const [, registrar] of REGISTRARS) expect(registrar).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });

  it('reports LCP, CLS, INP, FCP and TTFB to the callback, without logging', async () => {
    const { reportWebVitals } = await load();
    const onReport = vi.fn<(m: Metric) => void>();
    reportWebVitals(onReport);
    expect(onReport).not.toHaveBeenCalled();
    await settle();
    for (const [, registrar] of REGISTRARS) expect(registrar).toHaveBeenCalledTimes(1);
    fireAll();
    expect(onReport.mock.calls.map(([m]) => m.name)).toEqual(['LCP', 'CLS', 'INP', 'FCP', 'TTFB']);
    expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ name: 'CLS', value: 0.004 }));
    expect(info).not.toHaveBeenCalled();
  });
});

describe('reportWebVitals in development', () => {
  beforeEach(() => {
    vi.stubEnv('DEV', true);
    vi.stubEnv('PROD', false);
  });

  it('logs every metric with console.info when no callback is given', async () => {
    const { reportWebVitals } = await load();
    reportWebVitals();
    await settle();
    fireAll();
    expect(info).toHaveBeenCalledTimes(5);
    expect(info.mock.calls.map(([text]) => String(text))).toEqual([
      expect.stringContaining('LCP 1234'),
      expect.stringContaining('CLS 0.004'),
      expect.stringContaining('INP 1234'),
      expect.stringContaining('FCP 1234'),
      expect.stringContaining('TTFB 1234'),
    ]);
  });

  it('logs and calls the callback when one is given', async () => {
    const { reportWebVitals } = await load();
    const onReport = vi.fn<(m: Metric) => void>();
    reportWebVitals(onReport);
    await settle();
    fireAll();
    expect(onReport).toHaveBeenCalledTimes(5);
    expect(info).toHaveBeenCalledTimes(5);
  });
});
