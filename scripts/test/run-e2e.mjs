#!/usr/bin/env node
// `npm run test:e2e [-- <playwright arguments>]`: finds the browser, builds the sites, writes the
// emulators' configuration on free ports (.e2e/firebase.json), then runs Playwright, which starts
// Firebase's Hosting and Auth emulators (playwright.config.ts). Steps and options (E2E_SKIP_BUILD,
// E2E_PORT, CHROMIUM_PATH): docs/testing.md. The exit code is the first failure's.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import process from 'node:process';
import { findChromium } from './find-chromium.mjs';
import { makeHeroCrops } from '../assets/hero-crops.mjs';
import { ROOT as root, start } from '../command-line.mjs';

const E2E_DIR = join(root, '.e2e');
const HOST = '127.0.0.1';
/** A demo-* project id: the emulators then never reach a real project, and need no login. */
const PROJECT_ID = 'demo-portfolio';
/** The emulator build's "connection is slow" delay, shortened from 10 s for its tests. */
const STALL_AFTER_MS = 2_000;
/** One empty Firebase setting makes a demo build whatever the .env files say (src/backend/firebase-env.ts). */
const DEMO = { VITE_FIREBASE_PROJECT_ID: '', VITE_FIREBASE_EMULATORS: '' };
/** firebase-tools serves the second and third hosting sites of a configuration 5 and 6 ports above the first. */
const SITE_OFFSETS = [5, 6];

const say = (message) => process.stderr.write(`[e2e] ${message}\n`);

/** A TCP port nothing listens on now (`port` 0: any). */
function freePort(port = 0) {
  return new Promise((resolve) => {
    const server = createServer().unref();
    server.on('error', () => resolve(undefined));
    server.listen(port, HOST, () => {
      const { port: listened } = server.address();
      server.close(() => resolve(listened));
    });
  });
}

/**
 * Builds a site with `npm run build`, its output printed whole when it ends: the builds run at
 * once, and their lines would otherwise interleave.
 */
async function build(label, env) {
  say(`Building ${label} (npm run build)…`);
  const { code, output } = await start('npm', ['run', 'build'], { env: { ...process.env, ...env }, capture: true });
  process.stdout.write(`> ${label}: ${code === 0 ? 'built' : `FAILED (exit code ${code})`}\n${output}\n`);
  if (code !== 0) {
    say(`The build of ${label} failed (exit code ${code}): fix the error above, then run npm run test:e2e again.`);
    process.exit(code || 1);
  }
}

let browser;
try {
  browser = await findChromium();
} catch (error) {
  say(`${error instanceof Error ? error.message : error} The browser tests cannot run without a browser.`);
  process.exit(1);
}

// Free ports (several runs may share a machine), the demo site's with the other sites' free too.
let demoPort = Number(process.env.E2E_PORT) || undefined;
const othersFree = async (port) => (await Promise.all(SITE_OFFSETS.map((o) => freePort(port + o)))).every(Boolean);
while (!demoPort || !(await othersFree(demoPort))) demoPort = await freePort();
const [sitePort, thousandPort] = SITE_OFFSETS.map((offset) => demoPort + offset);
const [authPort, databasePort, storagePort, hubPort, loggingPort] = await Promise.all(
  [1, 2, 3, 4, 5].map(() => freePort()),
);

// The sites are built at once: each build keeps about 1.4 cores busy, one after the other they
// left the second core half idle. Each server bundle goes to a folder of its own. The hero's
// portrait crops, which each build would otherwise write at the same time, are made first.
await makeHeroCrops();
const builds = [];
if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(root, 'dist', 'index.html'))) {
  say('E2E_SKIP_BUILD=1: testing the existing dist/ without rebuilding it.');
} else {
  builds.push(build('the demo site into dist/', { ...DEMO, VITE_DEMO_SEED_SIZE: '' }));
}
// The site with 1,000 works per gallery, for e2e/reading-order.spec.ts (the whole suite or a run
// naming it), prerendering only the two work pages it opens: 5,998 more take minutes.
const thousandDist = join(E2E_DIR, 'dist-thousand');
const wantsThousand = process.argv.length <= 2 || process.argv.slice(2).some((arg) => arg.includes('reading-order'));
if (wantsThousand && !(process.env.E2E_SKIP_BUILD === '1' && existsSync(join(thousandDist, 'index.html')))) {
  builds.push(
    build('the site with 1,000 works per gallery into .e2e/dist-thousand/', {
      ...DEMO,
      BUILD_OUT_DIR: thousandDist,
      BUILD_SSR_OUT_DIR: join(E2E_DIR, 'dist-thousand-ssr'),
      VITE_DEMO_SEED_SIZE: '1000',
      PRERENDER_ONLY_WORKS: '/aquarelles/1500,/aquarelles/31',
    }),
  );
}
// No database or storage emulator runs (they need Java): their ports stay closed, so a page that
// reads the database gets no answer, which some tests want.
const emulatorDist = join(E2E_DIR, 'dist-emulators');
builds.push(
  build('the Firebase site for the emulators into .e2e/dist-emulators/', {
    BUILD_OUT_DIR: emulatorDist,
    BUILD_SSR_OUT_DIR: join(E2E_DIR, 'dist-emulators-ssr'),
    VITE_DEMO_SEED_SIZE: '',
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_DATABASE_URL: `https://${PROJECT_ID}-default-rtdb.firebaseio.com`,
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT_ID}.appspot.com`,
    VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
    VITE_FIREBASE_EMULATORS: 'true',
    VITE_FIREBASE_AUTH_EMULATOR_PORT: String(authPort),
    VITE_FIREBASE_DATABASE_EMULATOR_PORT: String(databasePort),
    VITE_FIREBASE_STORAGE_EMULATOR_PORT: String(storagePort),
    VITE_STALL_AFTER_MS: String(STALL_AFTER_MS),
  }),
);
await Promise.all(builds);

let exitCode = 0;
if (process.argv.length <= 2) {
  say('Checking what the builds hold and load (npm run test:build)…');
  ({ code: exitCode } = await start('npm', ['run', 'test:build']));
  if (exitCode !== 0) say(`The checks of the builds failed (exit code ${exitCode}); running the browser tests anyway.`);
}

// The emulator build's site gets the production policy with the emulators' origins added to
// connect-src (and the database's to frame-src, as its hosts are in production), nothing else.
const project = JSON.parse(await readFile(join(root, 'firebase.json'), 'utf8'));
// The predeploy hooks guard deploys; serving runs none.
const hosting = { ...project.hosting, predeploy: undefined };
const emulators = `http://${HOST}:${authPort} ws://${HOST}:${databasePort} http://${HOST}:${storagePort}`;
const emulatorPolicy = (policy) =>
  policy
    .replace(/connect-src ([^;]*)/, `connect-src $1 ${emulators}`)
    .replace(/frame-src ([^;]*)/, `frame-src $1 http://${HOST}:${databasePort}`);
const emulatorHeaders = hosting.headers.map((rule) => ({
  ...rule,
  headers: rule.headers.map((h) =>
    h.key === 'Content-Security-Policy' ? { ...h, value: emulatorPolicy(h.value) } : h,
  ),
}));
const config = {
  hosting: [
    { ...hosting, site: 'demo', public: '../dist' },
    { ...hosting, site: 'emulators', public: 'dist-emulators', headers: emulatorHeaders },
    ...(wantsThousand ? [{ ...hosting, site: 'thousand', public: 'dist-thousand' }] : []),
  ],
  emulators: {
    hosting: { host: HOST, port: demoPort },
    auth: { host: HOST, port: authPort },
    hub: { host: HOST, port: hubPort },
    logging: { host: HOST, port: loggingPort },
    ui: { enabled: false },
  },
};
await mkdir(E2E_DIR, { recursive: true });
await writeFile(join(E2E_DIR, 'firebase.json'), JSON.stringify(config, null, 2));

const url = (port) => `http://${HOST}:${port}`;
const urls = { demo: url(demoPort), emulators: url(sitePort), thousand: url(thousandPort), auth: url(authPort) };
say(
  `Playwright starts Firebase's emulators (.e2e/firebase.json, project "${PROJECT_ID}", output in ` +
    `.e2e/emulators.log): Hosting serving dist/ (the demo site) on ${urls.demo}, the emulator build on ` +
    `${urls.emulators}${wantsThousand ? ` and the 1,000-work build on ${urls.thousand}` : ''}, the Auth ` +
    `emulator on ${urls.auth}. Browser: ${browser}.`,
);
const { code: testCode } = await start('npx', ['--no', '--', 'playwright', 'test', ...process.argv.slice(2)], {
  env: {
    ...process.env,
    CHROMIUM_PATH: browser,
    E2E_DEMO_URL: urls.demo,
    E2E_FIREBASE_URL: urls.emulators,
    E2E_EMULATORS_CONFIG: '.e2e/firebase.json',
    E2E_AUTH_EMULATOR_URL: urls.auth,
    E2E_DATABASE_EMULATOR_PORT: String(databasePort),
    E2E_PROJECT_ID: PROJECT_ID,
    E2E_STALL_AFTER_MS: String(STALL_AFTER_MS),
    ...(wantsThousand && { E2E_THOUSAND_URL: urls.thousand }),
  },
});
if (testCode !== 0)
  say(`Browser tests failed (exit code ${testCode}); the emulators' output is in .e2e/emulators.log.`);
process.exit(exitCode || testCode);
