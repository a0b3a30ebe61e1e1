/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { isFirebaseConfigured } from './src/backend/firebase-env.ts';
import { ARTIST } from './src/content/artist.ts';

/** The document title is the artist's name, taken from src/content/ like everything else. */
function artistTitle(): Plugin {
  const escaped = ARTIST.name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return {
    name: 'artist-title',
    transformIndexHtml: (html) => html.replace('<title></title>', `<title>${escaped}</title>`),
  };
}

/**
 * What the build is for, beside it in dist/ (hidden files are not deployed): the hosting
 * predeploy hook (scripts/deploy/deploy.mjs --check-build) refuses to publish a demo build, one wired
 * to the emulators or one made for another project, whoever runs `firebase deploy`.
 */
function buildInfo(info: Record<string, unknown>): Plugin {
  return {
    name: 'build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.build-info.json', source: `${JSON.stringify(info, null, 2)}\n` });
    },
  };
}

/**
 * Everything every page loads at first (React, the router, the layout, the home page), in one
 * chunk beside the entry. Left to itself, the bundler splits what the lazy routes share with
 * the entry into a dozen small chunks, each a request of its own on the first load, and each
 * compressed apart: 4 kB more to fetch on the home page. The entry (index.html and its module)
 * stays out of the group, so that the page keeps one module script (scripts/build/prerender.mjs
 * loads it).
 */
const FIRST_LOAD_CHUNK = {
  name: 'first-load',
  tags: ['$initial' as const],
  test: (id: string) => !/index\.html|[\\/]src[\\/]main\.tsx/.test(id),
};

/**
 * V8 compiles a function on the page's main thread the first time it runs, and most of the
 * first-load chunk's functions (React DOM's, the router's) run while a page hydrates: on a
 * gallery page, about 50 ms of the main thread's work after the first paint, in Chromium on this
 * project's benchmark machine. V8's explicit compile hint, the magic comment below on a file's
 * first line (Chrome 136 and later; other engines ignore it), has all of the file's functions
 * compiled by the thread that parses the file while it downloads: 15 ms are left on the main
 * thread. tests/build/bundle-size.check.ts checks that the comment is there. The measure that keeps it
 * (commit bf1425b, /aquarelles, 9 alternating Chromium traces, medians): main-thread compile
 * time after the first paint 49 -> 15 ms, main-thread CPU after it 238 -> 198 ms.
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

function compileHint(chunkName: string): Plugin {
  return {
    name: 'compile-hint',
    apply: 'build',
    generateBundle: {
      // V8 reads the comment on the file's first line only: after Vite's own generateBundle,
      // which puts its table of lazy chunks at the top. The file keeps its name: the hash still
      // tells its contents apart, the prefix being fixed.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.name !== chunkName) continue;
          output.code = COMPILE_ALL_ON_LOAD + output.code;
          // A source map, when built, moves down by the line added.
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * The bundler wraps each CommonJS module (React, React DOM, the scheduler) in a callback,
 * `__commonJSMin(((exports, module) => { … }))`, that runs when the module is first required.
 * V8 leaves that arrow to be compiled when it runs, on the main thread, even in a file under the
 * compile hint above: React DOM's 200 kB body is then parsed again while the page starts. Written
 * as a parenthesized `function`, V8 compiles it with the rest of the file, off the main thread.
 * Measured with this project's first-load chunk (Chromium, phone size, unthrottled): evaluating
 * it took 82–99 ms, and 27–48 ms with this. The bundle's code is unchanged otherwise: a module
 * body run as a CommonJS module uses neither `this` nor `arguments` of its own.
 * tests/build/bundle-size.check.ts checks that the first-load chunk's wrappers are functions. The measure
 * that keeps this one rewrite by regular expression (commit dfab28e, 5 runs, medians): the
 * blocking time of the main thread's tasks after the first paint, counted as Lighthouse's phone
 * does (times 4, over 50 ms), on /aquarelles 192 -> 50 ms, on / 189 -> 45 ms; without the hint above,
 * this alone leaves / at 81 ms, so both stay. The pattern matches the bundler's own helper
 * names only; if a bundler update renames them, the bundle-size test fails rather than the site.
 */
const COMMONJS_ARROW_WRAPPER = /\b(__commonJS(?:Min)?)\(\(\(([\w$,\s]*)\)\s*=>\s*\{/g;

function eagerCommonJsWrappers(): Plugin {
  return {
    name: 'eager-commonjs-wrappers',
    apply: 'build',
    renderChunk(code) {
      const eager = code.replace(COMMONJS_ARROW_WRAPPER, '$1((function($2) {');
      // The wrappers' lines change, no line moves: a source map stays close enough.
      return eager === code ? null : { code: eager, map: null };
    },
  };
}

/**
 * What the public pages load after their first paint to follow the live data (the live-read
 * hooks, the backend's loader and the small parts around them), in one chunk rather than one
 * request for each of them, with their own headers, compressed apart.
 */
const LIVE_DATA_CHUNK = {
  name: 'live-data',
  test: /[\\/]src[\\/](hooks[\\/]|backend[\\/]load-artwork-reader|components[\\/]ui[\\/](use-hydrated|stalled-notice|site-picture-image))/,
};

/**
 * Before a lazy import, Vite adds a `<link rel="modulepreload">` for each chunk it needs, so that
 * they download together. Each link is an element added and a request started on the main thread,
 * while a page starts; the chunks the entry loads before anything else (the first-load chunk and
 * the bundler's runtime) are always there already, so they get none. A page's own entry in HTML
 * keeps its links. tests/build/bundle-size.check.ts checks that no lazy import names them.
 */
const LOADED_BY_ENTRY = new RegExp(`(^|/)(${FIRST_LOAD_CHUNK.name}|rolldown-runtime)-[\\w-]+\\.js$`);

/**
 * The studio's module (/addArticle and /studio) preloads nothing ahead: the list of its chunks
 * would sit in the first-load chunk of every public page (0.2 kB gzip), for a page the visitors
 * never open; the studio's chunks come one import after the other instead.
 */
const STUDIO_ENTRY = /(^|\/)admin-page-[\w-]+\.js$/;

function chunksToPreload(file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }): string[] {
  if (hostType !== 'js') return deps;
  if (STUDIO_ENTRY.test(file)) return [];
  return deps.filter((dep) => !LOADED_BY_ENTRY.test(dep));
}

/**
 * React Router 7's package exports name its development build only, whatever the mode: a
 * production bundle would carry its development warnings, and their bytes (0.5 kB gzip on every
 * page). The build takes the production files beside them; the dev server and the tests keep the
 * warnings. tests/build/bundle-size.check.ts checks that no warning is left in the build.
 */
const REACT_ROUTER_PRODUCTION = {
  'react-router/dom': fileURLToPath(
    new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
  ),
  'react-router': fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/** Vitest's files for the layers that render, and those of them that mock a module (vi.mock). */
const DOM_TESTS = ['src/{app,features,components,hooks}/**/*.test.{ts,tsx}', 'src/*.test.{ts,tsx}'];
const MOCKING_DOM_TESTS = ['app', 'features', 'components', 'hooks']
  .flatMap((dir) =>
    readdirSync(new URL(`./src/${dir}`, import.meta.url), { recursive: true, encoding: 'utf8' }).map(
      (file) => `src/${dir}/${file.replaceAll('\\', '/')}`,
    ),
  )
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')));

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // The backend is chosen here, once: Firebase when its configuration is present, else the demo.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const backendKind = isFirebaseConfigured(env) ? 'firebase' : 'demo';
  if (command === 'build' && backendKind === 'demo' && !isSsrBuild && mode !== 'test') {
    console.warn(
      '\n\x1b[33m⚠  DEMO BUILD: no Firebase configuration (VITE_FIREBASE_* in .env.local, see .env.example).\n' +
        '   This site runs on the demo backend in the browser; `npm run deploy` refuses to publish it.\x1b[0m\n',
    );
  }
  return {
    define: { __BACKEND_KIND__: JSON.stringify(backendKind) },
    plugins: [
      react(),
      tailwindcss(),
      artistTitle(),
      compileHint(FIRST_LOAD_CHUNK.name),
      eagerCommonJsWrappers(),
      buildInfo({
        backend: backendKind,
        projectId: env.VITE_FIREBASE_PROJECT_ID ?? null,
        emulators: env.VITE_FIREBASE_EMULATORS === 'true',
      }),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        ...(command === 'build' && REACT_ROUTER_PRODUCTION),
      },
    },
    build: {
      // BUILD_OUT_DIR puts a second build beside dist/ (the browser tests' emulator build), and
      // BUILD_SSR_OUT_DIR its server bundle beside dist-ssr/, so that builds may run at once.
      outDir: isSsrBuild ? process.env.BUILD_SSR_OUT_DIR || 'dist-ssr' : process.env.BUILD_OUT_DIR || 'dist',
      // Read by the bundle-size check and the benchmark to tell what each route loads.
      manifest: true,
      modulePreload: { resolveDependencies: chunksToPreload },
      // Font files stay files, however small: inlined into the stylesheet every page inlines, a
      // face would weigh on pages that never draw it (the title's Fraunces 600 is 1.8 kB).
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [FIRST_LOAD_CHUNK, LIVE_DATA_CHUNK] } } },
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    test: {
      css: false,
      // Vitest's default is one worker less than the cores: a single worker on the 2-core machine
      // the tests are timed on, the main process idle beside it.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // Worker threads rather than child processes (Vitest's default): each isolated file's
      // fresh worker starts faster. A full run, twice each on the quiet 2-core machine:
      // 122 and 113 s with processes, 107 and 94 s with threads (docs/testing.md).
      pool: 'threads',
      // A document (jsdom) only for the layers that render: setting one up is most of a test
      // file's cost on this 2-core machine, and the domain, the backends, the seed and the rules
      // and script tests need none (IndexedDB comes from fake-indexeddb in both). The node
      // project's setup loads no Testing Library either.
      projects: [
        {
          // Pure functions (the domain, the copy, the rules, the scripts): one module graph per
          // worker rather than per file (isolate: false), a third of the CPU time. A file that
          // mocks modules or keeps state in them (vi.mock, the SDK fake, the IndexedDB fake)
          // belongs to the next project, whose files each get a fresh one.
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            isolate: false,
            setupFiles: ['./tests/setup/node.ts'],
            include: ['src/{domain,content}/**/*.test.ts', 'tests/**/*.test.ts'],
            exclude: ['tests/bench-*.test.ts', 'tests/app-loader-csp.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'node-isolated',
            environment: 'node',
            setupFiles: ['./tests/setup/node.ts'],
            // app-loader-csp runs the loader in a document (its own jsdom), which a worker
            // shared with plain Node files does not set up.
            include: ['src/{backend,test}/**/*.test.ts', 'tests/bench-*.test.ts', 'tests/app-loader-csp.test.ts'],
          },
        },
        {
          // The layers that render, in jsdom: one document and module graph per worker too, each
          // file starting with an empty localStorage and the document at "/" (vitest.setup.ts),
          // the studio's photo functions faked alike in every file (tests/setup/studio-fakes.ts).
          // The files that mock a module (vi.mock) are the next project's, one fresh graph each.
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            isolate: false,
            setupFiles: ['./vitest.setup.ts', './tests/setup/studio-fakes.ts'],
            include: DOM_TESTS,
            exclude: MOCKING_DOM_TESTS,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-isolated',
            environment: 'jsdom',
            setupFiles: ['./vitest.setup.ts'],
            include: MOCKING_DOM_TESTS,
          },
        },
      ],
    },
  };
});
