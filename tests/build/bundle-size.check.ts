// The size budgets and what each page loads, checked on the builds of the browser tests, from
// their files (no browser): `npm run test:build`, which scripts/test/run-e2e.mjs runs after building
// them, so that `npm test` builds each site once.
//  - the demo build (dist/): the JavaScript of the home page's first load (entry chunk and its
//    static imports, i.e. the modulepreloads of dist/index.html) is at most 90 kB gzip and holds
//    no Firebase code; a gallery's first load (the entry and the gallery route's chunks) is at
//    most 138.7 kB gzip and holds no viewer code: the lightbox loads when a visitor first opens a
//    work; the demo build carries no Firebase code at all;
//  - the Firebase build for the emulators (.e2e/dist-emulators/, Firebase-configured: the
//    emulator switch only changes which branch of the same modules runs, not what they import):
//    the Realtime Database client is reachable from the public pages after their first paint
//    only, and Auth and Storage from the admin routes only.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { Build, kB, ROUTE_MODULES } from './chunk-graph.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'dist');
/** Where scripts/test/run-e2e.mjs puts the Firebase build wired to the emulators. */
const FIREBASE_DIST = join(ROOT, '.e2e', 'dist-emulators');

/**
 * 90.5 kB, as Vite prints sizes (1 kB = 1000 bytes): 90.0 kB today. React DOM alone is about
 * 63 kB of it and the router 13 kB; the home page's sections below the fold load when the
 * visitor comes near them (src/components/ui/deferred-part.tsx). It was 90 kB until her
 * identity (name, contacts, hero) became data every page reads live (issue 32: +1.8 kB, of
 * which the studio's addresses, its one import and its unlisted preloads took 0.5 kB back).
 */
const HOME_JS_BUDGET_GZIP = 90_500;
/** A gallery's first load, no more than before the viewer came. */
const GALLERY_JS_BUDGET_GZIP = 138_700;
/** A warning printed by React Router's development build only. */
const ROUTER_DEVELOPMENT_WARNING = 'No routes matched location';
/** V8's explicit compile hint, which vite.config.ts puts on the first line of the first-load chunk. */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';
/** The table of chunks that Vite's preload helper adds `<link rel="modulepreload">` tags for. */
const PRELOAD_TABLE = /__vite__mapDeps=[^[]*\[("[^\]]*)\]/;
/** A class name of yet-another-react-lightbox, the viewer's library, as built. */
const VIEWER_MARKER = 'yarl__';

/**
 * Strings that survive minification and identify the Firebase SDK. Not "FIREBASE" nor the
 * database host: the app's own configuration chunk holds the VITE_FIREBASE_* names and values,
 * which are settings, not SDK code.
 */
const FIREBASE_MARKERS = {
  /** Any Firebase SDK package: its components register under "@firebase/…" names. */
  any: ['@firebase/', '__FIREBASE_DEFAULTS__'],
  database: ['FIREBASE_DATABASE_EMULATOR_HOST', 'firebaseio.com'],
  auth: ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com'],
  storage: ['firebasestorage.googleapis.com'],
} as const;

describe('the production build (dist/)', () => {
  let build: Build;

  beforeAll(() => {
    build = new Build(DIST);
  });

  test(`the home page loads at most ${kB(HOME_JS_BUDGET_GZIP)} of JavaScript (gzip) at first`, async ({ annotate }) => {
    const fromHtml = build.scriptsOfHtml('index.html');
    expect(fromHtml, 'dist/index.html loads the entry chunk').toContain(build.chunk(build.entryKey).file);
    const fromManifest = build.routeLoad(null).js.map((s) => s.file);
    const sizes = [...new Set([...fromManifest, ...fromHtml])]
      .map((file) => ({ file, gzip: build.gzip(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const detail = sizes.map((s) => `${s.file} ${kB(s.gzip)}`).join(', ');
    await annotate(`home first-load JS (gzip): ${kB(total)}: ${detail}`);
    expect(
      total,
      `Home page first-load JavaScript is ${kB(total)} gzip (budget ${kB(HOME_JS_BUDGET_GZIP)}): ${detail}`,
    ).toBeLessThanOrEqual(HOME_JS_BUDGET_GZIP);
  });

  test('a gallery loads at most 138.7 kB of JavaScript (gzip) at first, and the viewer only on demand', async ({
    annotate,
  }) => {
    const firstLoad = build.closure([build.entryKey, ROUTE_MODULES.gallery]);
    const files = build.jsFiles(firstLoad);
    const total = files.reduce((sum, file) => sum + build.gzip(file), 0);
    await annotate(`gallery first-load JS (gzip): ${kB(total)}`);
    expect(
      total,
      `Gallery first-load JavaScript is ${kB(total)} gzip (budget ${kB(GALLERY_JS_BUDGET_GZIP)})`,
    ).toBeLessThanOrEqual(GALLERY_JS_BUDGET_GZIP);
    // The bundler may move a dynamic entry's code into a shared chunk: look for the lightbox's
    // own class names, which survive minification, rather than for the module's file.
    const withViewer = (files: string[]) => files.filter((file) => build.text(file).includes(VIEWER_MARKER));
    expect(withViewer(files), 'viewer code in the gallery’s first load').toEqual([]);
    const onDemand = build.jsFiles(build.closure([ROUTE_MODULES.gallery], { dynamic: true }));
    expect(withViewer(onDemand).length, 'the viewer, loaded on demand').toBeGreaterThan(0);
  });

  test('the build holds React Router’s production files, not its development warnings', () => {
    // A warning of React Router's development build, which its package exports name whatever
    // the mode (vite.config.ts aliases the production files for the build).
    expect(build.containing([ROUTER_DEVELOPMENT_WARNING], build.allJsFiles())).toEqual([]);
  });

  /** The text of the first-load chunk (vite.config.ts). */
  function firstLoadCode(): string {
    const firstLoad = Object.values(build.manifest).find(
      (chunk) => chunk.name === 'first-load' && chunk.file.endsWith('.js'),
    );
    expect(firstLoad, 'the first-load chunk in the manifest').toBeDefined();
    return build.text(firstLoad!.file);
  }

  test('the first-load chunk asks V8 to compile all its functions while it downloads', () => {
    // V8 honours the comment on the file's first line only.
    expect(firstLoadCode().split('\n', 1)[0]).toBe(COMPILE_ALL_ON_LOAD);
  });

  test('the first-load chunk wraps its CommonJS modules in functions, which V8 compiles while it downloads', () => {
    const code = firstLoadCode();
    // As minified: `react=require((function(exports){…}))`, the helper's name one or two letters.
    const helpers = [...code.matchAll(/=([\w$]+)\(\(function\([\w$,]*\)\{/g)].map((match) => match[1]);
    // React, React DOM (its client and its shared part) and the scheduler at least.
    expect(helpers.length, 'CommonJS modules wrapped in a parenthesized function').toBeGreaterThanOrEqual(4);
    expect(new Set(helpers).size, 'one CommonJS helper').toBe(1);
    const arrowWrapper = new RegExp(`=${helpers[0]!.replace(/\$/g, '\\$')}\\(\\(\\(?[\\w$,]*\\)?=>\\{`, 'g');
    expect(code.match(arrowWrapper) ?? [], 'CommonJS modules wrapped in an arrow').toEqual([]);
  });

  test('no lazy import preloads a chunk that the entry has loaded already', () => {
    // Each <link rel="modulepreload"> is an element added and a request started on the main thread.
    const loadedByEntry = build.jsFiles(build.closure([build.entryKey]));
    expect(loadedByEntry.length, 'the entry and its static imports').toBeGreaterThan(1);
    const preloaded = build.allJsFiles().flatMap((file) => {
      const table = PRELOAD_TABLE.exec(build.text(file))?.[1];
      return table ? (JSON.parse(`[${table}]`) as string[]) : [];
    });
    expect(preloaded.length, 'chunks preloaded before lazy imports').toBeGreaterThan(0);
    expect(preloaded.filter((file) => loadedByEntry.includes(file))).toEqual([]);
  });

  test('the home page loads no Firebase code, at first or on demand', () => {
    const routeKeys = new Set(Object.values(ROUTE_MODULES).filter((key) => key in build.manifest));
    const firstLoad = [...build.jsFiles(build.closure([build.entryKey])), ...build.scriptsOfHtml('index.html')];
    // What the home page itself may load later (the video player, web-vitals), not other routes.
    const onDemand = build.jsFiles(build.closure([build.entryKey], { dynamic: true, skip: routeKeys }));
    expect(build.containing(FIREBASE_MARKERS.any, firstLoad), 'Firebase code in the home page’s first load').toEqual(
      [],
    );
    expect(build.containing(FIREBASE_MARKERS.any, onDemand), 'Firebase code loaded on demand by the home page').toEqual(
      [],
    );
  });
});

// dist/ is built with the Firebase settings emptied (scripts/test/run-e2e.mjs), so this holds
// whatever configuration .env files give.
test('the demo build (dist/) carries no Firebase code at all', () => {
  const demo = new Build(DIST);
  expect('src/backend/demo/demo-backend.ts' in demo.manifest, 'the build uses the demo backend').toBe(true);
  expect(
    demo.containing(FIREBASE_MARKERS.any, demo.allJsFiles()),
    'chunks with Firebase code in the demo build',
  ).toEqual([]);
});

describe('a Firebase-configured build (.e2e/dist-emulators/)', () => {
  let build: Build;
  let database: Set<string>;
  let auth: Set<string>;
  let storage: Set<string>;
  let firebase: Set<string>;

  beforeAll(() => {
    build = new Build(FIREBASE_DIST);
    const all = build.allJsFiles();
    database = new Set(build.containing(FIREBASE_MARKERS.database, all));
    auth = new Set(build.containing(FIREBASE_MARKERS.auth, all));
    storage = new Set(build.containing(FIREBASE_MARKERS.storage, all));
    firebase = new Set(build.containing(FIREBASE_MARKERS.any, all));
  });

  /**
   * Files of the chunks a route can ever load: its lazy module and all it imports, even on demand,
   * but not the other routes (the chunk all pages share holds the route table, which imports
   * every page on demand).
   */
  function reachable(routeModule: string): string[] {
    const otherRoutes = new Set(Object.values(ROUTE_MODULES).filter((key) => key !== routeModule));
    return build.jsFiles(build.closure([routeModule], { dynamic: true, skip: otherRoutes }));
  }

  function named(files: Iterable<string>): string {
    return [...files].join(', ') || 'none';
  }

  test('is really a Firebase build, with database, Auth and Storage chunks', () => {
    expect('src/backend/firebase/artwork-reader.ts' in build.manifest, 'the Firebase backend is in the build').toBe(
      true,
    );
    expect(database.size, 'a chunk with the Realtime Database client').toBeGreaterThan(0);
    expect(auth.size, 'a chunk with Firebase Auth').toBeGreaterThan(0);
    expect(storage.size, 'a chunk with Cloud Storage for Firebase').toBeGreaterThan(0);
  });

  // The home and press pages follow the live site node: the database client comes after their
  // first paint, through the public reader (src/backend/load-artwork-reader.ts), as for the galleries.
  test('the home page loads no Firebase code at first, and later the database client only', () => {
    const routeKeys = new Set(Object.values(ROUTE_MODULES));
    const firstPaint = build.jsFiles(build.closure([build.entryKey], { skip: routeKeys }));
    expect(
      firstPaint.filter((file) => firebase.has(file)),
      `home page first-load chunks: ${named(firstPaint)}`,
    ).toEqual([]);
    const ever = build.jsFiles(build.closure([build.entryKey], { dynamic: true, skip: routeKeys }));
    expect(
      ever.filter((file) => auth.has(file) || storage.has(file)),
      `home page chunks: ${named(ever)}`,
    ).toEqual([]);
  });

  test('the press page loads no Firebase code at first, and later the database client only', () => {
    const firstPaint = build.jsFiles(build.closure([ROUTE_MODULES.press]));
    expect(
      firstPaint.filter((file) => firebase.has(file)),
      `press page first-load chunks: ${named(firstPaint)}`,
    ).toEqual([]);
    const ever = reachable(ROUTE_MODULES.press);
    expect(
      ever.filter((file) => auth.has(file) || storage.has(file)),
      `press page chunks: ${named(ever)}`,
    ).toEqual([]);
  });

  // That no public route reaches them is checked by the home, press and gallery tests.
  test('Auth and Storage are reachable from the admin routes', () => {
    const admin = new Set([...reachable(ROUTE_MODULES.signIn), ...reachable(ROUTE_MODULES.admin)]);
    for (const file of [...auth, ...storage])
      expect(admin.has(file), `${file} is reachable from an admin route`).toBe(true);
  });

  test('the galleries load the database client after their first paint, and never Auth or Storage', () => {
    const firstPaint = build.jsFiles(build.closure([ROUTE_MODULES.gallery]));
    expect(
      firstPaint.filter((file) => firebase.has(file)),
      `Firebase code among the gallery chunk and its static imports (${named(firstPaint)}): firebase/database must be imported dynamically`,
    ).toEqual([]);
    const ever = reachable(ROUTE_MODULES.gallery);
    expect(
      ever.filter((file) => database.has(file)).length,
      `the gallery reaches the database client (${named(ever)})`,
    ).toBeGreaterThan(0);
    const authOrStorage = ever.filter((file) => auth.has(file) || storage.has(file));
    expect(
      authOrStorage,
      'Auth or Storage reachable from the gallery route (a chunk the gallery imports also imports the admin backend ' +
        'dynamically: keep the galleries’ loader and the admin’s in separate modules)',
    ).toEqual([]);
  });
});
