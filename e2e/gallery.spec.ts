// The galleries on the production build and the demo backend (docs/routes.md, docs/sort-orders.md):
// the viewer as a proper dialog with the original site's texts, the caption bar, the canvas
// gallery's year panels, and the masonry's columns in the gallery's sort order. Each gallery's
// order itself is checked by the unit tests (src/domain/__tests__/sort.test.ts, display-order.test.ts,
// src/features/gallery/__tests__/gallery-page.test.tsx). One page load serves every check made on
// that page in the same state and at the same width, each a step of its test.
import type { Locator, Page } from '@playwright/test';
import { SORT_ORDERS, groupByYear, sortArtworks } from '../src/domain/sort';
import { titleWithoutDigits } from '../src/domain/title';
import { addArtworkThroughDemo, signInToDemo } from './support/demo-backend';
import { VIEWER_LOAD_TIMEOUT_MS, cardLinks, expectReadingOrder, openGallery } from './support/gallery-page';
import { holdAppEntry, recordReactElements, waitForHydration } from './support/hydration';
import { allImagesLoaded } from './support/images';
import { columnCount } from './support/grid-columns';
import { cardName, seedArtworksOf } from './support/seed-artworks';
import { expect, test } from './support/fixtures';

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 375, height: 740 };

function figureOf(page: Page, name: string): Locator {
  return page.locator('figure').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** The masonry's cards. */
const items = (page: Page) => page.getByTestId('artwork-masonry').locator('figure');

/**
 * Records, as the server sent them, the links of both masonry layouts the page holds
 * (src/features/gallery/masonry-layouts.tsx), and every element React holds: then
 * `expectOnlyShownLayoutHydrated` tells which layout React kept.
 */
async function recordPrerenderedLayouts(page: Page): Promise<void> {
  await recordReactElements(page);
  // The app starts after the page's load event: the server's links are taken before that.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const links = (width: string) => [...document.querySelectorAll(`[data-masonry-layout="${width}"] a`)];
      Object.assign(window, { prerenderedLinks: { 350: links('350'), 700: links('700') } });
    });
  });
}

/** React hydrated the layout on screen, keeping its nodes, and dropped the other without hydrating it. */
async function expectOnlyShownLayoutHydrated(page: Page, shown: '350' | '700', hidden: '350' | '700'): Promise<void> {
  await expect(page.locator('[data-masonry-layout]')).toHaveCount(1);
  const links = await page.evaluate(
    ({ shownWidth, hiddenWidth }) => {
      const { prerenderedLinks, reactElements } = window as unknown as {
        prerenderedLinks: Record<'350' | '700', Element[]>;
        reactElements: Set<Element>;
      };
      const shownNow = [...document.querySelectorAll(`[data-masonry-layout="${shownWidth}"] a`)];
      return {
        shown: prerenderedLinks[shownWidth].length,
        shownKept: prerenderedLinks[shownWidth].filter((link, i) => shownNow[i] === link && reactElements.has(link))
          .length,
        hidden: prerenderedLinks[hiddenWidth].length,
        hiddenHydrated: prerenderedLinks[hiddenWidth].filter((link) => reactElements.has(link)).length,
        hiddenLeft: prerenderedLinks[hiddenWidth].filter((link) => link.isConnected).length,
      };
    },
    { shownWidth: shown, hiddenWidth: hidden },
  );
  expect(links.shown).toBeGreaterThan(0);
  expect(links).toEqual({
    shown: links.shown,
    shownKept: links.shown,
    hidden: links.shown,
    hiddenHydrated: 0,
    hiddenLeft: 0,
  });
}

/** Lets React commit what the last input caused (two frames): a closing viewer drops its "open" class at once. */
async function expectViewerStillOpen(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await expect(page.getByRole('dialog')).toHaveClass(/\byarl__portal_open\b/);
}

test.describe('/aquarelles at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  // "Arbre en hiver 12", numéro 12, 30 x 40 cm, "Aquarelle sur papier coton."
  const work = seedArtworksOf('Aquarelles').find((a) => a.title === 'Arbre en hiver 12')!;
  const name = cardName(work);

  test('the masonry in rows, and the viewer of a work as a dialog', async ({ page }) => {
    await recordPrerenderedLayouts(page);
    await openGallery(page, '/aquarelles', 'Aquarelle');
    const card = page.getByRole('link', { name, exact: true });
    const dialog = page.getByRole('dialog');

    await test.step('hydrates only the layout shown at 1280 px', async () => {
      await expectOnlyShownLayoutHydrated(page, '700', '350');
    });

    await test.step('rows at 1280 px, read left to right in the sort order', async () => {
      await expect(items(page)).toHaveCount(seedArtworksOf('Aquarelles').length);
      await expect.poll(() => columnCount(items(page))).toBeGreaterThan(2);
      const expected = sortArtworks(seedArtworksOf('Aquarelles'), SORT_ORDERS.Aquarelles).map(cardName);
      await expectReadingOrder(page, expected);
      // The first row: several works side by side, their pictures at one height, whole.
      const first = await page
        .locator('[data-masonry-row]')
        .first()
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
      expect(first.length).toBeGreaterThan(1);
      expect(new Set(first.map((box) => Math.round(box.top))).size).toBe(1);
      for (const box of first) expect(Math.abs(box.height - first[0]!.height)).toBeLessThanOrEqual(1);
    });

    await test.step('the card shows its caption; the dialog shows the title without digits, numéro, dimensions, description', async () => {
      await expect(figureOf(page, name).locator('figcaption')).toHaveText(/^\s*Arbre en hiver\s*12\s*$/);
      await card.click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog).toHaveAccessibleName('Arbre en hiver');
      await expect(dialog.getByRole('heading', { name: 'Arbre en hiver', exact: true })).toBeVisible();
      await expect(dialog).toContainText(`Numéro : ${work.subtitle}`);
      await expect(dialog).toContainText(`Dimensions : ${work.dimensions}`);
      await expect(dialog).toContainText(work.description);
      await expect(dialog.getByRole('img', { name })).toBeVisible();
      // Focus goes into the dialog.
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    });

    await test.step('Escape closes it and gives focus back to the card', async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(card).toBeFocused();
    });

    await test.step('the close button, or a click on the backdrop, closes it; a click on the work does not', async () => {
      await card.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card).toBeFocused();

      await card.click();
      await expect(dialog).toBeVisible();
      // A click on the work is half a double-click, which zooms: it leaves the viewer open (a
      // click on the backdrop closes it as the pointer is released).
      await dialog.getByRole('img', { name }).click();
      await expectViewerStillOpen(page);
      // The backdrop: the dark area beside the work, below the toolbar.
      const picture = await dialog.getByRole('img', { name }).boundingBox();
      await page.mouse.click(Math.max(2, picture!.x / 2), 360);
      await expect(dialog).toHaveCount(0);
      await expect(card).toBeFocused();
    });

    await test.step('a scroll of the wheel over the work closes it while it is not zoomed', async () => {
      await card.click();
      await expect(dialog).toBeVisible();
      const picture = (await dialog.getByRole('img', { name }).boundingBox())!;
      await page.mouse.move(picture.x + picture.width / 2, picture.y + picture.height / 2);
      // A scroll begun just as the viewer opened is taken for the tail of one begun before
      // (src/components/viewer/viewer.tsx): the visitor scrolls again, a moment later.
      await expect(async () => {
        await page.mouse.wheel(0, 300);
        // Closing (the lightbox drops the class the moment it starts) or, on a slow machine,
        // already closed and gone: a check that needs the dialog there would wait for ever.
        await expect
          .poll(() => dialog.evaluateAll((open) => open.every((e) => !e.classList.contains('yarl__portal_open'))), {
            timeout: 250,
          })
          .toBe(true);
      }).toPass();
      await expect(dialog).toHaveCount(0);
    });
  });

  test('/ateliers: no caption bar, and no dimensions in the dialog even when the work has some', async ({ page }) => {
    await openGallery(page, '/ateliers', 'Interventions');
    const seeded = seedArtworksOf('ateliers');
    await expect(page.getByRole('main').locator('figure')).toHaveCount(seeded.length);
    await expect(page.locator('figcaption')).toHaveCount(0);

    // The seeded ateliers carry no dimensions: add one that does, as the admin could.
    await signInToDemo(page);
    const atelier = await addArtworkThroughDemo(page, {
      type: 'ateliers',
      title: 'Atelier des Quatre Saisons',
      subtitle: '99',
      description: 'Fresque peinte avec les enfants et leurs grands-parents.',
      dimensions: '200 x 300 cm',
    });
    const card = page.getByRole('link', { name: cardName(atelier), exact: true });
    await expect(card).toBeVisible();
    await expect(page.locator('figcaption')).toHaveCount(0);

    await card.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Atelier des Quatre Saisons');
    await expect(dialog).toContainText('Numéro : 99');
    await expect(dialog).toContainText('Fresque peinte avec les enfants et leurs grands-parents.');
    await expect(dialog).not.toContainText('200 x 300 cm');
    await expect(dialog).not.toContainText('Dimensions');
  });
});

test.describe('/peinture-sur-toile: panels per year', () => {
  test.use({ viewport: DESKTOP });

  const groups = groupByYear(seedArtworksOf('Peinture sur Toile'));
  const years = groups.map((g) => g.year);

  test('a work of the open year opens in the viewer; newest year first, the newest open, the others closed; opening another shows its works', async ({
    page,
  }) => {
    expect(years.length, 'the seed spreads canvas works over several years').toBeGreaterThanOrEqual(3);
    expect(
      [...years].sort((a, b) => (b ?? 0) - (a ?? 0)),
      'the expected years are newest first',
    ).toEqual(years);

    await openGallery(page, '/peinture-sur-toile', 'Peinture sur toile');

    await test.step("a work of an opened year opens in the viewer with its year's caption", async () => {
      const newest = groups[0]!.artworks[0]!;
      const card = page.getByRole('link', { name: cardName(newest), exact: true });
      await card.click();
      await expect(page.locator('.yarl__container')).toBeVisible({ timeout: VIEWER_LOAD_TIMEOUT_MS });
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAccessibleName(titleWithoutDigits(newest.title));
      await expect(dialog).toContainText(`Numéro : ${newest.subtitle}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(card).toBeFocused();
    });

    await test.step('newest year first, the newest open, the others closed; opening another shows its works', async () => {
      const panelToggles = page.getByRole('main').locator('button[aria-expanded]');
      await expect(panelToggles).toHaveCount(years.length);

      for (const [i, group] of groups.entries()) {
        const toggle = panelToggles.nth(i);
        await expect(toggle).toContainText(String(group.year));
        await expect(toggle).toHaveAccessibleName(new RegExp(`^${group.year}\\b`));
        await expect(toggle).toHaveAttribute('aria-expanded', i === 0 ? 'true' : 'false');
      }

      // The newest year's works are shown, no other.
      const shownNames = async () =>
        (await cardLinks(page).evaluateAll((links) => links.map((l) => l.querySelector('img')?.alt ?? ''))).sort();
      const namesOf = (index: number) => groups[index]!.artworks.map(cardName).sort();
      await expect.poll(shownNames).toEqual(namesOf(0));

      // Opening another year shows its works too.
      const last = groups.length - 1;
      await panelToggles.nth(last).click();
      await expect(panelToggles.nth(last)).toHaveAttribute('aria-expanded', 'true');
      for (const artwork of groups[last]!.artworks) {
        await expect(page.getByRole('link', { name: cardName(artwork), exact: true })).toBeVisible();
      }
      await expect.poll(shownNames).toEqual([...namesOf(0), ...namesOf(last)].sort());

      // And closing the newest hides its works.
      await panelToggles.nth(0).click();
      await expect(panelToggles.nth(0)).toHaveAttribute('aria-expanded', 'false');
      for (const artwork of groups[0]!.artworks) {
        await expect(page.getByRole('link', { name: cardName(artwork), exact: true })).toBeHidden();
      }
    });
  });
});

test.describe('/aquarelles at 375 px', () => {
  test.use({ viewport: PHONE });

  // src/features/gallery/artwork-masonry.tsx: in one column the first work's picture has the
  // connection to itself. The browser raises a lazy picture it shows to high priority once it has
  // laid the page out; the pictures after the first ask for low, which it keeps.
  test('the masonry in one column, the only layout hydrated; the pictures after the first stay behind it, even one that shows', async ({
    page,
  }) => {
    await recordPrerenderedLayouts(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const prioritiesByPath = new Map<string, string[]>();
    const pathOf = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ requestId, type, request }) => {
      if (type !== 'Image') return;
      const path = new URL(request.url).pathname;
      pathOf.set(requestId, path);
      prioritiesByPath.set(path, [request.initialPriority]);
    });
    cdp.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
      const path = pathOf.get(requestId);
      if (path) prioritiesByPath.get(path)!.push(newPriority);
    });
    // The pictures answer late, so that the page is laid out while they load.
    await page.route('**/images/oeuvres/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await openGallery(page, '/aquarelles', 'Aquarelle');

    await test.step('hydrates only the layout shown at 375 px', async () => {
      await expectOnlyShownLayoutHydrated(page, '350', '700');
    });

    await test.step('1 column at 375 px', async () => {
      await expect(items(page)).toHaveCount(seedArtworksOf('Aquarelles').length);
      await expect.poll(() => columnCount(items(page))).toBe(1);
      const [first, second] = await items(page).evaluateAll((els) =>
        els.slice(0, 2).map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      );
      expect(second!.top).toBeGreaterThan(first!.bottom - 1);
    });

    await test.step('the pictures after the first stay behind it, even one that shows', async () => {
      const [first, second] = sortArtworks(seedArtworksOf('Aquarelles'), SORT_ORDERS.Aquarelles).map(cardName);
      const picture = (name: string) => figureOf(page, name).getByRole('img');
      await expect(picture(first!)).toHaveJSProperty('complete', true);
      await expect(picture(second!)).toHaveJSProperty('complete', true);
      // The second work shows on the first screen: the browser would have raised it.
      expect((await picture(second!).boundingBox())!.y).toBeLessThan(PHONE.height);
      const priorities = async (name: string) => {
        const path = new URL(await picture(name).evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
        return prioritiesByPath.get(path);
      };
      expect(await priorities(first!)).toEqual(['High']);
      expect(await priorities(second!)).toEqual(['Low']);
    });
  });

  // Further down, within the distance at which the browser fetches lazy pictures at once, the
  // pictures wait for the app (src/features/gallery/artwork-masonry.tsx): fetched with the page,
  // they would share the connection with the first work's picture and the fonts.
  test('the pictures after the second are asked for once the app has started, in boxes that keep their size', async ({
    page,
  }) => {
    const releaseEntry = await holdAppEntry(page, '/aquarelles');
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('/images/oeuvres/')) requested.add(new URL(request.url()).pathname);
    });
    const oneColumn = page.locator('[data-masonry-layout="350"]');
    const pictures = oneColumn.locator('img');
    const cardHeights = () =>
      oneColumn.locator('figure').evaluateAll((figures) => figures.map((f) => f.getBoundingClientRect().height));
    /** The address of each picture shown, as the browser chose it from its srcset ("" before it does). */
    const shownPictures = () =>
      pictures.evaluateAll((imgs) =>
        imgs.map((img) => (img as HTMLImageElement).currentSrc).map((src) => src && new URL(src).pathname),
      );

    await page.goto('/aquarelles');
    await page.waitForLoadState('load');
    await expect(pictures).toHaveCount(2);
    await expect.poll(() => allImagesLoaded(oneColumn)).toBe(true);
    expect([...requested].sort(), 'pictures asked for before the app started').toEqual((await shownPictures()).sort());
    const heightsBefore = await cardHeights();
    expect(heightsBefore).toHaveLength(seedArtworksOf('Aquarelles').length);

    releaseEntry();
    await waitForHydration(page);
    await expect(pictures).toHaveCount(seedArtworksOf('Aquarelles').length);
    expect(await cardHeights(), 'each picture fills the box the page held for it').toEqual(heightsBefore);
    await pictures.nth(2).scrollIntoViewIfNeeded();
    await expect.poll(async () => requested.has((await shownPictures())[2]!)).toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("every work shows its picture, those further down from the page's <noscript> copy", async ({ page }) => {
      await page.goto('/aquarelles');
      const oneColumn = page.locator('[data-masonry-layout="350"]');
      await expect(oneColumn.locator('img')).toHaveCount(seedArtworksOf('Aquarelles').length);
      await oneColumn.locator('img').last().scrollIntoViewIfNeeded();
      await expect.poll(() => allImagesLoaded(oneColumn)).toBe(true);
    });
  });
});
