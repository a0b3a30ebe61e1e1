// The studio as a whole, on the demo backend: its menu at a phone's and a desktop's width, with
// Back and reload returning to the same screen, axe and the height of every screen; a work opened
// from the grid, edited, and seen changed on its public page. /addArticle, the spec's screen, is
// tested in admin.spec.ts (in the browser) and src/features/admin/__tests__/admin-page.test.tsx.
import type { Page } from '@playwright/test';
import { STUDIO_PATHS, studioGalleryPath } from '../src/domain/studio-paths';
import { signInAsAdmin, toast, workEditor } from './support/admin-pages';
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

/** The screen's heading is shown and, if she came from elsewhere, focused; the title says where she is. */
async function expectArrived(page: Page, label: string, before: string) {
  const heading = page.getByRole('heading', { level: 1, name: label, exact: true });
  await expect(heading).toBeVisible();
  // A new screen's heading takes the focus; the document's title says where she is.
  if (page.url() !== before) await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(`^(.+ · )?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · Atelier`));
  return heading;
}

/**
 * Each screen of the menu from `first` to before `end` (all of them when `end` is past the
 * last), reached from the phone's menu and checked at 390 px, then as it stands at 1440 px, Back
 * and Forward returning to it: one load of the studio, axe once per screen and width. Then the
 * same screens from the desktop's side bar, each reloaded there. The reloads come last: axe is
 * put into a document once (e2e/support/axe.ts), about 0.3 s of the renderer's time, and its
 * first check in a document costs more than the next ones, so that the checks of a part share one
 * document rather than one each.
 */
async function checkScreens(page: Page, first: number, end: number) {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  await page.goto(STUDIO_PATHS.works);
  const count = await (await menuLinks(page, true)).count();
  // Escape closes the phone's menu, and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('navigation', { name: 'Atelier' }).getByRole('button', { name: 'Menu', exact: true }),
  ).toHaveAttribute('aria-expanded', 'false');
  const last = Math.min(end, count);
  expect(first, 'screens to check').toBeLessThan(last);

  // Where she comes from: Back from the first screen checked returns there (the first screen of
  // the menu is this one, so the part that starts with it begins its Back checks at the second).
  let previous: { url: string; title: string } | null =
    first === 0 ? null : { url: page.url(), title: await page.title() };
  for (let index = first; index < last; index++) {
    const link = (await menuLinks(page, true)).nth(index);
    const label = (await link.textContent())!.trim();
    await test.step(`${label}: reached from the phone's menu, axe and 44 px targets at 390 px, axe and at most six screens high at 1440 px, Back and Forward`, async () => {
      const before = page.url();
      await link.click();
      const heading = await expectArrived(page, label, before);
      await expect(page.locator('[data-screen-loading]')).toHaveCount(0);
      // What the screen loads is there: axe sees the screen as she works in it.
      await expect(page.getByRole('status').filter({ hasText: /^Chargement/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/screen-${index}-${PHONE.width}.png`, fullPage: true });
      await expectAtHomeOnAPhone(page);

      await page.setViewportSize(DESKTOP);
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/screen-${index}-${DESKTOP.width}.png`, fullPage: true });
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight),
        `${label} is no taller than six screens`,
      ).toBeLessThanOrEqual(6 * DESKTOP.height);

      const here = { url: page.url(), title: await page.title() };
      if (previous) {
        await page.goBack();
        await expect(page).toHaveURL(previous.url);
        // The screen's title, or a gallery's before it: the works screen adds the gallery it
        // shows to its title once its works are in, which may be after the title was read.
        await expect(page).toHaveTitle(new RegExp(`${escapeRegExp(previous.title)}$`));
        await page.goForward();
        await expect(heading).toBeVisible();
        await expect(page).toHaveTitle(here.title);
      }
      previous = here;
      await page.setViewportSize(PHONE);
    });
  }

  await test.step('the same screens from the side bar at 1440 px, each reloaded where it is', async () => {
    await page.setViewportSize(DESKTOP);
    for (let index = first; index < last; index++) {
      const link = (await menuLinks(page, false)).nth(index);
      const label = (await link.textContent())!.trim();
      const before = page.url();
      await link.click();
      const heading = await expectArrived(page, label, before);
      const here = page.url();
      await page.reload();
      await expect(heading).toBeVisible();
      expect(page.url()).toBe(here);
    }
  });
}

// The menu's screens in four parts, one test each, so that the two workers share them: fourteen
// screens with axe twice on each outlast one test's bound on a busy machine.
const PART = 4;
for (const part of [1, 2, 3, 4]) {
  test(`the menu reaches its screens ${PART * (part - 1) + 1} to ${part === 4 ? 'the last' : PART * part} at 390 and 1440 px; Back and reload return to each; axe on each at both widths`, async ({
    page,
  }) => {
    // A bound for a busy machine, not a timing.
    test.setTimeout(300_000);
    await checkScreens(page, PART * (part - 1), part === 4 ? Infinity : PART * part);
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
