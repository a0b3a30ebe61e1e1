// The painter edits the site's texts and press clippings in the studio (/addArticle) on the
// demo backend, and the public pages open in another page of the same browser follow at once,
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

test.describe('the site’s texts in the studio', () => {
  // Two pages, photos prepared in the browser: room for a busy machine (a bound, not a timing).
  test.setTimeout(90_000);

  test('the forms of the site’s texts pass axe', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Textes du site' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Textes du site' })).toBeVisible();
    await expectNoAxeViolations(page, { include: 'section[aria-labelledby="textes-du-site"]' });
  });

  test('editing the statement, the exhibitions and a book shows on the home page open elsewhere, without reload', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const home = await openElsewhere(page, '/');
    await expect(page.getByRole('heading', { level: 2, name: 'Textes du site' })).toBeVisible();

    // The statement's title.
    const statement = siteSection(page, 'La démarche');
    await statement.getByLabel('Titre', { exact: true }).fill('La lumière des falaises');
    await statement.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Enregistré')).toBeVisible();
    await expect(home.page.getByRole('heading', { level: 2, name: 'La lumière des falaises' })).toBeVisible();

    // An entry without dates edited, then moved up one place with the keyboard on its handle.
    const exhibitions = siteSection(page, 'Les expositions');
    await page.goto('/studio/textes/expositions');
    await exhibitions
      .getByLabel(/^Exposition \(sans date\)/)
      .last()
      .fill('Salon des arts, Fécamp');
    await exhibitions.getByRole('button', { name: /^Déplacer « Salon des arts, Fécamp », position 10 sur 10/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await exhibitions.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Enregistré')).toBeVisible();
    const list = home.page.getByRole('region', { name: 'Principales expositions et événements' });
    await expect(list).toContainText(
      'Exposition personnelle, abbaye de Jumièges / Salon des arts, Fécamp / Festival des arts de la rue, Dieppe',
    );
    await page.goto('/studio/textes/livres');

    // A book's title, and an invalid year refused in French first, nothing typed lost.
    const books = siteSection(page, 'Les livres et la vidéo');
    await books.locator('#site-livres-0-title').fill('Deux peintres, un confinement');
    await books.locator('#site-livres-0-year').fill('1850');
    await books.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(books.getByText("L'année doit être comprise entre 1900 et 2100")).toBeVisible();
    await expect(books.locator('#site-livres-0-year')).toBeFocused();
    await expect(books.locator('#site-livres-0-title')).toHaveValue('Deux peintres, un confinement');
    await books.locator('#site-livres-0-year').fill('2021');
    await books.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(home.page.getByRole('heading', { level: 3, name: /Deux peintres, un confinement/ })).toBeVisible();

    await home.expectNotReloaded();
  });

  test('adding a press clipping adds a slide whose arrows wrap at the new end; removing it removes it', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const press = await openElsewhere(page, '/presse');
    const slides = press.page.locator('[id^="slide"]');
    await expect(slides).toHaveCount(43);

    const section = siteSection(page, 'Les articles de presse');
    await section.getByLabel("Image de l'article").setInputFiles(await jpegPhoto('article-fecamp.jpg'));
    await section.locator('#site-presse-nouvel-alt').fill('Article du Courrier cauchois sur l’exposition de Fécamp');
    await section.locator('#site-presse-nouvel-source').fill('Le Courrier cauchois');
    await section.getByRole('button', { name: "Ajouter l'article" }).click();
    await expect(slides).toHaveCount(44, PHOTO_SENT);

    // From the first slide, "Précédent" wraps to the new last one, whose "Suivant" wraps to the first.
    await press.page.getByRole('link', { name: 'Précédent' }).click();
    await expect(press.page.getByText('Article 44 sur 44')).toBeVisible();
    await expect(press.page.getByRole('link', { name: 'Suivant' })).toHaveAttribute('href', '/presse#slide0');
    await expect(
      press.page.getByRole('button', { name: 'Agrandir : Article du Courrier cauchois sur l’exposition de Fécamp' }),
    ).toBeVisible();

    await section.getByRole('button', { name: "Supprimer l'article 44" }).click();
    await section.getByRole('button', { name: 'Enregistrer les articles' }).click();
    await expect(slides).toHaveCount(43);
    await expect(press.page.locator('#slide43')).toHaveCount(0);
    await press.expectNotReloaded();
  });
});
