// The prerendered pages carry their stylesheet inline (scripts/build/prerender.mjs). Every lazy chunk
// the app loads afterwards lists that stylesheet among its dependencies: the page must not fetch
// it a second time, which would restyle the whole page and fetch its fonts again while the app
// starts.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrateDeferredParts, waitForHydration } from './support/hydration';

function recordStylesheetRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) {
      requested.push(new URL(request.url()).pathname);
    }
  });
  return requested;
}

/** The page's style sheets that apply: the inline one only. */
function appliedStyleSheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => !sheet.disabled && sheet.ownerNode instanceof Element)
      .map((sheet) => (sheet.ownerNode as Element).tagName.toLowerCase() + (sheet.href ? ` ${sheet.href}` : '')),
  );
}

for (const path of ['/presse', '/aquarelles', '/peinture-sur-toile']) {
  test(`${path}: the lazy chunks do not fetch the inlined stylesheet again`, async ({ page }) => {
    const requested = recordStylesheetRequests(page);
    await page.goto(path);
    await waitForHydration(page);
    // The page's own chunk, the live-data chunk and the backend have loaded by now.
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(await appliedStyleSheets(page)).toEqual(expect.arrayContaining(['style']));
    expect((await appliedStyleSheets(page)).filter((sheet) => sheet.startsWith('link'))).toEqual([]);
  });
}

test('the home page: neither does a deferred part, once hydrated', async ({ page }) => {
  const requested = recordStylesheetRequests(page);
  await page.goto('/');
  await hydrateDeferredParts(page);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});
