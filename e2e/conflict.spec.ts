// Two tabs of the studio (two pages of one browser context: one IndexedDB, one BroadcastChannel,
// one session) edit the statement on the demo backend. The second save, started from the text as
// it was before the first, is refused: the tab shows "Cette fiche a été modifiée ailleurs" with
// what changed, keeps what was typed, and saves it only when asked ("Écraser").
import type { Locator, Page } from '@playwright/test';
import { STUDIO_PATHS } from '../src/domain/studio-paths';
import { signInAsAdmin, toast } from './support/admin-pages';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const PANEL = 'Cette fiche a été modifiée ailleurs';

function statement(page: Page): Locator {
  return page.getByRole('region', { name: 'La démarche', exact: true });
}

/** The studio's statement page, signed in. */
async function openStatement(page: Page): Promise<void> {
  await page.goto(STUDIO_PATHS.statement);
  await expect(page.getByRole('heading', { level: 1, name: 'La démarche' })).toBeVisible();
  await expect(statement(page).getByLabel('Titre', { exact: true })).toBeVisible();
}

async function openSecondTab(page: Page): Promise<Page> {
  const second = await page.context().newPage();
  await openStatement(second);
  return second;
}

test.describe('two tabs editing the statement', () => {
  // Two studio pages and two conflicts on a busy machine: a bound, not a timing.
  test.setTimeout(120_000);

  // One sign-in and two tabs for both ways out of a conflict, each a step of its own.
  test('the second save shows the conflict and keeps its text; "Écraser" then saves it; "Recharger", once confirmed, gives the second tab the text saved in the first', async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page);
    await openStatement(page);
    const laptop = page;
    const phone = await openSecondTab(laptop);
    const laptopTitle = statement(laptop).getByLabel('Titre', { exact: true });
    const phoneTitle = statement(phone).getByLabel('Titre', { exact: true });
    const panel = statement(phone).getByRole('group', { name: PANEL });

    await test.step('the second save shows the conflict and keeps its text; "Écraser" then saves it', async () => {
      const original = await laptopTitle.inputValue();
      await expect(phoneTitle).toHaveValue(original);

      // Both start from the same text; the phone types first, the laptop saves first.
      await phoneTitle.fill('Peindre la côte normande');
      await laptopTitle.fill('La lumière des falaises');
      await statement(laptop).getByRole('button', { name: 'Enregistrer' }).click();
      await expect(toast(laptop, 'Enregistré')).toBeVisible();

      await statement(phone).getByRole('button', { name: 'Enregistrer' }).click();
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('listitem')).toHaveText([
        `Modification — Titre : « ${original} » devient « La lumière des falaises »`,
      ]);
      await expect(phoneTitle).toHaveValue('Peindre la côte normande');
      // Nothing was written from the phone: the laptop still shows its own text.
      await expect(laptopTitle).toHaveValue('La lumière des falaises');

      await expectNoAxeViolations(phone, {
        include: 'section[aria-labelledby="site-demarche-section"]',
      });
      await panel.screenshot({
        path: testInfo.outputPath('conflict-panel-1440.png'),
      });
      await phone.setViewportSize({ width: 390, height: 844 });
      await panel.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(phone, {
        include: 'section[aria-labelledby="site-demarche-section"]',
      });
      await panel.screenshot({
        path: testInfo.outputPath('conflict-panel-390.png'),
      });

      // "Écraser": the phone's text over the laptop's, deliberately; the laptop follows.
      await panel.getByRole('button', { name: 'Écraser' }).click();
      await expect(toast(phone, 'Enregistré')).toBeVisible();
      await expect(panel).toBeHidden();
      await expect(laptopTitle).toHaveValue('Peindre la côte normande');
    });

    await test.step('"Recharger", once confirmed, gives the second tab the text saved in the first', async () => {
      // Both tabs now show the same saved text: a new conflict, the laptop saving first again.
      // (The laptop's first toast gone first, so that the one awaited below is this save's.)
      await expect(toast(laptop, 'Enregistré')).toHaveCount(0);
      await expect(phoneTitle).toHaveValue('Peindre la côte normande');
      await phoneTitle.fill('Les marées de septembre');
      await laptopTitle.fill('Le bleu de Dieppe');
      await statement(laptop).getByRole('button', { name: 'Enregistrer' }).click();
      await expect(toast(laptop, 'Enregistré')).toBeVisible();

      await statement(phone).getByRole('button', { name: 'Enregistrer' }).click();
      await panel.getByRole('button', { name: 'Recharger' }).click();
      await expect(panel.getByRole('button', { name: 'Oui, recharger' })).toBeFocused();
      await panel.getByRole('button', { name: 'Oui, recharger' }).click();
      await expect(panel).toBeHidden();
      await expect(phoneTitle).toHaveValue('Le bleu de Dieppe');
    });
  });
});
