// The home cards' pictures, set in the studio's "Identité" screen (docs/identity.md) on the demo
// backend: a card given a picture of hers shows it on the home page open in another page of the
// same context, without a reload, and shows the site's own again once set back (an uploaded
// hero's widths: identity.spec.ts). Every test starts from the seed.
import type { Locator, Page } from '@playwright/test';
import { PHOTO_SENT, toast } from './support/admin-pages';
import { jpegPhoto } from './support/admin-photos';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { openHomeBeside, openIdentity } from './support/identity-pages';

/** The card's picture on the home page (its link is named by its title, "Voir"). */
function homeCardImage(home: Page, title: string): Locator {
  return home
    .getByRole('link')
    .filter({ has: home.getByRole('heading', { name: title, exact: true }) })
    .locator('img');
}

/** The card's entry in the studio's list. */
function studioCard(page: Page, title: string): Locator {
  return page.getByRole('listitem', { name: title, exact: true });
}

test.describe('the home cards’ pictures in "Identité"', () => {
  // Two pages, a photo prepared and cropped in the browser: room for a busy machine.
  test.setTimeout(120_000);

  test('a card’s form passes axe at 1440 and 390 px; its new picture shows on the home page open elsewhere, live, then the site’s own again', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openIdentity(page);
    const home = await openHomeBeside(page);
    const picture = homeCardImage(home, 'Aquarelle');
    await expect(picture).toHaveAttribute('src', '/images/cards/aquarelles-800.webp');
    await expect(page.getByRole('heading', { name: 'Les images des cartes de l’accueil' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Changer l’image/ })).toHaveCount(7);

    const card = studioCard(page, 'Aquarelle');
    await expect(card.getByText('L’image d’origine du site.')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Revenir à l’image d’origine/ })).toHaveCount(0);
    await card.getByRole('button', { name: /^Changer l’image/ }).click();
    await expect(card.getByLabel('Nouvelle image pour la carte « Aquarelle »')).toBeFocused();
    // The screen as it opens passes axe in studio-shell.spec.ts; what a card's form adds, here.
    await test.step('the screen with a card’s form open passes axe at 1440 and 390 px', async () => {
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 900 });
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 1440, height: 900 });
    });
    // Saved without a photo: a French message, nothing sent.
    await card.getByRole('button', { name: 'Enregistrer l’image' }).click();
    await expect(card.getByText('Choisissez une image pour cette carte.')).toBeVisible();

    await card.getByLabel('Nouvelle image pour la carte « Aquarelle »').setInputFiles(await jpegPhoto('atelier.jpg'));
    // The photo step opens on the chosen photo, as for every photo of the studio.
    await card.getByRole('button', { name: 'Utiliser telle quelle' }).click();
    await card.getByRole('button', { name: 'Enregistrer l’image' }).click();
    await expect(toast(page, 'Enregistré')).toBeVisible(PHOTO_SENT);
    await expect(card.getByText('Votre image.')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Changer l’image/ })).toBeFocused();

    await expect(picture).not.toHaveAttribute('src', '/images/cards/aquarelles-800.webp');
    const srcset = await picture.getAttribute('srcset');
    expect(srcset).toMatch(/^\S+ 400w, \S+ 800w$/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Each file of the srcset is the 4:3 crop in the width it says (the photo is 1600 × 1200).
    const sizes = await home.evaluate(
      async (urls: string[]) => {
        const measured = [];
        for (const url of urls) {
          const probe = new Image();
          probe.src = url;
          await probe.decode();
          measured.push([probe.naturalWidth, probe.naturalHeight]);
        }
        return measured;
      },
      srcset!.split(', ').map((candidate) => candidate.split(' ')[0]!),
    );
    expect(sizes).toEqual([
      [400, 300],
      [800, 600],
    ]);
    // The other cards keep the site's own.
    await expect(homeCardImage(home, 'Presse')).toHaveAttribute('src', '/images/cards/presse-800.webp');

    await card.getByRole('button', { name: /^Revenir à l’image d’origine/ }).click();
    await expect(card.getByText('L’image d’origine du site.')).toBeVisible();
    await expect(picture).toHaveAttribute('src', '/images/cards/aquarelles-800.webp');
  });
});
