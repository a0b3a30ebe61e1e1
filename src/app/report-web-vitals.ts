/**
 * Core Web Vitals (LCP, CLS, INP, FCP, TTFB) for the spec's optional performance-metrics
 * callback. Off by default: without a callback nothing is loaded, except in development, where
 * each metric is logged to the console. `web-vitals` is imported on demand, so it never
 * weighs on the first paint.
 */
import type { Metric } from 'web-vitals';

export type { Metric };
export type ReportHandler = (metric: Metric) => void;

function logMetric(metric: Metric): void {
  console.info(
    `[web-vitals] ${metric.name} ${metric.value.toFixed(metric.name === 'CLS' ? 3 : 0)} (${metric.rating})`,
    metric,
  );
}

export function reportWebVitals(onReport?: ReportHandler): void {
  const handlers: ReportHandler[] = [];
  if (import.meta.env.DEV) handlers.push(logMetric);
  if (onReport) handlers.push(onReport);
  if (handlers.length === 0) return;

  const report: ReportHandler = (metric) => {
    for (const handler of handlers) handler(metric);
  };
  import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      onLCP(report);
      onCLS(report);
      onINP(report);
      onFCP(report);
      onTTFB(report);
    })
    .catch((error: unknown) => {
      // Measuring is optional: a chunk that failed to load (offline, new deployment) must not
      // turn into an uncaught error on the page.
      if (import.meta.env.DEV) console.warn('[web-vitals] could not be loaded', error);
    });
}
