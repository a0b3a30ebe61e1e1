// A page whose code does not load (a deploy in between, a dropped connection): the page's chunk
// request is cut here, and the site must show why, in French, with "Recharger la page", never a
// blank page; reloading once the chunk is reachable again brings the page back.
import type { Page } from '@playwright/test';
import { signInPage } from './support/admin-pages';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

const MESSAGE = "Cette page n'a pas pu s'afficher.";

/** Makes every request for a chunk whose file name starts with `name` fail, until the returned function is called. */
async function cutChunk(page: Page, name: string): Promise<() => Promise<void>> {
  const pattern = new RegExp(`/assets/${name}-[^/]+\\.js$`);
  const cut = (url: URL) => pattern.test(url.pathname);
  await page.route(cut, (route) => route.abort());
  return () => page.unroute(cut);
}

test.describe('a page whose code fails to load', () => {
  test.use({
    // The cut request, and what the browser and React log about it, are the point of these tests.
    allowedFailedRequests: [/\/assets\/(gallery|sign-in)-page-[^/]+\.js: net::ERR_FAILED/],
    allowedConsoleErrors: [/Failed to fetch dynamically imported module|Failed to load resource: net::ERR_FAILED/],
  });

  test('reached by a link: the layout stays, the page says why and offers to reload', async ({ page }) => {
    const restore = await cutChunk(page, 'gallery-page');
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('link', { name: /^Aquarelle/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/aquarelles$/);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(MESSAGE);
    await expect(alert).toContainText('Vérifiez votre connexion, puis rechargez la page.');
    await expect(page.getByRole('banner')).toBeVisible();

    await restore();
    await page.getByRole('button', { name: 'Recharger la page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aquarelle' })).toBeVisible();
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
  });

  test('opened directly (a page that is not prerendered): not a blank page', async ({ page }) => {
    const restore = await cutChunk(page, 'sign-in-page');
    await page.goto('/admin');
    await expect(page.getByRole('alert')).toContainText(MESSAGE);
    await expectNoAxeViolations(page);
    const reload = page.getByRole('button', { name: 'Recharger la page' });
    await reload.focus();
    await expect(reload).toBeFocused();

    await restore();
    await reload.press('Enter');
    await expect(signInPage(page).heading).toBeVisible();
  });
});
