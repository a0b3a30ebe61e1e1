#!/usr/bin/env node
// `npm run bench [-- --seed=normal|large|thousand [--no-build]]`: for each demo seed (the normal
// one, 200 and 1,000 works per gallery), builds the site, waits for a quiet machine
// (settleMachine, below), runs Lighthouse CI on it (lighthouserc.cjs: pages, runs and budgets)
// served by Firebase's Hosting emulator (serveDist). Prints one table and a verdict,
// with the scripts each page loaded as Lighthouse saw them, writes .bench/latest.json and
// exits with status 1 when a budget is missed. What it measures and why: docs/performance.md.
// --no-build (with --seed) measures the dist/ already there; BENCH_PORT moves the server.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import process from 'node:process';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, findHeadlessShell } from '../test/find-chromium.mjs';
import { parseOptions, ROOT, runIfMain } from '../command-line.mjs';

const require = createRequire(import.meta.url);
const BENCH_DIR = join(ROOT, '.bench');
const LHCI_DIR = join(BENCH_DIR, '.lighthouseci');
/**
 * Lighthouse CI and its Lighthouse, a package of their own with its own lockfile: 334 packages
 * that only the bench uses, which made `npm install` 24 s longer for everyone (docs/testing.md).
 * Installed there on the bench's first run (installLighthouseCi, below).
 */
const LHCI_TOOLS = join(ROOT, 'scripts', 'bench', 'lighthouse-ci');
const requireFromTools = createRequire(join(LHCI_TOOLS, 'package.json'));
const CONFIG = `--config=${relative(BENCH_DIR, join(ROOT, 'lighthouserc.cjs'))}`;
const { collect: LHCI_COLLECT } = require('../../lighthouserc.cjs').ci;
export const ORIGIN = new URL(LHCI_COLLECT.url[0]).origin; // lighthouserc.cjs's, which BENCH_PORT moves
const PORT = Number(new URL(ORIGIN).port);
/** Works per gallery of each larger seed (VITE_DEMO_SEED_SIZE). */
const SEED_SIZES = { large: 200, thousand: 1000 };
const SEEDS = ['normal', ...Object.keys(SEED_SIZES)];
/**
 * Pages measured besides lighthouserc.cjs's: a work's page, a removed work's address (the bare
 * app, then "Cette œuvre n'est plus exposée."), and with 1,000 works one far down its gallery.
 */
const WORK_PAGES = ['/aquarelles/31', '/aquarelles/99999'];
const BENCH_WORK_PAGES = { normal: WORK_PAGES, large: WORK_PAGES, thousand: [...WORK_PAGES, '/aquarelles/1500'] };
const LIGHTHOUSE_PATHS = LHCI_COLLECT.url.map((/** @type {string} */ url) => new URL(url).pathname);
/** A larger seed may add a few bytes to a gallery (its size inlined); images are compared by count. */
const SEED_TOLERANCE_BYTES = 1000;
const DISABLE_FEATURES = '--disable-features=';

/** Installs scripts/bench/lighthouse-ci from its lockfile when it is not there yet. */
function installLighthouseCi() {
  if (existsSync(join(LHCI_TOOLS, 'node_modules', '@lhci', 'cli', 'package.json'))) return;
  say('Installing Lighthouse CI for the bench into scripts/bench/lighthouse-ci/ (once, about a minute)…');
  const install = run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: LHCI_TOOLS });
  if (install.status !== 0) throw new Error('npm ci in scripts/bench/lighthouse-ci failed; see above.');
}

/**
 * The default flags of the chrome-launcher that Lighthouse CI's Lighthouse starts Chromium with.
 * @returns {Promise<string[]>}
 */
async function launcherDefaultFlags() {
  const lighthouse = createRequire(requireFromTools.resolve('@lhci/cli/package.json')).resolve(
    'lighthouse/package.json',
  );
  const { Launcher } = await import(pathToFileURL(createRequire(lighthouse).resolve('chrome-launcher')).href);
  return Launcher.defaultFlags();
}

/**
 * The flag added after the launcher's (Chromium reads the last --disable-features only): every
 * feature the launcher turns off but RenderDocument, which visitors' Chromium has on.
 * @param {readonly string[]} launcherFlags the launcher's default flags
 * @returns {string[]}
 */
export function featureFlagsBesides(launcherFlags) {
  const disabled = launcherFlags
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));
  const kept = disabled.filter((feature) => feature !== 'RenderDocument');
  return kept.length === disabled.length ? [] : [DISABLE_FEATURES + kept.join(',')];
}

const ONE_RUN = '--collect.numberOfRuns=1';
/**
 * `lhci collect`'s arguments for each round: every page once per round, so that a busy minute
 * spreads over every page's runs; the first round starts from no results, the others add to them.
 */
export const collectRounds = (/** @type {number} */ numberOfRuns) =>
  Array.from({ length: numberOfRuns }, (_, round) => (round ? [ONE_RUN, '--collect.additive'] : [ONE_RUN]));

// Before Lighthouse runs: flush the disk, then wait until the CPUs have been mostly idle for a
// few seconds in a row, within a bound. On 2 cores, anything else running (a build's tail, a
// test run) would be counted against the pages' blocking time.

/** A sample counts as quiet when the CPUs were idle this share of it; so many in a row make quiet. */
export const QUIET_IDLE_SHARE = 0.9;
export const QUIET_SAMPLES = 3;

/**
 * @typedef {{ idle: number, total: number }} CpuTimes
 * @typedef {{ quiet: boolean, waitedMs: number, idle: number }} Settled idle: the last sample's share, 0 to 1
 * @typedef {{ read?: () => CpuTimes, sleep?: (ms: number) => Promise<void>, sampleMs?: number, maxWaitMs?: number }} WaitOptions
 */

/**
 * The CPUs' summed times (ms since boot), as os.cpus() reports them.
 * @param {{ times: { user: number, nice: number, sys: number, idle: number, irq: number } }[]} [list]
 * @returns {CpuTimes}
 */
export function cpuTimes(list = cpus()) {
  const sum = (/** @type {(t: (typeof list)[number]['times']) => number} */ of) =>
    list.reduce((total, cpu) => total + of(cpu.times), 0);
  return { idle: sum((t) => t.idle), total: sum((t) => t.user + t.nice + t.sys + t.idle + t.irq) };
}

/** The idle share of the CPU time between two readings (1 when none passed). */
export function idleShare(/** @type {CpuTimes} */ before, /** @type {CpuTimes} */ after) {
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

/**
 * Samples the CPUs until QUIET_SAMPLES quiet samples in a row, or until maxWaitMs (then the bench
 * goes on and says the machine stayed busy). `read` and `sleep` are the CPUs and the clock, for tests.
 * @param {WaitOptions} [options]
 * @returns {Promise<Settled>}
 */
export async function waitForQuietCpus({ read = cpuTimes, sleep = delay, sampleMs = 1000, maxWaitMs = 90_000 } = {}) {
  let [waitedMs, inARow, idle, previous] = [0, 0, 1, read()];
  while (waitedMs < maxWaitMs) {
    await sleep(sampleMs);
    waitedMs += sampleMs;
    const current = read();
    [idle, previous] = [idleShare(previous, current), current];
    inARow = idle >= QUIET_IDLE_SHARE ? inARow + 1 : 0;
    if (inARow >= QUIET_SAMPLES) return { quiet: true, waitedMs, idle };
  }
  return { quiet: false, waitedMs, idle };
}

/**
 * Flushes the disk (`sync`; Windows has none), then waits for quiet CPUs; syncMs: the flush's time.
 * @param {WaitOptions} [options]
 * @returns {Promise<Settled & { syncMs: number }>}
 */
export async function settleMachine(options) {
  const start = performance.now();
  if (process.platform !== 'win32') spawnSync('sync', { stdio: 'ignore' });
  const syncMs = performance.now() - start;
  return { ...(await waitForQuietCpus(options)), syncMs };
}

const say = (message) => process.stderr.write(`[bench] ${message}\n`);

/** Runs a command, its output on stderr (stdout has the table only), or kept when `quiet`. */
function run(command, args, { cwd = ROOT, env = process.env, quiet = false } = {}) {
  const stdio = quiet ? 'pipe' : ['ignore', 2, 2];
  const options = { cwd, env, encoding: 'utf8', stdio, timeout: 20 * 60_000, shell: process.platform === 'win32' };
  const result = spawnSync(command, args, options);
  if (result.error) throw new Error(`${command} ${args[0]} could not run: ${result.error.message}`);
  return result;
}

export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b); // none: NaN
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** @param {string[]} argv */
function parseArguments(argv) {
  const usage = `usage: npm run bench [-- --seed=${SEEDS.join('|')} [--no-build]]`;
  const options = /** @type {const} */ ({ seed: { type: 'string' }, 'no-build': { type: 'boolean' } });
  const { seed, 'no-build': noBuild } = parseOptions(argv, options, usage);
  if (seed && !SEEDS.includes(seed)) throw new Error(`Unknown seed ${seed}.\n${usage}`);
  if (noBuild && !seed) throw new Error(`--no-build measures one build: add --seed=${SEEDS.join('|')}.`);
  return { seeds: seed ? [seed] : SEEDS, build: !noBuild };
}

/** `npm run build` on the demo backend, with the seed asked for. */
export function build(seed) {
  say(`Building the ${seed} seed (npm run build, demo backend)…`);
  // One empty Firebase variable makes a demo build whatever the .env files say (src/backend/firebase-env.ts).
  const env = { ...process.env, VITE_FIREBASE_API_KEY: '', VITE_DEMO_SEED_SIZE: String(SEED_SIZES[seed] ?? '') };
  if (run('npm', ['run', 'build'], { env }).status !== 0) throw new Error('npm run build failed; see above.');
}

/** How long settleMachine() waited, and how idle it left the CPUs, in words. */
function waitedFor({ syncMs, waitedMs, idle }) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  return `${seconds(syncMs + waitedMs)} (disk flushed in ${seconds(syncMs)}, CPUs ${Math.round(idle * 100)} % idle)`;
}

const answers = () => fetch(ORIGIN, { signal: AbortSignal.timeout(2000) }).catch(() => null);

/**
 * dist/ served as the site is: Firebase's Hosting emulator with firebase.json's clean URLs,
 * rewrites, 404 page and compression (.bench/firebase.json, its output in .bench/emulator.log), its
 * hub and logger on the next ports. Without firebase.json's headers (hence started in .bench/, where
 * firebase-tools finds no other firebase.json): over the emulator's HTTP/1.1 each response would
 * carry their 1 kB again (22 kB more JavaScript on a gallery), which Firebase Hosting's HTTP/2
 * compresses away. Resolves once it answers, with the function that stops it.
 */
export async function serveDist() {
  if (await answers()) throw new Error(`Something already answers on port ${PORT}: stop it, or set BENCH_PORT.`);
  const { hosting } = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const [site, hub, logging] = [0, 1, 2].map((offset) => ({ host: '127.0.0.1', port: PORT + offset }));
  const config = {
    hosting: { ...hosting, predeploy: undefined, headers: undefined, public: '../dist' },
    emulators: { hosting: site, hub, logging, ui: { enabled: false } },
  };
  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(join(BENCH_DIR, 'firebase.json'), JSON.stringify(config));
  const firebase = require.resolve('firebase-tools/lib/bin/firebase.js');
  const args = [firebase, 'emulators:start', '--only=hosting', '--config=firebase.json', '--project=demo-bench'];
  const log = openSync(join(BENCH_DIR, 'emulator.log'), 'w');
  const emulator = spawn(process.execPath, args, { cwd: BENCH_DIR, stdio: ['ignore', log, log] });
  const exited = new Promise((resolve) => emulator.once('exit', resolve));
  // As Playwright stops it after the browser tests: SIGINT, then SIGKILL after 15 s.
  const stop = async () => {
    emulator.kill('SIGINT');
    await Promise.race([exited, delay(15_000).then(() => emulator.kill('SIGKILL'))]);
  };
  for (const start = Date.now(); Date.now() - start < 180_000 && emulator.exitCode === null; await delay(500)) {
    if (await answers()) return stop;
  }
  await stop();
  throw new Error("Firebase's Hosting emulator did not serve dist/ within 3 minutes: see .bench/emulator.log.");
}

/** Lighthouse CI on the current dist/: per page, LHCI's verdicts and the median bytes loaded. */
async function lighthouse(chromePath, seed) {
  const cli = join(requireFromTools.resolve('@lhci/cli/package.json'), '..', 'src', 'cli.js');
  const lhci = (command, args, quiet = false) =>
    run(process.execPath, [cli, command, CONFIG, ...args], { cwd: BENCH_DIR, quiet });
  const launcherFlags = featureFlagsBesides(await launcherDefaultFlags());
  const flags = [...new Set(['--no-sandbox', ...chromiumArgs, ...launcherFlags])].join(' ');
  const pages = [...LIGHTHOUSE_PATHS, ...BENCH_WORK_PAGES[seed]];
  const collect = [`--collect.chromePath=${chromePath}`, `--collect.settings.chromeFlags=${flags}`];
  collect.push(...pages.map((path) => `--collect.url=${ORIGIN}${path}`));
  const rounds = collectRounds(LHCI_COLLECT.numberOfRuns);
  for (const [index, roundArgs] of rounds.entries()) {
    say(`Round ${index + 1} of ${rounds.length}: every page once.`);
    if (lhci('collect', [...collect, ...roundArgs]).status !== 0) throw new Error('lhci collect failed; see above.');
  }
  // Exit status 1 means a budget was missed: the results file says which.
  const assert = lhci('assert', [], true);
  const resultsFile = join(LHCI_DIR, 'assertion-results.json');
  if (![0, 1].includes(assert.status) || !existsSync(resultsFile))
    throw new Error(`lhci assert failed:\n${assert.stderr}`);
  const assertions = JSON.parse(readFileSync(resultsFile, 'utf8'));

  const lhrs = readdirSync(LHCI_DIR)
    .filter((name) => /^lhr-.*\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(LHCI_DIR, name), 'utf8')));
  const urls = [...new Set(lhrs.map((lhr) => lhr.requestedUrl))];
  return urls.map((url) => {
    const runs = lhrs.filter((lhr) => lhr.requestedUrl === url);
    const resources = (type) =>
      runs.map((lhr) => lhr.audits['resource-summary'].details.items.find((i) => i.resourceType === type));
    return {
      path: new URL(url).pathname,
      runs: runs.length,
      lighthouseVersion: runs[0].lighthouseVersion,
      // Lighthouse's measure of the CPU's speed, taken before each run's navigation: a low one
      // means that run's timings came from a slowed machine, whatever the page.
      benchmarkIndexes: runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)),
      assertions: assertions.filter((a) => a.url === url),
      bytes: median(runs.map((lhr) => lhr.audits['total-byte-weight'].numericValue)),
      scriptBytes: median(resources('script').map((i) => i?.transferSize ?? 0)),
      imageBytes: median(resources('image').map((i) => i?.transferSize ?? 0)),
      imageRequests: median(resources('image').map((i) => i?.requestCount ?? 0)),
      // The scripts the last run loaded, each with its transfer size (gzip, as served).
      scripts: runs
        .at(-1)
        .audits['network-requests'].details.items.filter((i) => i.resourceType === 'Script')
        .map((i) => ({ file: new URL(i.url).pathname.replace('/assets/', ''), bytes: i.transferSize })),
    };
  });
}

/**
 * A gallery's or a work page's bytes before scrolling, a larger seed against the normal one: no
 * more images, the rest flat. Pages the normal seed has not measured are left out.
 */
function compareSeeds(normal, larger) {
  return larger
    .filter((page) => !['/', '/presse', '/droits'].includes(page.path))
    .flatMap((page) => {
      const before = normal.find((p) => p.path === page.path);
      if (!before) return [];
      const otherBytes = (p) => p.bytes - p.imageBytes;
      const growth = otherBytes(page) - otherBytes(before);
      const ok = growth <= SEED_TOLERANCE_BYTES && page.imageRequests <= before.imageRequests;
      return [{ path: page.path, growth, images: [before.imageRequests, page.imageRequests], ok }];
    });
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const percent = (v) => String(Math.round(v * 100));
const column = (title, auditId, auditProperty, format) => ({ title, auditId, auditProperty, format });
/** The table's Lighthouse columns, each showing the median one assertion of lighthouserc.cjs judged. */
const COLUMNS = [
  column('Perf', 'categories', 'performance', percent),
  column('A11y', 'categories', 'accessibility', percent),
  column('BP', 'categories', 'best-practices', percent),
  column('SEO', 'categories', 'seo', percent),
  column('LCP', 'largest-contentful-paint', undefined, (v) => `${(v / 1000).toFixed(2)} s`),
  column('TBT', 'total-blocking-time', undefined, (v) => `${Math.round(v)} ms`),
  column('CLS', 'cumulative-layout-shift', undefined, (v) => v.toFixed(3)),
  column('JS loaded', 'resource-summary', 'script.size', kB),
];
const columnOf = (a) => COLUMNS.find((c) => c.auditId === a.auditId && c.auditProperty === a.auditProperty);
const mark = (ok) => (ok ? '✓' : '✗');
const signedKB = (bytes) => `${bytes >= 0 ? '+' : ''}${kB(bytes)}`;

/** Prints the table and returns the budgets missed, in words. */
function report(results, comparison) {
  const header = ['Seed', 'Page', ...COLUMNS.map((c) => c.title), 'Bytes loaded'];
  const misses = [];
  const rows = results.flatMap(({ seed, pages }) =>
    pages.map((page) => {
      // Every budget LHCI found missed, whether or not the table has a column for it.
      for (const result of page.assertions.filter((a) => !a.passed)) {
        const auditTitle = `${result.auditId} ${result.auditProperty ?? ''}`;
        const { title, format = String } = columnOf(result) ?? column(auditTitle);
        const scripts = page.scripts.map((f) => `${f.file} ${kB(f.bytes)}`).join(', ');
        const chunks = result.auditId === 'resource-summary' ? `; its scripts: ${scripts}` : '';
        misses.push(
          `${seed} ${page.path}: ${title} ${format(result.actual)}, budget ${result.operator} ${format(result.expected)}${chunks}`,
        );
      }
      const cells = COLUMNS.map((c) => {
        const result = page.assertions.find((a) => columnOf(a) === c);
        if (result) return `${c.format(result.actual)} ${mark(result.passed)}`;
        return c.auditId === 'resource-summary' ? kB(page.scriptBytes) : '—';
      });
      const seedCheck = seed !== 'normal' && comparison[seed]?.find((c) => c.path === page.path);
      if (seedCheck && !seedCheck.ok) {
        misses.push(
          `${seed} ${page.path}: ${signedKB(seedCheck.growth)} besides images, images ${seedCheck.images.join(' → ')}, against the normal seed`,
        );
      }
      const bytes = kB(page.bytes) + (seedCheck ? ` (${signedKB(seedCheck.growth)} ${mark(seedCheck.ok)})` : '');
      return [seed, page.path, ...cells, bytes];
    }),
  );
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(['', line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
  console.log(
    `\nMedians of ${results[0].pages[0]?.runs} Lighthouse ${results[0].pages[0]?.lighthouseVersion} runs, budgets of lighthouserc.cjs. ` +
      "JS loaded: fetched during the load (gzip; .bench/latest.json lists each page's scripts). " +
      `Bytes loaded: before scrolling; with the larger seeds, all but images against the normal seed (within ${kB(SEED_TOLERANCE_BYTES)}, and no more images).`,
  );
  for (const { seed, pages } of results) {
    const indexes = pages.flatMap((page) => page.benchmarkIndexes);
    console.log(
      `Lighthouse's CPU benchmark, ${seed} seed: median ${median(indexes)}, from ${Math.min(...indexes)} to ${Math.max(...indexes)} over its ${indexes.length} runs (higher is faster; on one machine it moves with what else runs there).`,
    );
  }
  for (const { seed, settled } of results.filter((r) => !r.settled.quiet)) {
    console.log(
      `The ${seed} seed was measured on a busy machine (still busy after ${waitedFor(settled)}): its timings may read high.`,
    );
  }
  return misses;
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const chromePath = await findHeadlessShell();
  installLighthouseCi();
  const startedAt = new Date();
  const results = [];
  for (const seed of options.seeds) {
    if (options.build) build(seed);
    rmSync(LHCI_DIR, { recursive: true, force: true });
    // Started before the wait, so that its start is not measured.
    const stopServing = await serveDist();
    try {
      say('Waiting for the disk and the CPUs to go quiet…');
      const settled = await settleMachine();
      const anyway = settled.quiet ? '' : ' anyway; its timings may read high';
      say(
        `${settled.quiet ? 'Quiet' : 'Still busy'} after ${waitedFor(settled)}: measuring the ${seed} seed${anyway}.`,
      );
      results.push({ seed, settled, pages: await lighthouse(chromePath, seed) });
    } finally {
      await stopServing();
    }
  }
  const normal = results.find((r) => r.seed === 'normal');
  const comparison = Object.fromEntries(
    results.filter((r) => normal && r.seed !== 'normal').map((r) => [r.seed, compareSeeds(normal.pages, r.pages)]),
  );
  const misses = report(results, comparison);
  const last = results.at(-1)?.seed;
  if (last && last !== 'normal' && options.build)
    console.log(`\ndist/ now holds the ${last}-seed build: run npm run build before reusing it.`);

  const commit = run('git', ['rev-parse', '--short', 'HEAD'], { quiet: true }).stdout.trim();
  const json = `${JSON.stringify({ startedAt, commit, chromePath, results, comparison, misses }, null, 2)}\n`;
  const file = join(BENCH_DIR, `bench-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(join(BENCH_DIR, 'latest.json'), json);
  console.log(`\nWritten ${relative(ROOT, file)} and .bench/latest.json.`);
  console.log(
    misses.length ? `\n${misses.length} budget(s) missed:\n  ${misses.join('\n  ')}` : '\nEvery page is within budget.',
  );
  process.exitCode = misses.length ? 1 : 0;
}

await runIfMain(import.meta.url, 'bench', main, [Error]);
