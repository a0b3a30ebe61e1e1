// "Ajouter plusieurs œuvres" (/studio/ajouter-plusieurs) on the demo backend: twenty photos in
// one batch, three published, the others still drafts after a reload (they are kept in the
// browser's IndexedDB), the three on the public gallery; axe and the width of a phone.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { galleryOf } from '../src/domain/galleries';
import { STUDIO_PATHS } from '../src/domain/studio-paths';
import { PHOTO_SENT, signInAsAdmin } from './support/admin-pages';
import type { PhotoFile } from './support/admin-photos';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { cardName } from './support/seed-artworks';

/**
 * How long twenty photos may take to be prepared, two at a time, in the browser of a loaded
 * machine: a bound on waiting, not a timing asserted.
 */
const BATCH_PREPARED = { timeout: 150_000 } as const;

/** A small JPEG of one colour per photo, so that each is a photo of its own. */
async function photo(name: string, index: number): Promise<PhotoFile> {
  const buffer = await sharp({
    create: { width: 480, height: 360, channels: 3, background: { r: (index * 37) % 256, g: 120, b: 200 - index * 5 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function openBatch(page: Page) {
  await signInAsAdmin(page);
  await page.goto(STUDIO_PATHS.batch);
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter plusieurs œuvres', exact: true })).toBeVisible();
  await expect(page.getByText('Aucun brouillon.', { exact: true })).toBeVisible();
  return {
    input: page.getByLabel('Choisir des photos', { exact: true }),
    summary: (text: string) => page.getByRole('status').filter({ hasText: text }),
    draft: (position: number, fileName: string) =>
      page.getByRole('group', { name: `Brouillon ${position} : ${fileName}`, exact: true }),
  };
}

// One sign-in and one load of the screen for both: the small batch's drafts removed ("Tout
// retirer", the component test's), the twenty photos' batch starts from no draft.
test('the batch screen with drafts passes axe and fits a phone; twenty photos in one batch: three published, the others still drafts after a reload', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const batch = await openBatch(page);
  const gallery = page.getByLabel('Galerie du lot', { exact: true });

  await test.step('the batch screen with drafts passes axe and fits a phone', async () => {
    await gallery.selectOption('Peinture sur Toile');
    await batch.input.setInputFiles([
      await photo('Brume sur la Seine 27.jpg', 1),
      await photo('IMG_2041.jpg', 2),
      await photo('Falaises d’Étretat au couchant, vues depuis la plage du Tréport 12.jpg', 3),
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') },
    ]);
    await expect(page.getByRole('alert').filter({ hasText: 'notes.txt' })).toBeVisible();
    await expect(batch.summary('3 brouillons · photos prêtes : 3 sur 3 · aucun complet.')).toBeVisible(BATCH_PREPARED);
    await batch.draft(1, 'Brume sur la Seine 27.jpg').getByLabel('Année', { exact: true }).fill('2024');
    await expect(batch.summary('1 complet.')).toBeVisible();

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal scrolling at ${width} px`).toBeLessThanOrEqual(0);
      const path = test.info().outputPath(`batch-${width}.png`);
      await page.screenshot({ path, fullPage: true });
      await test.info().attach(`batch-${width}`, { path, contentType: 'image/png' });
    }

    // Cleared for the next step, back in the default gallery.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Tout retirer', exact: true }).click();
    await page.getByRole('button', { name: 'Oui, tout retirer', exact: true }).click();
    await expect(page.getByText('Aucun brouillon.', { exact: true })).toBeVisible();
    await gallery.selectOption('Aquarelles');
  });

  await test.step('twenty photos in one batch: three published, the others still drafts after a reload', async () => {
    // Three named by the painter, seventeen as the phone named them (nothing proposed for those).
    const named = ['Marée basse 901', 'Marée basse 902', 'Marée basse 903'];
    const photos = await Promise.all([
      ...named.map((title, i) => photo(`${title}.jpg`, i)),
      ...Array.from({ length: 17 }, (_, i) => photo(`IMG_${3004 + i}.JPG`, i + 3)),
    ]);
    await batch.input.setInputFiles(photos);

    await expect(batch.summary('20 brouillons · photos prêtes : 20 sur 20 · 3 complets.')).toBeVisible(BATCH_PREPARED);
    await expect(batch.draft(1, 'Marée basse 901.jpg').getByLabel('Numéro', { exact: true })).toHaveValue('901');
    await expect(batch.draft(4, 'IMG_3004.JPG').getByText('Le titre est obligatoire', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Publier les 3 œuvres complètes', exact: true }).click();
    await expect(batch.summary('3 œuvres publiées.')).toBeVisible(PHOTO_SENT);
    await expect(batch.summary('17 brouillons · photos prêtes : 17 sur 17 · aucun complet.')).toBeVisible();

    await page.reload();
    await expect(batch.summary('17 brouillons · photos prêtes : 17 sur 17 · aucun complet.')).toBeVisible();
    await expect(batch.draft(1, 'IMG_3004.JPG')).toBeVisible();
    await expect(batch.draft(17, 'IMG_3020.JPG')).toBeVisible();
    await expect(page.getByRole('group', { name: /Marée basse/ })).toHaveCount(0);

    await page.goto(galleryOf('Aquarelles').path);
    for (const title of named) {
      await expect(
        page.getByRole('link', { name: cardName({ title, subtitle: title.slice(-3) }), exact: true }),
      ).toBeVisible();
    }
  });
});
