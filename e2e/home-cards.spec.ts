// The home page's cards sit just below its full-screen hero, within the distance at which the
// browser fetches lazy images at once. Their pictures are asked for once the app has started
// (src/features/home/link-card.tsx), so that they do not share the connection with the hero and
// the fonts while the page loads; the prerendered page holds the box each picture fills, and a
// <noscript> copy for visitors without JavaScript.
import type { Locator, Page } from '@playwright/test';
import { CATEGORY_CARDS, WORKS_TITLE } from '../src/content/cards';
import { expect, test } from './support/fixtures';
import { holdAppEntry, waitForHydration } from './support/hydration';
import { allImagesLoaded } from './support/images';

const PHONE = { width: 375, height: 740 };
test.use({ viewport: PHONE });

const CARD_PICTURE = /\/images\/cards\//;

/** The "Mes Oeuvres" section. */
function worksSection(page: Page): Locator {
  return page.getByRole('region', { name: WORKS_TITLE, exact: true });
}

/** Its cards. */
function workCards(page: Page): Locator {
  return worksSection(page).getByRole('listitem');
}

/** Its cards' pictures. */
function workCardPictures(page: Page): Locator {
  return workCards(page).locator('img');
}

/** The heights of its cards, top to bottom. */
function cardHeights(page: Page): Promise<number[]> {
  return workCards(page).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
}

test("the cards' pictures are asked for once the app has started, in boxes that keep their size", async ({ page }) => {
  const releaseEntry = await holdAppEntry(page, '/');
  const pictureRequests: string[] = [];
  page.on('request', (request) => {
    if (CARD_PICTURE.test(request.url())) pictureRequests.push(request.url());
  });

  await page.goto('/');
  await worksSection(page).scrollIntoViewIfNeeded();
  await page.waitForLoadState('load');
  expect(pictureRequests, 'pictures requested before the app started').toEqual([]);
  await expect(workCardPictures(page)).toHaveCount(0);
  const heightsBefore = await cardHeights(page);
  expect(heightsBefore).toHaveLength(CATEGORY_CARDS.length);

  releaseEntry();
  await waitForHydration(page);
  await expect(workCardPictures(page)).toHaveCount(CATEGORY_CARDS.length);
  await expect.poll(() => allImagesLoaded(worksSection(page))).toBe(true);
  expect(await cardHeights(page), 'each picture fills the box the page held for it').toEqual(heightsBefore);
  for (const [index, card] of CATEGORY_CARDS.entries()) {
    await expect(workCardPictures(page).nth(index)).toHaveAttribute('src', `${card.image}-800.webp`);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the cards show their pictures from the page's <noscript> copy", async ({ page }) => {
    await page.goto('/');
    const pictures = workCardPictures(page);
    await expect(pictures).toHaveCount(CATEGORY_CARDS.length);
    await pictures.last().scrollIntoViewIfNeeded();
    await expect.poll(() => allImagesLoaded(worksSection(page))).toBe(true);
  });
});
