// @vitest-environment node
/**
 * The benchmark's pages (lighthouserc.cjs) and the bundle-size check's route modules
 * (tests/build/chunk-graph.mjs) are named in plain JavaScript, which cannot import the TypeScript
 * route list: this test holds them to it, so that a renamed route or page module fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_PATHS } from '@/app/seo/head-tags';
import { ROUTE_MODULES, routeModuleOf } from './build/chunk-graph.mjs';
import { Launcher } from 'chrome-launcher';
import { collectRounds, featureFlagsBesides } from '../scripts/bench/bench.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const lighthouseConfig = createRequire(import.meta.url)('../lighthouserc.cjs');
const routeTable = readFileSync(`${ROOT}src/app/routes.tsx`, 'utf8');
const DISABLE_FEATURES = '--disable-features=';

// Each page module, replaced by one that records when the route table takes its page from it.
const loaded = vi.hoisted(() => [] as string[]);
const recording = vi.hoisted(() => (file: string, name: string) => ({
  get [name]() {
    loaded.push(file);
    return () => null;
  },
}));
vi.mock('@/features/press/press-page', () => recording('src/features/press/press-page.tsx', 'PressPage'));
vi.mock('@/features/gallery/gallery-page', () => recording('src/features/gallery/gallery-page.tsx', 'GalleryPage'));
vi.mock('@/features/admin/account/sign-in-page', () =>
  recording('src/features/admin/account/sign-in-page.tsx', 'SignInPage'),
);
vi.mock('@/features/admin/shell/admin-page', () => recording('src/features/admin/shell/admin-page.tsx', 'AdminPage'));
vi.mock('@/app/rights-page', () => recording('src/app/rights-page.tsx', 'RightsPage'));

describe('the benchmark against the route list', () => {
  it('measures public pages only', () => {
    const paths = (lighthouseConfig.ci.collect.url as string[]).map((url) => new URL(url).pathname);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(PUBLIC_PATHS).toContain(path);
  });

  it.each(Object.values(ROUTE_MODULES))('knows %s as a page the route table loads on demand', (file) => {
    expect(existsSync(`${ROOT}${file}`)).toBe(true);
    const specifier = `@/${file.replace(/^src\//, '').replace(/\.tsx$/, '')}`;
    expect(routeTable).toContain(`import('${specifier}')`);
  });

  it.each(PUBLIC_PATHS)('gives %s the module its route loads', async (path) => {
    loaded.length = 0;
    vi.resetModules();
    const { findRoute: freshFindRoute } = await import('@/app/routes');
    await freshFindRoute(path)?.preload?.();
    expect(loaded).toEqual(path === '/' ? [] : [routeModuleOf(path)]);
  });
});

describe("the benchmark's Chromium", () => {
  // Lighthouse's launcher is installed with the bench (scripts/bench/lighthouse-ci); the project's
  // own chrome-launcher (scripts/test/find-chromium.mjs) is the same major version, 1.x.
  it("leaves RenderDocument on, as in a visitor's, and turns off the launcher's other features", () => {
    const launcherFlags = Launcher.defaultFlags();
    const launcherFlag = launcherFlags.find((flag) => flag.startsWith(DISABLE_FEATURES));
    const launcherOff = launcherFlag?.slice(DISABLE_FEATURES.length).split(',') ?? [];
    expect(launcherOff, 'the launcher turns RenderDocument off').toContain('RenderDocument');
    const flags = featureFlagsBesides(launcherFlags);
    // Chromium reads the last --disable-features only: the bench's one lists all the others.
    expect(flags).toHaveLength(1);
    expect(flags[0]!.slice(DISABLE_FEATURES.length).split(',')).toEqual(
      launcherOff.filter((feature) => feature !== 'RenderDocument'),
    );
  });

  it('adds no flag when the launcher leaves RenderDocument on', () => {
    expect(featureFlagsBesides(['--no-first-run', `${DISABLE_FEATURES}Translate,MediaRouter`])).toEqual([]);
    expect(featureFlagsBesides(['--no-first-run'])).toEqual([]);
  });
});

describe("the benchmark's rounds", () => {
  const { numberOfRuns } = lighthouseConfig.ci.collect as { numberOfRuns: number };

  it('runs every page once per round, as many rounds as lighthouserc.cjs asks runs', () => {
    const rounds = collectRounds(numberOfRuns);
    expect(rounds).toHaveLength(numberOfRuns);
    for (const round of rounds) expect(round).toContain('--collect.numberOfRuns=1');
  });

  it('starts from no results, then adds each round to the ones before', () => {
    const [first, ...rest] = collectRounds(numberOfRuns);
    expect(first).not.toContain('--collect.additive');
    for (const round of rest) expect(round).toContain('--collect.additive');
  });
});
