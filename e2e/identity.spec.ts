// Who she is, set in the studio's "Identité" screen (docs/identity.md) on the demo backend: the
// home page open in another page of the same browser follows at once (one context: one
// IndexedDB, one BroadcastChannel), in its top bar, its footer, its document title and its
// contact links; a new hero photo shows there, art-directed. Every test starts from the seed.
import { PHOTO_SENT, toast } from './support/admin-pages';
import { jpegPhoto } from './support/admin-photos';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { openHomeBeside, openIdentity } from './support/identity-pages';

test.describe('the studio’s "Identité" screen', () => {
  // Two pages, a photo prepared and cropped in the browser: room for a busy machine.
  test.setTimeout(120_000);

  for (const width of [390, 1440]) {
    test(`passes axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openIdentity(page);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/identite-${width}.png`, fullPage: true });
    });
  }

  test('a new name and phone show on the home page open elsewhere, live', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openIdentity(page);
    const home = await openHomeBeside(page);

    await page.getByLabel('Nom de l’artiste').fill('Jeanne Lefèvre');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await page.getByRole('button', { name: 'Enregistrer l’identité' }).click();
    await expect(toast(page, 'Enregistré')).toBeVisible();

    await expect(home.getByRole('banner').getByRole('link', { name: 'Jeanne Lefèvre', exact: true })).toBeVisible();
    await expect(home.getByRole('contentinfo')).toContainText('Jeanne Lefèvre');
    await expect(home).toHaveTitle('Jeanne Lefèvre');
    await expect(home.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+33612345678');
    await expect(home.locator('a[href^="tel:"]')).toHaveText('06 12 34 56 78');
  });

  test('a bad email and phone get French messages and nothing is saved', async ({ page }) => {
    await openIdentity(page);
    await page.getByLabel('Adresse e-mail').fill('jeanne.exemple.fr');
    await page.getByLabel('Téléphone').fill('appelez-moi');
    await page.getByRole('button', { name: 'Enregistrer l’identité' }).click();
    await expect(
      page.getByText('Indiquez une adresse e-mail valide, par exemple prenom.nom@exemple.fr.'),
    ).toBeVisible();
    await expect(page.getByText(/^Indiquez un numéro de téléphone/)).toBeVisible();
    await expect(page.getByLabel('Adresse e-mail')).toBeFocused();
  });

  test('a new hero photo shows on the home page, its phone crop placed with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openIdentity(page);
    const home = await openHomeBeside(page);
    const heroImage = home.locator('section picture img').first();
    const before = await heroImage.getAttribute('src');

    await page.getByLabel('Photo d’accueil').setInputFiles(await jpegPhoto('falaises.jpg'));
    const frame = page.getByTestId('cadre-telephone');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAccessibleName(/centré à 50 % de la largeur/);
    // The photo step opens by itself, its code loaded on demand, and takes the focus on its title
    // (photo-field.tsx): a focus placed on the frame before that is taken away, with the key.
    await expect(page.getByRole('heading', { name: 'Retouche de la photo' })).toBeFocused();
    await frame.focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(frame).not.toHaveAccessibleName(/centré à 50 % de la largeur/);
    await page.getByRole('button', { name: 'Enregistrer l’identité' }).click();
    await expect(toast(page, 'Enregistré')).toBeVisible(PHOTO_SENT);

    await expect(heroImage).not.toHaveAttribute('src', before ?? '');
    await expect(home.locator('section picture source')).toHaveAttribute('srcset', /\S+ \d+w/);
    await expect
      .poll(() => heroImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });
});
