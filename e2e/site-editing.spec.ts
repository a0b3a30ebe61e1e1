// The painter edits the site's texts and press clippings in the studio (/studio/…) on the demo
// backend, and the public pages open in another page of the same browser follow at once,
// without a reload (one context: one IndexedDB, one BroadcastChannel). Every test starts from
// a fresh context, so from the demo seed (the copy of src/content/).
import type { Locator, Page } from '@playwright/test';
import { PHOTO_SENT, signInAsAdmin, toast } from './support/admin-pages';
import { jpegPhoto } from './support/admin-photos';
import { waitForDemoBackend } from './support/demo-backend';
import { hydrateDeferredParts } from './support/hydration';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

type MarkedWindow = Window & { __notReloaded?: true };

/** Opens a public page in another page of the context, following the live data, marked so that a reload would show. */
async function openElsewhere(page: Page, path: string) {
  const other = await page.context().newPage();
  await other.goto(path);
  // The home page follows the live data in its lower sections, once the visitor comes near them.
  await hydrateDeferredParts(other);
  await waitForDemoBackend(other);
  await other.evaluate(() => {
    (window as MarkedWindow).__notReloaded = true;
  });
  return {
    page: other,
    expectNotReloaded: async () =>
      expect(await other.evaluate(() => (window as MarkedWindow).__notReloaded)).toBe(true),
  };
}

function siteSection(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** Opens a screen of the studio and waits for its heading (its name in the navigation). */
async function openStudio(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

/**
 * Moves the sortable item whose handle is focused by `key` presses, with the keyboard as the
 * painter does, waiting each time for what a screen reader hears (dnd-kit listens to the arrows
 * only once the item is picked up).
 */
async function moveFocusedItem(page: Page, key: string) {
  const announced = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(announced).toContainText('saisi');
  // dnd-kit's keyboard sensor starts listening to the arrows from a zero-delay timer it sets at
  // the pickup (KeyboardSensor.attach in @dnd-kit/core): a zero-delay timer set after it, here,
  // fires after it, so the arrow below is heard.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press(key);
  await expect(announced).toContainText('déplacé');
  await page.keyboard.press('Space');
  await expect(announced).toContainText('déposé');
}

/**
 * Makes the page tall enough to show `item` whole without scrolling, and scrolls it to the top.
 * dnd-kit turns an arrow that would move an item into the upper half of a page scrolled down
 * into a smooth scroll of the page, not a move (KeyboardSensor.handleKeyDown in @dnd-kit/core),
 * and whether the page is scrolled then depends on what loaded first: at the top, the arrow
 * always moves the item.
 */
async function showWithoutScrolling(page: Page, item: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await item.boundingBox();
  if (!box) throw new Error('showWithoutScrolling: the item is not shown.');
  const viewport = page.viewportSize()!;
  const height = Math.ceil(box.y + box.height + 40);
  if (height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The page has no horizontal scrolling (the studio at 390 px). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the site’s texts in the studio', () => {
  // Two pages, photos prepared in the browser, axe at two widths: room for a busy machine (a
  // bound, not a timing).
  test.setTimeout(180_000);

  // The press grid and the text screens as they open pass axe at 390 and 1440 px in
  // studio-shell.spec.ts (the menu reaches every screen); a clipping's editor, here.
  test('the press: the clippings reordered with the keyboard, two scans added at once, a clipping’s editor at two widths, one removed; the public carousel follows without reload', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const press = await openElsewhere(page, '/presse');
    const slides = press.page.locator('[id^="slide"]');
    await expect(slides).toHaveCount(43);
    await expect(press.page.locator('#slide0 button')).toHaveAccessibleName('Agrandir : Article de presse 1');
    await openStudio(page, '/studio/presse', 'Presse');

    await test.step('reordering the clippings with the keyboard reorders the public carousel, without reload', async () => {
      // The first clipping, picked up with Space, moved one place on with the arrow, dropped.
      const handle = page.getByRole('button', { name: /^Déplacer « .* », position 1 sur 43$/ });
      await handle.focus();
      await moveFocusedItem(page, 'ArrowRight');
      await expect(toast(page, 'Enregistré')).toBeVisible();
      await expect(
        page.getByRole('button', { name: 'Déplacer « Article de presse 1 », position 2 sur 43' }),
      ).toBeFocused();
      await expect(press.page.locator('#slide0 button')).toHaveAccessibleName('Agrandir : Article de presse 2');
      // Slides other than the current one are hidden from assistive technologies: their label, then.
      await expect(press.page.locator('#slide1 button')).toHaveAttribute(
        'aria-label',
        'Agrandir : Article de presse 1',
      );

      // A reload shows the saved order.
      await page.reload();
      await expect(
        page.getByRole('button', { name: 'Déplacer « Article de presse 1 », position 2 sur 43' }),
      ).toBeVisible();
    });

    await test.step('two scans added at once become two slides', async () => {
      const adding = siteSection(page, 'Ajouter des articles');
      await adding
        .getByLabel('Images des articles (une par article)')
        .setInputFiles([await jpegPhoto('article-fecamp.jpg'), await jpegPhoto('article-dieppe.jpg')]);
      await expect(adding.locator('#presse-nouveaux-0-alt')).toBeFocused();
      // A missing description is refused in French, and focused.
      await adding.locator('#presse-nouveaux-0-alt').fill('Article du Courrier cauchois sur l’exposition de Fécamp');
      await adding.getByRole('button', { name: 'Ajouter les 2 articles' }).click();
      await expect(adding.locator('#presse-nouveaux-1-alt')).toBeFocused();
      await expect(adding.locator('#presse-nouveaux-1-alt')).toHaveAccessibleDescription('Ce champ est obligatoire');
      await adding.locator('#presse-nouveaux-1-alt').fill('Article des Informations dieppoises');
      await adding.locator('#presse-nouveaux-1-source').fill('Les Informations dieppoises');
      await adding.getByRole('button', { name: 'Ajouter les 2 articles' }).click();
      await expect(slides).toHaveCount(45, PHOTO_SENT);
      await expect(press.page.locator('#slide44 button')).toHaveAttribute(
        'aria-label',
        'Agrandir : Article des Informations dieppoises',
      );
    });

    await test.step('a clipping’s editor, by its address, shows its texts and passes axe at 1440 and 390 px', async () => {
      await openStudio(page, '/studio/presse/44', 'Presse');
      await expect(page.getByRole('heading', { name: 'Article 44 sur 45', exact: true }).first()).toBeVisible();
      await expect(page.getByLabel("Description de l'article (texte alternatif)")).toHaveValue(
        'Article du Courrier cauchois sur l’exposition de Fécamp',
      );
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 900 });
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await page.setViewportSize({ width: 1440, height: 900 });
    });

    await test.step('a clipping removed from its editor, once confirmed', async () => {
      await page.getByRole('button', { name: 'Supprimer l’article 44' }).click();
      await page.getByRole('button', { name: 'Oui, supprimer l’article' }).click();
      await expect(page).toHaveURL(/\/studio\/presse$/);
      await expect(slides).toHaveCount(44);
      await expect(press.page.locator('#slide43 button')).toHaveAttribute(
        'aria-label',
        'Agrandir : Article des Informations dieppoises',
      );
    });
    await press.expectNotReloaded();
  });

  test('the statement’s title and a moved paragraph show on the home page open elsewhere', async ({ page }) => {
    await signInAsAdmin(page);
    const home = await openElsewhere(page, '/');
    await openStudio(page, '/studio/textes/demarche', 'La démarche');
    const statement = siteSection(page, 'La démarche');
    await statement.getByLabel('Titre', { exact: true }).fill('La lumière des falaises');
    const second = await statement.getByLabel('Paragraphe 2', { exact: true }).inputValue();
    const handleName = /^Déplacer « .* », position 2 sur \d+$/;
    const handle = statement.getByRole('button', { name: handleName });
    // The inner locator of `has` is looked for inside each item, so it starts from the page.
    const item = statement
      .locator('li[data-sortable-id]')
      .filter({ has: page.getByRole('button', { name: handleName }) });
    await showWithoutScrolling(page, item);
    await handle.focus();
    expect(await page.evaluate(() => window.scrollY), 'the page is not scrolled').toBe(0);
    await moveFocusedItem(page, 'ArrowUp');
    await expect(statement.getByLabel('Paragraphe 1', { exact: true })).toHaveValue(second);
    await statement.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Enregistré')).toBeVisible();
    await expect(home.page.getByRole('heading', { level: 2, name: 'La lumière des falaises' })).toBeVisible();
    await expect(home.page.getByText(second.slice(0, 60))).toBeVisible();
    await home.expectNotReloaded();
  });
});
