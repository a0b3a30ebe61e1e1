// A Playwright fixture that fails a test when any page of its browser context logged a
// console error or threw an uncaught error, so "no console error on any page" holds everywhere.
import { test as base, expect } from '@playwright/test';
import type { ConsoleMessage, WebError } from '@playwright/test';

/** One console error or uncaught page error seen during a test. */
export interface ConsoleProblem {
  kind: 'console.error' | 'pageerror';
  text: string;
  /** Where it came from: the script location if known, else the page URL. */
  where: string;
}

export interface ConsoleFixtures {
  /**
   * Errors a test expects and tolerates, matched against the message text, e.g.
   * `test.use({ allowedConsoleErrors: [/Firebase: Error/] })`. Empty by default. Give one
   * pattern (with | for several): Playwright reads a two-element array as [value, options].
   */
  allowedConsoleErrors: (string | RegExp)[];
  /** Console errors and page errors recorded so far in this test (all pages of the context). */
  consoleErrors: ConsoleProblem[];
}

function isAllowed(problem: ConsoleProblem, allowed: (string | RegExp)[]): boolean {
  return allowed.some((pattern) =>
    typeof pattern === 'string' ? problem.text.includes(pattern) : pattern.test(problem.text),
  );
}

function format(problems: ConsoleProblem[]): string {
  const lines = problems.map((p, i) => {
    const text = p.text.split('\n').join('\n       ');
    return `  ${i + 1}. [${p.kind}] ${text}\n     on ${p.where || '(unknown)'}`;
  });
  return `${problems.length} console error(s) or page error(s) during the test:\n${lines.join('\n')}`;
}

export const test = base.extend<ConsoleFixtures>({
  allowedConsoleErrors: [[], { option: true }],

  consoleErrors: [
    async ({ context, allowedConsoleErrors }, use, testInfo) => {
      const problems: ConsoleProblem[] = [];

      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber, columnNumber } = message.location();
        problems.push({
          kind: 'console.error',
          text: message.text(),
          where: url ? `${url}:${lineNumber}:${columnNumber}` : (message.page()?.url() ?? ''),
        });
      };
      const onPageError = (webError: WebError) => {
        const error = webError.error();
        problems.push({
          kind: 'pageerror',
          text: error.stack && error.stack.includes(error.message) ? error.stack : `${error.name}: ${error.message}`,
          where: webError.page()?.url() ?? '',
        });
      };

      // Context-wide listeners also cover pages opened during the test (second tabs, popups).
      context.on('console', onConsole);
      context.on('weberror', onPageError);
      await use(problems);
      context.off('console', onConsole);
      context.off('weberror', onPageError);

      const unexpected = problems.filter((problem) => !isAllowed(problem, allowedConsoleErrors));
      if (unexpected.length > 0) {
        await testInfo.attach('console-errors.json', {
          body: JSON.stringify(unexpected, null, 2),
          contentType: 'application/json',
        });
      }
      expect(unexpected.length, format(unexpected)).toBe(0);
    },
    { auto: true },
  ],
});

export { expect };
