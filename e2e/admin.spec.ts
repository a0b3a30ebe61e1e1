// The owner's side on the demo backend: signing in (through the form here; the other specs reuse
// a worker's session, e2e/support/admin-pages.ts), the guard of /addArticle, the add, edit and delete forms, and the galleries following them
// live in another page of the same browser (one context: one IndexedDB, one BroadcastChannel).
// Every test starts from a fresh context, so from the demo seed. One test per scenario: its
// steps share one page (and one sign-in), each step named for what it checks.
import type { Page } from '@playwright/test';
import type { DemoBackend } from '../src/backend/demo/demo-backend';
import type { ArtworkType } from '../src/domain/artwork';
import { galleryOf } from '../src/domain/galleries';
import { STUDIO_PATHS, studioWorkPath } from '../src/domain/studio-paths';
import {
  adminScreen,
  closeToasts,
  pathAndQuery,
  PHOTO_SENT,
  pickerLabel,
  signInAsAdmin,
  signInPage,
  SIGNED_IN_URL,
  submitSignIn,
  toast,
  workEditor,
  WRONG_CREDENTIALS_LOG,
} from './support/admin-pages';
import {
  countStoredImages,
  jpegPhoto,
  pngPhoto,
  readStoredWork,
  recordProgressBars,
  sidewaysJpegPhoto,
} from './support/admin-photos';
import { addArtworkThroughDemo, DEMO_ADMIN, waitForDemoBackend } from './support/demo-backend';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { cardName, NEW_WORK, seedArtworksOf } from './support/seed-artworks';

test.use({ viewport: { width: 1280, height: 900 } });

/** What the photo field says before any error: the ways a photo can be given. */
const PHOTO_HINT = 'Choisissez un fichier, glissez-le sur le formulaire ou collez une image copiée.';

type MarkedWindow = Window & { __notReloaded?: true };

/**
 * Opens the gallery of a type in another page of the test's context, subscribed to the live
 * works, and marks it so that a reload would show.
 */
async function openGalleryElsewhere(page: Page, type: ArtworkType) {
  const { path, title } = galleryOf(type);
  const gallery = await page.context().newPage();
  await gallery.goto(path);
  await expect(gallery.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await waitForDemoBackend(gallery);
  await gallery.evaluate(() => {
    (window as MarkedWindow).__notReloaded = true;
  });
  const cards = gallery.getByRole('main').locator('figure').getByRole('link');
  await expect(cards).toHaveCount(seedArtworksOf(type).length);
  return {
    page: gallery,
    cards,
    card: (work: { title: string; subtitle: string }) =>
      gallery.getByRole('link', { name: cardName(work), exact: true }),
    dialog: gallery.getByRole('dialog'),
    /** Closes the viewer with Escape, so that the cards are in reach again. */
    closeViewer: async () => {
      await gallery.keyboard.press('Escape');
      await expect(gallery.getByRole('dialog')).toHaveCount(0);
    },
    expectNotReloaded: async () =>
      expect(await gallery.evaluate(() => (window as MarkedWindow).__notReloaded)).toBe(true),
  };
}

const openAquarellesElsewhere = (page: Page) => openGalleryElsewhere(page, 'Aquarelles');

/**
 * Waits, once a photo is chosen in the add form, for its preview and for the photo step that
 * opens on it (its code loaded on demand): "Valider" moves down then, and a click before that
 * could land where the button was.
 */
async function expectPhotoShown(page: Page): Promise<void> {
  const add = adminScreen(page).add;
  await expect(add.preview).toBeVisible();
  await expect(add.photoStep).toBeVisible();
}

/** Waits for the add form to have sent its work: the form emptied, and "Bien envoyer" said. */
async function expectSent(page: Page): Promise<void> {
  await expect(adminScreen(page).add.title).toHaveValue('', PHOTO_SENT);
  await expect(toast(page, 'Bien envoyer')).toBeVisible();
}

test.describe('sign-in and the guard of /addArticle', () => {
  // A refused sign-in logs its code and message on the console by design (src/features/admin/account/sign-in-page.tsx).
  test.use({ allowedConsoleErrors: [WRONG_CREDENTIALS_LOG] });

  test('a visitor is sent from /addArticle to /admin, refused with a wrong password, signed in with the demo account; /addArticle stays guarded; "Se déconnecter"', async ({
    page,
    consoleErrors,
  }) => {
    const form = signInPage(page);
    for (const path of ['/addArticle', '/addArticle?token=anything', '/addArticle?token=AbCdEfGhIjKlMnOpQrStUvWx']) {
      await test.step(`${path}, not signed in, goes to /admin`, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(/\/admin$/);
        await expect(form.heading).toBeVisible();
        await expect(adminScreen(page).heading).toHaveCount(0);
      });
    }

    await test.step('/admin shows "Connection", labelled fields with their placeholders, a masked password with a toggle, and the demo account', async () => {
      await expect(form.heading).toBeVisible();
      await expect(form.email).toHaveAttribute('placeholder', 'Identifiant');
      await expect(form.password).toHaveAttribute('placeholder', 'Mot de passe');
      await expect(form.password).toHaveAttribute('type', 'password');
      await expect(
        page.getByText('Mode démo : identifiant admin@example.com, mot de passe demo-admin', { exact: true }),
      ).toBeVisible();

      const toggle = page.getByRole('button', { name: 'Afficher le mot de passe', exact: true });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(form.password).toHaveAttribute('type', 'text');
      await expect(page.getByRole('button', { name: 'Masquer le mot de passe', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.getByRole('button', { name: 'Masquer le mot de passe', exact: true }).click();
      await expect(form.password).toHaveAttribute('type', 'password');

      await expect(form.submit).toBeEnabled();
      await expectNoAxeViolations(page);
    });

    const logged: string[] = [];
    for (const path of ['/Admin', '/admin']) {
      await test.step(`a wrong password on ${path} stays there with "Identifiant ou mot de passe incorrect."`, async () => {
        await page.goto(path);
        await expect(form.heading).toBeVisible();
        await submitSignIn(page, DEMO_ADMIN.email, 'mauvais-mot-de-passe');

        await expect(form.alert).toHaveText('Identifiant ou mot de passe incorrect.');
        await expect(form.submit).toBeEnabled();
        expect(pathAndQuery(page)).toBe(path);
        // The password is selected for another try; the identifiant is kept.
        await expect(form.password).toBeFocused();
        await expect(form.email).toHaveValue(DEMO_ADMIN.email);
        logged.push(WRONG_CREDENTIALS_LOG);
        await expect.poll(() => consoleErrors.map((problem) => problem.text)).toEqual(logged);
        // axe once: /Admin shows the same page, in the same state.
        if (path === '/admin') await expectNoAxeViolations(page);
      });
    }

    await test.step('the demo account reaches /addArticle?token= and 24 characters of its ID token', async () => {
      await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

      await expect(page).toHaveURL(SIGNED_IN_URL);
      await expect(adminScreen(page).heading).toBeVisible();
      const token = new URL(page.url()).searchParams.get('token') ?? '';
      expect(token).toHaveLength(24);
      const idToken = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const demo = (window as Window & { portfolioDemo?: DemoBackend }).portfolioDemo!;
            const stop = demo.onUserChanged((user) => {
              if (user) resolve(user.idToken);
            });
            stop();
          }),
      );
      expect(token).toBe(idToken.slice(0, 24));
    });

    const signedInAt = pathAndQuery(page);
    await test.step('/addArticle with no query goes to /admin even when signed in', async () => {
      await page.goto('/addArticle');
      await expect(page).toHaveURL(/\/admin$/);
      await expect(form.heading).toBeVisible();
    });

    await test.step('"Se déconnecter" goes back to /admin, and the old /addArticle?token=… then leads to /admin', async () => {
      await page.goto(signedInAt);
      await expect(adminScreen(page).heading).toBeVisible();
      await adminScreen(page).signOut.click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(form.heading).toBeVisible();

      await page.goto(signedInAt);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(form.heading).toBeVisible();
      await expect(adminScreen(page).heading).toHaveCount(0);
    });
  });
});

test.describe('add form', () => {
  // The add form logs the backend's refusal before showing it (as its component tests require).
  test.use({ allowedConsoleErrors: [/Numéro 12 is taken in Aquarelles/] });

  // Its validation (the required messages on their fields, the year field for canvas works only)
  // is checked by src/features/admin/__tests__/add-artwork-form.test.tsx; the messages in the
  // browser, by axe in the first step.
  test('adding works: the messages pass axe; a numéro taken is refused, nothing lost; a work with its photo shows live in /aquarelles; a photo taken upright is stored upright', async ({
    page,
  }) => {
    // Three photos prepared in the browser: room for a busy machine (a bound, not a timing).
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    const gallery = await openAquarellesElsewhere(page);
    const add = adminScreen(page).add;
    const seed = seedArtworksOf('Aquarelles').length;

    await test.step("/addArticle with the add form's error messages passes axe", async () => {
      await add.type.selectOption({ label: 'Peinture sur toile' });
      await add.submit.click();
      await expect(add.photo).toHaveAccessibleDescription(`${PHOTO_HINT} L'image est obligatoire`);
      await expectNoAxeViolations(page);
      await add.type.selectOption({ label: 'Aquarelles' });
    });

    await test.step('a numéro that exists in the type is refused with a clear message, and nothing is lost', async () => {
      // The seed's "Arbre en hiver 12" is numéro 12 of Aquarelles (under the legacy key undefined12).
      await add.title.fill('Doublon 12');
      await add.numero.fill('12');
      await add.photo.setInputFiles(await pngPhoto());
      await expectPhotoShown(page);
      await add.submit.click();

      await expect(add.alert).toHaveText('Ce numéro existe déjà dans cette catégorie : choisissez-en un autre.');
      await expect(toast(page, 'Bien envoyer')).toHaveCount(0);
      await expect(add.title).toHaveValue('Doublon 12');
      await expect(add.numero).toHaveValue('12');
      await expect(add.preview).toBeVisible();
      await expect(gallery.card({ title: 'Arbre en hiver 12', subtitle: '12' })).toBeVisible();
      await expect(gallery.card({ title: 'Doublon 12', subtitle: '12' })).toHaveCount(0);
      expect(await countStoredImages(page), 'no image stored for a refused work').toBe(0);

      // Another numéro goes through, with the same photo.
      await add.numero.fill('13');
      await add.submit.click();
      await expectSent(page);
      await expect(gallery.card({ title: 'Doublon 12', subtitle: '13' })).toBeVisible();
      await expect(gallery.cards).toHaveCount(seed + 1);
      expect(await countStoredImages(page), 'a large image, a thumbnail and a zoom version').toBe(3);
      await closeToasts(page);
    });

    await test.step('adding a work with a photo: preview, upload bar, "Bien envoyer", a reset form, and the work live in /aquarelles with its caption and overlay', async () => {
      await add.type.selectOption({ label: 'Aquarelles' });
      await add.title.fill(NEW_WORK.title);
      await add.numero.fill(NEW_WORK.subtitle);
      await add.dimensions.fill(NEW_WORK.dimensions);
      await add.description.fill(NEW_WORK.description);
      await add.photo.setInputFiles(await jpegPhoto());
      await expectPhotoShown(page);
      await expect
        .poll(() => add.preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(1600);

      const progressSamples = await recordProgressBars(page);
      await add.submit.click();

      await expectSent(page);
      const bars = (await progressSamples()).filter((bar) => bar.label === 'Envoi de la photo');
      expect(
        bars.filter((bar) => bar.visible),
        'the upload bar "Envoi de la photo" was shown',
      ).not.toHaveLength(0);
      expect(
        bars.some((bar) => bar.value > 0 && bar.value < bar.max),
        'the upload bar moved',
      ).toBe(true);
      // Once sent, the form is empty again, without preview nor bar.
      await expect(add.progress).toHaveCount(0);
      await expect(add.type).toHaveValue('Aquarelles');
      for (const field of [add.title, add.numero, add.dimensions, add.description, add.photo])
        await expect(field).toHaveValue('');
      await expect(add.preview).toHaveCount(0);
      await expect(add.alert).toHaveCount(0);
      expect(await countStoredImages(page), 'a large image, a thumbnail and a zoom version each').toBe(6);

      // The gallery open in the other page shows it, first (the highest number), without a reload.
      const card = gallery.card(NEW_WORK);
      await expect(card).toBeVisible();
      await expect(gallery.cards).toHaveCount(seed + 2);
      await expect(gallery.cards.first()).toHaveAccessibleName(cardName(NEW_WORK));
      const caption = gallery.page.locator('figure').filter({ has: card }).locator('figcaption');
      await expect(caption).toHaveText(/^\s*Brise de mer\s*214\s*$/);
      await expect
        .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);

      await card.click();
      await expect(gallery.dialog).toHaveAccessibleName('Brise de mer');
      await expect(gallery.dialog).toContainText('Numéro : 214');
      await expect(gallery.dialog).toContainText('Dimensions : 30 x 40 cm');
      await expect(gallery.dialog).toContainText(NEW_WORK.description);
      await gallery.expectNotReloaded();
      await closeToasts(page);
    });

    await test.step('a photo taken upright (EXIF orientation 6) is stored upright, resized in WebP, with its size in the record', async () => {
      await add.title.fill('Falaise d’Aval 215');
      await add.numero.fill('215');
      await add.photo.setInputFiles(await sidewaysJpegPhoto());
      await expectPhotoShown(page);
      await add.submit.click();
      await expectSent(page);

      const stored = await readStoredWork(page, 'Aquarelles', '215');
      expect(stored).not.toBeNull();
      // 2400 × 1800 stored sideways is 1800 × 2400 upright, and at most 2000 pixels on its long side.
      expect(stored!.image).toEqual({ type: 'image/webp', width: 1500, height: 2000 });
      expect({ width: stored!.width, height: stored!.height }).toEqual({ width: 1500, height: 2000 });
      // The thumbnail is 800 pixels wide (src/domain/image-sizes.ts).
      expect(stored!.thumbnail).toEqual({ type: 'image/webp', width: 800, height: 1067 });
    });
  });
});

test.describe('edit and delete', () => {
  test('"Modifier" a work (its texts, a new photo, an earlier site\'s work, its type) and "Supprimer une œuvre", the galleries open elsewhere following', async ({
    page,
  }) => {
    // Two galleries beside, a photo prepared in the browser: room for a busy machine.
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    const signedInAt = pathAndQuery(page);
    const aquarelles = await openAquarellesElsewhere(page);
    const vrac = await openGalleryElsewhere(page, 'Photos en vrac');
    const seed = seedArtworksOf('Aquarelles').length;
    await addArtworkThroughDemo(page, NEW_WORK);
    await expect(aquarelles.card(NEW_WORK)).toBeVisible();
    const edit = workEditor(page);
    const edited = { title: 'Brise du soir 214', subtitle: '214' };

    await test.step('"Modifier": the chosen work fills the form; saved changes show live in /aquarelles', async () => {
      await page.goto(studioWorkPath('/aquarelles', NEW_WORK.subtitle));
      await expect(edit.type).toHaveValue('Aquarelles');
      await expect(edit.title).toHaveValue(NEW_WORK.title);
      await expect(edit.numero).toHaveValue(NEW_WORK.subtitle);
      await expect(edit.dimensions).toHaveValue(NEW_WORK.dimensions);
      await expect(edit.description).toHaveValue(NEW_WORK.description);
      await expect(edit.currentImage).toBeVisible();

      await edit.title.fill(edited.title);
      await edit.description.fill('Reprise à l’atelier, lumière du soir.');
      await edit.submit.click();
      await expect(toast(page, 'Modifications enregistrées')).toBeVisible();
      await expect(edit.title).toHaveValue(edited.title);
      await expect(page.getByRole('heading', { level: 2, name: 'Brise du soir, n° 214', exact: true })).toBeVisible();

      const card = aquarelles.card(edited);
      await expect(card).toBeVisible();
      await expect(aquarelles.card(NEW_WORK)).toHaveCount(0);
      await expect(aquarelles.cards).toHaveCount(seed + 1);
      await expect(aquarelles.page.locator('figure').filter({ has: card }).locator('figcaption')).toHaveText(
        /^\s*Brise du soir\s*214\s*$/,
      );
      await card.click();
      await expect(aquarelles.dialog).toHaveAccessibleName('Brise du soir');
      await expect(aquarelles.dialog).toContainText('Numéro : 214');
      await expect(aquarelles.dialog).toContainText('Dimensions : 30 x 40 cm');
      await expect(aquarelles.dialog).toContainText('Reprise à l’atelier, lumière du soir.');
      await aquarelles.closeViewer();
      await closeToasts(page);
    });

    await test.step('"Modifier" with a new photo replaces the image, prepared like a new one', async () => {
      const card = aquarelles.card(edited);
      await expect(card.locator('img')).toHaveAttribute('width', '480');
      expect(await countStoredImages(page)).toBe(3);

      await expect(edit.currentImage).toBeVisible();
      await edit.photo.setInputFiles(await jpegPhoto('brise-retouchee.jpg'));
      await expect(edit.preview).toBeVisible();
      await expect(edit.photoStep).toBeVisible();
      await edit.submit.click();
      await expect(toast(page, 'Modifications enregistrées')).toBeVisible(PHOTO_SENT);
      await expect(edit.preview).toHaveCount(0);

      const stored = await readStoredWork(page, 'Aquarelles', NEW_WORK.subtitle);
      expect(stored?.image).toEqual({ type: 'image/webp', width: 1600, height: 1200 });
      expect(stored?.thumbnail).toEqual({ type: 'image/webp', width: 800, height: 600 });
      expect({ width: stored?.width, height: stored?.height }).toEqual({ width: 1600, height: 1200 });
      // The replaced images stay, queued for deletion, while the deployed pages may show them.
      expect(await countStoredImages(page), 'the replaced images are kept for now').toBe(6);
      await expect(card.locator('img')).toHaveAttribute('width', '1600');
      await expect(card.locator('img')).toHaveAttribute('height', '1200');
      await expect
        .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await closeToasts(page);
    });

    await test.step('a work of the earlier site (key undefined12) is edited in place', async () => {
      const legacy = { title: 'Arbre en hiver 12', subtitle: '12' };
      await page.goto(studioWorkPath('/aquarelles', 'undefined12'));
      await expect(edit.title).toHaveValue(legacy.title);
      await edit.description.fill('Le vieux chêne du clos, sous le givre.');
      await edit.submit.click();
      await expect(toast(page, 'Modifications enregistrées')).toBeVisible();

      const stored = await readStoredWork(page, 'Aquarelles', '12');
      expect(stored?.key).toBe('undefined12');
      expect(stored?.description).toBe('Le vieux chêne du clos, sous le givre.');
      await expect(aquarelles.cards).toHaveCount(seed + 1);
      await aquarelles.card(legacy).click();
      await expect(aquarelles.dialog).toContainText('Le vieux chêne du clos, sous le givre.');
      await aquarelles.closeViewer();
    });

    await test.step('"Supprimer une œuvre": choose, "Supprimer", and it goes from /aquarelles to the trash, images kept; axe with a work chosen to edit and the toast showing', async () => {
      await page.goto(signedInAt);
      const screen = adminScreen(page);
      const remove = screen.remove;
      await screen.door.picker.work.selectOption({
        label: pickerLabel({ title: 'Arbre en hiver 12', subtitle: '12' }),
      });
      await expect(screen.door.open).toBeVisible();

      await expect(remove.submit).toBeDisabled();
      await remove.picker.type.selectOption({ label: 'Aquarelles' });
      await remove.picker.work.selectOption({ label: pickerLabel(edited) });
      await remove.submit.click();

      await expect(
        page.getByRole('status').filter({ hasText: `L'œuvre « ${edited.title} » est dans la corbeille.` }),
      ).toBeVisible();
      await expect(remove.picker.work.locator('option', { hasText: pickerLabel(edited) })).toHaveCount(0);
      await expect(remove.picker.work).toBeFocused();
      await expect(remove.submit).toBeDisabled();
      await expectNoAxeViolations(page);

      await expect(aquarelles.card(edited)).toHaveCount(0);
      await expect(aquarelles.cards).toHaveCount(seed);
      expect(await readStoredWork(page, 'Aquarelles', NEW_WORK.subtitle)).toBeNull();
      expect(await countStoredImages(page), 'the trash keeps its images').toBe(6);
      await page.goto(STUDIO_PATHS.trash);
      const trash = page.getByRole('region', { name: 'Corbeille', exact: true });
      await expect(trash.getByRole('listitem')).toHaveCount(1);
      await expect(trash.getByRole('listitem')).toContainText(edited.title);
    });

    await test.step('"Modifier" with another type moves the work from one live gallery to the other', async () => {
      const moved = { ...NEW_WORK, title: 'Grain du large 216', subtitle: '216' };
      await addArtworkThroughDemo(page, moved);
      await expect(aquarelles.card(moved)).toBeVisible();

      await page.goto(studioWorkPath('/aquarelles', moved.subtitle));
      await expect(edit.title).toHaveValue(moved.title);
      await edit.type.selectOption({ label: 'Photos en vrac' });
      await edit.submit.click();
      await expect(toast(page, 'Modifications enregistrées')).toBeVisible();
      // The editor follows the work to its new address.
      await expect(page).toHaveURL(new RegExp(`${studioWorkPath('/vrac', moved.subtitle)}$`));
      await expect(edit.type).toHaveValue('Photos en vrac');

      await expect(aquarelles.card(moved)).toHaveCount(0);
      await expect(aquarelles.cards).toHaveCount(seed);
      await expect(vrac.card(moved)).toBeVisible();
      await expect(vrac.cards).toHaveCount(seedArtworksOf('Photos en vrac').length + 1);
      expect(await readStoredWork(page, 'Aquarelles', moved.subtitle)).toBeNull();
      expect((await readStoredWork(page, 'Photos en vrac', moved.subtitle))?.description).toBe(moved.description);
    });

    await aquarelles.expectNotReloaded();
    await vrac.expectNotReloaded();
  });
});
