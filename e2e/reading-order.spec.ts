// Issue 32: the galleries' reading order is their sort order (the keyboard's, the screen
// reader's, the eye's), at phone and desktop widths; and with 1,000 works per gallery a work's
// page and a removed work's address open without layout shift, the work's picture being the
// page's largest paint. The 1,000-work site is a build of its own, served by the Hosting emulator
// beside the others (scripts/test/run-e2e.mjs, E2E_THOUSAND_URL).
import type { Page } from '@playwright/test';
import { WORK_MESSAGES } from '../src/content/viewer-messages';
import { SORT_ORDERS, sortArtworks } from '../src/domain/sort';
import { waitForDemoBackend } from './support/demo-backend';
import { expect, test } from './support/fixtures';
import { cardLinks } from './support/gallery-page';
import { waitForHydration } from './support/hydration';
import { layoutShifts, recordLayoutShifts, waitForVisibleImages } from './support/layout-shift';
import { cardName, seedArtworksOf } from './support/seed-artworks';

/** lighthouserc.cjs's budget. */
const CLS_BUDGET = 0.01;

/** The work pages the 1,000-work build prerenders (scripts/test/run-e2e.mjs sets the same). */
export const THOUSAND_WORK_PATHS = ['/aquarelles/1500', '/aquarelles/31'] as const;

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

/** The names of the cards in the order Tab reaches them, from the top of the page. */
async function cardsInTabOrder(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  // The top bar's links and the menu button come first; a bound against a focus trap.
  for (let presses = 0; names.length < count && presses < count + 40; presses++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused?.closest('figure') && focused.localName === 'a' ? (focused.querySelector('img')?.alt ?? '') : null;
    });
    if (name !== null) names.push(name);
  }
  return names;
}

for (const viewport of WIDTHS) {
  test(`/aquarelles at ${viewport.width} px: Tab meets the works in the sort order, which reads left to right`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/aquarelles');
    await waitForHydration(page);
    await waitForDemoBackend(page);
    const expected = sortArtworks(seedArtworksOf('Aquarelles'), SORT_ORDERS.Aquarelles).map(cardName);
    await expect(cardLinks(page)).toHaveCount(expected.length);
    expect(await cardsInTabOrder(page, expected.length)).toEqual(expected);
    // To the eye: each card right of the one before on its row, or on a row below.
    const boxes = await cardLinks(page).evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return { top: Math.round(box.top + window.scrollY), left: Math.round(box.left) };
      }),
    );
    for (let i = 1; i < boxes.length; i++) {
      const [before, box] = [boxes[i - 1]!, boxes[i]!];
      expect(box.top === before.top ? box.left > before.left : box.top > before.top, `card ${i}`).toBe(true);
    }
    if (viewport.width >= 1440) expect(new Set(boxes.map((b) => b.left)).size).toBeGreaterThan(2);
  });
}

test.describe('a gallery of 1,000 works', () => {
  const origin = process.env.E2E_THOUSAND_URL;
  test.skip(!origin, 'E2E_THOUSAND_URL is not set: start the browser tests with `npm run test:e2e`');

  const PAGES = [
    { what: 'a work far down the gallery', path: THOUSAND_WORK_PATHS[0], gone: false },
    { what: 'a work near its top', path: THOUSAND_WORK_PATHS[1], gone: false },
    { what: "a removed work's address", path: '/aquarelles/99999', gone: true },
  ] as const;

  for (const viewport of WIDTHS) {
    for (const { what, path, gone } of PAGES) {
      test(`${what} (${path}) at ${viewport.width} px opens without layout shift${gone ? '' : ", the work's picture its largest paint"}`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await recordLayoutShifts(page);
        await recordLargestPaint(page);
        await page.goto(origin + path);
        if (gone) {
          await expect(page.getByText(WORK_MESSAGES.gone)).toBeVisible({ timeout: 30_000 });
        } else {
          await expect(page.locator('.yarl__container')).toBeVisible({ timeout: 30_000 });
        }
        await waitForHydration(page);
        await waitForVisibleImages(page);
        const { total, detail } = await layoutShifts(page);
        expect(total, `layout shifts:\n${detail}`).toBeLessThanOrEqual(CLS_BUDGET);
        // The gallery shown: every caption whole within its card (four-digit numéros here, which a
        // narrow card puts below its title).
        if (gone) expect(await captionsPastTheirCard(page)).toEqual([]);
        // A work's page: its picture is the largest paint (a removed work's address has none to show).
        if (!gone) {
          const largest = await page.evaluate(() => (window as unknown as { largestPaint?: string }).largestPaint);
          expect(largest, "the largest paint: the work's picture").toBe(`work ${path.split('/').at(-1)}`);
        }
      });
    }
  }
});

/** The captions (their text) of which a part lies past the left or right edge of its card. */
function captionsPastTheirCard(page: Page): Promise<string[]> {
  return page.locator('main figure figcaption').evaluateAll((captions) =>
    captions
      .filter((caption) => {
        const card = caption.closest('figure')!.getBoundingClientRect();
        return [...caption.children].some((part) => {
          const box = part.getBoundingClientRect();
          return box.right > card.right + 0.5 || box.left < card.left - 0.5;
        });
      })
      .map((caption) => caption.textContent ?? ''),
  );
}

/**
 * Records what the page's last largest-contentful-paint entry drew: `work <key>` for the work
 * alone (WorkPoster) or in the viewer, `card <alt>` for a gallery's card, else its tag.
 */
async function recordLargestPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const entry = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
      const element = entry?.element;
      if (!element) return;
      const poster = element.closest('[data-work-poster]');
      const where = poster
        ? `work ${poster.getAttribute('data-work-poster')}`
        : element.closest('.yarl__container')
          ? `work ${decodeURIComponent(window.location.pathname.split('/').at(-1) ?? '')}`
          : element.closest('figure')
            ? `card ${element.getAttribute('alt') ?? ''}`
            : element.localName;
      (window as unknown as { largestPaint?: string }).largestPaint = where;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
