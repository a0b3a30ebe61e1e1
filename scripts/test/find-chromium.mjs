#!/usr/bin/env node
// @ts-check
// Finds the browser of the browser tests (findChromium) and of the bench (findHeadlessShell),
// installing one if it must, and says on stderr what it found or why it moved on. The order, and
// why Chromium's headless shell comes first: docs/testing.md. CLI: `node
// scripts/test/find-chromium.mjs [--no-install]` prints the path, or the reason and exits 1.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import process from 'node:process';
import { Launcher } from 'chrome-launcher';
import { runIfMain } from '../command-line.mjs';

const isRoot = process.getuid?.() === 0;
const isCI = Boolean(process.env.CI) && !['false', '0'].includes(process.env.CI ?? '');

/**
 * Flags Chromium needs on these machines: a closed network refuses its background connections,
 * containers have a tiny /dev/shm, and root (or a CI container) needs `--no-sandbox`.
 */
export const chromiumArgs = Object.freeze([
  ...(isRoot || isCI ? ['--no-sandbox'] : []),
  ...['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  ...['--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
]);

/** Thrown when no browser could be found or installed; its message says why in plain words. */
export class BrowserNotFoundError extends Error {
  name = 'BrowserNotFoundError';
}

/**
 * @typedef {{ path: string, version: string }} Browser
 * @typedef {() => Browser | undefined | Promise<Browser | undefined>} Finder
 */

const say = (/** @type {string} */ message) => process.stderr.write(`[browser] ${message}\n`);

/** The `--version` line of a browser that really starts (Ubuntu's chromium-browser may be a stub). */
function versionOf(/** @type {string} */ path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  const line = result.status === 0 ? result.stdout.trim().split('\n').pop() : '';
  return /chrom/i.test(line ?? '') ? line : undefined;
}

/** The first of `paths` that runs as a Chromium, with its version line. */
function firstRunning(/** @type {string[]} */ paths) {
  for (const path of paths) {
    const version = existsSync(path) ? versionOf(path) : undefined;
    if (version) return { path, version };
  }
  return undefined;
}

/** Chromium's headless shell on PATH: Debian's package, then Google's builds. */
function headlessShellOnPath() {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const names = ['chromium-headless-shell', 'chrome-headless-shell'];
  return firstRunning(dirs.flatMap((dir) => names.map((name) => join(dir, name))));
}

/** An installed Chrome or Chromium as chrome-launcher lists them (it throws when it finds none). */
function installedBrowser() {
  try {
    return firstRunning(Launcher.getInstallations());
  } catch {
    return undefined;
  }
}

/** Playwright's own Chromium, when it was downloaded. */
async function playwrightChromium() {
  const { chromium } = await import('@playwright/test').catch(() => ({ chromium: undefined }));
  const path = chromium?.executablePath();
  return path && existsSync(path) ? { path, version: "Playwright's own Chromium" } : undefined;
}

/** Runs an installer with its output on stderr; true when it succeeded. */
function install(/** @type {string} */ command, /** @type {string[]} */ args) {
  say(`Running ${command} ${args.join(' ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const options = { timeout: 600_000, env, shell: process.platform === 'win32' };
  const result = spawnSync(command, args, { stdio: ['ignore', 2, 2], ...options });
  if (result.status !== 0) say(`${command} failed (${result.error?.message ?? `exit code ${result.status}`}).`);
  return result.status === 0;
}

/** As root on Debian or Ubuntu, Debian's headless shell installed with apt-get. */
function aptHeadlessShell() {
  if (!(process.platform === 'linux' && isRoot && existsSync('/usr/bin/apt-get'))) return undefined;
  install('/usr/bin/apt-get', ['-q', 'update']);
  return install('/usr/bin/apt-get', ['-q', 'install', '-y', 'chromium-headless-shell'])
    ? headlessShellOnPath()
    : undefined;
}

/**
 * The browser `variable` names (an error when none runs there), else the first that `finders`
 * give, in their order, else a BrowserNotFoundError: what was `tried`, and `advice`.
 * @param {{ variable: string, what: string, tried: string, advice: string }} search
 * @param {Finder[]} finders
 */
async function findBrowser({ variable, what, tried, advice }, finders) {
  const value = process.env[variable];
  if (value) {
    const path = resolve(value);
    if (!versionOf(path)) {
      throw new BrowserNotFoundError(`${variable} is set to "${value}", but no ${what} runs there: fix or unset it.`);
    }
    say(`Using ${what} from ${variable}: ${path}`);
    return path;
  }
  for (const find of finders) {
    const browser = await find();
    if (browser) {
      say(`Found ${browser.version} at ${browser.path}.`);
      return browser.path;
    }
  }
  throw new BrowserNotFoundError(`Could not find or install ${what}. Tried: no ${variable}, ${tried}. ${advice}`);
}

/** Silent lookup without installing, for playwright.config.ts. */
export function findInstalledChromiumSync() {
  if (process.env.CHROMIUM_PATH) return resolve(process.env.CHROMIUM_PATH);
  return (headlessShellOnPath() ?? installedBrowser())?.path;
}

/** The tests' browser, or a BrowserNotFoundError saying what was tried. `install: false` installs nothing. */
export async function findChromium({ install: mayInstall = true } = {}) {
  /** @type {Finder[]} */
  const finders = [headlessShellOnPath, installedBrowser, playwrightChromium];
  const playwrightInstall = () =>
    install('npx', ['--no', '--', 'playwright', 'install', 'chromium']) ? playwrightChromium() : undefined;
  if (mayInstall) finders.push(aptHeadlessShell, playwrightInstall);
  const tried =
    "no headless shell on PATH, no Chrome or Chromium installed, no Playwright's own; " +
    (mayInstall
      ? 'apt-get (as root on Debian or Ubuntu) and npx playwright install chromium (its download site) gave none'
      : 'installing was not allowed');
  const advice =
    'Install Chromium or Google Chrome, or set CHROMIUM_PATH to one ' +
    '(for example CHROMIUM_PATH=/usr/bin/chromium npm run test:e2e).';
  return findBrowser({ variable: 'CHROMIUM_PATH', what: 'Chromium or Chrome', tried, advice }, finders);
}

/** Chromium's headless shell, which Lighthouse needs (`npm run bench`), or a BrowserNotFoundError. */
export async function findHeadlessShell({ install: mayInstall = true } = {}) {
  const tried =
    'no chromium-headless-shell or chrome-headless-shell on PATH; ' +
    (mayInstall ? 'apt-get (as root on Debian or Ubuntu) gave none' : 'installing was not allowed');
  const advice =
    'Install it (Debian and Ubuntu: `apt-get install chromium-headless-shell`; elsewhere ' +
    '`npx @puppeteer/browsers install chrome-headless-shell@stable`), or set HEADLESS_SHELL_PATH to one.';
  const finders = mayInstall ? [headlessShellOnPath, aptHeadlessShell] : [headlessShellOnPath];
  return findBrowser({ variable: 'HEADLESS_SHELL_PATH', what: "Chromium's headless shell", tried, advice }, finders);
}

/** The CLI: prints the path. */
const printPath = async () => console.log(await findChromium({ install: !process.argv.includes('--no-install') }));
runIfMain(import.meta.url, 'find-chromium', printPath, [BrowserNotFoundError]);
