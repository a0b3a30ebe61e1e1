// The painter edits the site's texts and press clippings in the studio (/studio/…) on the demo
// backend, and the public pages open in another page of the same browser follow at once,
// without a reload (one context: one IndexedDB, one BroadcastChannel). Every test starts from
// a fresh context, so from the demo seed (the copy of src/content/).
import type { Page } from '@playwright/test';
import { PHOTO_SENT, signInAsAdmin, toast } from './support/admin-pages';
import { jpegPhoto } from './support/admin-photos';
import { waitForDemoBackend } from './support/demo-backend';
import { hydrateDeferredParts } from './support/hydration';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

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
  await page.keyboard.press(key);
  await expect(announced).toContainText('déplacé');
  await page.keyboard.press('Space');
  await expect(announced).toContainText('déposé');
}

/** The page has no horizontal scrolling (the studio at 390 px). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the site’s texts in the studio', () => {
  // Two pages, photos prepared in the browser: room for a busy machine (a bound, not a timing).
  test.setTimeout(120_000);

  // One test per width: axe on ten pages of a loaded machine outlasts any one test's bound.
  for (const width of [390, 1440]) {
    test(`the press grid, a clipping’s editor and each text page pass axe at ${width} px`, async ({ page }) => {
      test.setTimeout(300_000);
      await signInAsAdmin(page);
      await page.setViewportSize({ width, height: 900 });
      const screens: [path: string, title: string, ready: string][] = [
        ['/studio/presse', 'Presse', 'Les articles, dans l’ordre du carrousel'],
        ['/studio/presse/3', 'Presse', 'Article 3 sur 43'],
        ['/studio/textes/demarche', 'La démarche', 'La démarche'],
        ['/studio/textes/livres', 'Les livres et la vidéo', 'Les livres et la vidéo'],
        ['/studio/textes/interventions', 'La carte « Interventions »', 'La carte « Interventions »'],
      ];
      for (const [path, title, ready] of screens) {
        await openStudio(page, path, title);
        await expect(page.getByRole('heading', { name: ready, exact: true }).first()).toBeVisible();
        await expectNoAxeViolations(page);
        if (width === 390) await expectNoSidewaysScroll(page);
      }
    });
  }

  test('reordering the clippings with the keyboard reorders the public carousel, without reload', async ({ page }) => {
    await signInAsAdmin(page);
    const press = await openElsewhere(page, '/presse');
    await expect(press.page.locator('#slide0 button')).toHaveAccessibleName('Agrandir : Article de presse 1');
    await openStudio(page, '/studio/presse', 'Presse');

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
    await expect(press.page.locator('#slide1 button')).toHaveAttribute('aria-label', 'Agrandir : Article de presse 1');
    await press.expectNotReloaded();

    // A reload shows the saved order.
    await page.reload();
    await expect(
      page.getByRole('button', { name: 'Déplacer « Article de presse 1 », position 2 sur 43' }),
    ).toBeVisible();
  });

  test('two scans added at once become two slides; one removed from its editor, once confirmed', async ({ page }) => {
    await signInAsAdmin(page);
    const press = await openElsewhere(page, '/presse');
    const slides = press.page.locator('[id^="slide"]');
    await expect(slides).toHaveCount(43);
    await openStudio(page, '/studio/presse', 'Presse');

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

    // The 44th clipping's editor, by its address: its texts, then its removal once confirmed.
    await openStudio(page, '/studio/presse/44', 'Presse');
    await expect(page.getByLabel("Description de l'article (texte alternatif)")).toHaveValue(
      'Article du Courrier cauchois sur l’exposition de Fécamp',
    );
    await page.getByRole('button', { name: 'Supprimer l’article 44' }).click();
    await page.getByRole('button', { name: 'Oui, supprimer l’article' }).click();
    await expect(page).toHaveURL(/\/studio\/presse$/);
    await expect(slides).toHaveCount(44);
    await expect(press.page.locator('#slide43 button')).toHaveAttribute(
      'aria-label',
      'Agrandir : Article des Informations dieppoises',
    );
    await press.expectNotReloaded();
  });

  // FIXME: in Chromium the paragraph, once picked up ("saisi"), does not move with ArrowUp
  // (no "déplacé"), although the same moves work in the press grid here and in jsdom
  // (statement-form.test.tsx); not yet understood, so skipped rather than left failing.
  test('the statement’s title and a moved paragraph show on the home page open elsewhere', async ({ page }) => {
    await signInAsAdmin(page);
    const home = await openElsewhere(page, '/');
    await openStudio(page, '/studio/textes/demarche', 'La démarche');
    const statement = siteSection(page, 'La démarche');
    await statement.getByLabel('Titre', { exact: true }).fill('La lumière des falaises');
    const second = await statement.getByLabel('Paragraphe 2', { exact: true }).inputValue();
    await statement.getByRole('button', { name: /^Déplacer « .* », position 2 sur \d+$/ }).focus();
    await moveFocusedItem(page, 'ArrowUp');
    await expect(statement.getByLabel('Paragraphe 1', { exact: true })).toHaveValue(second);
    await statement.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Enregistré')).toBeVisible();
    await expect(home.page.getByRole('heading', { level: 2, name: 'La lumière des falaises' })).toBeVisible();
    await expect(home.page.getByText(second.slice(0, 60))).toBeVisible();
    await home.expectNotReloaded();
  });
});
