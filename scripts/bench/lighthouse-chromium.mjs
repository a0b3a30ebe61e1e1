// @ts-check
/**
 * The Chromium features `npm run bench` turns off: those Lighthouse's launcher turns off (its
 * background services), except RenderDocument, on in the Chromium visitors run.
 *
 * The launcher turns RenderDocument off because of failures in Lighthouse's own tests. With it
 * off, Lighthouse's phone emulation and index.html's render-blocking `<link rel="expect">`
 * together hold the first frame the bench observes until about 1.25 s in most runs; with it on,
 * as in a visitor's browser (and in Playwright), the first frame comes at 0.3 to 0.5 s. A first
 * paint held that late counts everything loaded by then towards LCP, and leaves the app's start,
 * done by then, out of TBT's window: the bench would measure neither as a phone pays them.
 *
 * The bench runs these in Chromium's headless shell (findHeadlessShell in find-chromium.mjs), the
 * same engine without the browser's own interface. A full Chromium, even headless, draws its
 * window while a page loads: in the first 1.3 s of a gallery's load its own compositor committed
 * 42 frames, and in the first 4 s the browser's main thread used 0.44 s of CPU (0.08 s in the
 * headless shell) against the page's 0.23 s. On 2 cores that left the page waiting for one: its
 * tasks lasted 2 to 4 times their CPU time, and Lighthouse, which multiplies each task's duration
 * by four, counted the waits as blocking time. A phone draws its interface on other cores and on
 * its GPU.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** Features the launcher turns off that the bench leaves on. */
const FEATURES_LEFT_ON = Object.freeze(['RenderDocument']);

const DISABLE_FEATURES = '--disable-features=';

/**
 * The default flags of the chrome-launcher that Lighthouse CI's Lighthouse starts Chromium with.
 * @returns {Promise<string[]>}
 */
export async function launcherDefaultFlags() {
  const lighthouseCi = createRequire(import.meta.url).resolve('@lhci/cli/package.json');
  const lighthouse = createRequire(lighthouseCi).resolve('lighthouse/package.json');
  const { Launcher } = await import(pathToFileURL(createRequire(lighthouse).resolve('chrome-launcher')).href);
  return Launcher.defaultFlags();
}

/**
 * The flag to add after the launcher's own: Chromium reads the last `--disable-features` only,
 * so it lists again every feature the launcher turns off, but FEATURES_LEFT_ON.
 * @returns {Promise<string[]>}
 */
export async function lighthouseFeatureFlags() {
  const disabled = (await launcherDefaultFlags())
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));
  const kept = disabled.filter((feature) => !FEATURES_LEFT_ON.includes(feature));
  return kept.length === disabled.length ? [] : [DISABLE_FEATURES + kept.join(',')];
}
