#!/usr/bin/env node
// `npm run bench`: how fast, accessible and findable the production build is, on a phone.
//
//   1. builds the site (`npm run build`, prerendering included) on the demo backend;
//   2. serves dist/ with `vite preview` on 127.0.0.1:4173;
//   3. runs Lighthouse 12 (its default config: a mid-range phone on slow 4G, simulated) three
//      times on each page, one run after another, in a fresh headless Chromium each time;
//   4. prints the medians of each page beside the budgets of issue 4, then the gzip size of
//      every built chunk and what each route loads (from dist/.vite/manifest.json);
//   5. writes the same as JSON to .bench/bench-<timestamp>.json and .bench/latest.json.
//
// Options (each also as an environment variable):
//   --large           (BENCH_LARGE=1)          build with VITE_DEMO_SEED_SIZE=200 (200 works per
//                                              type) and compare the galleries' bytes before
//                                              scrolling with the last normal run, if any
//   --compare-large   (BENCH_COMPARE_LARGE=1)  a normal run, then a large-seed run of the
//                                              galleries, and the difference (must not grow)
//   --runs=N          (BENCH_RUNS=N)           Lighthouse runs per page (default 3)
//   --pages=/,/presse (BENCH_PAGES=...)        pages to measure (default /, /aquarelles,
//                                              /peinture-sur-toile, /presse)
//   --no-build        (BENCH_SKIP_BUILD=1)     measure the dist/ already there
//   --html            (BENCH_HTML=1)           also keep each page's last Lighthouse report as
//                                              .bench/<seed>-<page>.html
//   --strict          (BENCH_STRICT=1)         exit with status 1 when a budget is missed
//   --cpu-slowdown=N  (BENCH_CPU_SLOWDOWN=N)   Lighthouse's CPU slowdown instead of its default 4×
//                                              (for a host whose benchmarkIndex is far from
//                                              Lighthouse's reference; the default is the budget's)
//   BENCH_PORT=4173                            the preview server's port
// Timings are never asserted in `npm test`; this is the place to look at them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, relative } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './find-chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const BENCH_DIR = join(ROOT, '.bench');
const HOST = '127.0.0.1';
/** vite preview's port; BENCH_PORT moves it, e.g. while the browser tests hold 4173. */
const PORT = Number(process.env.BENCH_PORT || 4173);
const ORIGIN = `http://${HOST}:${PORT}`;

const DEFAULT_PAGES = ['/', '/aquarelles', '/peinture-sur-toile', '/presse'];
const GALLERY_PAGES = ['/aquarelles', '/peinture-sur-toile'];
const LARGE_SEED_SIZE = '200';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Issue 4's budgets, on the medians. */
const BUDGETS = {
  performance: { label: 'Performance ≥ 95', ok: (v) => v >= 95 },
  accessibility: { label: 'Accessibility 100', ok: (v) => v === 100 },
  bestPractices: { label: 'Best Practices 100', ok: (v) => v === 100 },
  seo: { label: 'SEO 100', ok: (v) => v === 100 },
  lcpMs: { label: 'LCP ≤ 1.8 s', ok: (v) => v <= 1800 },
  tbtMs: { label: 'TBT ≤ 150 ms', ok: (v) => v <= 150 },
  cls: { label: 'CLS ≤ 0.01', ok: (v) => v <= 0.01 },
};

/**
 * A large-seed gallery may differ from the normal one by a few bytes (the seed size inlined in
 * a chunk). Its images are compared by count: the larger seed puts other works first, whose
 * files differ in size, so image bytes vary without any more image being loaded.
 */
const LARGE_SEED_TOLERANCE_BYTES = 1000;

// ---------------------------------------------------------------------------------------------
// Options

function parseOptions(argv, env) {
  const flag = (name, envName) => argv.includes(`--${name}`) || ['1', 'true'].includes(env[envName] ?? '');
  const value = (name, envName) => {
    const arg = argv.find((a) => a.startsWith(`--${name}=`));
    return arg ? arg.slice(name.length + 3) : env[envName];
  };
  const known = ['large', 'compare-large', 'no-build', 'html', 'strict', 'help', 'h'];
  for (const arg of argv) {
    const name = arg.replace(/^--?/, '').split('=')[0];
    if (!known.includes(name) && !['runs', 'pages', 'cpu-slowdown'].includes(name)) {
      throw new Error(`Unknown option ${arg}. Run node scripts/bench.mjs --help.`);
    }
  }
  const runs = Number(value('runs', 'BENCH_RUNS') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1.');
  const pages = (value('pages', 'BENCH_PAGES') ?? DEFAULT_PAGES.join(','))
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (p.startsWith('/') ? p : `/${p}`));
  const cpuText = value('cpu-slowdown', 'BENCH_CPU_SLOWDOWN');
  const cpuSlowdown = cpuText === undefined || cpuText === '' ? null : Number(cpuText);
  if (cpuSlowdown !== null && !(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown must be a number ≥ 1.');
  const options = {
    cpuSlowdown,
    help: argv.includes('--help') || argv.includes('-h'),
    large: flag('large', 'BENCH_LARGE'),
    compareLarge: flag('compare-large', 'BENCH_COMPARE_LARGE'),
    build: !flag('no-build', 'BENCH_SKIP_BUILD'),
    html: flag('html', 'BENCH_HTML'),
    strict: flag('strict', 'BENCH_STRICT'),
    runs,
    pages,
  };
  if (options.compareLarge && !options.build) {
    throw new Error('--compare-large builds twice (normal seed, then large seed); it cannot be used with --no-build.');
  }
  return options;
}

const HELP = `Usage: npm run bench -- [--large | --compare-large] [--runs=3] [--pages=/,/presse] [--no-build] [--html] [--strict] [--cpu-slowdown=N]
Builds the site on the demo backend, serves it on ${ORIGIN}, runs Lighthouse (mobile) on each page
and prints the medians beside the budgets, the gzip size of every chunk and what each route loads.
Results: .bench/latest.json (and .bench/bench-<timestamp>.json).
`;

// ---------------------------------------------------------------------------------------------
// Small helpers

function say(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const kB = (bytes) => (bytes == null ? '—' : `${(bytes / 1000).toFixed(1)} kB`);
const mark = (ok) => (ok ? '✓' : '✗');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function pad(text, width, align = 'left') {
  const s = String(text);
  const length = [...s].length;
  if (length >= width) return s;
  return align === 'left' ? s + ' '.repeat(width - length) : ' '.repeat(width - length) + s;
}

function table(headers, rows, aligns = []) {
  const widths = headers.map((h, i) => Math.max([...h].length, ...rows.map((r) => [...String(r[i])].length)));
  const line = (cells) => cells.map((c, i) => pad(c, widths[i], aligns[i] ?? 'left')).join('  ');
  return [line(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function gitCommit() {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

// ---------------------------------------------------------------------------------------------
// Child processes: the build and the preview server

/** The build's environment: the demo backend (no Firebase), with the seed size asked for. */
function buildEnv(large) {
  const env = { ...process.env, VITE_DEMO_SEED_SIZE: large ? LARGE_SEED_SIZE : '' };
  // Variables already in the environment win over .env files, so empty ones keep a local
  // Firebase configuration out of the benchmark: it measures the demo build.
  for (const name of Object.keys(env)) if (name.startsWith('VITE_FIREBASE_')) env[name] = '';
  for (const suffix of [
    'API_KEY',
    'AUTH_DOMAIN',
    'DATABASE_URL',
    'PROJECT_ID',
    'STORAGE_BUCKET',
    'APP_ID',
    'EMULATORS',
  ]) {
    env[`VITE_FIREBASE_${suffix}`] = '';
  }
  return env;
}

function runBuild(large) {
  say(`Building (npm run build${large ? `, VITE_DEMO_SEED_SIZE=${LARGE_SEED_SIZE}` : ''}, demo backend)…`);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: ROOT,
      env: buildEnv(large),
      stdio: ['ignore', 'inherit', 'inherit'],
      shell: process.platform === 'win32',
    });
    children.add(child);
    child.on('error', (error) => reject(new Error(`Could not start npm run build: ${error.message}`)));
    child.on('close', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `npm run build failed (${signal ? `stopped by ${signal}` : `exit code ${code}`}); see its output above.`,
          ),
        );
    });
  });
}

/** Every child process this script started and has not seen end: stopped on the way out. */
const children = new Set();
/** The Chromium of the Lighthouse run under way, if any (chrome-launcher's handle). */
const browsers = new Set();

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    child.once('close', done);
    const signal = (sig) => {
      try {
        // `detached` children lead their own process group: this stops npx and vite together.
        if (child.pid) process.kill(child.detachedGroup ? -child.pid : child.pid, sig);
      } catch {
        // already gone
      }
    };
    signal('SIGTERM');
    const timer = setTimeout(() => {
      signal('SIGKILL');
      setTimeout(done, 500);
    }, 5000);
  });
}

async function isServing(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function startPreview() {
  if (await isServing(`${ORIGIN}/`)) {
    throw new Error(
      `Something already answers on ${ORIGIN} (a vite preview left running, or the browser tests' server). ` +
        'Stop it first: the benchmark must measure the build it has just made.',
    );
  }
  say(`Serving dist/ on ${ORIGIN} (vite preview)…`);
  const child = spawn(
    'npx',
    ['--no', '--', 'vite', 'preview', '--host', HOST, '--port', String(PORT), '--strictPort'],
    {
      cwd: ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    },
  );
  child.detachedGroup = process.platform !== 'win32';
  children.add(child);
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.setEncoding('utf8').on('data', collect);
  child.stderr.setEncoding('utf8').on('data', collect);
  child.on('close', () => children.delete(child));

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`vite preview stopped before serving (exit code ${child.exitCode}):\n${output.trim()}`);
    }
    if (await isServing(`${ORIGIN}/`)) return child;
    await sleep(250);
  }
  await stopChild(child);
  throw new Error(`vite preview did not answer on ${ORIGIN} within 30 s:\n${output.trim()}`);
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/** Transfer sizes by resource type, from `resource-summary` (else summed from `network-requests`). */
function bytesByType(audits) {
  const byType = {};
  const summary = audits['resource-summary']?.details?.items;
  if (Array.isArray(summary) && summary.length > 0) {
    for (const item of summary) byType[item.resourceType] = { bytes: item.transferSize, requests: item.requestCount };
    return byType;
  }
  const requests = audits['network-requests']?.details?.items ?? [];
  const typeOf = (t) =>
    ({ Script: 'script', Stylesheet: 'stylesheet', Image: 'image', Font: 'font', Document: 'document' })[t] ?? 'other';
  for (const r of requests) {
    for (const key of ['total', typeOf(r.resourceType)]) {
      byType[key] ??= { bytes: 0, requests: 0 };
      byType[key].bytes += r.transferSize ?? 0;
      byType[key].requests += 1;
    }
  }
  return byType;
}

/** Audits of the graded categories that did not pass, to say what to fix. */
function failingAudits(lhr) {
  const failing = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    const ids = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < (id === 'performance' ? 0.9 : 1))
      .map((audit) => audit.id);
    if (ids.length) failing[id] = ids;
  }
  return failing;
}

function extract(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const byType = bytesByType(lhr.audits);
  const lcpElement =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    totalBytes: numeric('total-byte-weight') ?? byType.total?.bytes ?? null,
    jsBytes: byType.script?.bytes ?? null,
    imageBytes: byType.image?.bytes ?? null,
    imageRequests: byType.image?.requests ?? null,
    documentBytes: byType.document?.bytes ?? null,
    requests: byType.total?.requests ?? null,
    domElements: numeric('dom-size'),
    lcpElement,
    failing: failingAudits(lhr),
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? null,
  };
}

async function lighthouseOnce(chromePath, url, wantHtml, cpuSlowdown) {
  // handleSIGINT: false, so that Ctrl-C goes through shutdown(), which stops vite preview too.
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  browsers.add(chrome);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: wantHtml ? 'html' : 'json',
      onlyCategories: CATEGORIES,
      // The full-page screenshot enlarges the viewport to the whole page, which would load
      // lazy images below the fold; the byte counts are those before any scroll.
      disableFullPageScreenshot: true,
      // Merged into the default (mobile) throttling settings; only when asked for.
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse could not measure ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    return { metrics: extract(result.lhr), html: wantHtml ? String(result.report) : null };
  } finally {
    browsers.delete(chrome);
    await chrome.kill();
  }
}

const MEDIAN_KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'totalBytes',
  'jsBytes',
  'imageBytes',
  'imageRequests',
  'documentBytes',
  'requests',
  'domElements',
  'benchmarkIndex',
];

function budgetResults(m) {
  const out = {};
  for (const [key, budget] of Object.entries(BUDGETS)) out[key] = m[key] == null ? false : budget.ok(m[key]);
  return out;
}

/** Attempts per Lighthouse run: a run that fails (a busy machine, a crashed browser) is retried. */
const ATTEMPTS = 3;

async function measurePages(chromePath, pages, options, seed, ensureServer) {
  const results = [];
  let retries = 0;
  for (const path of pages) {
    const url = `${ORIGIN}${path}`;
    const runs = [];
    let html = null;
    for (let i = 1; i <= options.runs; i++) {
      say(`Lighthouse ${path} — run ${i} of ${options.runs}${seed === 'large' ? ' (large seed)' : ''}…`);
      for (let attempt = 1; ; attempt++) {
        try {
          await ensureServer();
          const { metrics, html: report } = await lighthouseOnce(
            chromePath,
            url,
            options.html && i === options.runs,
            options.cpuSlowdown,
          );
          runs.push(metrics);
          if (report) html = report;
          break;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          if (attempt >= ATTEMPTS) throw new Error(`${reason} (after ${ATTEMPTS} attempts)`);
          retries += 1;
          say(`That run failed (${reason}); trying again.`);
        }
      }
    }
    const medianOf = {};
    for (const key of MEDIAN_KEYS) medianOf[key] = median(runs.map((r) => r[key]));
    const failing = {};
    for (const run of runs) {
      for (const [category, ids] of Object.entries(run.failing)) {
        failing[category] = [...new Set([...(failing[category] ?? []), ...ids])];
      }
    }
    const result = {
      path,
      url,
      median: medianOf,
      budgets: budgetResults(medianOf),
      failingAudits: failing,
      lcpElement: runs.at(-1)?.lcpElement ?? null,
      retriedRuns: retries,
      runs,
    };
    retries = 0;
    if (html) {
      const file = join(BENCH_DIR, `${seed}-${path === '/' ? 'accueil' : path.slice(1).replace(/\W+/g, '-')}.html`);
      writeFileSync(file, html);
      result.report = relative(ROOT, file);
    }
    results.push(result);
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Built chunks and what each route loads

function gzipSize(buffer) {
  return gzipSync(buffer).length;
}

function chunkSizes() {
  const dir = join(DIST, 'assets');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /\.(m?js|css)$/.test(name))
    .map((name) => {
      const buffer = readFileSync(join(dir, name));
      return {
        file: `assets/${name}`,
        kind: name.endsWith('.css') ? 'css' : 'js',
        bytes: buffer.length,
        gzip: gzipSize(buffer),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/** The public paths, from the built sitemap (made from the routes table), else the defaults. */
function builtPublicPaths() {
  const sitemap = join(DIST, 'sitemap.xml');
  if (existsSync(sitemap)) {
    const paths = [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname,
    );
    if (paths.length) return paths;
  }
  return DEFAULT_PAGES;
}

/** The module each route loads on demand (see src/app/routes.tsx): none for the home page. */
function lazyModuleOf(path) {
  if (path === '/') return null;
  if (path === '/presse') return 'src/features/press/press-page.tsx';
  return 'src/features/gallery/gallery-page.tsx';
}

function routeLoads(chunks) {
  const manifestFile = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    return { error: 'dist/.vite/manifest.json is missing: turn on build.manifest in vite.config.ts.' };
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const gzipOf = new Map(chunks.map((c) => [c.file, c.gzip]));
  const entryKey =
    Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('.html')) ??
    Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) return { error: 'The Vite manifest has no entry.' };

  /** Static-import closure of some manifest keys. */
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return seen;
  };
  const filesOf = (keys) => {
    const js = new Set();
    const css = new Set();
    for (const key of keys) {
      js.add(manifest[key].file);
      for (const file of manifest[key].css ?? []) css.add(file);
    }
    return { js: [...js], css: [...css] };
  };
  const total = (files) => files.reduce((sum, file) => sum + (gzipOf.get(file) ?? 0), 0);
  const describe = (files) => files.map((file) => ({ file, gzip: gzipOf.get(file) ?? null }));

  const routeModules = new Set(
    Object.keys(manifest).filter(
      (key) => key.startsWith('src/features/') && manifest[key].isDynamicEntry && /-page\.tsx?$/.test(key),
    ),
  );
  const entryClosure = closure([entryKey]);

  const row = (label, lazyKey) => {
    const initialKeys = new Set([...entryClosure, ...(lazyKey ? closure([lazyKey]) : [])]);
    const { js, css } = filesOf(initialKeys);
    // Loaded later, on demand: what the route's own modules import dynamically (the backend,
    // the video player…), without the other routes.
    const from = lazyKey ? closure([lazyKey]) : entryClosure;
    const laterKeys = new Set();
    for (const key of from) {
      for (const dyn of manifest[key].dynamicImports ?? []) {
        if (routeModules.has(dyn) || dyn === lazyKey) continue;
        for (const k of closure([dyn])) if (!initialKeys.has(k)) laterKeys.add(k);
      }
    }
    const later = filesOf(laterKeys);
    return {
      route: label,
      lazyModule: lazyKey,
      js: describe(js),
      css: describe(css),
      jsGzip: total(js),
      cssGzip: total(css),
      later: describe(later.js),
      laterGzip: total(later.js),
    };
  };

  const rows = [];
  for (const path of builtPublicPaths()) {
    const lazyKey = lazyModuleOf(path);
    if (lazyKey && !manifest[lazyKey]) {
      rows.push({
        route: path,
        error: `${lazyKey} is not in the manifest (was it renamed? update lazyModuleOf in scripts/bench.mjs)`,
      });
      continue;
    }
    rows.push(row(path, lazyKey));
  }
  const adminPaths = {
    'src/features/admin/sign-in-page.tsx': '/admin',
    'src/features/admin/admin-page.tsx': '/addArticle',
  };
  for (const key of [...routeModules].filter((k) => k.startsWith('src/features/admin/')).sort()) {
    rows.push(row(`${adminPaths[key] ?? key.replace('src/features/admin/', '')} (admin)`, key));
  }
  return { entry: manifest[entryKey].file, routes: rows };
}

// ---------------------------------------------------------------------------------------------
// Printing

function printPages(results, title) {
  const cell = (value, ok, format) => (value == null ? '—' : `${format(value)} ${mark(ok)}`);
  const int = (v) => String(Math.round(v));
  const rows = results.map(({ path, median: m, budgets: b }) => [
    path,
    cell(m.performance, b.performance, int),
    cell(m.accessibility, b.accessibility, int),
    cell(m.bestPractices, b.bestPractices, int),
    cell(m.seo, b.seo, int),
    cell(m.lcpMs, b.lcpMs, (v) => `${(v / 1000).toFixed(2)} s`),
    cell(m.tbtMs, b.tbtMs, (v) => `${Math.round(v)} ms`),
    cell(m.cls, b.cls, (v) => v.toFixed(3)),
    kB(m.totalBytes),
    kB(m.jsBytes),
  ]);
  console.log(`\n${title}`);
  console.log(
    table(['Page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'Total', 'JS'], rows, [
      'left',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
    ]),
  );
  console.log(
    `Budgets: ${Object.values(BUDGETS)
      .map((b) => b.label)
      .join(', ')}.`,
  );
  const index = median(results.map((r) => r.median.benchmarkIndex));
  if (index != null) {
    console.log(
      `Host CPU: Lighthouse benchmarkIndex ${Math.round(index)}` +
        (index < 1000
          ? ' (below 1000: Lighthouse finds this CPU slow for its default 4× slowdown, so TBT and LCP read high; ' +
            'see --cpu-slowdown)'
          : ''),
    );
  }
  for (const { path, failingAudits: failing } of results) {
    const parts = Object.entries(failing).map(([category, ids]) => `${category}: ${ids.join(', ')}`);
    if (parts.length) console.log(`  ${path} — audits to look at: ${parts.join('; ')}`);
  }
}

function printChunks(chunks, loads) {
  console.log('\nBuilt chunks (dist/assets, gzip)');
  console.log(
    table(
      ['File', 'Size', 'Gzip'],
      chunks.map((c) => [c.file, kB(c.bytes), kB(c.gzip)]),
      ['left', 'right', 'right'],
    ),
  );
  console.log(
    `Total: JS ${kB(chunks.filter((c) => c.kind === 'js').reduce((s, c) => s + c.gzip, 0))} gzip, CSS ${kB(chunks.filter((c) => c.kind === 'css').reduce((s, c) => s + c.gzip, 0))} gzip.`,
  );

  console.log('\nWhat each route loads (entry + the route’s lazy chunk + their static imports; then on demand)');
  if (loads.error) {
    console.log(`  ${loads.error}`);
    return;
  }
  const width = Math.max(...loads.routes.map((r) => [...r.route].length));
  for (const r of loads.routes) {
    if (r.error) {
      console.log(`  ${r.route}: ${r.error}`);
      continue;
    }
    const names = r.js.map((c) => c.file.replace('assets/', '')).join(', ');
    const later = r.later.map((c) => c.file.replace('assets/', '')).join(', ');
    console.log(
      `  ${pad(r.route, width)}  JS ${pad(kB(r.jsGzip), 9, 'right')}  CSS ${pad(kB(r.cssGzip), 8, 'right')}  ${names}`,
    );
    if (later) console.log(`  ${pad('', width)}  then on demand ${kB(r.laterGzip)}: ${later}`);
  }
}

function compareSeeds(normalPages, largePages) {
  const rows = [];
  for (const path of GALLERY_PAGES) {
    const normal = normalPages.find((p) => p.path === path)?.median;
    const large = largePages.find((p) => p.path === path)?.median;
    if (!normal || !large) continue;
    const nonImage = (m) => m.totalBytes - (m.imageBytes ?? 0);
    const nonImageDiff = nonImage(large) - nonImage(normal);
    const imagesOk = (large.imageRequests ?? 0) <= (normal.imageRequests ?? 0);
    const nonImageOk = nonImageDiff <= LARGE_SEED_TOLERANCE_BYTES;
    rows.push({
      path,
      normalBytes: normal.totalBytes,
      largeBytes: large.totalBytes,
      diffBytes: large.totalBytes - normal.totalBytes,
      normalNonImageBytes: nonImage(normal),
      largeNonImageBytes: nonImage(large),
      nonImageDiffBytes: nonImageDiff,
      nonImageOk,
      normalDocumentBytes: normal.documentBytes,
      largeDocumentBytes: large.documentBytes,
      normalImageBytes: normal.imageBytes,
      largeImageBytes: large.imageBytes,
      normalImageRequests: normal.imageRequests,
      largeImageRequests: large.imageRequests,
      imagesOk,
      normalRequests: normal.requests,
      largeRequests: large.requests,
      normalDomElements: normal.domElements,
      largeDomElements: large.domElements,
      ok: imagesOk && nonImageOk,
    });
  }
  return rows;
}

function printComparison(rows, note) {
  if (rows.length === 0) return;
  console.log(
    `\nGallery bytes before scrolling: normal seed vs ${LARGE_SEED_SIZE} works per type${note ? ` (${note})` : ''}`,
  );
  const signed = (b) => `${b > 0 ? '+' : ''}${(b / 1000).toFixed(1)} kB`;
  console.log(
    table(
      ['Page', 'Total bytes', 'All but images', 'HTML', 'Images loaded', 'Image bytes', 'DOM elements'],
      rows.map((r) => [
        r.path,
        `${kB(r.normalBytes)} → ${kB(r.largeBytes)} (${signed(r.diffBytes)})`,
        `${signed(r.nonImageDiffBytes)} ${mark(r.nonImageOk)}`,
        `${kB(r.normalDocumentBytes)} → ${kB(r.largeDocumentBytes)}`,
        `${r.normalImageRequests ?? '—'} → ${r.largeImageRequests ?? '—'} ${mark(r.imagesOk)}`,
        `${kB(r.normalImageBytes)} → ${kB(r.largeImageBytes)}`,
        `${r.normalDomElements ?? '—'} → ${r.largeDomElements ?? '—'}`,
      ]),
      ['left', 'right', 'right', 'right', 'right', 'right', 'right'],
    ),
  );
  console.log(
    `Budget: no more images loaded, and everything else within ${LARGE_SEED_TOLERANCE_BYTES / 1000} kB. Image bytes vary ` +
      'with which works come first; more DOM elements show the larger seed was used.',
  );
}

// ---------------------------------------------------------------------------------------------
// Main

async function benchOnce({ chromePath, options, large, pages }) {
  const seed = large ? 'large' : 'normal';
  if (options.build) await runBuild(large);
  else say('--no-build: measuring the dist/ already there.');
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error('dist/index.html is missing: the build did not produce the site.');
  const chunks = chunkSizes();
  const loads = routeLoads(chunks);
  let server = await startPreview();
  /** Before each run: vite preview still answers, or is started again. */
  const ensureServer = async () => {
    if (await isServing(`${ORIGIN}/`)) return;
    say('vite preview stopped answering; starting it again…');
    await stopChild(server);
    server = await startPreview();
  };
  try {
    const results = await measurePages(chromePath, pages, options, seed, ensureServer);
    return { seed, seedSize: large ? Number(LARGE_SEED_SIZE) : null, pages: results, chunks, routeLoads: loads };
  } finally {
    await stopChild(server);
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options.help) {
    process.stdout.write(HELP);
    return 0;
  }
  mkdirSync(BENCH_DIR, { recursive: true });
  const chromePath = await findChromium();
  const startedAt = new Date();
  const report = {
    startedAt: startedAt.toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: cpus().length,
    chromePath,
    runsPerPage: options.runs,
    cpuSlowdownMultiplier: options.cpuSlowdown ?? 'Lighthouse default (4)',
    budgets: Object.fromEntries(Object.entries(BUDGETS).map(([k, b]) => [k, b.label])),
    mode: options.compareLarge ? 'compare-large' : options.large ? 'large' : 'normal',
    benches: [],
  };

  if (options.compareLarge) {
    const normal = await benchOnce({ chromePath, options, large: false, pages: options.pages });
    report.benches.push(normal);
    const galleries = options.pages.filter((p) => GALLERY_PAGES.includes(p));
    const large = await benchOnce({
      chromePath,
      options,
      large: true,
      pages: galleries.length ? galleries : GALLERY_PAGES,
    });
    report.benches.push(large);
    report.largeSeedComparison = compareSeeds(normal.pages, large.pages);
  } else {
    const bench = await benchOnce({ chromePath, options, large: options.large, pages: options.pages });
    report.benches.push(bench);
    if (options.large) {
      const previous = join(BENCH_DIR, 'latest-normal.json');
      if (existsSync(previous)) {
        const normal = JSON.parse(readFileSync(previous, 'utf8'));
        const normalBench = normal.benches?.find((b) => b.seed === 'normal');
        if (normalBench) {
          report.largeSeedComparison = compareSeeds(normalBench.pages, bench.pages);
          report.comparedWith = {
            file: '.bench/latest-normal.json',
            startedAt: normal.startedAt,
            commit: normal.commit,
          };
        }
      }
    }
  }
  report.finishedAt = new Date().toISOString();
  report.lighthouseVersion = report.benches[0]?.pages[0]?.runs[0]?.lighthouseVersion ?? null;
  report.userAgent = report.benches[0]?.pages[0]?.runs[0]?.userAgent ?? null;

  // Output
  for (const bench of report.benches) {
    const cpu = options.cpuSlowdown ? `, CPU slowdown ${options.cpuSlowdown}×` : '';
    const title =
      `Lighthouse ${report.lighthouseVersion ?? ''} (mobile, simulated slow 4G${cpu}), medians of ${options.runs} run(s)` +
      (bench.seed === 'large' ? ` — demo seed of ${LARGE_SEED_SIZE} works per type` : ' — normal demo seed');
    printPages(bench.pages, title);
  }
  const last = report.benches.at(-1);
  printChunks(last.chunks, last.routeLoads);
  if (report.largeSeedComparison) {
    printComparison(
      report.largeSeedComparison,
      report.comparedWith ? `normal run of ${report.comparedWith.startedAt}` : '',
    );
  } else if (options.large) {
    console.log(
      '\nNo normal run to compare with yet: run `npm run bench` first, or `npm run bench -- --compare-large`.',
    );
  }
  if (last.seed === 'large') {
    console.log(`\nNote: dist/ now holds the large-seed build; run npm run build before reusing it.`);
  }

  const budgetMisses = report.benches.flatMap((b) =>
    b.pages.flatMap((p) =>
      Object.entries(p.budgets)
        .filter(([, ok]) => !ok)
        .map(([key]) => `${p.path} ${BUDGETS[key].label}`),
    ),
  );
  const growth = (report.largeSeedComparison ?? []).filter((r) => !r.ok).map((r) => `${r.path} grows with the seed`);
  report.misses = [...budgetMisses, ...growth];

  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(join(BENCH_DIR, `bench-${stamp}.json`), json);
  writeFileSync(join(BENCH_DIR, 'latest.json'), json);
  if (report.mode === 'normal' || report.mode === 'compare-large')
    writeFileSync(join(BENCH_DIR, 'latest-normal.json'), json);
  console.log(`\nWritten .bench/bench-${stamp}.json and .bench/latest.json.`);
  console.log(
    report.misses.length === 0
      ? 'Every page is within budget.'
      : `${report.misses.length} budget(s) missed: ${report.misses.join('; ')}.`,
  );
  return report.misses.length > 0 && options.strict ? 1 : 0;
}

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    [...browsers].map(async (chrome) => {
      try {
        await chrome.kill();
      } catch {
        // already gone
      }
    }),
  );
  await Promise.all([...children].map(stopChild));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(143));

try {
  const code = await main();
  await shutdown(code);
} catch (error) {
  say(error instanceof Error ? error.message : String(error));
  await shutdown(1);
}
