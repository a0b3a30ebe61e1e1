#!/usr/bin/env node
// Finds a Chromium or Chrome for the browser tests and the benchmark, installing one if it must:
//   (a) CHROMIUM_PATH, if set (an error if nothing runs there);
//   (b) an installed Chrome or Chromium, as chrome-launcher finds them (CHROME_PATH, the
//       desktop entries and PATH on Linux, the applications on macOS and Windows), then
//       Playwright's own Chromium if it was downloaded before;
//   (c) on Debian or Ubuntu as root: `apt-get install -y chromium`;
//   (d) `npx playwright install chromium`, where the network allows.
// Each step says on stderr what it found or why it moved on. The benchmark runs Lighthouse in
// Chromium's headless shell instead: findHeadlessShell() below.
// CLI: `node scripts/test/find-chromium.mjs [--no-install]` prints the path, or the reason and exits 1.
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { Launcher } from 'chrome-launcher';

const isRoot = process.getuid?.() === 0;
const isCI = Boolean(process.env.CI) && !['false', '0'].includes(process.env.CI);
const TEN_MINUTES = 10 * 60_000;

/**
 * Flags Chromium needs on these machines: a closed network refuses its background connections,
 * containers have a tiny /dev/shm, and root (or a CI container) needs `--no-sandbox`.
 */
export const chromiumArgs = Object.freeze([
  ...(isRoot || isCI ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]);

/** Thrown when no browser could be found or installed; its message says why in plain words. */
export class BrowserNotFoundError extends Error {
  name = 'BrowserNotFoundError';
}

function say(message) {
  process.stderr.write(`[browser] ${message}\n`);
}

/** The `--version` line of a browser that really starts (Ubuntu's chromium-browser may be a stub). */
function versionOf(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  const line = result.status === 0 ? result.stdout.trim().split('\n').pop() : '';
  return /chrom/i.test(line ?? '') ? line : undefined;
}

/** The first installed Chrome or Chromium that runs, as chrome-launcher lists them. */
function findInstalled() {
  let paths = [];
  try {
    paths = Launcher.getInstallations();
  } catch {
    // chrome-launcher throws when it finds none.
  }
  for (const path of paths) {
    const version = versionOf(path);
    if (version) return { path, version };
  }
  return undefined;
}

/** Playwright's own Chromium, when it was downloaded before. */
async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Runs an installer with its output on stderr; true when it succeeded. */
function install(command, args) {
  say(`Running ${command} ${args.join(' ')}…`);
  const result = spawnSync(command, args, {
    stdio: ['ignore', 2, 2],
    timeout: TEN_MINUTES,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    shell: process.platform === 'win32',
  });
  if (result.status === 0) return true;
  say(`${command} ${args.join(' ')} failed (${result.error?.message ?? `exit code ${result.status}`}).`);
  return false;
}

/**
 * The browser an environment variable points to, or undefined when it is unset; a
 * BrowserNotFoundError when nothing runs there (`what` names the browser, `example` a path).
 */
function browserFromEnv(variable, what, example, unsetTo) {
  const value = process.env[variable];
  if (!value) return undefined;
  const path = resolve(value);
  if (!versionOf(path)) {
    throw new BrowserNotFoundError(
      `${variable} is set to "${value}", but no ${what} runs there. Point it to one ` +
        `(for example ${example}), or unset it to ${unsetTo}.`,
    );
  }
  say(`Using ${what} from ${variable}: ${path}`);
  return path;
}

/**
 * On Debian or Ubuntu as root, `apt-get install -y <debianPackage>`, then `find()`: the path
 * found, or what to add to the list of what was tried.
 */
function installWithApt(debianPackage, find) {
  if (!(process.platform === 'linux' && isRoot && existsSync('/usr/bin/apt-get'))) {
    return { tried: 'apt-get skipped (it needs root on Debian or Ubuntu)' };
  }
  say(`Installing Debian's ${debianPackage} with apt-get (running as root).`);
  install('/usr/bin/apt-get', ['-q', 'update']);
  const found = install('/usr/bin/apt-get', ['-q', 'install', '-y', debianPackage]) && find();
  return found ? { path: found.path } : { tried: `apt-get install -y ${debianPackage} gave no working browser` };
}

/** Silent lookup of (a) and (b) without installing, for playwright.config.ts. */
export function findInstalledChromiumSync() {
  if (process.env.CHROMIUM_PATH) return resolve(process.env.CHROMIUM_PATH);
  return findInstalled()?.path;
}

/**
 * The path of a Chromium or Chrome executable, or a BrowserNotFoundError that says what was
 * tried and what to do. With `install: false`, steps (c) and (d) are skipped.
 */
export async function findChromium({ install: mayInstall = true } = {}) {
  const fromEnv = browserFromEnv(
    'CHROMIUM_PATH',
    'Chromium or Chrome',
    '/usr/bin/chromium',
    'let the tests find or install a browser',
  );
  if (fromEnv) return fromEnv;

  const found = findInstalled();
  if (found) {
    say(`Found ${found.version} at ${found.path}.`);
    return found.path;
  }
  const cached = await playwrightChromium();
  if (cached) {
    say(`Found Playwright's own Chromium at ${cached}.`);
    return cached;
  }
  const tried = ['no CHROMIUM_PATH', 'no Chrome or Chromium installed', 'no Playwright browser downloaded'];
  if (!mayInstall) {
    throw new BrowserNotFoundError(
      `Could not find a browser (${tried.join('; ')}), and installing one was not allowed. ` +
        'Set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }

  const fromApt = installWithApt('chromium', findInstalled);
  if (fromApt.path) return fromApt.path;
  tried.push(fromApt.tried);

  say("Downloading Playwright's Chromium.");
  const downloaded =
    install('npx', ['--no', '--', 'playwright', 'install', 'chromium']) && (await playwrightChromium());
  if (downloaded) return downloaded;
  tried.push('npx playwright install chromium failed (no access to its download site?)');

  throw new BrowserNotFoundError(
    `Could not find or install a browser: ${tried.join('; ')}. Install Chromium or Google Chrome, or set ` +
      'CHROMIUM_PATH to one (for example CHROMIUM_PATH=/usr/bin/chromium npm run test:e2e).',
  );
}

/** The names Chromium's headless shell goes by: Debian's package, then Google's builds. */
const HEADLESS_SHELL_NAMES = Object.freeze(['chromium-headless-shell', 'chrome-headless-shell']);

/** The first of `names` found in a directory of PATH that runs as a Chromium. */
function findOnPath(names) {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const dir of dirs) {
    for (const name of names) {
      const path = join(dir, name);
      const version = existsSync(path) ? versionOf(path) : undefined;
      if (version) return { path, version };
    }
  }
  return undefined;
}

/**
 * The path of Chromium's headless shell, for `npm run bench`: the same engine as Chromium without
 * the browser's own interface, which draws while a page loads and takes a core from the page on a
 * 2-core machine (see scripts/lighthouse-chromium.mjs). In order:
 *   (a) HEADLESS_SHELL_PATH, if set (an error if nothing runs there);
 *   (b) chromium-headless-shell or chrome-headless-shell on PATH;
 *   (c) on Debian or Ubuntu as root: `apt-get install -y chromium-headless-shell`.
 * Otherwise a BrowserNotFoundError that says how to get one.
 */
export async function findHeadlessShell({ install: mayInstall = true } = {}) {
  const fromEnv = browserFromEnv(
    'HEADLESS_SHELL_PATH',
    'Chromium headless shell',
    '/usr/bin/chromium-headless-shell',
    'let the bench find one',
  );
  if (fromEnv) return fromEnv;
  const found = findOnPath(HEADLESS_SHELL_NAMES);
  if (found) {
    say(`Found ${found.version} (headless shell) at ${found.path}.`);
    return found.path;
  }
  const tried = ['no HEADLESS_SHELL_PATH', `no ${HEADLESS_SHELL_NAMES.join(' or ')} on PATH`];
  if (mayInstall) {
    const fromApt = installWithApt('chromium-headless-shell', () => findOnPath(HEADLESS_SHELL_NAMES));
    if (fromApt.path) return fromApt.path;
    tried.push(fromApt.tried);
  } else {
    tried.push('installing was not allowed');
  }
  throw new BrowserNotFoundError(
    `Could not find Chromium's headless shell: ${tried.join('; ')}. Install it (Debian and Ubuntu: ` +
      '`apt-get install chromium-headless-shell`; elsewhere `npx @puppeteer/browsers install ' +
      'chrome-headless-shell@stable`), or set HEADLESS_SHELL_PATH to one.',
  );
}

const isMain = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (isMain) {
  try {
    const path = await findChromium({ install: !process.argv.includes('--no-install') });
    process.stdout.write(`${path}\n`);
  } catch (error) {
    say(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
