// Every work full-screen and at its own address, on the production build and the demo
// backend: the viewer moves by buttons, arrow keys and swipes, zooms and loads a larger image,
// closes by a vertical swipe; a work's address opens it, Back closes it, a removed work's address
// shows a notice; a work's prerendered page; the mailto and share actions; the top bar's menu by
// keyboard; reduced motion. (The masonry's proportions are checked on each gallery's page load in
// public-site.spec.ts.) One page load serves every check made in the same state, each a step.
import type { Page } from '@playwright/test';
import { ARTIST } from '../src/content/artist';
import { GALLERIES, galleryOf } from '../src/domain/galleries';
import { SORT_ORDERS, sortArtworks } from '../src/domain/sort';
import { displayTitle } from '../src/domain/title';
import { workPath, workSlugs } from '../src/domain/work-address';
import {
  VIEWER_LOAD_TIMEOUT_MS,
  cardLinks,
  openGallery,
  openWork,
  shownPicture,
  viewer,
  withoutShareSheet,
} from './support/gallery-page';
import { cardName, seedArtworksOf } from './support/seed-artworks';
import { expect, test } from './support/fixtures';
import { waitForDemoBackend } from './support/demo-backend';
import { waitForHydration } from './support/hydration';

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 375, height: 740 };
const SITE = ARTIST.siteUrl.replace(/\/+$/, '');

/** The watercolours in the gallery's order, each with its address. */
const AQUARELLES = (() => {
  const works = seedArtworksOf('Aquarelles');
  const slugs = workSlugs(works.map((a) => a.key));
  return sortArtworks(works, SORT_ORDERS.Aquarelles).map((artwork) => ({
    artwork,
    path: workPath(galleryOf('Aquarelles').path, slugs.get(artwork.key)!),
  }));
})();
const TOTAL = AQUARELLES.length;

function cardOf(page: Page, index: number) {
  return page.getByRole('link', { name: cardName(AQUARELLES[index]!.artwork), exact: true });
}

async function expectShown(page: Page, index: number): Promise<void> {
  const { artwork, path } = AQUARELLES[index]!;
  await expect(page).toHaveURL(path);
  await expect(page.locator('.yarl__container')).toBeVisible({ timeout: VIEWER_LOAD_TIMEOUT_MS });
  await expect(shownPicture(page)).toHaveAttribute('alt', cardName(artwork));
  // The counter is for the eyes; screen readers hear each slide's "n sur total".
  await expect(viewer(page).locator('.yarl__counter')).toHaveText(`${index + 1} / ${TOTAL}`);
}

/** A finger on the viewer: pointer events of type "touch", as a touch screen sends them. */
async function swipe(page: Page, { dx, dy }: { dx: number; dy: number }): Promise<void> {
  await page.locator('.yarl__container').evaluate(
    async (container, { dx, dy }) => {
      const box = container.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const fire = (type: string, step: number) =>
        container.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            cancelable: true,
            composed: true,
            pointerId: 7,
            pointerType: 'touch',
            isPrimary: true,
            buttons: type === 'pointerup' ? 0 : 1,
            clientX: x + (dx * step) / 10,
            clientY: y + (dy * step) / 10,
          }),
        );
      fire('pointerdown', 0);
      for (let step = 1; step <= 10; step += 1) {
        await new Promise((resolve) => setTimeout(resolve, 16));
        fire('pointermove', step);
      }
      fire('pointerup', 10);
    },
    { dx, dy },
  );
}

/** Counts the animations the viewer starts (it animates its slides with element.animate). */
async function countAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const animate = Element.prototype.animate;
    Object.assign(window, { __viewerAnimations: 0 });
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      if (this.closest('.yarl__root')) (window as unknown as { __viewerAnimations: number }).__viewerAnimations += 1;
      return animate.apply(this, args);
    };
  });
}
const animations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __viewerAnimations: number }).__viewerAnimations);

/**
 * Lets React commit whatever the last input caused (two frames), then checks the viewer is still
 * open: the lightbox closes by dropping its "open" class at once, before its fade-out.
 */
async function expectStillOpen(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await expect(viewer(page)).toHaveClass(/\byarl__portal_open\b/);
}

test.describe('the viewer, on a large screen', () => {
  test.use({ viewport: DESKTOP });

  test('opened from a card: its neighbours are loaded first; the buttons and the ← → keys move through the gallery in its order', async ({
    page,
  }) => {
    await openGallery(page, '/aquarelles', 'Aquarelle');
    await cardOf(page, 1).click();
    await expectShown(page, 1);

    await test.step("the neighbours' pictures are loaded before the visitor moves", async () => {
      for (const index of [0, 2]) {
        await expect(
          viewer(page).getByRole('img', { name: cardName(AQUARELLES[index]!.artwork), exact: true }),
        ).toHaveJSProperty('complete', true);
      }
    });

    await test.step('the buttons and the ← → keys move through the gallery in its order, with a counter', async () => {
      await page.keyboard.press('ArrowRight');
      await expectShown(page, 2);
      await page.keyboard.press('ArrowLeft');
      await expectShown(page, 1);
      await page.keyboard.press('ArrowLeft');
      await expectShown(page, 0);
      // The gallery wraps around.
      await page.keyboard.press('ArrowLeft');
      await expectShown(page, TOTAL - 1);

      await viewer(page).getByRole('button', { name: 'Œuvre suivante', exact: true }).click();
      await expectShown(page, 0);
      await viewer(page).getByRole('button', { name: 'Œuvre précédente', exact: true }).click();
      await expectShown(page, TOTAL - 1);
    });
  });

  test('a work at its address, where the browser cannot share: it slides, writes, copies its address and zooms', async ({
    page,
  }) => {
    await withoutShareSheet(page);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await countAnimations(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const { artwork, path } = AQUARELLES[0]!;
    await openWork(page, path);
    await expectShown(page, 0);

    await test.step('moving to the next work slides unless motion is reduced', async () => {
      await page.keyboard.press('ArrowRight');
      await expectShown(page, 1);
      expect(await animations(page)).toBeGreaterThan(0);
      await page.keyboard.press('ArrowLeft');
      await expectShown(page, 0);
    });

    await test.step('"Demander des informations" writes to the artist about the work, with its address', async () => {
      const href = await viewer(page).getByRole('link', { name: 'Demander des informations' }).getAttribute('href');
      const mailto = new URL(href!);
      expect(mailto.protocol).toBe('mailto:');
      expect(mailto.pathname).toBe(ARTIST.email);
      const subject = mailto.searchParams.get('subject')!;
      expect(subject).toContain(displayTitle(artwork.title));
      expect(subject).toContain(`n° ${artwork.subtitle}`);
      expect(mailto.searchParams.get('body')).toContain(new URL(path, page.url()).href);
    });

    await test.step('"Partager" copies the address where the browser cannot share, with a notice', async () => {
      await viewer(page).getByRole('button', { name: 'Partager', exact: true }).click();
      await expect(viewer(page).getByText('Lien copié')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(path, page.url()).href);
    });

    await test.step('a double-click zooms in and loads a larger image, then the largest stored one', async () => {
      const picture = shownPicture(page);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const widthShown = () => picture.evaluate((img: HTMLImageElement) => img.naturalWidth);
      const before = await widthShown();
      const zoomOut = viewer(page).getByRole('button', { name: 'Zoom arrière', exact: true });
      await expect(zoomOut).toBeDisabled();

      await picture.dblclick();
      await expect(zoomOut).toBeEnabled();
      await expect.poll(widthShown).toBeGreaterThan(before);

      await picture.dblclick();
      await expect.poll(widthShown).toBe(artwork.width! * 2);
      expect(requested.some((requestedPath) => requestedPath.endsWith('-2400.webp'))).toBe(true);

      // Zoomed, the wheel pans the work: it does not close the viewer.
      await page.mouse.wheel(0, 300);
      await expectStillOpen(page);
      await expect(viewer(page)).toBeVisible();
      // "-" zooms out, step by step, and "+" zooms in.
      await expect(async () => {
        await page.keyboard.press('-');
        await expect(zoomOut).toBeDisabled({ timeout: 500 });
      }).toPass();
      await page.keyboard.press('+');
      await expect(zoomOut).toBeEnabled();
    });
  });

  test("a work at its address, with the system's share sheet and reduced motion", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await countAnimations(page);
    const { path } = AQUARELLES[0]!;
    await openWork(page, path);
    await expectShown(page, 0);

    await test.step('moving to the next work does not slide when motion is reduced', async () => {
      await page.keyboard.press('ArrowRight');
      await expectShown(page, 1);
      expect(await animations(page)).toBe(0);
      await page.keyboard.press('ArrowLeft');
      await expectShown(page, 0);
    });

    await test.step('"Partager" opens the system\'s share sheet where there is one', async () => {
      await viewer(page).getByRole('button', { name: 'Partager', exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.map((d) => d.url)))
        .toEqual([new URL(path, page.url()).href]);
    });
  });

  test('a direct visit to a work opens it, reading nothing live until the visitor acts; Back closes it, Forward opens it again', async ({
    page,
  }) => {
    const { artwork, path } = AQUARELLES[3]!;
    await page.goto(path);
    await expect(page.locator('.yarl__container')).toBeVisible({ timeout: VIEWER_LOAD_TIMEOUT_MS });
    // Its prerendered page holds the work and its neighbours: no database code before a press.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => 'portfolioDemo' in window)).toBe(false);
    await page.keyboard.press('Shift');
    await waitForDemoBackend(page);
    await expect(viewer(page)).toHaveAccessibleName(displayTitle(artwork.title));
    await expectShown(page, 3);

    await page.goBack();
    await expect(page).toHaveURL('/aquarelles');
    await expect(viewer(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: cardName(artwork), exact: true })).toBeFocused();

    await page.goForward();
    await expectShown(page, 3);
  });

  test('an address in another letter case opens the same work', async ({ page }) => {
    await openWork(page, AQUARELLES[2]!.path.toUpperCase());
    await expect(shownPicture(page)).toHaveAttribute('alt', cardName(AQUARELLES[2]!.artwork));
  });

  test('the address of a work that no longer exists shows the gallery and a notice', async ({ page }) => {
    await openGallery(page, '/aquarelles/9999', 'Aquarelle');
    await expect(page.getByRole('status').filter({ hasText: "Cette œuvre n'est plus exposée." })).toBeVisible();
    await expect(viewer(page)).toHaveCount(0);
    await expect(cardLinks(page)).toHaveCount(TOTAL);
  });
});

test.describe('the viewer, on a touch screen', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the texts never cover the work; a horizontal swipe moves to the next work; a vertical swipe closes the viewer', async ({
    page,
  }) => {
    await openWork(page, AQUARELLES[0]!.path);
    await expectShown(page, 0);

    await test.step('the texts never cover the work', async () => {
      const picture = (await shownPicture(page).boundingBox())!;
      const heading = viewer(page).getByRole('heading', { level: 2 });
      const panel = (await viewer(page).locator('.viewer-panel').boundingBox())!;
      await expect(heading).toBeVisible();
      expect(panel.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
    });

    await test.step('a horizontal swipe moves to the next work; a vertical swipe closes the viewer', async () => {
      await swipe(page, { dx: -200, dy: 0 });
      await expectShown(page, 1);
      await swipe(page, { dx: 200, dy: 0 });
      await expectShown(page, 0);

      await swipe(page, { dx: 0, dy: 220 });
      await expect(viewer(page)).toHaveCount(0);
      await expect(page).toHaveURL('/aquarelles');
    });
  });
});

test.describe("a work's prerendered page, before any JavaScript", () => {
  test('has its own title, description, canonical, preview image and VisualArtwork JSON-LD', async ({ request }) => {
    const { artwork, path } = AQUARELLES.find((w) => w.artwork.title === 'Arbre en hiver 12')!;
    const html = await (await request.get(path)).text();
    const meta = (attribute: string, name: string) =>
      new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

    expect(html).toContain(`<title>Arbre en hiver (n° ${artwork.subtitle}) · ${ARTIST.name}</title>`);
    expect(meta('name', 'description')).toContain('Arbre en hiver');
    expect(html).toContain(`<link rel="canonical" href="${SITE}${path}"`);
    const image = meta('property', 'og:image')!;
    expect(image).toMatch(new RegExp(`^${SITE}/images/oeuvres/.+-1200\\.webp$`));
    expect(meta('name', 'twitter:image')).toBe(image);
    expect(meta('property', 'og:image:width')).toBe(String(artwork.width));
    expect(meta('property', 'og:image:height')).toBe(String(artwork.height));

    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json!) as Record<string, unknown>,
    );
    const work = jsonLd.find((item) => item['@type'] === 'VisualArtwork')!;
    expect(work).toMatchObject({
      name: artwork.title,
      artform: 'Aquarelle',
      image: { '@type': 'ImageObject', contentUrl: image, width: artwork.width, height: artwork.height },
      creator: { '@type': 'Person', name: ARTIST.name },
      width: { '@type': 'QuantitativeValue', value: 30 },
      height: { '@type': 'QuantitativeValue', value: 40 },
    });
    // The work is in the page's HTML, and the viewer's data for it.
    expect(html).toContain(cardName(artwork));
  });
});

test.describe('the menu of the top bar', () => {
  test('on a phone: "Accueil" is hidden; by keyboard, the disclosure button opens the menu, its links lead to every gallery', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/presse');
    await waitForHydration(page);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });

    await test.step('"Accueil" is hidden at 375 px, the name link stays', async () => {
      await expect(page.getByRole('banner').getByRole('link', { name: ARTIST.name, exact: true })).toBeVisible();
      // Neither in the bar nor, while it is closed, in the menu.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Accueil', exact: true })).toHaveCount(0);
    });

    await test.step('by keyboard, the disclosure button opens the menu; its links lead to every gallery', async () => {
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const menu = page.getByRole('banner').getByRole('list');
      await expect(menu.getByRole('link')).toHaveText(['Accueil', ...GALLERIES.map((g) => g.title), 'Presse']);
      await expect(menu.getByRole('link', { name: 'Presse' })).toHaveAttribute('aria-current', 'page');
      // Escape closes it and gives focus back to the button.
      await page.keyboard.press('Escape');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton).toBeFocused();

      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const first = GALLERIES[0]!;
      await expect(menu.getByRole('link', { name: first.title, exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(first.path);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });
  });
  // On a large screen the menu's links are in the bar: public-site.spec.ts, the home page's links.
});
