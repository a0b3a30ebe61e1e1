// The studio as a whole, on the demo backend: its menu at a phone's and a desktop's width, with
// Back and reload returning to the same screen, axe and the height of every screen; a work opened
// from the grid, edited, and seen changed on its public page; /addArticle, the spec's screen.
import type { Page } from '@playwright/test';
import { STUDIO_PATHS, studioGalleryPath } from '../src/domain/studio-paths';
import { adminScreen, signInAsAdmin, toast, workEditor } from './support/admin-pages';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = process.env.E2E_SHOTS_DIR;

/** The menu's links; on a phone, behind "Menu". */
async function menuLinks(page: Page, phone: boolean) {
  const nav = page.getByRole('navigation', { name: 'Atelier', exact: true });
  const menu = nav.getByRole('button', { name: 'Menu', exact: true });
  if (phone && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  return nav.getByRole('link').filter({ hasNotText: 'Voir le site' });
}

/** No horizontal scroll, and every link and button of the screen at least 44 px high and wide. */
async function expectAtHomeOnAPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, label:has(> input[type="file"])')]
      // The site's own header (skip link, name, its menu) is the public layout's, not the studio's.
      .filter((e) => e.offsetParent !== null && !e.closest('header, .Toastify, p') && !e.matches('a[href^="#"]'))
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.height < 44 || r.width < 44)
      .map(({ e }) => e.textContent?.trim()),
  );
  expect(small, 'touch targets under 44 px').toEqual([]);
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the menu reaches every screen at ${viewport.width} px; Back and reload return to it; axe on each`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await page.goto(STUDIO_PATHS.works);
    const phone = name === 'phone';
    const count = await (await menuLinks(page, phone)).count();
    // Escape closes the phone's menu, and gives the focus back to its button.
    if (phone) {
      await page.keyboard.press('Escape');
      await expect(
        page.getByRole('navigation', { name: 'Atelier' }).getByRole('button', { name: 'Menu', exact: true }),
      ).toHaveAttribute('aria-expanded', 'false');
    }
    let previous: { url: string; title: string } | null = null;
    for (let index = 0; index < count; index++) {
      const link = (await menuLinks(page, phone)).nth(index);
      const label = (await link.textContent())!.trim();
      const before = page.url();
      await link.click();
      const heading = page.getByRole('heading', { level: 1, name: label, exact: true });
      await expect(heading).toBeVisible();
      // A new screen's heading takes the focus; the document's title says where she is.
      if (page.url() !== before) await expect(heading).toBeFocused();
      await expect(page).toHaveTitle(new RegExp(`^(.+ · )?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · Atelier`));
      await expect(page.locator('[data-screen-loading]')).toHaveCount(0);
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/screen-${index}-${viewport.width}.png`, fullPage: true });
      if (phone) await expectAtHomeOnAPhone(page);
      else
        expect(
          await page.evaluate(() => document.documentElement.scrollHeight),
          `${label} is no taller than six screens`,
        ).toBeLessThanOrEqual(6 * 900);
      const here = { url: page.url(), title: await page.title() };
      await page.reload();
      await expect(heading).toBeVisible();
      expect(page.url()).toBe(here.url);
      if (previous) {
        await page.goBack();
        await expect(page).toHaveURL(previous.url);
        await expect(page).toHaveTitle(previous.title);
        await page.goForward();
        await expect(heading).toBeVisible();
      }
      previous = here;
    }
  });
}

test('a work opened from the grid, edited, shows the change on its public page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  await page.goto(studioGalleryPath('/aquarelles'));
  const catalogue = page.getByRole('region', { name: 'Catalogue', exact: true });
  await expect(catalogue.getByRole('link', { name: /^Bocage/ })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/grid-1440.png`, fullPage: true });
  await catalogue.getByRole('link', { name: /^Bocage/ }).click();
  const editor = workEditor(page);
  await expect(editor.title).toHaveValue('Bocage 19');
  await expect(page).toHaveTitle(/^Bocage, n° 19 · Œuvres · Atelier/);
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-1440.png` });

  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await expectAtHomeOnAPhone(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-390.png`, fullPage: true });

  await editor.description.fill('Le bocage au matin, retouché.');
  await editor.submit.click();
  await expect(toast(page, 'Modifications enregistrées')).toBeVisible();
  await editor.publicLink.click();
  await expect(page).toHaveURL(/\/aquarelles\/19$/);
  await expect(page.getByRole('dialog')).toContainText('Le bocage au matin, retouché.');

  // Back closes the viewer first (a work's address reached directly puts its gallery before it
  // in the history, src/features/gallery/gallery-page.tsx), then returns to the editor, which
  // loads the studio again: a bound for it.
  await page.goBack();
  await expect(page).toHaveURL(/\/aquarelles$/);
  await page.goBack();
  await expect(editor.description).toHaveValue('Le bocage au matin, retouché.', { timeout: 30_000 });
  await page.goto(studioGalleryPath('/aquarelles'));
  await expect(catalogue.getByRole('link', { name: /^Bocage/ })).toBeVisible();
  await expectAtHomeOnAPhone(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/grid-390.png` });
});

test('/addArticle: the spec\'s add form with its messages, and "Modifier" a door to the editor', async ({ page }) => {
  await signInAsAdmin(page);
  const screen = adminScreen(page);
  await screen.add.submit.click();
  await expect(screen.add.section.getByText('Le titre est obligatoire', { exact: true })).toBeVisible();
  await expect(screen.add.section.getByText('Le Numero est obligatoire', { exact: true })).toBeVisible();
  await expect(screen.add.section.getByText("L'image est obligatoire", { exact: true })).toBeVisible();
  await expect(screen.add.title).toBeFocused();

  await screen.door.picker.work.selectOption({ label: 'Bocage — n° 19' });
  await screen.door.open.click();
  await expect(page).toHaveURL(/\/studio\/oeuvres\/aquarelles\/19$/);
  await expect(workEditor(page).title).toHaveValue('Bocage 19');
});
