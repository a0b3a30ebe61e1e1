// Makes a page load all its images (lazy ones included) and checks that none is broken.
import { expect, type Locator, type Page } from '@playwright/test';

/** Scrolls to the bottom one screen at a time (so lazy images start), then back to the top. */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two frames, so that the scroll has been laid out and lazy images have started; at most half
    // a second, since a frame that never comes (one such run hung until the test's limit) must
    // not hold the scroll: the images are waited for after it.
    const frame = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 500)),
      ]);
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
