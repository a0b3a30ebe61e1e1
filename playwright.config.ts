// Browser tests: Chromium against the production build served by `vite preview`.
// Start them with `npm run test:e2e` (scripts/run-e2e.mjs): it finds or installs a browser,
// builds the site, then runs Playwright with CHROMIUM_PATH set.
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findInstalledChromiumSync } from './scripts/find-chromium.mjs';

const CI = Boolean(process.env.CI);
/** E2E_PORT moves the server, e.g. to run two checkouts' browser tests side by side. */
const PORT = Number(process.env.E2E_PORT || 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Set by scripts/run-e2e.mjs. When Playwright is started directly (an editor, --ui),
          // an installed Chromium or Chrome is used, else Playwright's own download.
          executablePath: process.env.CHROMIUM_PATH || findInstalledChromiumSync(),
          args: [...chromiumArgs],
        },
      },
    },
  ],
  // The build itself is done by scripts/run-e2e.mjs; this only serves dist/.
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
