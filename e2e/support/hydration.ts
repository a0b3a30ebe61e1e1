// Waits until React has taken over the prerendered HTML, so that clicks reach their handlers
// (a click on a prerendered button before hydration does nothing; links still work natively).
import type { Page } from '@playwright/test';

export async function waitForHydration(page: Page): Promise<void> {
  // React marks each element it hydrates with its props (a "__reactProps$…" key); the footer is
  // the last element of the layout, so once it carries them the whole page has been hydrated.
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer');
    return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactProps$'));
  });
  // Let the commit and its effects run.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
