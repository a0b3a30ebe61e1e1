// A Playwright fixture that fails a test when a request of its pages failed or was refused
// (a 4xx or 5xx answer, or no answer), and when the Content-Security-Policy blocked anything:
// with the browser tests served by Firebase's Hosting emulator and the project's firebase.json,
// this holds the shipped policy and hosting configuration to "nothing blocked, nothing missing".
// Navigations are left out (a test that visits an unknown path expects its 404 and says so), and
// so are requests cut short by leaving the page (net::ERR_ABORTED).
import { test as base, expect } from '@playwright/test';
import type { Request, Response } from '@playwright/test';

export interface NetworkFixtures {
  /** Requests a test expects to fail, matched against "METHOD URL: reason", e.g. [/\.js: blocked/]. */
  allowedFailedRequests: (string | RegExp)[];
  /** Failed requests and CSP violations recorded so far in this test. */
  failedRequests: string[];
}

/** Logs each CSP violation as a console error too, so that the console fixture names it. */
function reportPolicyViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `Content-Security-Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}`,
    );
  });
}

function matches(text: string, allowed: (string | RegExp)[]): boolean {
  return allowed.some((pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)));
}

export const test = base.extend<NetworkFixtures>({
  allowedFailedRequests: [[], { option: true }],

  failedRequests: [
    async ({ context, allowedFailedRequests }, use) => {
      const failures: string[] = [];
      const describe = (request: Request, reason: string) => `${request.method()} ${request.url()}: ${reason}`;
      const onFailed = (request: Request) => {
        const reason = request.failure()?.errorText ?? 'failed';
        if (reason !== 'net::ERR_ABORTED') failures.push(describe(request, reason));
      };
      const onResponse = (response: Response) => {
        const request = response.request();
        if (response.status() >= 400 && !request.isNavigationRequest()) {
          failures.push(describe(request, `HTTP ${response.status()}`));
        }
      };
      await context.addInitScript(reportPolicyViolations);
      context.on('requestfailed', onFailed);
      context.on('response', onResponse);
      await use(failures);
      context.off('requestfailed', onFailed);
      context.off('response', onResponse);

      const unexpected = failures.filter((failure) => !matches(failure, allowedFailedRequests));
      expect(unexpected, `failed or refused requests:\n  ${unexpected.join('\n  ')}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
