// Accessibility check with axe-core: WCAG 2.0 and 2.1, levels A and AA.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

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

/** Runs axe on the page and fails with a readable list of violations if there is any. */
export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  // Legacy mode runs axe.run() in the page itself. The default runs axe in each frame, then opens a
  // blank page to merge the results: a page started and closed at every check, which made each
  // check about a third slower on this machine (docs/testing.md). The site's only frames are
  // YouTube's embeds, which are not ours to check.
  let builder = new AxeBuilder({ page }).withTags(options.tags ?? WCAG_A_AA_TAGS).setLegacyMode(true);
  for (const selector of asList(options.include)) builder = builder.include(selector);
  for (const selector of asList(options.exclude)) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);

  const { violations } = await builder.analyze();
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
