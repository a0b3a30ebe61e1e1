// The `test` and `expect` every spec imports: Playwright's, plus the console-error guard and the
// failed-request and CSP guard.
// import { test, expect } from './support/fixtures';
import { mergeTests } from '@playwright/test';
import { test as consoleTest } from './console';
import { test as networkTest } from './network';

export const test = mergeTests(consoleTest, networkTest);
export { expect } from '@playwright/test';
export type { ConsoleFixtures, ConsoleProblem } from './console';
export type { NetworkFixtures } from './network';
export { expectNoAxeViolations } from './axe';
export type { AxeCheckOptions } from './axe';
