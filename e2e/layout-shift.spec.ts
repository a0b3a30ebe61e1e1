// Nothing moves while a gallery loads and hydrates (the "CLS ≤ 0.01" budget of lighthouserc.cjs,
// measured here as a size on every run rather than once in a while by `npm run bench`): the
// prerendered masonry is the one the app draws, at phone and desktop widths, on a plain gallery
// and on the canvas gallery's year panels, with the pictures arriving after the first paint, as
// on a slow connection. The web fonts' own small shifts are part of the sum.
import { waitForDemoBackend } from './support/demo-backend';
import { expect, test } from './support/fixtures';
import { cardLinks } from './support/gallery-page';
import { waitForHydration } from './support/hydration';
import {
  holdImages,
  layoutShifts,
  recordLayoutShifts,
  waitForPaint,
  waitForVisibleImages,
} from './support/layout-shift';

/** lighthouserc.cjs's budget. */
const CLS_BUDGET = 0.01;

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
