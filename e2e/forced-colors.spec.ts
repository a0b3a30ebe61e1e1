// In forced colours (Windows' contrast themes), the theme's colours replace the site's, and the
// filled background that marks what is chosen would go with them: src/index.css gives the chosen
// link or toggle the theme's highlight. Each check tells the chosen one from a neighbour.
import type { Locator } from '@playwright/test';
import { studioGalleryPath } from '../src/domain/studio-paths';
import { signInAsAdmin } from './support/admin-pages';
import { waitForAnimationsToFinish } from './support/animations';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1440, height: 900 }, forcedColors: 'active' });

/** The background and text colours an element is drawn with. */
function colours(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.backgroundColor} on ${style.color}`;
  });
}

/** `current` (the page's link) is drawn otherwise than `other`, which is not. */
async function expectToldApart(current: Locator, other: Locator) {
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(other).not.toHaveAttribute('aria-current', 'page');
  expect(await colours(current), 'the current one and another, in forced colours').not.toBe(await colours(other));
}

test('in forced colours, the top bar marks the gallery shown', async ({ page }) => {
  await page.goto('/aquarelles');
  const bar = page.getByRole('navigation', { name: 'Navigation principale' });
  await expectToldApart(
    bar.getByRole('link', { name: 'Aquarelle', exact: true }),
    bar.getByRole('link', { name: 'Pâte à papier', exact: true }),
  );
});

test('in forced colours, the studio marks its screen and the gallery shown', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(studioGalleryPath('/aquarelles'));

  await test.step('its menu, the screen shown', async () => {
    const menu = page.getByRole('navigation', { name: 'Atelier' });
    await expectToldApart(
      menu.getByRole('link', { name: 'Œuvres', exact: true }),
      menu.getByRole('link', { name: 'Presse', exact: true }),
    );
  });

  await test.step('its galleries, the one shown', async () => {
    const galleries = page.getByRole('navigation', { name: 'Galeries' });
    await expectToldApart(
      galleries.getByRole('link', { name: /^Aquarelles/ }),
      galleries.getByRole('link', { name: /^Pâte à papier/ }),
    );
  });
});

test('in forced colours, a pressed toggle shows pressed', async ({ page }) => {
  await page.goto('/admin');
  const toggle = page.getByRole('button', { name: 'Afficher le mot de passe' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const before = await colours(toggle);
  await toggle.click();
  const pressed = page.getByRole('button', { name: 'Masquer le mot de passe' });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  // Read at rest: away from the pointer, its colours' transition over.
  await page.mouse.move(0, 0);
  await waitForAnimationsToFinish(page);
  expect(await colours(pressed), 'pressed, against not pressed').not.toBe(before);
});
