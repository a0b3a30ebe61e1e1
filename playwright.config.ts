// Browser tests: Chromium against the production builds, served by Firebase's Hosting emulator
// with the project's firebase.json. Start them with `npm run test:e2e` (scripts/test/run-e2e.mjs): it
// finds or installs a browser, builds the sites, writes the emulators' configuration on free ports
// (.e2e/firebase.json), then runs Playwright with their addresses in the environment; Playwright
// starts the emulators as its web server (below) and stops them afterwards.
// Two projects:
// - "demo": every spec but e2e/firebase/, on the demo build (dist/, the embedded demo backend);
// - "firebase-emulators": e2e/firebase/, on a Firebase build wired to the emulators (the real
//   SDK against the Auth emulator; the database emulator cannot run here, so it never answers).
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findInstalledChromiumSync } from './scripts/test/find-chromium.mjs';

const CI = Boolean(process.env.CI);

/** A setting scripts/test/run-e2e.mjs gives, or an error that says to start the tests with it. */
function fromRunE2e(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: start the browser tests with \`npm run test:e2e\`, which builds the sites ` +
        "and configures Firebase's emulators for them.",
    );
  }
  return value;
}

/**
 * Firebase's Hosting emulator serving both builds, and the Auth emulator, in one firebase-tools
 * process (its configuration written by scripts/test/run-e2e.mjs), as the web server that Playwright
 * starts before the tests and stops after them (SIGINT, so that they shut down cleanly). Its output
 * goes to .e2e/emulators.log (the Hosting emulator logs every request). Ready once the emulator
 * build's site answers: firebase-tools starts Hosting last, both sites at once.
 */
const emulators = {
  name: "Firebase's Hosting and Auth emulators",
  command:
    `node node_modules/firebase-tools/lib/bin/firebase.js emulators:start --only hosting,auth ` +
    `--config ${fromRunE2e('E2E_EMULATORS_CONFIG')} --project ${fromRunE2e('E2E_PROJECT_ID')} > .e2e/emulators.log 2>&1`,
  url: fromRunE2e('E2E_FIREBASE_URL'),
  // A bound against a hang: on the shared machine, eight sessions at once, firebase-tools took
  // more than 90 s to start.
  timeout: 180_000,
  gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
} as const;

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Set by scripts/test/run-e2e.mjs. When Playwright is started otherwise (an editor, --ui), an
    // installed Chromium or Chrome is used, else Playwright's own download.
    executablePath: process.env.CHROMIUM_PATH || findInstalledChromiumSync(),
    args: [...chromiumArgs],
  },
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  // Bounds against a hang, not timings. Two workers share two cores with the emulators: beside
  // the other worker running axe, a page's app takes up to 5 s to start (1 to 1.5 s alone), and
  // a studio test up to 25 s (about 15 s alone).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: { trace: 'on-first-retry' },
  webServer: emulators,
  projects: [
    {
      name: 'demo',
      testIgnore: 'firebase/**',
      use: { ...browser, baseURL: fromRunE2e('E2E_DEMO_URL') },
    },
    {
      name: 'firebase-emulators',
      testMatch: 'firebase/**/*.spec.ts',
      use: { ...browser, baseURL: fromRunE2e('E2E_FIREBASE_URL') },
    },
  ],
});
