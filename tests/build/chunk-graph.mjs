// @ts-check
// What a production build loads, read from Vite's manifest (dist/.vite/manifest.json): what each
// route loads at first and on demand, in gzip bytes, for the bundle-size check beside it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The module each kind of route loads on demand (src/app/routes.tsx); the home page has none. */
export const ROUTE_MODULES = Object.freeze({
  press: 'src/features/press/press-page.tsx',
  gallery: 'src/features/gallery/gallery-page.tsx',
  signIn: 'src/features/admin/account/sign-in-page.tsx',
  admin: 'src/features/admin/shell/admin-page.tsx',
  rights: 'src/app/rights-page.tsx',
});

/**
 * The route module a public path loads: none for `/`, the press page's, the rights page's, else a gallery's.
 * @param {string} path
 * @returns {string | null}
 */
export function routeModuleOf(path) {
  if (path === '/') return null;
  if (path === '/droits') return ROUTE_MODULES.rights;
  return path === '/presse' ? ROUTE_MODULES.press : ROUTE_MODULES.gallery;
}

/**
 * A chunk of Vite's manifest.
 * @typedef {{ file: string, name?: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean,
 *   imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 */

/** A build's files and its chunk graph. */
export class Build {
  /** @type {Map<string, string>} */
  #texts = new Map();

  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
    const file = join(dir, '.vite', 'manifest.json');
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: the build must be made with build.manifest: true (vite.config.ts).`);
    }
    /** @type {Record<string, ManifestChunk>} */
    this.manifest = JSON.parse(readFileSync(file, 'utf8'));
    const entryKey = Object.keys(this.manifest).find(
      (key) => this.manifest[key]?.isEntry && key.endsWith('index.html'),
    );
    if (!entryKey) throw new Error(`The Vite manifest of ${dir} has no index.html entry.`);
    this.entryKey = entryKey;
  }

  /** @param {string} key */
  chunk(key) {
    const chunk = this.manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest of ${this.dir} (renamed? update ROUTE_MODULES).`);
    return chunk;
  }

  /**
   * Manifest keys reachable from `keys` through static imports (and dynamic ones if asked).
   * @param {readonly string[]} keys
   * @param {{ dynamic?: boolean, skip?: ReadonlySet<string> }} [options]
   */
  closure(keys, { dynamic = false, skip = new Set() } = {}) {
    /** @type {Set<string>} */
    const seen = new Set();
    const visit = (/** @type {string} */ key) => {
      if (seen.has(key) || skip.has(key)) return;
      seen.add(key);
      const chunk = this.chunk(key);
      for (const next of chunk.imports ?? []) visit(next);
      if (dynamic) for (const next of chunk.dynamicImports ?? []) visit(next);
    };
    keys.forEach(visit);
    return seen;
  }

  /** @param {Iterable<string>} keys */
  jsFiles(keys) {
    return [...new Set([...keys].map((key) => this.chunk(key).file).filter((file) => /\.m?js$/.test(file)))];
  }

  /** @param {Iterable<string>} keys */
  cssFiles(keys) {
    return [...new Set([...keys].flatMap((key) => this.chunk(key).css ?? []))];
  }

  /** @param {string} file */
  text(file) {
    if (!this.#texts.has(file)) this.#texts.set(file, readFileSync(join(this.dir, file), 'utf8'));
    return /** @type {string} */ (this.#texts.get(file));
  }

  /** @param {string} file */
  gzip(file) {
    return gzipSync(readFileSync(join(this.dir, file))).length;
  }

  /**
   * The files among `files` whose text holds one of `markers`.
   * @param {readonly string[]} markers
   * @param {Iterable<string>} files
   */
  containing(markers, files) {
    return [...files].filter((file) => markers.some((marker) => this.text(file).includes(marker)));
  }

  allJsFiles() {
    return readdirSync(join(this.dir, 'assets'))
      .filter((name) => /\.m?js$/.test(name))
      .map((name) => `assets/${name}`);
  }

  /**
   * The JS an HTML page loads at once: its module scripts and modulepreloads.
   * @param {string} htmlFile
   */
  scriptsOfHtml(htmlFile) {
    const html = readFileSync(join(this.dir, htmlFile), 'utf8');
    /** @type {Set<string>} */
    const files = new Set();
    // The prerendered pages name their entry on #root, for the loader to import after load
    // (scripts/build/app-loader.mjs); other pages keep Vite's module script and preloads.
    const entry = /<div id="root"[^>]*\bdata-entry="([^"]+)"/.exec(html)?.[1];
    if (entry) files.add(entry.replace(/^\//, ''));
    for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
      const isModule = /^<script\b/.test(tag) && /\btype="module"/.test(tag);
      const isPreload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag);
      const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
      if ((isModule || isPreload) && url && !/^(https?:)?\/\//.test(url)) files.add(url.replace(/^\//, ''));
    }
    return [...files];
  }

  /**
   * What a route loads: at first, the entry and the route's module with their static imports;
   * on demand, what those import dynamically (the backend, the video player…), other routes aside.
   * Sizes are gzip bytes.
   * @param {string | null} routeModule
   */
  routeLoad(routeModule) {
    const sized = (/** @type {string[]} */ files) => files.map((file) => ({ file, gzip: this.gzip(file) }));
    const sum = (/** @type {{ gzip: number }[]} */ files) => files.reduce((total, f) => total + f.gzip, 0);
    const own = routeModule ? this.closure([routeModule]) : new Set();
    const first = new Set([...this.closure([this.entryKey]), ...own]);
    /** @type {Set<string>} */
    const otherRoutes = new Set(Object.values(ROUTE_MODULES).filter((key) => key in this.manifest));
    /** @type {Set<string>} */
    const later = new Set();
    for (const key of routeModule ? own : first) {
      for (const next of this.chunk(key).dynamicImports ?? []) {
        if (otherRoutes.has(next)) continue;
        for (const reached of this.closure([next])) if (!first.has(reached)) later.add(reached);
      }
    }
    const js = sized(this.jsFiles(first));
    const css = sized(this.cssFiles(first));
    const onDemand = sized(this.jsFiles(later));
    return { js, css, onDemand, jsGzip: sum(js), cssGzip: sum(css), onDemandGzip: sum(onDemand) };
  }
}

/**
 * Kilobytes as Vite prints them.
 * @param {number} bytes
 */
export function kB(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
