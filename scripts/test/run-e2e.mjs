#!/usr/bin/env node
// `npm run test:e2e`: the browser tests against the production builds, served by Firebase's own
// Hosting emulator with the project's firebase.json (headers, Content-Security-Policy, rewrites,
// clean URLs, 404 page).
//   1. find (or install) a Chromium with scripts/test/find-chromium.mjs;
//   2. build the demo site into dist/ (`npm run build`, the Firebase settings emptied), and a
//      Firebase build wired to the emulators into .e2e/dist-emulators/ (a demo-* project, on ports
//      chosen now, its "connection is slow" notice after E2E_STALL_AFTER_MS rather than 10 s);
//   3. for the whole suite (no arguments, as `npm test` runs it): check what the two builds hold
//      and load (tests/build/, `npm run test:build`), from their files, without a browser;
//   4. write the emulators' configurations (scripts/test/firebase-emulators.mjs) and run
//      `playwright test`, which starts them as its web servers (playwright.config.ts): a Hosting
//      emulator serving dist/ (on E2E_PORT if set) for the "demo" project, and one serving the emulator
//      build with the Auth emulator for the "firebase-emulators" project; it stops them at the end.
//      Extra arguments go to Playwright; the exit code is the first failure's.
// Examples: `npm run test:e2e -- e2e/gallery.spec.ts`, `npm run test:e2e -- --grep 404`.
// E2E_SKIP_BUILD=1 reuses the existing dist/ (quicker when only tests changed); the emulator
// build, a few seconds, is made on every run since its ports change.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { join, relative } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';
import {
  E2E_DIR,
  EMULATOR_PROJECT_ID,
  HOST,
  freePort,
  policyWith,
  writeEmulatorConfig,
} from './firebase-emulators.mjs';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
/**
 * How long the emulator build's pages wait for the database (which never answers there) before
 * their notice: the notice's test sees it twice, and need not wait 10 s each time.
 */
const STALL_AFTER_MS = 2_000;

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
    // Pass a CI timeout or Ctrl-C on to the child (Playwright then stops its web servers).
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

const FIREBASE_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_DATABASE_URL',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_EMULATORS',
];
/**
 * The demo build, whatever .env files say: variables set when Vite starts win over them, and an
 * empty Firebase setting makes the demo backend. The sample set of works, never the bench's.
 */
const DEMO_ENV = { ...Object.fromEntries(FIREBASE_SETTINGS.map((name) => [name, ''])), VITE_DEMO_SEED_SIZE: '' };

// Free ports, as several runs may share a machine; E2E_PORT fixes the demo site's.
const [demoPort, firebaseSitePort, authPort, databasePort, storagePort] = await Promise.all([
  process.env.E2E_PORT ? Number(process.env.E2E_PORT) : freePort(),
  freePort(),
  freePort(),
  freePort(),
  freePort(),
]);
const emulatorDist = join(E2E_DIR, 'dist-emulators');

if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(projectRoot, 'dist', 'index.html'))) {
  say('E2E_SKIP_BUILD=1: testing the existing dist/ without rebuilding it.');
} else {
  await build('the demo site into dist/', DEMO_ENV);
}
// The site with 1,000 works per gallery (issue 32: e2e/reading-order.spec.ts opens a work's page and
// a removed work's address of it), for the whole suite or a run that names that spec: its pages
// but the two work pages the spec opens are left to the app shell, as the other 5,998 would take
// minutes to prerender. About 40 s of build on 2 quiet cores.
const thousandDist = join(E2E_DIR, 'dist-thousand');
const wantsThousand = process.argv.length <= 2 || process.argv.slice(2).some((arg) => arg.includes('reading-order'));
if (wantsThousand && !(process.env.E2E_SKIP_BUILD === '1' && existsSync(join(thousandDist, 'index.html')))) {
  await build(`the site with 1,000 works per gallery into ${relative(projectRoot, thousandDist)}/`, {
    ...DEMO_ENV,
    BUILD_OUT_DIR: thousandDist,
    VITE_DEMO_SEED_SIZE: '1000',
    PRERENDER_ONLY_WORKS: '/aquarelles/1500,/aquarelles/31',
  });
}
// No database or storage emulator runs (they need Java): their ports stay closed, so a page that
// reads the database gets no answer, which some tests want.
await build(`the Firebase site for the emulators into ${relative(projectRoot, emulatorDist)}/`, {
  BUILD_OUT_DIR: emulatorDist,
  VITE_DEMO_SEED_SIZE: '',
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
  VITE_STALL_AFTER_MS: String(STALL_AFTER_MS),
});

let exitCode = 0;
const wholeSuite = process.argv.length <= 2;
if (wholeSuite) {
  say('Checking what the builds hold and load (npm run test:build)…');
  const code = await run('npm', ['run', 'test:build']);
  if (code !== 0) {
    say(
      `The checks of the builds failed (npm run test:build exited with code ${code}); running the browser tests anyway.`,
    );
    exitCode = code;
  }
}

/**
 * The emulator build talks to the emulators over plain http and ws on 127.0.0.1, which the
 * production policy rightly refuses: its site gets the same policy with those origins added to
 * connect-src (and the database's to frame-src, as its hosts are in production), nothing else.
 */
const emulatorSitePolicy = await policyWith({
  connectSources: [`http://${HOST}:${authPort}`, `ws://${HOST}:${databasePort}`, `http://${HOST}:${storagePort}`],
  frameSources: [`http://${HOST}:${databasePort}`],
});
const demoConfig = await writeEmulatorConfig({
  name: 'demo',
  publicDir: join(projectRoot, 'dist'),
  hostingPort: demoPort,
});
const firebaseConfig = await writeEmulatorConfig({
  name: 'firebase',
  publicDir: emulatorDist,
  hostingPort: firebaseSitePort,
  authPort,
  policy: emulatorSitePolicy,
});
say(
  `Playwright starts Firebase's emulators (firebase-tools of package.json, project "${EMULATOR_PROJECT_ID}", ` +
    `configurations in ${relative(projectRoot, E2E_DIR)}/): a Hosting emulator on http://${HOST}:${demoPort} ` +
    `serving dist/ (the demo site), and one on http://${HOST}:${firebaseSitePort} serving the Firebase site ` +
    `built for the emulators, with the Auth emulator on http://${HOST}:${authPort}. Both use firebase.json ` +
    '(headers, rewrites, clean URLs, 404 page).',
);
say(`Running the browser tests with Chromium at ${chromiumPath}…`);
const testCode = await run('npx', ['--no', '--', 'playwright', 'test', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromiumPath,
  E2E_DEMO_URL: `http://${HOST}:${demoPort}`,
  E2E_DEMO_EMULATORS: relative(projectRoot, demoConfig),
  E2E_FIREBASE_URL: `http://${HOST}:${firebaseSitePort}`,
  E2E_FIREBASE_EMULATORS: relative(projectRoot, firebaseConfig),
  E2E_AUTH_EMULATOR_URL: `http://${HOST}:${authPort}`,
  E2E_DATABASE_EMULATOR_PORT: String(databasePort),
  E2E_PROJECT_ID: EMULATOR_PROJECT_ID,
  E2E_STALL_AFTER_MS: String(STALL_AFTER_MS),
  ...(wantsThousand && { E2E_THOUSAND_DIST: thousandDist }),
});
if (testCode !== 0) {
  say(
    `Browser tests failed (playwright test exited with code ${testCode}). Firebase's emulators wrote ` +
      `their output to ${relative(projectRoot, E2E_DIR)}/emulators.demo.log and emulators.firebase.log.`,
  );
}
process.exit(exitCode || testCode);
