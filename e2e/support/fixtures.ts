// The `test` and `expect` every spec imports: Playwright's, plus the console-error guard.
// import { test, expect } from './support/fixtures';
export { test, expect } from './console';
export type { ConsoleFixtures, ConsoleProblem } from './console';
export { expectNoAxeViolations } from './axe';
export type { AxeCheckOptions } from './axe';
