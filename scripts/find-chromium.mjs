#!/usr/bin/env node
// Finds a Chromium or Chrome executable for the browser tests, installing one if it must.
//
// Order:
//   (a) CHROMIUM_PATH, if set (an error if no executable file is there);
//   (b) a Chromium or Chrome already installed (on PATH or at the usual places), then
//       Playwright's own browser if it was downloaded before;
//   (c) on Debian/Ubuntu as root: `apt-get update` and `apt-get install -y chromium`;
//   (d) `npx playwright install chromium`, where the network allows.
// Every decision is explained in plain words on stderr.
//
// Library: `import { findChromium, chromiumArgs } from './scripts/find-chromium.mjs'`.
// CLI:     `node scripts/find-chromium.mjs [--no-install]` prints the path on stdout,
//          or the reason on stderr and exits with status 1.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isCI = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Command-line flags Chromium needs on these machines. Without the background-networking
 * flags, a closed network refuses Chromium's many background connections; `--no-sandbox` is
 * required when running as root (and usual in CI containers).
 */
export const chromiumArgs = Object.freeze([
  ...(isRoot || isCI ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Containers often have a tiny /dev/shm; Chromium then crashes on large pages.
  '--disable-dev-shm-usage',
]);

/** Thrown when no browser could be found or installed; its message says why in plain words. */
export class BrowserNotFoundError extends Error {
  constructor(message) {
    super(message);
    this.name = 'BrowserNotFoundError';
  }
}

function say(message) {
  process.stderr.write(`[browser] ${message}\n`);
}

/** Names to look for on PATH, with the product name used in messages. */
const PATH_NAMES = [
  ['chromium', 'Chromium'],
  ['chromium-browser', 'Chromium'],
  ['google-chrome', 'Google Chrome'],
  ['google-chrome-stable', 'Google Chrome'],
  ['chrome', 'Google Chrome'],
];

/** The usual install places on Linux and macOS. */
function usualPlaces() {
  const macApps = ['/Applications', join(homedir(), 'Applications')];
  return [
    ['/usr/bin/chromium', 'Chromium'],
    ['/usr/bin/chromium-browser', 'Chromium'],
    ['/usr/bin/google-chrome', 'Google Chrome'],
    ['/usr/bin/google-chrome-stable', 'Google Chrome'],
    ['/snap/bin/chromium', 'Chromium (snap)'],
    ['/opt/google/chrome/chrome', 'Google Chrome'],
    ...macApps.flatMap((dir) => [
      [join(dir, 'Google Chrome.app/Contents/MacOS/Google Chrome'), 'Google Chrome'],
      [join(dir, 'Chromium.app/Contents/MacOS/Chromium'), 'Chromium'],
    ]),
  ];
}

function isExecutableFile(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `<browser> --version` to make sure the file really starts (Ubuntu's chromium-browser,
 * for instance, can be a stub asking for a snap). Returns the version line, or undefined.
 */
function browserVersion(path) {
  const result = spawnSync(path, ['--version'], {
    encoding: 'utf8',
    timeout: 20_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.error || result.status !== 0) return undefined;
  const line = result.stdout.trim().split('\n').pop() ?? '';
  return /chrom/i.test(line) ? line : undefined;
}

/** Installed candidates in search order: PATH first, then the usual places; no duplicates. */
function installedCandidates() {
  const candidates = [];
  const pathDirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const [name, label] of PATH_NAMES) {
    for (const dir of pathDirs) candidates.push([join(dir, name), label]);
  }
  candidates.push(...usualPlaces());

  const seen = new Set();
  const found = [];
  for (const [path, label] of candidates) {
    if (!isExecutableFile(path)) continue;
    // Debian's /usr/bin/chromium is a wrapper script; dedupe on the file itself.
    let real = path;
    try {
      real = realpathSync(path);
    } catch {
      // keep the path as it is
    }
    if (seen.has(real)) continue;
    seen.add(real);
    found.push({ path, label });
  }
  return found;
}

/** The first installed Chromium or Chrome that actually runs; quiet unless `verbose`. */
function findInstalled({ verbose }) {
  for (const { path, label } of installedCandidates()) {
    const version = browserVersion(path);
    if (version) return { path, label, version };
    if (verbose) say(`Skipping ${path}: it exists but did not run with --version.`);
  }
  return undefined;
}

/** Playwright's own Chromium, if it was downloaded before (path, or undefined). */
async function playwrightChromiumPath() {
  for (const moduleName of ['playwright-core', '@playwright/test']) {
    try {
      const { chromium } = await import(moduleName);
      const path = chromium.executablePath();
      return path || undefined;
    } catch {
      // not installed, or no Playwright build for this platform: try the next module
    }
  }
  return undefined;
}

/**
 * Streams a command's output to stderr, each line prefixed, and resolves with its exit code
 * (or a description of why it could not start).
 */
function runStreaming(command, args, { prefix, env = process.env, timeoutMs }) {
  return new Promise((resolvePromise) => {
    let child;
    try {
      child = spawn(command, args, {
        cwd: projectRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: process.platform === 'win32',
      });
    } catch (error) {
      resolvePromise({ code: null, reason: error.message });
      return;
    }
    const pipe = (stream) => {
      let buffered = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split(/\r?\n|\r/);
        buffered = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) process.stderr.write(`${prefix} ${line}\n`);
      });
      stream.on('end', () => {
        if (buffered.trim()) process.stderr.write(`${prefix} ${buffered}\n`);
      });
    };
    pipe(child.stdout);
    pipe(child.stderr);
    const timer = timeoutMs
      ? setTimeout(() => {
          say(`${command} ${args.join(' ')} is taking more than ${timeoutMs / 60_000} minutes; stopping it.`);
          child.kill('SIGTERM');
        }, timeoutMs)
      : undefined;
    child.on('error', (error) => {
      clearTimeout(timer);
      resolvePromise({ code: null, reason: error.message });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolvePromise({ code, reason: signal ? `stopped by ${signal}` : `exit code ${code}` });
    });
  });
}

/** Whether step (c) applies: root on a Debian-like system with apt-get. */
export function canInstallWithApt() {
  return process.platform === 'linux' && isRoot && existsSync('/usr/bin/apt-get');
}

/** Step (c): `apt-get update` then `apt-get install -y chromium`. Resolves to true on success. */
export async function installWithApt() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const common = { prefix: '[apt-get]', env, timeoutMs: 10 * 60_000 };
  const quiet = ['-q', '-o', 'Dpkg::Use-Pty=0'];
  const update = await runStreaming('/usr/bin/apt-get', [...quiet, 'update'], common);
  if (update.code !== 0) {
    say(`apt-get update failed (${update.reason}); trying to install anyway.`);
  }
  const install = await runStreaming('/usr/bin/apt-get', [...quiet, 'install', '-y', 'chromium'], common);
  if (install.code !== 0) {
    say(`apt-get install -y chromium failed (${install.reason}).`);
    return false;
  }
  return true;
}

/** Step (d): `npx playwright install chromium`. Resolves to true on success. */
export async function installWithPlaywright() {
  const result = await runStreaming('npx', ['--no', '--', 'playwright', 'install', 'chromium'], {
    prefix: '[playwright install]',
    timeoutMs: 10 * 60_000,
  });
  if (result.code !== 0) {
    say(`npx playwright install chromium failed (${result.reason}).`);
    return false;
  }
  return true;
}

function describe(found) {
  return `${found.label} at ${found.path} (${found.version})`;
}

/**
 * Synchronous, silent lookup of steps (a) and (b) without installing anything and without
 * Playwright's cache (Playwright falls back to that by itself when no executablePath is given).
 * For playwright.config.ts, when the tests are started without scripts/run-e2e.mjs.
 */
export function findInstalledChromiumSync() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return resolve(fromEnv);
  return findInstalled({ verbose: false })?.path;
}

/**
 * Returns the path of a Chromium or Chrome executable for Playwright, or throws a
 * BrowserNotFoundError whose message says what was tried and what to do.
 * With `install: false`, steps (c) and (d) are skipped.
 */
export async function findChromium({ install = true } = {}) {
  // (a) An explicit choice wins, and a wrong one is an error rather than a silent fallback.
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    const path = isAbsolute(fromEnv) ? fromEnv : resolve(fromEnv);
    if (!existsSync(path)) {
      throw new BrowserNotFoundError(
        `CHROMIUM_PATH is set to "${fromEnv}", but there is no file there. ` +
          'Set CHROMIUM_PATH to a Chromium or Chrome executable (for example /usr/bin/chromium), ' +
          'or unset it to let the tests find or install a browser.',
      );
    }
    if (!isExecutableFile(path)) {
      throw new BrowserNotFoundError(
        `CHROMIUM_PATH is set to "${fromEnv}", but that is not an executable file. ` +
          'Set CHROMIUM_PATH to a Chromium or Chrome executable (for example /usr/bin/chromium), ' +
          'or unset it to let the tests find or install a browser.',
      );
    }
    say(`Using Chromium from CHROMIUM_PATH: ${path}`);
    return path;
  }

  // (b) Something already on this machine.
  const installed = findInstalled({ verbose: true });
  if (installed) {
    say(`Found ${describe(installed)}.`);
    return installed.path;
  }
  const cached = await playwrightChromiumPath();
  if (cached && isExecutableFile(cached)) {
    say(`Found Playwright's own Chromium at ${cached}.`);
    return cached;
  }

  const tried = [
    'no CHROMIUM_PATH',
    'no Chromium or Chrome on PATH or at the usual places',
    'no Playwright browser downloaded',
  ];
  if (!install) {
    throw new BrowserNotFoundError(
      `Could not find a browser (${tried.join('; ')}), and installing one was not allowed. ` +
        'Set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }

  // (c) Debian or Ubuntu as root: the distribution's package.
  if (canInstallWithApt()) {
    say("No browser found; installing Debian's chromium with apt-get (root)…");
    if (await installWithApt()) {
      const afterApt = findInstalled({ verbose: true });
      if (afterApt) {
        say(`Installed and found ${describe(afterApt)}.`);
        return afterApt.path;
      }
      say('apt-get reported success, but no working chromium executable appeared.');
    }
    tried.push('apt-get install -y chromium did not give a working browser');
    say("Trying Playwright's own download next…");
  } else {
    const why =
      process.platform !== 'linux'
        ? `this is ${process.platform}, not Linux`
        : !isRoot
          ? 'not running as root'
          : 'no /usr/bin/apt-get';
    tried.push(`apt-get skipped (${why})`);
    say(
      `No browser found; downloading Playwright's Chromium with npx playwright install chromium (apt-get skipped: ${why})…`,
    );
  }

  // (d) Playwright's own download.
  if (await installWithPlaywright()) {
    const downloaded = await playwrightChromiumPath();
    if (downloaded && isExecutableFile(downloaded)) {
      say(`Installed Playwright's own Chromium at ${downloaded}.`);
      return downloaded;
    }
    tried.push('npx playwright install chromium finished but left no executable');
  } else {
    tried.push('npx playwright install chromium failed (no network access to its download site?)');
  }

  throw new BrowserNotFoundError(
    `Could not find or install a browser: ${tried.join('; ')}. ` +
      'Install Chromium or Google Chrome, or set CHROMIUM_PATH to a Chromium or Chrome executable ' +
      '(for example CHROMIUM_PATH=/usr/bin/chromium npm run test:e2e).',
  );
}

function isMainModule() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMainModule()) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(
      'Usage: node scripts/find-chromium.mjs [--no-install]\n' +
        'Prints the path of a Chromium or Chrome executable for the browser tests.\n' +
        "Order: CHROMIUM_PATH; an installed Chromium/Chrome; Playwright's downloaded browser;\n" +
        'apt-get install chromium (Debian/Ubuntu as root); npx playwright install chromium.\n',
    );
  } else {
    try {
      const path = await findChromium({ install: !args.includes('--no-install') });
      process.stdout.write(`${path}\n`);
    } catch (error) {
      say(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    }
  }
}
