// Issue 31's work status on the demo backend: a work marked "Vendue" in the studio's editor shows
// its badge on the public card and in the viewer of another tab, without a reload; "Disponibles"
// filters a gallery, at an address of its own that reloads filtered; axe on the editor with the
// new fields and on a gallery with a badge, at a phone's and a desktop's width.
import type { Page } from '@playwright/test';
import { studioWorkPath } from '../src/domain/studio-paths';
import { signInAsAdmin, toast, workEditor } from './support/admin-pages';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Sets a work's status in its editor, and waits for the save. */
async function markWork(page: Page, key: string, status: string) {
  await page.goto(studioWorkPath('/aquarelles', key));
  const editor = workEditor(page);
  await expect(editor.submit).toBeVisible();
  await editor.form.getByLabel('Statut', { exact: true }).selectOption({ label: status });
  await editor.submit.click();
  await expect(toast(page, 'Modifications enregistrées')).toBeVisible();
}

// One sign-in, one visitor's tab, for both: the second step's statuses set over the first's.
test('a work marked "Vendue" in the editor shows its badge on the card and in the viewer of another tab, live; "Disponibles" filters a gallery in its order, at an address that reloads filtered', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);

  // The visitor's tab, open before the change: the gallery as it was, without a toggle.
  const visitor = await context.newPage();
  await visitor.setViewportSize(DESKTOP);
  await visitor.goto('/aquarelles');

  await test.step('a work marked "Vendue" in the editor shows its badge on the card and in the viewer of another tab, live', async () => {
    const card = visitor.getByRole('link', { name: /^Bocage 19, n° 19/ });
    await expect(card).toBeVisible();
    await expect(card).toHaveAccessibleName('Bocage 19, n° 19');
    await expect(visitor.getByRole('button', { name: 'Disponibles' })).toHaveCount(0);

    // The editor with the new fields: axe at both widths.
    await page.goto(studioWorkPath('/aquarelles', '19'));
    const editor = workEditor(page);
    await expect(editor.title).toHaveValue('Bocage 19');
    await expect(
      page.getByRole('region', {
        name: 'Notes privées (visibles de vous seule)',
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer les notes' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await page.setViewportSize(DESKTOP);

    await markWork(page, '19', 'Vendue');

    // The visitor's tab follows, without a reload.
    await expect(card).toHaveAccessibleName('Bocage 19, n° 19 Vendue');
    await expect(card.getByText('Vendue', { exact: true })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Disponibles' })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.setViewportSize(PHONE);
    await expectNoAxeViolations(visitor);
    await visitor.setViewportSize(DESKTOP);

    await card.click();
    const dialog = visitor.getByRole('dialog', { name: 'Bocage' });
    await expect(dialog.getByText('Vendue', { exact: true })).toBeVisible();
    // A sold work has no price line, and "Demander des informations" says nothing of a state.
    await expect(dialog.getByText('Prix sur demande')).toHaveCount(0);
    await visitor.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('"Disponibles" filters a gallery in its order, at an address that reloads filtered', async () => {
    await markWork(page, '27', 'Disponible');
    await markWork(page, '19', 'Réservée');

    // The visitor's tab followed both, without a reload.
    const toggle = visitor.getByRole('button', { name: 'Disponibles' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const cards = visitor.getByRole('link', { name: /, n° \d+/ });
    await expect(cards.filter({ hasText: 'Réservée' })).toHaveCount(1);
    const all = await cards.count();
    expect(all).toBeGreaterThan(2);

    // From the keyboard: the toggle is reached with Tab and pressed with Enter.
    await toggle.focus();
    await visitor.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(visitor).toHaveURL(/\/aquarelles\?disponibles$/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAccessibleName(/n° 27$/);

    await visitor.reload();
    await expect(visitor.getByRole('button', { name: 'Disponibles' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(1);
    await expectNoAxeViolations(visitor);

    // The viewer keeps the filter's address, and says the state in the inquiry.
    await cards.first().click();
    await expect(visitor).toHaveURL(/\/aquarelles\/27\?disponibles$/);
    const dialog = visitor.getByRole('dialog');
    await expect(dialog.getByText('Prix sur demande')).toBeVisible();
    const mailto = await dialog.getByRole('link', { name: 'Demander des informations' }).getAttribute('href');
    expect(decodeURIComponent(mailto ?? '')).toContain('Cette œuvre est indiquée comme disponible sur le site.');
    await visitor.keyboard.press('Escape');
    await expect(visitor).toHaveURL(/\/aquarelles\?disponibles$/);

    await visitor.getByRole('button', { name: 'Disponibles' }).click();
    await expect(visitor).toHaveURL(/\/aquarelles$/);
    await expect(cards).toHaveCount(all);
  });
});
