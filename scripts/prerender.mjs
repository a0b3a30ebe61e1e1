/**
 * Renders every public page to static HTML after `vite build` (see "build" in package.json):
 * dist/index.html for the home page, dist/{route}.html for the others (served at /{route} by
 * `vite preview` and by Firebase Hosting's cleanUrls). Galleries are rendered with the works
 * known at build time: the demo seed, or the public database of a configured Firebase project;
 * so is each work's own page, dist/{gallery}/{slug}.html, with its own title, description and
 * link-preview image. Writes sitemap.xml and robots.txt from the same routes.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { APP_LOADER_SCRIPT } from './app-loader.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.resolve(root, process.env.BUILD_OUT_DIR || 'dist');
const ssrDir = path.join(root, 'dist-ssr');

const server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
const template = await deferTheApp(await inlineTheStylesheet(await readFile(path.join(dist, 'index.html'), 'utf8')));

/** The stylesheet goes into the page itself: one round trip less before the first paint. */
async function inlineTheStylesheet(html) {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(html);
  if (!link) throw new Error('prerender: no stylesheet link in dist/index.html');
  const css = await readFile(path.join(dist, link[1]), 'utf8');
  return html.replace(link[0], () => `<style>${css}</style>`);
}

/**
 * Vite's module script and its preloads give way to the loader of scripts/app-loader.mjs, which
 * imports the same entry once the page has loaded.
 */
function deferTheApp(html) {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('prerender: no module script in dist/index.html');
  return html
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace('<div id="root"></div>', () => `<div id="root" data-entry="${server.escapeHtml(entry[1])}"></div>`)
    .replace('</body>', `<script>${APP_LOADER_SCRIPT}</script></body>`);
}

/** The works of a type known at build time, in database key order. */
async function worksAtBuildTime(type) {
  if (server.backendKind === 'demo') {
    const size = Number(process.env.VITE_DEMO_SEED_SIZE);
    const all = Number.isInteger(size) && size > 0 ? server.scaledSeedRecords(size) : server.seedRecords();
    return all.filter((a) => a.type === type).sort((a, b) => server.compareDatabaseKeys(a.key, b.key));
  }
  // The articles are public (database.rules.json), so the REST API reads them without a token.
  const url = `${server.firebaseConfig.databaseURL}/articles/${encodeURIComponent(type)}.json`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const records = (await response.json()) ?? {};
    return Object.entries(records)
      .map(([key, value]) => server.toArtwork(key, value))
      .filter(Boolean)
      .sort((a, b) => server.compareDatabaseKeys(a.key, b.key));
  } catch (error) {
    console.warn(`prerender: could not read ${url} (${error.message}); the gallery will load in the browser.`);
    return undefined;
  }
}

/**
 * The site's texts and press clippings known at build time: the demo seed (the copy of
 * src/content/), or the public `site` node of a configured Firebase project (the copy of
 * src/content/ while it has none).
 */
async function siteAtBuildTime() {
  if (server.backendKind === 'demo') return server.DEFAULT_SITE_CONTENT;
  const url = `${server.firebaseConfig.databaseURL}/site.json`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return server.toSiteContent(await response.json());
  } catch (error) {
    console.warn(`prerender: could not read ${url} (${error.message}); the pages show src/content/ until it loads.`);
    return server.DEFAULT_SITE_CONTENT;
  }
}
const site = await siteAtBuildTime();

// Every value written into the HTML goes through the escaping helpers of src/app/seo/head-tags.ts.

/** The home page's largest image, fetched with the HTML rather than after the CSS. */
function heroPreload() {
  const srcset = server.generatedImageSrcSet(server.HERO_IMAGE);
  return server.imagePreloadTag({ srcset, sizes: '100vw', type: 'image/webp' });
}

/** A gallery's first work, its largest paint on a phone, fetched with the HTML too. */
function artworkPreload(artwork) {
  const srcset = server.artworkSrcSet(artwork);
  return server.imagePreloadTag(srcset ? { srcset, sizes: server.MASONRY_CARD_SIZES } : { href: artwork.image });
}

function pageHtml({ route, appHtml, head, title, initialArtworks, initialSite }) {
  const data =
    (initialArtworks ? server.jsonScriptTag(server.INITIAL_ARTWORKS_ELEMENT_ID, initialArtworks) : '') +
    (initialSite ? server.jsonScriptTag(server.INITIAL_SITE_CONTENT_ELEMENT_ID, initialSite) : '');
  const titled =
    title === undefined
      ? template
      : template.replace(/<title>[^<]*<\/title>/, () => `<title>${server.escapeHtml(title)}</title>`);
  return titled
    .replace('</head>', () => `${head}</head>`)
    .replace(
      /<div id="root" (data-entry="[^"]+")><\/div>/,
      (_, entry) => `<div id="root" ${entry} data-route="${server.escapeHtml(route)}">${appHtml}</div>${data}`,
    );
}

/**
 * The page a host serves for the routes that are not prerendered (the admin, the 404, another
 * letter case): the bare app, rather than the home page's HTML that would show until it loads.
 */
const NOINDEX = '<meta name="robots" content="noindex">';
await writeFile(path.join(dist, 'app-shell.html'), template.replace('</head>', NOINDEX + '</head>'));

/**
 * The page Firebase Hosting serves, with a 404 status, for any path that no file and no rewrite
 * of firebase.json serves: the app's "404: Not Found" page, readable before the app starts.
 */
const NOT_FOUND_PATH = '/404';
await writeFile(
  path.join(dist, '404.html'),
  pageHtml({
    route: NOT_FOUND_PATH,
    appHtml: await server.renderPage(NOT_FOUND_PATH, { artworks: {}, site }),
    head: NOINDEX,
  }),
);

const pages = [
  { path: server.PATHS.home, kind: 'home', file: 'index.html' },
  { path: server.PATHS.press, kind: 'press', file: `${server.PATHS.press.slice(1)}.html` },
];
for (const gallery of server.GALLERIES) {
  const artworks = await worksAtBuildTime(gallery.type);
  pages.push({ path: gallery.path, kind: 'gallery', gallery, artworks, file: `${gallery.path.slice(1)}.html` });
  const slugs = server.workSlugs((artworks ?? []).map((a) => a.key));
  for (const artwork of artworks ?? []) {
    const slug = slugs.get(artwork.key);
    // A slug that is not a plain path segment is left to the app shell: its file name could be
    // served under another address than the one the app links to.
    if (encodeURIComponent(slug) !== slug) continue;
    const workPath = server.workPath(gallery.path, slug);
    pages.push({ path: workPath, kind: 'work', gallery, artworks, artwork, file: `${workPath.slice(1)}.html` });
  }
}

for (const page of pages) {
  const { gallery, artworks, artwork } = page;
  const shownFirst = gallery && artworks ? server.worksShownFirst(gallery, artworks) : undefined;
  // A work's page embeds the work too, wherever it comes in the gallery, for the viewer to open at once.
  const embedded = artwork && !shownFirst.includes(artwork) ? [...shownFirst, artwork] : shownFirst;
  const initialArtworks = embedded ? { [gallery.type]: embedded } : undefined;
  const appHtml = await server.renderPage(page.path, { artworks: initialArtworks ?? {}, site });
  // The pages that show the site's content embed what they were rendered from, for hydration.
  const initialSite = page.kind === 'home' || page.kind === 'press' ? site : undefined;
  const headPage = { path: page.path, kind: page.kind, title: gallery?.title, artworks, artwork };
  let head = server.headTags(headPage);
  if (page.kind === 'home') head += heroPreload();
  if (shownFirst?.[0]) head += artworkPreload(shownFirst[0]);
  await mkdir(path.dirname(path.join(dist, page.file)), { recursive: true });
  await writeFile(
    path.join(dist, page.file),
    pageHtml({
      route: server.routePatternOf(page.path),
      appHtml,
      head,
      title: server.documentTitle(headPage),
      initialArtworks,
      initialSite,
    }),
  );
}

const lastmod = new Date().toISOString().slice(0, 10);
const sitemapPaths = [...server.PUBLIC_PATHS, ...pages.filter((p) => p.kind === 'work').map((p) => p.path)];
await writeFile(path.join(dist, 'sitemap.xml'), server.sitemapXml(sitemapPaths, lastmod));
await writeFile(path.join(dist, 'robots.txt'), server.robotsTxt());
await rm(ssrDir, { recursive: true, force: true });
const works = pages.filter((p) => p.kind === 'work').length;
console.log(
  `prerender: ${pages.length} pages (${works} of them works), app-shell.html, 404.html, sitemap.xml and robots.txt written to ${path.relative(root, dist)}/ (${server.backendKind} backend)`,
);
