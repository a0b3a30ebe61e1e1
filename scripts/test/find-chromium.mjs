#!/usr/bin/env node
// Finds the browser of the browser tests (findChromium) and of the bench (findHeadlessShell),
// installing one if it must, and says on stderr what it found or why it moved on. The order, and
// why Chromium's headless shell comes first: docs/testing.md. CLI: `node
// scripts/test/find-chromium.mjs [--no-install]` prints the path, or the reason and exits 1.
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { Launcher } from 'chrome-launcher';

const isRoot = process.getuid?.() === 0;
const isCI = Boolean(process.env.CI) && !['false', '0'].includes(process.env.CI);

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

const say = (message) => process.stderr.write(`[browser] ${message}\n`);

/** The `--version` line of a browser that really starts (Ubuntu's chromium-browser may be a stub). */
function versionOf(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  const line = result.status === 0 ? result.stdout.trim().split('\n').pop() : '';
  return /chrom/i.test(line ?? '') ? line : undefined;
}

/** The first of `paths` that runs as a Chromium, with its version line. */
function firstRunning(paths) {
  for (const path of paths) {
    const version = existsSync(path) ? versionOf(path) : undefined;
    if (version) return { path, version };
  }
  return undefined;
}

/** Chromium's headless shell on PATH: Debian's package, then Google's builds. */
function headlessShellOnPath() {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  return firstRunning(
    dirs.flatMap((dir) => ['chromium-headless-shell', 'chrome-headless-shell'].map((n) => join(dir, n))),
  );
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

/** The browser an environment variable names; an error when nothing runs there. */
function fromEnv(variable, what) {
  const value = process.env[variable];
  if (!value) return undefined;
  const path = resolve(value);
  if (!versionOf(path)) {
    throw new BrowserNotFoundError(`${variable} is set to "${value}", but no ${what} runs there: fix or unset it.`);
  }
  say(`Using ${what} from ${variable}: ${path}`);
  return path;
}

/** Runs an installer with its output on stderr; true when it succeeded. */
function install(command, args) {
  say(`Running ${command} ${args.join(' ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const options = { stdio: ['ignore', 2, 2], timeout: 600_000, env, shell: process.platform === 'win32' };
  const result = spawnSync(command, args, options);
  if (result.status !== 0) say(`${command} failed (${result.error?.message ?? `exit code ${result.status}`}).`);
  return result.status === 0;
}

/** On Debian or Ubuntu as root, `apt-get install -y chromium-headless-shell`; else what was tried. */
function installHeadlessShellWithApt(tried) {
  if (!(process.platform === 'linux' && isRoot && existsSync('/usr/bin/apt-get'))) {
    tried.push('apt-get skipped (it needs root on Debian or Ubuntu)');
    return undefined;
  }
  install('/usr/bin/apt-get', ['-q', 'update']);
  const apt = install('/usr/bin/apt-get', ['-q', 'install', '-y', 'chromium-headless-shell']) && headlessShellOnPath();
  if (!apt) tried.push('apt-get install -y chromium-headless-shell gave no working browser');
  return apt || undefined;
}

/** The browser found, said on stderr. */
function found({ path, version }) {
  say(`Found ${version} at ${path}.`);
  return path;
}

/** Silent lookup without installing, for playwright.config.ts. */
export function findInstalledChromiumSync() {
  if (process.env.CHROMIUM_PATH) return resolve(process.env.CHROMIUM_PATH);
  return (headlessShellOnPath() ?? installedBrowser())?.path;
}

/** The tests' browser, or a BrowserNotFoundError saying what was tried. `install: false` installs nothing. */
export async function findChromium({ install: mayInstall = true } = {}) {
  const chosen = fromEnv('CHROMIUM_PATH', 'Chromium or Chrome');
  if (chosen) return chosen;
  const local = headlessShellOnPath() ?? installedBrowser() ?? (await playwrightChromium());
  if (local) return found(local);
  const tried = ['no CHROMIUM_PATH', 'no headless shell, Chrome or Chromium installed', 'no Playwright browser'];
  if (!mayInstall) tried.push('installing was not allowed');
  const installed =
    mayInstall &&
    (installHeadlessShellWithApt(tried) ??
      (install('npx', ['--no', '--', 'playwright', 'install', 'chromium']) ? await playwrightChromium() : undefined));
  if (installed) return found(installed);
  if (mayInstall) tried.push('npx playwright install chromium failed (no access to its download site?)');
  throw new BrowserNotFoundError(
    `Could not find or install a browser: ${tried.join('; ')}. Install Chromium or Google Chrome, or set ` +
      'CHROMIUM_PATH to one (for example CHROMIUM_PATH=/usr/bin/chromium npm run test:e2e).',
  );
}

/** Chromium's headless shell, which Lighthouse needs (`npm run bench`), or a BrowserNotFoundError. */
export async function findHeadlessShell({ install: mayInstall = true } = {}) {
  const chosen = fromEnv('HEADLESS_SHELL_PATH', 'Chromium headless shell');
  if (chosen) return chosen;
  const tried = ['no HEADLESS_SHELL_PATH', 'no chromium-headless-shell or chrome-headless-shell on PATH'];
  if (!mayInstall) tried.push('installing was not allowed');
  const shell = headlessShellOnPath() ?? (mayInstall ? installHeadlessShellWithApt(tried) : undefined);
  if (shell) return found(shell);
  throw new BrowserNotFoundError(
    `Could not find Chromium's headless shell: ${tried.join('; ')}. Install it (Debian and Ubuntu: ` +
      '`apt-get install chromium-headless-shell`; elsewhere `npx @puppeteer/browsers install ' +
      'chrome-headless-shell@stable`), or set HEADLESS_SHELL_PATH to one.',
  );
}

if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  findChromium({ install: !process.argv.includes('--no-install') }).then(
    (path) => process.stdout.write(`${path}\n`),
    (error) => {
      say(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}
