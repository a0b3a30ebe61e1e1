// Makes a page load all its images (lazy ones included) and checks that none is broken.
import { expect, type Locator, type Page } from '@playwright/test';

/** Scrolls to the bottom one screen at a time (so lazy images start), then back to the top. */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await frame();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/**
 * Waits until every image that started loading has finished, then fails if one is broken
 * (loaded nothing). Lazy images still deferred (nothing requested yet) are left aside.
 */
export async function expectImagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.currentSrc === ''));
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.complete && img.currentSrc !== '' && img.naturalWidth === 0)
      .map((img) => img.currentSrc),
  );
  expect(broken, `broken images on ${page.url()}`).toEqual([]);
}

/** Whether every image in `scope` has loaded with a size (none broken, none still loading). */
export async function allImagesLoaded(scope: Locator): Promise<boolean> {
  return scope
    .locator('img')
    .evaluateAll((images: HTMLImageElement[]) => images.every((img) => img.complete && img.naturalWidth > 0));
}
