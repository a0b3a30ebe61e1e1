// Who she is, set in the studio's "Identité" screen (docs/identity.md) on the demo backend: the
// home page open in another page of the same browser follows at once (one context: one
// IndexedDB, one BroadcastChannel), in its top bar, its footer, its document title and its
// contact links; a new hero photo shows there, art-directed, in several widths. The screen as it
// opens passes axe at 390 and 1440 px in studio-shell.spec.ts (the menu reaches every screen),
// with a card's form open in identity-cards.spec.ts. Every test starts from the seed.
import { closeToasts, PHOTO_SENT, toast } from './support/admin-pages';
import { jpegPhoto } from './support/admin-photos';
import { expect, test } from './support/fixtures';
import { openHomeBeside, openIdentity } from './support/identity-pages';

test.describe('the studio’s "Identité" screen', () => {
  test('the home page open elsewhere follows: bad contacts refused in French, a new name and phone, a new hero photo placed with the keyboard and served in several widths', async ({
    page,
  }) => {
    // Two pages, a photo prepared and cropped in the browser: room for a busy machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openIdentity(page);
    const home = await openHomeBeside(page);
    const email = page.getByLabel('Adresse e-mail');
    const phone = page.getByLabel('Téléphone');
    const save = page.getByRole('button', { name: 'Enregistrer l’identité' });

    await test.step('a bad email and phone get French messages and nothing is saved', async () => {
      const seedEmail = await email.inputValue();
      await email.fill('jeanne.exemple.fr');
      await phone.fill('appelez-moi');
      await save.click();
      await expect(
        page.getByText('Indiquez une adresse e-mail valide, par exemple prenom.nom@exemple.fr.'),
      ).toBeVisible();
      await expect(page.getByText(/^Indiquez un numéro de téléphone/)).toBeVisible();
      await expect(email).toBeFocused();
      await expect(toast(page, 'Enregistré')).toHaveCount(0);
      await email.fill(seedEmail);
    });

    await test.step('a new name and phone show on the home page open elsewhere, live', async () => {
      await page.getByLabel('Nom de l’artiste').fill('Jeanne Lefèvre');
      await phone.fill('06 12 34 56 78');
      await save.click();
      await expect(toast(page, 'Enregistré')).toBeVisible();

      await expect(home.getByRole('banner').getByRole('link', { name: 'Jeanne Lefèvre', exact: true })).toBeVisible();
      await expect(home.getByRole('contentinfo')).toContainText('Jeanne Lefèvre');
      await expect(home).toHaveTitle('Jeanne Lefèvre');
      await expect(home.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+33612345678');
      await expect(home.locator('a[href^="tel:"]')).toHaveText('06 12 34 56 78');
      await closeToasts(page);
    });

    await test.step('a new hero photo shows on the home page, its phone crop placed with the keyboard, in several widths', async () => {
      const heroImage = home.locator('section picture img').first();
      const before = { src: await heroImage.getAttribute('src'), srcset: await heroImage.getAttribute('srcset') };

      // 1600 × 1200: a landscape crop 1600 px wide (768, 1280, 1600), a portrait one 675 (414, 675).
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
      await save.click();
      await expect(toast(page, 'Enregistré')).toBeVisible(PHOTO_SENT);

      await expect(heroImage).not.toHaveAttribute('src', before.src ?? '');
      await expect(heroImage).not.toHaveAttribute('srcset', before.srcset ?? '');
      await expect(heroImage).toHaveAttribute('srcset', /^\S+ 768w, \S+ 1280w, \S+ 1600w$/);
      await expect(home.locator('section picture source')).toHaveAttribute('srcset', /^\S+ 414w, \S+ 675w$/);
      await expect
        .poll(() => heroImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    });
  });
});
