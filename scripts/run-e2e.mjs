#!/usr/bin/env node
// `npm run test:e2e`: the browser tests against the production builds, served by Firebase's own
// Hosting emulator with the project's firebase.json (headers, Content-Security-Policy, rewrites,
// clean URLs, 404 page).
//   1. find (or install) a Chromium with scripts/find-chromium.mjs;
//   2. build the demo site into dist/ (`npm run build`), and a Firebase build wired to the
//      emulators into .e2e/dist-emulators/ (a demo-* project, on ports chosen now);
//   3. start the emulators on free ports (scripts/firebase-emulators.mjs): a Hosting emulator
//      serving dist/ on E2E_PORT, and a Hosting emulator serving the emulator build together
//      with the Auth emulator; say what was started;
//   4. run `playwright test` (the "demo" project on the first site, the "firebase-emulators"
//      project on the second), forwarding extra arguments and the exit code;
//   5. stop the emulators, whatever happened.
// Examples: `npm run test:e2e -- e2e/smoke.spec.ts`, `npm run test:e2e -- --grep 404`.
// E2E_SKIP_BUILD=1 reuses the existing dist/ (quicker when only tests changed); the emulator
// build, a few seconds, is made on every run since its ports change.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { constants } from 'node:os';
import { join, relative } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';
import { E2E_DIR, EMULATOR_PROJECT_ID, HOST, freePort, startEmulators } from './firebase-emulators.mjs';

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

async function build(label, env) {
  say(`Building ${label} (npm run build)…`);
  const code = await run('npm', ['run', 'build'], { ...process.env, ...env });
  if (code !== 0) {
    say(
      `The build of ${label} failed (npm run build exited with code ${code}), so the browser tests ` +
        'cannot run. Fix the build error printed above, then run npm run test:e2e again.',
    );
    process.exit(code || 1);
  }
}

let chromiumPath;
try {
  chromiumPath = await findChromium();
} catch (error) {
  say(error instanceof Error ? error.message : String(error));
  say('The browser tests cannot run without a browser; stopping.');
  process.exit(1);
}

const demoPort = Number(process.env.E2E_PORT || 4173);
const [firebaseSitePort, authPort, databasePort, storagePort] = await Promise.all([
  freePort(),
  freePort(),
  freePort(),
  freePort(),
]);
const emulatorDist = join(E2E_DIR, 'dist-emulators');

if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(projectRoot, 'dist', 'index.html'))) {
  say('E2E_SKIP_BUILD=1: testing the existing dist/ without rebuilding it.');
} else {
  await build('the demo site into dist/', {});
}
// No database or storage emulator runs (they need Java): their ports stay closed, so a page that
// reads the database gets no answer, which some tests want.
await build(`the Firebase site for the emulators into ${relative(projectRoot, emulatorDist)}/`, {
  BUILD_OUT_DIR: emulatorDist,
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_DATABASE_URL: `https://${EMULATOR_PROJECT_ID}-default-rtdb.firebaseio.com`,
  VITE_FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
  VITE_FIREBASE_STORAGE_BUCKET: `${EMULATOR_PROJECT_ID}.appspot.com`,
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
  VITE_FIREBASE_EMULATORS: 'true',
  VITE_FIREBASE_AUTH_EMULATOR_PORT: String(authPort),
  VITE_FIREBASE_DATABASE_EMULATOR_PORT: String(databasePort),
  VITE_FIREBASE_STORAGE_EMULATOR_PORT: String(storagePort),
});

/**
 * The emulator build talks to the emulators over plain http and ws on 127.0.0.1, which the
 * production policy rightly refuses: its site gets the same policy with those origins added to
 * connect-src (and the database's to frame-src, as its hosts are in production), nothing else.
 */
async function emulatorSitePolicy() {
  const config = JSON.parse(await readFile(join(projectRoot, 'firebase.json'), 'utf8'));
  const policy = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy').value;
  const emulatorOrigins = [
    `http://${HOST}:${authPort}`,
    `ws://${HOST}:${databasePort}`,
    `http://${HOST}:${storagePort}`,
  ];
  return policy
    .replace(/connect-src ([^;]*)/, (_, sources) => `connect-src ${sources} ${emulatorOrigins.join(' ')}`)
    .replace(/frame-src ([^;]*)/, (_, sources) => `frame-src ${sources} http://${HOST}:${databasePort}`);
}

const started = [];
async function stopAll() {
  await Promise.all(started.map((emulators) => emulators.stop()));
  if (started.length > 0) say(`Stopped Firebase's emulators (their logs are in ${relative(projectRoot, E2E_DIR)}/).`);
  started.length = 0;
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopAll().then(() => process.exit(143)));

let testCode = 1;
try {
  say('Starting Firebase\'s emulators (firebase-tools of package.json, project "demo-portfolio")…');
  started.push(await startEmulators({ name: 'demo', publicDir: join(projectRoot, 'dist'), hostingPort: demoPort }));
  say(`Started the Hosting emulator on http://${HOST}:${demoPort}, serving dist/ (the demo site).`);
  started.push(
    await startEmulators({
      name: 'firebase',
      publicDir: emulatorDist,
      hostingPort: firebaseSitePort,
      authPort,
      policy: await emulatorSitePolicy(),
    }),
  );
  say(
    `Started the Hosting emulator on http://${HOST}:${firebaseSitePort}, serving the Firebase site ` +
      `built for the emulators, and the Auth emulator on http://${HOST}:${authPort}. Both Hosting ` +
      'emulators use firebase.json (headers, rewrites, clean URLs, 404 page).',
  );
  say(`Running the browser tests with Chromium at ${chromiumPath}…`);
  testCode = await run('npx', ['--no', '--', 'playwright', 'test', ...process.argv.slice(2)], {
    ...process.env,
    CHROMIUM_PATH: chromiumPath,
    E2E_DEMO_URL: `http://${HOST}:${demoPort}`,
    E2E_FIREBASE_URL: `http://${HOST}:${firebaseSitePort}`,
    E2E_AUTH_EMULATOR_URL: `http://${HOST}:${authPort}`,
    E2E_DATABASE_EMULATOR_PORT: String(databasePort),
    E2E_PROJECT_ID: EMULATOR_PROJECT_ID,
  });
  if (testCode !== 0) say(`Browser tests failed (playwright test exited with code ${testCode}).`);
} catch (error) {
  say(error instanceof Error ? error.message : String(error));
} finally {
  await stopAll();
}
process.exit(testCode);
