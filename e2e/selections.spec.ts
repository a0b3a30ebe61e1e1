// Issue 31's private selections (viewing rooms): made in the studio, opened at their link by
// someone who is not signed in, following the studio live, and disabled.
//
// The demo backend keeps the data in the browser's IndexedDB, which a Playwright context does not
// share with another. The visitor's context is made from the painter's storage state with its
// IndexedDB (storageState({ indexedDB: true })) minus the demo's session in localStorage: a
// browser that holds the same data but is not signed in. A change made afterwards in the
// painter's first context would not reach it (two browsers of the demo share nothing), so the
// live change is made in a second tab of the visitor's own browser, signed in there after the
// selection's page was opened: that page, loaded without a session, follows it without reload.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { signInAsAdmin } from './support/admin-pages';

const SESSION_KEY = 'portfolio-demo-session';

test.use({ viewport: { width: 1440, height: 900 } });

/** A context that holds the painter's demo data (IndexedDB) but not her session. */
async function visitorContext(browser: Browser, painter: BrowserContext, baseURL: string): Promise<BrowserContext> {
  const state = await painter.storageState({ indexedDB: true });
  const origins = state.origins.map((origin) => ({
    ...origin,
    localStorage: origin.localStorage.filter((item) => item.name !== SESSION_KEY && !item.name.startsWith('e2e-')),
  }));
  expect(
    // The snapshot carries each origin's databases (typed loosely by Playwright: read as JSON).
    JSON.stringify(state.origins).includes('"portfolio-demo"'),
    "the demo's IndexedDB is in the painter's storage state",
  ).toBe(true);
  return browser.newContext({ storageState: { cookies: state.cookies, origins }, baseURL });
}

/** Fails on any console error or uncaught exception of the visitor's pages. */
function watchErrors(context: BrowserContext): string[] {
  const problems: string[] = [];
  context.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  context.on('weberror', (error) => problems.push(String(error.error())));
  return problems;
}

async function noHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no horizontal scroll at 390 px').toBeLessThanOrEqual(390);
}

/** Presses the first `count` works of a gallery in the editor's picker; returns their titles. */
async function pick(page: Page, gallery: RegExp, listId: string, count: number): Promise<string[]> {
  await page.getByRole('button', { name: gallery }).click();
  const buttons = page.locator(`#${listId} button[aria-pressed]`);
  const titles: string[] = [];
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    titles.push((await button.locator('span').first().textContent())!.trim());
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  return titles;
}

test('a selection of three works from two galleries: its link, a fresh visitor, live, disabled', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsAdmin(page);
  await page.goto('/studio/selections');
  await expect(page.getByRole('heading', { level: 1, name: 'Sélections' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Nouvelle sélection' }).click();

  await page.getByLabel('Titre', { exact: true }).fill('Pour Claire');
  await page.getByLabel('Message (facultatif)').fill('Les trois œuvres dont nous avons parlé.');
  const titles = [
    ...(await pick(page, /^Aquarelles/, 'choix-aquarelles', 2)),
    ...(await pick(page, /^Peinture sur toile/, 'choix-peinture-sur-toile', 1)),
  ];
  // axe on the editor once it is saved, below: the same form and picks, with the link added.
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page).toHaveURL(/\/studio\/selections\/[A-Za-z0-9_-]{22}$/);
  const editorPath = new URL(page.url()).pathname;

  const field = page.getByLabel('Adresse de la sélection');
  const link = await field.inputValue();
  expect(link).toMatch(/\/selection\/[A-Za-z0-9_-]{22}$/);
  await page.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByText('Lien copié')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole('link', { name: 'Dossier imprimable de la sélection' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await noHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.goto('/studio/selections');
  await expect(page.getByRole('list', { name: 'Vos sélections' })).toContainText('Pour Claire');
  await expect(page.getByRole('list', { name: 'Vos sélections' })).toContainText('3 œuvres');
  await noHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // The visitor: the same data, no session.
  const visitor = await visitorContext(browser, context, baseURL!);
  const errors = watchErrors(visitor);
  const room = await visitor.newPage();
  await room.setViewportSize({ width: 1440, height: 900 });
  await room.goto(link);
  expect(await room.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  await expect(room.getByRole('heading', { level: 1, name: 'Pour Claire' })).toBeVisible();
  await expect(room.getByText('Les trois œuvres dont nous avons parlé.')).toBeVisible();
  const figures = room.getByTestId('artwork-masonry').locator('figure:visible');
  await expect(figures).toHaveCount(3);
  for (const [i, title] of titles.entries()) await expect(figures.nth(i)).toContainText(title);
  await expect(room.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
  await expect(room).toHaveTitle(/^Pour Claire · Sélection · /);
  await expectNoAxeViolations(room);

  // A work opens in the gallery's viewer; Back closes it.
  await figures.nth(2).getByRole('link').click();
  await expect(room).toHaveURL(/\?oeuvre=peinture-sur-toile\./);
  await expect(room.getByRole('dialog')).toBeVisible();
  await room.goBack();
  await expect(room.getByRole('dialog')).toHaveCount(0);
  await expect(room).toHaveURL(link);

  await room.setViewportSize({ width: 390, height: 844 });
  await noHorizontalScroll(room);
  await expectNoAxeViolations(room);

  // A second tab of the visitor's browser signs in and marks the first work sold in the studio.
  const studio = await visitor.newPage();
  await signInAsAdmin(studio);
  await studio.goto('/studio/oeuvres/aquarelles');
  await studio
    .getByRole('link', { name: new RegExp(`^${titles[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
  await expect(figures.first()).not.toContainText('Vendue');
  await studio.getByLabel('Statut', { exact: true }).selectOption({ label: 'Vendue' });
  await studio.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(studio.getByText('Modifications enregistrées')).toBeVisible();
  await expect(figures.first(), 'the badge, live, without a reload').toContainText('Vendue');
  await expect(figures.nth(1)).not.toContainText('Vendue');

  // Disabled in the studio: the page says so, politely, and shows no work.
  await studio.goto(editorPath);
  await studio.getByRole('button', { name: 'Désactiver' }).click();
  await expect(studio.getByRole('button', { name: 'Réactiver' })).toBeVisible();
  await expect(room.getByRole('heading', { level: 1, name: 'Sélection indisponible' })).toBeVisible();
  await expect(room.getByText('Cette sélection n’est plus consultable.')).toBeVisible();
  await expect(room.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(room.locator('figure')).toHaveCount(0);
  await expectNoAxeViolations(room);
  await room.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(room);

  expect(errors).toEqual([]);
  await visitor.close();
});

test('an unknown selection shows a polite notice, never indexed', async ({ page }) => {
  await page.goto('/selection/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { level: 1, name: 'Sélection introuvable' })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});
