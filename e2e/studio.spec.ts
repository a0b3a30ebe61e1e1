// The painter's studio on the demo backend: the works' grid (thumbnails, galleries, search),
// "Supprimer" from a card (the editor is in studio-shell.spec.ts), the trash ("Annuler", "Restaurer", "Supprimer définitivement"),
// and two tabs adding the same numéro at once (a photo dropped onto a form: add-artwork-form.test.tsx). Two tabs are two pages
// of one browser context: they share the demo's IndexedDB, its BroadcastChannel and the session.
// Every test starts from a fresh context, so from the demo seed.
import type { Page } from '@playwright/test';
import { ARTWORK_TYPE_LABELS, ARTWORK_TYPES } from '../src/domain/artwork';
import { displaySequence } from '../src/domain/display-order';
import { galleryOf } from '../src/domain/galleries';
import { STUDIO_PATHS, studioGalleryPath } from '../src/domain/studio-paths';
import { displayTitle } from '../src/domain/title';
import { adminScreen, closeToasts, PHOTO_SENT, sectionSelector, signInAsAdmin, toast } from './support/admin-pages';
import { countStoredImages, jpegPhoto, readStoredWork } from './support/admin-photos';
import { addArtworkThroughDemo, waitForDemoBackend } from './support/demo-backend';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { cardLinks } from './support/gallery-page';
import { allImagesLoaded } from './support/images';
import { cardName, NEW_WORK, seedArtworksOf } from './support/seed-artworks';

test.use({ viewport: { width: 1280, height: 900 } });

/** Images stored per uploaded photo: the large one, the thumbnail and the zoom version. */
const IMAGES_PER_PHOTO = 3;

/** The works' grid and the trash, as the painter finds them: by role, label and French text. */
function studio(page: Page) {
  const catalogue = page.getByRole('region', { name: 'Catalogue', exact: true });
  const trash = page.getByRole('region', { name: 'Corbeille', exact: true });
  const cards = catalogue.locator('ul[aria-label^="Œuvres"] > li');
  return {
    catalogue,
    tab: (name: string) =>
      catalogue.getByRole('navigation', { name: 'Galeries' }).getByRole('link', { name, exact: true }),
    search: catalogue.getByLabel('Rechercher par titre ou numéro', { exact: true }),
    cards,
    /** A work's card, by the title the site shows and its numéro. */
    card: (work: Work) => cards.filter({ has: page.getByRole('link', { name: workName(work), exact: true }) }),
    remove: (work: Work) =>
      catalogue.getByRole('button', {
        name: `Supprimer « ${displayTitle(work.title)}, n° ${work.subtitle} »`,
        exact: true,
      }),
    trash,
    trashEntries: trash.getByRole('listitem'),
    restore: (title: string) => trash.getByRole('button', { name: `Restaurer « ${title} »`, exact: true }),
    purge: (title: string) => trash.getByRole('button', { name: `Supprimer définitivement « ${title} »`, exact: true }),
    confirmPurge: trash.getByRole('button', { name: 'Confirmer la suppression définitive', exact: true }),
    emptyTrash: trash.getByText('La corbeille est vide.', { exact: true }),
    /** The toast of a deletion, with its "Annuler". */
    undoToast: (title: string) =>
      page.getByRole('status').filter({ hasText: `L'œuvre « ${title} » est dans la corbeille.` }),
  };
}

type Work = { title: string; subtitle: string };
/** A card's link as it reads: the title as the site shows it, then its numéro. */
const workName = (work: Work) => `${displayTitle(work.title)} n° ${work.subtitle}`;

/** Opens /aquarelles in another page of the context, following the live works. */
async function openAquarellesElsewhere(page: Page) {
  const gallery = await page.context().newPage();
  await gallery.goto(galleryOf('Aquarelles').path);
  await waitForDemoBackend(gallery);
  const cards = cardLinks(gallery);
  await expect(cards).toHaveCount(seedArtworksOf('Aquarelles').length);
  return {
    cards,
    card: (work: { title: string; subtitle: string }) =>
      gallery.getByRole('link', { name: cardName(work), exact: true }),
  };
}

test.describe('catalogue and trash', () => {
  test('the works’ grid: galleries, thumbnails, search; "Supprimer" on a card and "Annuler"; a work restored from the trash; one deleted for good', async ({
    page,
  }) => {
    // Two pages, the grid's thumbnails and axe: a bound for a busy machine, not a timing.
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    const gallery = await openAquarellesElsewhere(page);
    await page.goto(STUDIO_PATHS.works);
    const s = studio(page);
    const seed = seedArtworksOf('Aquarelles').length;

    await test.step('the six galleries as links with their counts; thumbnails in the display order; a search by title or numéro', async () => {
      for (const type of ARTWORK_TYPES) {
        await expect(s.tab(`${ARTWORK_TYPE_LABELS[type]} (${seedArtworksOf(type).length})`)).toBeVisible();
      }
      await expect(s.tab(`Aquarelles (${seed})`)).toHaveAttribute('aria-current', 'page');

      // The works as the gallery shows them, titled as the site titles them, each with its
      // thumbnail (not the large image).
      const aquarelles = displaySequence(galleryOf('Aquarelles'), seedArtworksOf('Aquarelles'));
      await expect(s.cards).toHaveCount(aquarelles.length);
      await expect(s.cards.getByRole('link')).toHaveText(
        aquarelles.map((work) => `${displayTitle(work.title)} n° ${work.subtitle}`),
      );
      for (const [index, work] of aquarelles.entries()) {
        // The seed's thumbnails are its 800-pixel files (src/backend/demo/seed.ts).
        await expect(s.cards.nth(index).locator('img')).toHaveAttribute(
          'src',
          `/images/oeuvres/${work.image}-800.webp`,
        );
      }
      await s.cards.last().scrollIntoViewIfNeeded();
      await expect.poll(() => allImagesLoaded(s.cards)).toBe(true);

      // Another gallery, at its own address.
      await s.tab(`Peinture sur toile (${seedArtworksOf('Peinture sur Toile').length})`).click();
      await expect(page).toHaveURL(new RegExp(`${studioGalleryPath('/peinture-sur-toile')}$`));
      await expect(s.cards).toHaveCount(seedArtworksOf('Peinture sur Toile').length);

      // The search finds by title, accents and case aside, and by numéro (once the gallery shown
      // is Aquarelles again, as she would see it before typing).
      await s.tab(`Aquarelles (${aquarelles.length})`).click();
      await expect(s.tab(`Aquarelles (${aquarelles.length})`)).toHaveAttribute('aria-current', 'page');
      await expect(s.cards).toHaveCount(aquarelles.length);
      await s.search.fill('falaise d’etretat');
      await expect(s.cards).toHaveCount(1);
      await expect(s.card({ title: 'Falaise d’Étretat 8', subtitle: '8' })).toBeVisible();
      await s.search.fill('107');
      await expect(s.cards).toHaveCount(1);
      await s.search.fill('introuvable');
      await expect(s.cards).toHaveCount(0);
      await expect(
        s.catalogue.getByText('Aucune œuvre ne correspond à cette recherche.', { exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await s.search.fill('');
      await expect(s.cards).toHaveCount(seed);
    });

    await test.step('"Supprimer" on a card moves the work to the trash; "Annuler" in the toast puts it back', async () => {
      const work = { title: 'Bocage 19', subtitle: '19' };
      await s.remove(work).click();
      await expect(s.card(work)).toHaveCount(0);
      await expect(s.tab(`Aquarelles (${seed - 1})`)).toBeVisible();
      await expect(gallery.card(work)).toHaveCount(0);
      const undo = s.undoToast(work.title);
      await expect(undo).toBeVisible();
      // What this state adds to the studio: the toast. The pointer on it pauses its 10 s meanwhile.
      await undo.hover();
      await expectNoAxeViolations(page, { include: ['.Toastify'] });

      await undo.getByRole('button', { name: 'Annuler', exact: true }).click();
      await expect(s.card(work)).toBeVisible();
      await expect(gallery.card(work)).toBeVisible();
      await expect(toast(page, "L'œuvre « Bocage 19 » est de retour dans sa galerie.")).toBeVisible();
      await expect(s.tab(`Aquarelles (${seed})`)).toBeVisible();
      await closeToasts(page);
    });

    await test.step('a deleted work is restored from the trash, under its own key', async () => {
      // The earlier site's "Arbre en hiver 12", stored under the key undefined12.
      const legacy = { title: 'Arbre en hiver 12', subtitle: '12' };
      await s.remove(legacy).click();
      await expect(gallery.card(legacy)).toHaveCount(0);
      await page.goto(STUDIO_PATHS.trash);
      await expect(s.trashEntries).toHaveCount(1);
      await expect(s.trashEntries).toContainText('n° 12 · Aquarelles · supprimée le');
      await expect(s.restore(legacy.title)).toBeVisible();
      await expect.poll(() => allImagesLoaded(s.trash)).toBe(true);

      await s.restore(legacy.title).click();
      await expect(s.emptyTrash).toBeVisible();
      await expect(gallery.card(legacy)).toBeVisible();
      await page.goto(studioGalleryPath('/aquarelles'));
      await expect(s.card(legacy)).toBeVisible();
      expect((await readStoredWork(page, 'Aquarelles', '12'))?.key).toBe('undefined12');
    });

    await test.step('"Supprimer définitivement", once confirmed, removes the work and queues its images', async () => {
      await addArtworkThroughDemo(page, NEW_WORK);
      await expect(s.card(NEW_WORK)).toBeVisible();
      expect(await countStoredImages(page)).toBe(IMAGES_PER_PHOTO);

      await s.remove(NEW_WORK).click();
      await expect(s.card(NEW_WORK)).toHaveCount(0);
      await page.goto(STUDIO_PATHS.trash);
      await expect(s.purge(NEW_WORK.title)).toBeVisible();
      expect(await countStoredImages(page), 'the trash keeps the images').toBe(IMAGES_PER_PHOTO);

      await s.purge(NEW_WORK.title).click();
      await expect(
        s.trash.getByText(`Supprimer définitivement « ${NEW_WORK.title} » et ses images ?`, { exact: true }),
      ).toBeVisible();
      await expect(s.trash.getByRole('button', { name: 'Annuler', exact: true })).toBeFocused();
      // What this state adds to the studio: the question in the trash.
      await expectNoAxeViolations(page, { include: await sectionSelector(s.trash) });

      await s.confirmPurge.click();
      await expect(toast(page, `L'œuvre « ${NEW_WORK.title} » est supprimée définitivement.`)).toBeVisible();
      await expect(s.emptyTrash).toBeVisible();
      expect(await readStoredWork(page, 'Aquarelles', NEW_WORK.subtitle)).toBeNull();
      // Its images wait in the deletion queue (imageDeletions) until no published page shows them:
      // src/backend/__tests__/deletion-queue-write-path.test.ts tests when they go.
      expect(await countStoredImages(page), 'its images are kept for now, queued').toBe(IMAGES_PER_PHOTO);
    });
  });
});

test.describe('two tabs', () => {
  // The losing tab's form logs the backend's refusal before showing it.
  test.use({ allowedConsoleErrors: [/Numéro 214 is taken in Aquarelles/] });

  test('adding the same numéro at once: one wins, the other says so and keeps its form; one work, no orphan image', async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page);
    const other = await context.newPage();
    await other.goto(page.url());
    await expect(adminScreen(other).heading).toBeVisible();

    const forms = [adminScreen(page).add, adminScreen(other).add];
    const photo = await jpegPhoto();
    for (const [index, add] of forms.entries()) {
      await add.title.fill(`${NEW_WORK.title} (onglet ${index + 1})`);
      await add.numero.fill(NEW_WORK.subtitle);
      await add.photo.setInputFiles(photo);
      await expect(add.preview).toBeVisible();
      await expect(add.photoStep).toBeVisible();
    }
    await Promise.all(forms.map((add) => add.submit.click()));

    const duplicate = 'Ce numéro existe déjà dans cette catégorie : choisissez-en un autre.';
    const sent = [toast(page, 'Bien envoyer'), toast(other, 'Bien envoyer')];
    await expect
      .poll(async () => (await Promise.all(sent.map((t) => t.count()))).reduce((a, b) => a + b), PHOTO_SENT)
      .toBe(1);
    const loser = (await sent[0]!.count()) === 1 ? 1 : 0;
    const losing = forms[loser]!;
    await expect(losing.alert).toHaveText(duplicate, PHOTO_SENT);
    await expect(forms[1 - loser]!.alert).toHaveCount(0);
    // The loser keeps what was typed, photo included.
    await expect(losing.title).toHaveValue(`${NEW_WORK.title} (onglet ${loser + 1})`);
    await expect(losing.numero).toHaveValue(NEW_WORK.subtitle);
    await expect(losing.preview).toBeVisible();

    const stored = await readStoredWork(page, 'Aquarelles', NEW_WORK.subtitle);
    expect(stored?.title).toBe(`${NEW_WORK.title} (onglet ${2 - loser})`);
    await page.goto(STUDIO_PATHS.works);
    await expect(studio(page).cards.filter({ hasText: `n° ${NEW_WORK.subtitle}` })).toHaveCount(1);
    expect(await countStoredImages(page), 'only the winner’s images are kept').toBe(IMAGES_PER_PHOTO);
  });
});
