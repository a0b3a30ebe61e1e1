#!/usr/bin/env node
// `npm run test:e2e`: the browser tests against the production build.
//   1. find (or install) a Chromium with scripts/find-chromium.mjs;
//   2. build the site with `npm run build` (vite build and prerendering) (the tests drive dist/, served by `vite preview`);
//   3. run `playwright test` with CHROMIUM_PATH set, forwarding extra arguments and the exit code.
// Examples: `npm run test:e2e -- e2e/smoke.spec.ts`, `npm run test:e2e -- --grep 404`.
// E2E_SKIP_BUILD=1 reuses the existing dist/ (quicker when only tests changed).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

function say(message) {
  process.stderr.write(`[e2e] ${message}\n`);
}

/** Runs a command with inherited output; resolves with an exit code (128 + n if killed). */
function run(command, args, env = process.env) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      env,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    // Pass a CI timeout or Ctrl-C on to the child, then exit with its code.
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      say(`Could not start ${command}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolvePromise(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0));
    });
  });
}

let chromiumPath;
try {
  chromiumPath = await findChromium();
} catch (error) {
  say(error instanceof Error ? error.message : String(error));
  say('The browser tests cannot run without a browser; stopping.');
  process.exit(1);
}

if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(projectRoot, 'dist', 'index.html'))) {
  say('E2E_SKIP_BUILD=1: testing the existing dist/ without rebuilding.');
} else {
  say('Building the production site (npm run build)…');
  const buildCode = await run('npm', ['run', 'build']);
  if (buildCode !== 0) {
    say(
      `The production build failed (npm run build exited with code ${buildCode}), so the browser ` +
        'tests cannot run. Fix the build error printed above, then run npm run test:e2e again.',
    );
    process.exit(buildCode || 1);
  }
}

say(`Running the browser tests with Chromium at ${chromiumPath}…`);
const testCode = await run('npx', ['--no', '--', 'playwright', 'test', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromiumPath,
});
if (testCode !== 0) say(`Browser tests failed (playwright test exited with code ${testCode}).`);
process.exit(testCode);
