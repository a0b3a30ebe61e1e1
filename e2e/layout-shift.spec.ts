// Nothing moves while a gallery loads and hydrates (the "CLS ≤ 0.01" budget of lighthouserc.cjs,
// measured here as a size on every run rather than once in a while by `npm run bench`): the
// prerendered masonry is the one the app draws, at phone and desktop widths, on a plain gallery
// and on the canvas gallery's year panels, with the pictures arriving after the first paint, as
// on a slow connection. The web fonts' own small shifts are part of the sum.
import { errors } from '@playwright/test';
import { waitForDemoBackend } from './support/demo-backend';
import { expect, test } from './support/fixtures';
import { EXPECTED_PUBLIC_ROUTES } from './support/expected-routes';
import { cardLinks } from './support/gallery-page';
import { servePageInTwoParts } from './support/page-in-two-parts';
import { waitForHydration } from './support/hydration';
import {
  holdFonts,
  holdImages,
  layoutShifts,
  recordLayoutShifts,
  waitForPaint,
  waitForVisibleImages,
} from './support/layout-shift';

/** lighthouserc.cjs's budget. */
const CLS_BUDGET = 0.01;
/** What one cause alone may move the page by: a tenth of the budget, which they all share. */
const ONE_CAUSE_BUDGET = CLS_BUDGET / 10;

const SIZES = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 720 },
} as const;

const PAGES = [
  { path: '/aquarelles', title: 'Aquarelle' },
  { path: '/peinture-sur-toile', title: 'Peinture sur toile' },
] as const;

for (const { path, title } of PAGES) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`${path} at ${size} width: the layout moves by at most ${CLS_BUDGET} while it loads and hydrates`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      const images = await holdImages(page);
      // The prerendered page is drawn without its pictures (its load event, which starts the
      // app, waits for them), then they arrive, then the app hydrates it and the live data come.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(cardLinks(page).first()).toBeVisible();
      await waitForPaint(page);
      images.release();
      await waitForHydration(page);
      await waitForDemoBackend(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await waitForVisibleImages(page);

      const { total, detail } = await layoutShifts(page);
      expect(total, `layout shifts:\n${detail}`).toBeLessThanOrEqual(CLS_BUDGET);
    });
  }
}

// On a slow connection the browser draws a page while it is still reading it: what it has read
// must already stand where it stays, as the rest arrives. A gallery's rows give each work its
// width from the first (src/features/gallery/artwork-masonry.tsx). The top bar's links line up from the right, so a
// part of them would move: the first frame waits for the whole bar (index.html's
// `<link rel="expect">`).
const HALF_READ_PAGES = [
  {
    path: '/presse',
    where: "in the top bar's menu",
    cutAt: (html: string) => nthIndexOf(html, '<li', 3, html.indexOf('<header')),
    part: 'header li',
    drawnWhole: true,
  },
  {
    path: '/aquarelles',
    where: "between the first row's second and third works",
    // The prerendered one-column layout comes first, then the one in rows.
    cutAt: (html: string) =>
      html.lastIndexOf('<div', nthIndexOf(html, 'min-w-0 shrink-0', 3, html.indexOf('data-masonry-layout="700"'))),
    part: '[data-masonry-layout="700"] [data-masonry-row] > div',
    drawnWhole: false,
  },
] as const;

/** How long the browser gets to draw the first part of a page before the rest is sent. */
const FIRST_PART_DRAWING_MS = 3000;

/** Where `needle`'s `n`th occurrence (from 1) after `from` starts, or -1. */
function nthIndexOf(haystack: string, needle: string, n: number, from = 0): number {
  let index = from - 1;
  for (let found = 0; found < n; found += 1) {
    index = haystack.indexOf(needle, index + 1);
    if (index < 0) return -1;
  }
  return index;
}

test.describe('a page drawn while it is still being read', () => {
  test.use({ viewport: SIZES.desktop });

  // index.html's <link rel="expect"> names the element that closes the top bar
  // (src/app/header.tsx): were one of the two renamed alone, the first frame would wait for the
  // whole page to be read, which no shift would show.
  test('the first frame waits for an element every prerendered page has', async ({ request }) => {
    for (const { path } of EXPECTED_PUBLIC_ROUTES) {
      const html = await (await request.get(path)).text();
      const targets = [...html.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render"/g)].map(([, id]) => id);
      expect(targets, `${path}: one render-blocking rel=expect link`).toHaveLength(1);
      const body = html.slice(html.indexOf('<body'));
      expect(body, `${path}: the element #${targets[0]}`).toContain(` id="${targets[0]}"`);
    }
  });

  for (const { path, where, cutAt, part, drawnWhole } of HALF_READ_PAGES) {
    test(`${path}, its HTML held back ${where}: nothing moves when the rest arrives`, async ({ page, baseURL }) => {
      const halves = await servePageInTwoParts(baseURL ?? '', path, cutAt);
      try {
        await recordLayoutShifts(page);
        // How many of the part's elements each frame drew while the page was being read.
        await page.addInitScript((selector) => {
          const counts = new Set<number>();
          const countEachFrame = () => {
            counts.add(document.querySelectorAll(selector).length);
            document.documentElement.dataset.framesDrew = [...counts].join(' ');
            if (document.readyState === 'loading') requestAnimationFrame(countEachFrame);
          };
          requestAnimationFrame(countEachFrame);
        }, part);
        await page.goto(halves.url, { waitUntil: 'commit' });
        // The browser draws what it has read: some of the part, unless it holds its frames (then
        // the wait ends after a while).
        await page
          .waitForFunction(
            () => (document.documentElement.dataset.framesDrew ?? '').split(' ').some((count) => Number(count) > 0),
            undefined,
            { timeout: FIRST_PART_DRAWING_MS },
          )
          .catch((error: unknown) => {
            if (!(error instanceof errors.TimeoutError)) throw error;
          });
        halves.sendTheRest();
        await page.waitForLoadState('load');
        const whole = await page.locator(part).count();
        const framesDrew = (await page.locator('html').getAttribute('data-frames-drew')) ?? '';
        const drewAPart = framesDrew.split(' ').some((count) => Number(count) > 0 && Number(count) < whole);
        expect(drewAPart, `frames drew ${framesDrew} of the ${whole} elements of ${part}`).toBe(!drawnWhole);
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await waitForPaint(page);

        const { total, detail } = await layoutShifts(page);
        expect(total, `layout shifts:\n${detail}`).toBeLessThanOrEqual(ONE_CAUSE_BUDGET);
      } finally {
        await halves.close();
      }
    });
  }
});

// The web fonts arrive after the first paint on a slow connection (they are not preloaded). The
// fallback faces of src/index.css are scaled to the web fonts' widths and heights, so the text
// keeps its lines and places when they swap in (with the system fonts as they came, before the
// stand-ins, the swap cost up to 0.0035).
const FONT_PAGES = EXPECTED_PUBLIC_ROUTES.filter(({ path }) => ['/', '/aquarelles', '/presse'].includes(path));

for (const { path, h1 } of FONT_PAGES) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`${path} at ${size} width: the text stays in place when the web fonts arrive late (shifts ≤ ${ONE_CAUSE_BUDGET})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      const fonts = await holdFonts(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1, name: h1, exact: true })).toBeVisible();
      await waitForPaint(page);
      expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(false);
      fonts.release();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await waitForHydration(page);
      await waitForPaint(page);

      const { total, detail } = await layoutShifts(page);
      expect(total, `layout shifts:\n${detail}`).toBeLessThanOrEqual(ONE_CAUSE_BUDGET);
    });
  }
}
