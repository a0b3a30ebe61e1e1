// Browser tests: Chromium against the production builds, served by Firebase's Hosting emulator
// with the project's firebase.json. Start them with `npm run test:e2e` (scripts/run-e2e.mjs): it
// finds or installs a browser, builds the sites, starts the emulators on free ports, then runs
// Playwright with their addresses in the environment, and stops the emulators afterwards.
// Two projects:
// - "demo": every spec but e2e/firebase/, on the demo build (dist/, the embedded demo backend);
// - "firebase-emulators": e2e/firebase/, on a Firebase build wired to the emulators (the real
//   SDK against the Auth emulator; the database emulator cannot run here, so it never answers).
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findInstalledChromiumSync } from './scripts/find-chromium.mjs';

const CI = Boolean(process.env.CI);

function serverUrl(name: string): string {
  const url = process.env[name];
  if (!url) {
    throw new Error(
      `${name} is not set: start the browser tests with \`npm run test:e2e\`, which builds the sites ` +
        "and starts Firebase's emulators for them.",
    );
  }
  return url;
}

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Set by scripts/run-e2e.mjs. When Playwright is started otherwise (an editor, --ui), an
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
  projects: [
    {
      name: 'demo',
      testIgnore: 'firebase/**',
      use: { ...browser, baseURL: serverUrl('E2E_DEMO_URL') },
    },
    {
      name: 'firebase-emulators',
      testMatch: 'firebase/**/*.spec.ts',
      use: { ...browser, baseURL: serverUrl('E2E_FIREBASE_URL') },
    },
  ],
});
