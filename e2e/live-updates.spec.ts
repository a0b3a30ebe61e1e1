// The galleries are live: a change made through the backend in one tab appears in a
// gallery open in another tab of the same browser, without a reload. Both pages share the demo
// backend's IndexedDB and its BroadcastChannel because they share one browser context.
import {
  addArtworkThroughDemo,
  deleteArtworkThroughDemo,
  signInToDemo,
  waitForDemoBackend,
} from './support/demo-backend';
import { cardName } from './support/seed-artworks';
import { expect, test } from './support/fixtures';

type MarkedWindow = Window & { __notReloaded?: true };

test.use({ viewport: { width: 1280, height: 720 } });

test('a work added then deleted in another tab appears then disappears in /aquarelles, without reload', async ({
  page,
  context,
}) => {
  // The visitor's tab.
  await page.goto('/aquarelles');
  await expect(page.getByRole('heading', { level: 1, name: 'Aquarelle', exact: true })).toBeVisible();
  await waitForDemoBackend(page); // subscribed to articles/Aquarelles
  await page.evaluate(() => {
    (window as MarkedWindow).__notReloaded = true;
  });
  const cards = page.getByRole('main').locator('figure').getByRole('link');
  const seededCount = await cards.count();
  expect(seededCount).toBeGreaterThan(0);

  // The owner's tab: another gallery page, which loads the demo backend too.
  const owner = await context.newPage();
  await owner.goto('/vrac');
  await expect(owner.getByRole('heading', { level: 1, name: 'Photos en vrac', exact: true })).toBeVisible();
  await signInToDemo(owner);
  const added = await addArtworkThroughDemo(owner, {
    type: 'Aquarelles',
    title: 'Soleil sur Varengeville 208',
    subtitle: '208',
    description: 'Aquarelle ajoutée depuis un autre onglet.',
    dimensions: '36 x 48 cm',
  });

  // It appears in the visitor's tab, first (the highest number), with its caption.
  const card = page.getByRole('link', { name: cardName(added), exact: true });
  await expect(card).toBeVisible();
  await expect(cards).toHaveCount(seededCount + 1);
  await expect(cards.first()).toHaveAccessibleName(cardName(added));
  const caption = page.locator('figure').filter({ has: card }).locator('figcaption');
  await expect(caption).toContainText('Soleil sur Varengeville');
  await expect(caption).toContainText('208');
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // Its overlay shows what was written.
  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Soleil sur Varengeville');
  await expect(dialog).toContainText('Numéro : 208');
  await expect(dialog).toContainText('Dimensions : 36 x 48 cm');
  await expect(dialog).toContainText('Aquarelle ajoutée depuis un autre onglet.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Deleted in the owner's tab, it disappears from the visitor's.
  await deleteArtworkThroughDemo(owner, added);
  await expect(card).toHaveCount(0);
  await expect(cards).toHaveCount(seededCount);

  expect(await page.evaluate(() => (window as MarkedWindow).__notReloaded)).toBe(true);
});
