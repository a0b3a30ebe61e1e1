// @ts-check
/**
 * Renders every public page to static HTML after `vite build` ("build" in package.json), with
 * the sitemap, robots.txt, the feeds and data-version.json (scripts/build/render-site.mjs makes
 * them), from the export BUILD_DATA_FILE names (`npm run publish`), else the public database of
 * a configured Firebase project, else the demo seed (scripts/build/build-data.mjs).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { APP_LOADER_SCRIPT } from './app-loader.mjs';
import { BuildDataError, demoNodes, readExportFile, readLiveDatabase } from './build-data.mjs';
import { renderSite } from './render-site.mjs';
import { ROOT as root } from '../command-line.mjs';

const dist = path.resolve(root, process.env.BUILD_OUT_DIR || 'dist');
const ssrDir = path.resolve(root, process.env.BUILD_SSR_OUT_DIR || 'dist-ssr');

/** @type {import('./render-site.mjs').ServerEntry} src/entry-server.tsx, built */
const server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
const template = await deferTheApp(await inlineTheStylesheet(await readFile(path.join(dist, 'index.html'), 'utf8')));

/**
 * The stylesheet goes into the page: one round trip less before the first paint. A disabled link
 * to it (never fetched nor applied) stays, or Vite's helper would fetch it again with the first
 * lazy chunk, which lists it, and restyle the whole page.
 */
async function inlineTheStylesheet(/** @type {string} */ html) {
  const [link, file] = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(html) ?? [];
  if (!link || !file) throw new Error('prerender: no stylesheet link in dist/index.html');
  const css = await readFile(path.join(dist, file), 'utf8');
  return html.replace(link, () => `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`);
}

/** Vite's module script and its preloads give way to the loader (app-loader.mjs), which starts the same entry later. */
function deferTheApp(/** @type {string} */ html) {
  const [script, entry] = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html) ?? [];
  if (!script || !entry) throw new Error('prerender: no module script in dist/index.html');
  return html
    .replace(script, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace('<div id="root"></div>', () => `<div id="root" data-entry="${server.escapeHtml(entry)}"></div>`)
    .replace('</body>', `<script>${APP_LOADER_SCRIPT}</script></body>`);
}

/** The public nodes the pages are rendered from, and where they came from. */
async function dataAtBuildTime() {
  const file = process.env.BUILD_DATA_FILE;
  // An export asked for is the data to publish: failing to read it fails the build.
  if (file) {
    try {
      return { nodes: await readExportFile(path.resolve(file)), source: `the export ${file}` };
    } catch (error) {
      if (!(error instanceof BuildDataError)) throw error;
      console.error(`prerender: BUILD_DATA_FILE: ${error.message}`);
      process.exit(1);
    }
  }
  if (server.backendKind === 'demo') {
    const size = Number(process.env.VITE_DEMO_SEED_SIZE);
    const works = Number.isInteger(size) && size > 0 ? server.scaledSeedRecords(size) : server.seedRecords();
    return { nodes: demoNodes(works, server.DEFAULT_SITE_CONTENT), source: 'the demo seed' };
  }
  // A build for the emulators (the browser tests) must not read a real project that happens to
  // bear the emulators' project id: its pages load their data in the browser.
  if (server.useEmulators) return { nodes: null, source: 'no data (a build for the emulators)' };
  try {
    const url = server.firebaseConfig?.databaseURL;
    return { nodes: await readLiveDatabase(url), source: url };
  } catch (error) {
    console.warn(
      `prerender: ${/** @type {Error} */ (error).message}; the pages load the live data in the browser, no data version is written.`,
    );
    return { nodes: null, source: 'no data' };
  }
}

const { nodes, source } = await dataAtBuildTime();
// PRERENDER_ONLY_WORKS (comma-separated work paths): the only work pages to render.
const only = process.env.PRERENDER_ONLY_WORKS;
const onlyWorks = only ? new Set(only.split(',').map((workPath) => workPath.trim())) : undefined;
const { files, pages, works, version } = await renderSite(server, nodes, { template, now: new Date(), onlyWorks });
for (const [file, content] of files) {
  await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
  await writeFile(path.join(dist, file), content);
}
await rm(ssrDir, { recursive: true, force: true });
console.log(
  `prerender: ${pages} pages (${works} of them works), app-shell.html, 404.html, sitemap.xml, robots.txt, agenda.ics, flux.xml` +
    `${version ? ` and data-version.json (${version.slice(0, 12)})` : ''} written to ${path.relative(root, dist)}/ from ${source} (${server.backendKind} backend)`,
);
