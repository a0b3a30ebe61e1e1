// Accessibility check with axe-core: WCAG 2.0 and 2.1, levels A and AA.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { waitForAnimationsToFinish } from './animations';

type Violation = AxeResults['violations'][number];

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_A_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeCheckOptions {
  /** CSS selectors to limit the check to (default: the whole page). */
  include?: string | string[];
  /** CSS selectors to leave out, e.g. a third-party iframe. */
  exclude?: string | string[];
  /** axe rule ids to skip, each with a reason in the calling test, e.g. ['color-contrast']. */
  disableRules?: string[];
  /** axe tags to check (default: WCAG 2.0/2.1 A and AA). */
  tags?: string[];
}

function asList(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function formatViolation(violation: Violation, index: number): string {
  const nodes = violation.nodes.map((node) => {
    const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' ');
    const summary = (node.failureSummary ?? '')
      .split('\n')
      .map((line) => `         ${line}`)
      .join('\n');
    return `     - ${target}\n       ${node.html.slice(0, 200)}\n${summary}`;
  });
  return [
    `  ${index + 1}. [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))`,
    `     ${violation.helpUrl}`,
    ...nodes,
  ].join('\n');
}

/**
 * Runs axe on the page and fails with a readable list of violations if there is any.
 *
 * axe runs in the page itself, put there once per document. @axe-core/playwright, tried first, put
 * its 550 kB source into the page twice per check, returned every passing rule's elements as well,
 * and by default opened a blank page per check to merge the frames' results: each check cost 600
 * to 850 ms against 250 ms here (docs/testing.md). Frames are left out (`iframes: false`): the
 * site's only frames are YouTube's embeds, which are not ours to check.
 */
export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  const include = asList(options.include);
  const exclude = asList(options.exclude);
  const context: ElementContext = include.length
    ? { include: include.map((selector) => [selector]), exclude: exclude.map((selector) => [selector]) }
    : { exclude: exclude.map((selector) => [selector]) };
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: options.tags ?? WCAG_A_AA_TAGS },
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
    iframes: false,
  };
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  await waitForAnimationsToFinish(page);
  // Passed and returned untyped: Playwright's check that they serialise recurses too deep into
  // axe's types.
  const violations = (await page.evaluate(
    async ({ context, runOptions }): Promise<unknown> => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      return (await axe.run(context as ElementContext, runOptions as RunOptions)).violations;
    },
    { context: context as unknown, runOptions: runOptions as unknown },
  )) as Violation[];
  if (violations.length > 0) {
    try {
      await test.info().attach('axe-violations.json', {
        body: JSON.stringify(violations, null, 2),
        contentType: 'application/json',
      });
    } catch {
      // called outside a running test: the message below is enough
    }
  }
  const message =
    `${violations.length} accessibility violation(s) (WCAG 2.0/2.1 A and AA) on ${page.url()}:\n` +
    violations.map(formatViolation).join('\n');
  expect(violations.length, message).toBe(0);
}
