// Proves the browser-test infrastructure: the production build is served, a browser opens it,
// the document has a title and a main landmark, and no console error occurs.
import { expect, test } from './support/fixtures';

test('the home page has a document title and a main landmark', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
});
