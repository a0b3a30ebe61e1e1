// The home page's sections below its full-height hero are deferred parts
// (src/components/ui/deferred-part.tsx): their code, the database client they follow and their
// hydration wait until the visitor comes near them or first presses a key or touches the page.
// Until then the prerendered HTML stays as it is.
import type { Page, Request } from '@playwright/test';
import { ARTIST } from '../src/content/artist';
import { expect, test } from './support/fixtures';
import { deferredPartsHydrated, waitForHydration } from './support/hydration';

const PHONE = { width: 375, height: 740 };
test.use({ viewport: PHONE });

/** The chunks only the deferred parts bring: their sections, the press carousel, the demo backend. */
const DEFERRED_CHUNKS = /\/assets\/(lower-sections|press-section|demo-backend)-[^/]+\.js$/;

function recordDeferredChunks(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request: Request) => {
    if (DEFERRED_CHUNKS.test(new URL(request.url()).pathname)) requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

/** Lets the page settle: the app hydrated, its effects run, anything it would fetch at once fetched. */
async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

test('on a phone, the lower sections load and hydrate only when the visitor scrolls near them', async ({ page }) => {
  const requested = recordDeferredChunks(page);
  await page.goto('/');
  await settle(page);
  // Prerendered, readable, but not taken over yet.
  await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toHaveCount(1);
  expect(await deferredPartsHydrated(page)).toEqual([false, false, false]);
  expect(requested, 'chunks fetched before the visitor came near').toEqual([]);

  // Reading down the page, one screen at a time.
  for (let screen = 0; screen < 20 && (await deferredPartsHydrated(page)).includes(false); screen++) {
    await page.mouse.wheel(0, PHONE.height);
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
  }
  await expect.poll(() => deferredPartsHydrated(page)).toEqual([true, true, true]);
  expect(requested.some((path) => path.includes('/lower-sections-'))).toBe(true);
  expect(requested.some((path) => path.includes('/press-section-'))).toBe(true);
  expect(
    requested.some((path) => path.includes('/demo-backend-')),
    'the live data, followed from then on',
  ).toBe(true);
});

test('a first key press brings them to life too (Tab may reach them)', async ({ page }) => {
  await page.goto('/');
  await settle(page);
  expect(await deferredPartsHydrated(page)).toEqual([false, false, false]);
  await page.keyboard.press('Tab');
  await expect.poll(() => deferredPartsHydrated(page)).toEqual([true, true, true]);
});

test('reached by a link from another page, the home page shows them at once', async ({ page }) => {
  await page.goto('/aquarelles');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: ARTIST.name, exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Articles de presse' })).toBeVisible();
  expect(await deferredPartsHydrated(page)).toEqual([true, true, true]);
});
