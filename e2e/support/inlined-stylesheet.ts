// The prerendered pages carry their stylesheet inline (scripts/build/prerender.mjs). Every lazy chunk
// the app loads afterwards lists that stylesheet among its dependencies: the page must not fetch
// it a second time, which would restyle the whole page and fetch its fonts again while the app
// starts. Checked on each page's load in public-site.spec.ts.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Records the paths of the style sheets the page requests from now on. */
export function recordStylesheetRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) {
      requested.push(new URL(request.url()).pathname);
    }
  });
  return requested;
}

/** The page's style sheets that apply: each owner's tag, and its address if it has one. */
function appliedStyleSheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => !sheet.disabled && sheet.ownerNode instanceof Element)
      .map((sheet) => (sheet.ownerNode as Element).tagName.toLowerCase() + (sheet.href ? ` ${sheet.href}` : '')),
  );
}

/**
 * Once the page's chunks have loaded (its own, the live data's, the backend's, a deferred part's):
 * no style sheet was requested, and the inline one is the only one that applies.
 */
export async function expectOnlyTheInlinedStylesheet(page: Page, requested: string[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(requested, 'style sheets requested').toEqual([]);
  const applied = await appliedStyleSheets(page);
  expect(applied).toEqual(expect.arrayContaining(['style']));
  expect(applied.filter((sheet) => sheet.startsWith('link'))).toEqual([]);
}
