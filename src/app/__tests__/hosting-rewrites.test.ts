/**
 * firebase.json's rewrites against the app's own route table: every route, in any letter case,
 * and every work address /{gallery}/{slug} gets the app (200); any other path gets no rewrite,
 * so Firebase Hosting answers it with 404.html and a 404 status. The browser tests check the
 * statuses on Firebase's Hosting emulator.
 *
 * The patterns spell each letter as [xX] rather than using RE2's (?i) flag: Firebase Hosting
 * reads them with RE2, its emulator with JavaScript's RegExp when the optional native re2 module
 * is not built (package.json denies its install script), and JavaScript has no (?i). Written
 * this way, they mean the same to both.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GALLERIES } from '@/domain/galleries';
import { PATHS } from '@/domain/paths';
import { ROUTES } from '../routes';

interface Rewrite {
  regex?: string;
  source?: string;
  destination: string;
}

const rewrites = (
  JSON.parse(readFileSync(join(process.cwd(), 'firebase.json'), 'utf8')) as {
    hosting: { rewrites: Rewrite[] };
  }
).hosting.rewrites;

/** A path pattern that any letter case of `path` matches. */
function anyCase(path: string): string {
  return [...path]
    .map((c) =>
      /[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
}

const galleryPaths = GALLERIES.map((g) => g.path);
/** The routes that no prerendered file serves in every letter case: all but the home page. */
const isGalleryRoute = (p: string) => galleryPaths.some((g) => p === g || p.startsWith(`${g}/`));
const otherPaths = ROUTES.map((route) => route.path).filter((p) => p !== PATHS.home && !isGalleryRoute(p));
/** A route's pattern: "/studio/*" takes every address below /studio, and /studio itself. */
const pattern = (p: string) => (p.endsWith('/*') ? `${anyCase(p.slice(1, -2))}(?:/.*)?` : anyCase(p.slice(1)));
const alternatives = (paths: string[]) => paths.map(pattern).join('|');

/**
 * What firebase.json must hold, made from the route table. A work's address that no prerendered
 * page serves (a work added since the last publication, or one removed) gets its gallery's page,
 * drawn at once and hydrated as it is, where the bare app would wait for the database.
 */
const EXPECTED: Rewrite[] = [
  { regex: `^/(?:${alternatives(otherPaths)})$`, destination: '/app-shell.html' },
  ...galleryPaths.map((path) => ({ regex: `^/${pattern(path)}(?:/[^/]+)?$`, destination: `${path}.html` })),
];

/** Whether Hosting rewrites `path` to the app, reading the patterns as its emulator does. */
function rewritten(path: string): boolean {
  return rewrites.some((rewrite) => rewrite.regex !== undefined && new RegExp(rewrite.regex, 'u').test(path));
}

/** The file Hosting serves for `path` by its first matching rewrite. */
function destination(path: string): string | undefined {
  return rewrites.find((rewrite) => rewrite.regex !== undefined && new RegExp(rewrite.regex, 'u').test(path))
    ?.destination;
}

const mixedCase = (path: string) => [...path].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('');

describe("firebase.json's rewrites", () => {
  it('are made from the route table (copy this into firebase.json when a route changes)', () => {
    expect(rewrites).toEqual(EXPECTED);
  });

  it('use no regular expression feature that RE2 and JavaScript read differently', () => {
    for (const { regex } of rewrites) expect(regex).not.toMatch(/\(\?[^:]/);
  });

  it.each(ROUTES.map((route) => route.path).filter((p) => p !== PATHS.home))(
    'send %s to the app in any letter case',
    (path) => {
      for (const variant of [path, path.toUpperCase(), mixedCase(path)]) expect(rewritten(variant), variant).toBe(true);
    },
  );

  it.each(galleryPaths)("send the work addresses of %s to that gallery's page", (path) => {
    for (const variant of [`${path}/12`, `${path}/undefined12`, `${path.toUpperCase()}/A-3_b`]) {
      expect(destination(variant), variant).toBe(`${path}.html`);
    }
  });

  it("sends a private selection's link /selection/{id} to the app (the page reads the id)", () => {
    for (const variant of ['/selection/AbCdEfGhIjKlMnOpQrSt_-', '/SELECTION/abcdefghijklmnopqrstuv', '/selection']) {
      expect(rewritten(variant), variant).toBe(true);
    }
  });

  it.each([
    '/selections',
    '/selectionx',
    '/inconnue',
    '/aquarelles-et-plus',
    '/aquarelles/12/suite',
    '/presse/12',
    '/admin/x',
    '/addArticlex',
    '/xpresse',
    '/images/absente.webp',
  ])('leave %s to the 404', (path) => {
    expect(rewritten(path)).toBe(false);
  });
});
