// The visitor's site on the production build and the demo backend (the routes of docs/routes.md):
// every route and its heading, the frame, scrolling to the top, real links, the press carousel,
// the video loaded on demand, each gallery's cards at their works' proportions, the inlined
// stylesheet never fetched again (support/inlined-stylesheet.ts), and no console error anywhere. French texts letter for letter. One page load serves every check of that page
// in that state: each check is a step of the page's test, so that a failure still names it.
import type { Page } from '@playwright/test';
import { ARTIST } from '../src/content/artist';
import { telHref } from '../src/domain/site-content';
import { VIDEO } from '../src/content/books';
import { hydrateDeferredParts, waitForHydration } from './support/hydration';
import { expectImagesLoaded, scrollThroughPage } from './support/images';
import { serveYouTubeOffline } from './support/offline-youtube';
import { cardLinks } from './support/gallery-page';
import { expectOnlyTheInlinedStylesheet, recordStylesheetRequests } from './support/inlined-stylesheet';
import { expect, test } from './support/fixtures';
import { NOT_FOUND, NOT_FOUND_STATUS_LOGGED, PRESS_TITLE, EXPECTED_GALLERIES } from './support/expected-routes';

const DESKTOP = { width: 1280, height: 720 };

const GALLERIES = EXPECTED_GALLERIES;

/** Opens a page and waits until React has taken it over (clicks then reach the app, not the browser). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

type MarkedWindow = Window & { __sameDocument?: true };

/** Marks the document, to tell later whether a navigation stayed in it (client-side). */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as MarkedWindow).__sameDocument = true;
  });
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as MarkedWindow).__sameDocument === true);
}

function h1(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
}

/** The frame every page shares: the title, the landmarks, the top bar and the footer. */
async function expectFrame(page: Page): Promise<void> {
  await expect(page).toHaveTitle(ARTIST.name);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  const nameLink = page.getByRole('banner').getByRole('link', { name: ARTIST.name, exact: true });
  await expect(nameLink).toHaveAttribute('href', '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(ARTIST.name);
  await expect(footer).toContainText('copyright 2023');
  await expect(footer.locator('svg')).toHaveCount(1); // the wave
  await expect(footer.getByRole('link')).toHaveAttribute('href', /^https?:\/\//); // the credit link
}

/** Makes every image of the page load (scrolling it to the bottom, a long gallery's too) and checks none is broken. */
async function expectEveryImageLoaded(page: Page): Promise<void> {
  await scrollThroughPage(page);
  await expectImagesLoaded(page);
}

/**
 * Every card of the gallery shown holds its work at the work's own proportions; legacy works
 * without a stored size sit in a reserved 4:5 box.
 */
async function expectCardsAtTheirProportions(page: Page, path: string): Promise<void> {
  const pictures = cardLinks(page).locator('img');
  await expect(pictures.first()).toBeVisible();
  // Each picture loaded, then measured against its link's box.
  const shapes = await pictures.evaluateAll(async (imgs) => {
    for (const img of imgs as HTMLImageElement[]) {
      img.loading = 'eager';
      await img.decode().catch(() => undefined);
    }
    return (imgs as HTMLImageElement[]).map((img) => {
      const box = img.parentElement!.getBoundingClientRect();
      return {
        alt: img.alt,
        sized: img.hasAttribute('width'),
        box: box.width / box.height,
        image: img.naturalWidth / img.naturalHeight,
      };
    });
  });
  expect(shapes.length).toBeGreaterThan(0);
  for (const shape of shapes) {
    if (shape.sized) expect(shape.box, `${path}: ${shape.alt}`).toBeCloseTo(shape.image, 2);
    else expect(shape.box, `${path}: ${shape.alt} (no stored size: 4:5)`).toBeCloseTo(4 / 5, 2);
  }
}

const previous = (page: Page) => page.getByRole('link', { name: 'Précédent', exact: true });
const next = (page: Page) => page.getByRole('link', { name: 'Suivant', exact: true });

/** Waits until press slide n is the one shown: not hidden from assistive technologies, and in the frame. */
async function expectSlideShown(page: Page, n: number): Promise<void> {
  const slide = page.locator(`#slide${n}`);
  await expect(slide).toHaveAttribute('aria-hidden', 'false');
  await expect(page.getByText(`Article ${n + 1} sur 43`, { exact: true })).toBeVisible();
  const frame = slide.locator('xpath=ancestor::ul[1]/..');
  await expect
    .poll(async () => {
      const [s, f] = await Promise.all([slide.boundingBox(), frame.boundingBox()]);
      return s && f ? Math.round(Math.abs(s.x - f.x)) : -1;
    })
    .toBe(0);
}

test.describe('the home page', () => {
  test.use({ viewport: DESKTOP });

  test('its sections, its links, its images and its video', async ({ page, context }) => {
    const youtubeRequests = await serveYouTubeOffline(page);
    const stylesheetRequests = recordStylesheetRequests(page);
    await visit(page, '/');

    await test.step('the name, the tagline and every section', async () => {
      await expect(h1(page, ARTIST.name)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText('Artiste Peintre / Intervenant intergénérationnel', { exact: true })).toBeVisible();

      for (const title of [
        'Mes Oeuvres',
        PRESS_TITLE,
        "L'intemporalité de la vie",
        'Principales expositions et événements',
        'Mes livres',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
      }

      // Contact: Email (mailto), Téléphone (tel:), Réseaux (an icon link).
      for (const title of ['Email', 'Téléphone', 'Réseaux']) {
        await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
      }
      const mail = page.locator('a[href^="mailto:"]');
      await expect(mail).toHaveCount(1);
      await expect(mail).toHaveAttribute('href', `mailto:${ARTIST.email}`);
      await expect(mail).toHaveText(ARTIST.email);
      const phone = page.locator('a[href^="tel:"]');
      await expect(phone).toHaveCount(1);
      await expect(phone).toHaveAttribute('href', telHref(ARTIST.phone));
      await expect(phone).toHaveText(ARTIST.phone);
      const social = page.locator(`main a[href="${ARTIST.social.url}"]`);
      await expect(social).toHaveCount(1);
      await expect(social.locator('svg')).toHaveCount(1);
      await expect(social).toHaveAccessibleName(/\S/);

      // Exhibitions: one slash-separated list, Normandy to Yokohama.
      const exhibitions = page.getByRole('region', { name: 'Principales expositions et événements' });
      for (const place of ['Paris', 'Nantes', 'Florence', 'Yokohama']) await expect(exhibitions).toContainText(place);
      await expect(exhibitions).toContainText(' / ');

      // Books: the video poster, the 2021 book and the 1993 book with its cover.
      const books = page.getByRole('region', { name: 'Mes livres' });
      await expect(books.getByRole('button', { name: /vidéo/i })).toBeVisible();
      await expect(books).toContainText('2021');
      await expect(books).toContainText('1993');
      await expect(books.getByRole('img', { name: /1993/ })).toBeVisible();

      await expectFrame(page);
    });

    await test.step('the home cards and every "Voir" are real links with an href', async () => {
      const works = page.getByRole('region', { name: 'Mes Oeuvres' });
      const categories = [
        { title: 'Pâte à papier', href: '/pate-a-papier' },
        { title: 'Peinture sur toile', href: '/peinture-sur-toile' },
        { title: 'Aquarelle', href: '/aquarelles' },
        { title: 'Peinture sur papier', href: '/peintures-sur-papier' },
      ];
      const links = works.getByRole('link');
      await expect(links).toHaveCount(categories.length);
      for (const [i, { title, href }] of categories.entries()) {
        const link = links.nth(i);
        await expect(link).toHaveAttribute('href', href);
        await expect(link.getByRole('heading', { name: title, exact: true })).toBeVisible();
        await expect(link.getByText('Voir', { exact: true })).toBeVisible();
        await expect(link.locator('img')).toHaveCount(1);
      }

      for (const { title, href } of [
        { title: 'Photos en vrac', href: '/vrac' },
        { title: 'Interventions', href: '/ateliers' },
        { title: 'Presse', href: '/presse' },
      ]) {
        const link = page.getByRole('link').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAttribute('href', href);
        await expect(link.getByText('Voir', { exact: true })).toBeVisible();
      }
      const interventions = page
        .getByRole('link')
        .filter({ has: page.getByRole('heading', { name: 'Interventions', exact: true }) });
      for (const partner of ['crèches', 'écoles', 'collectivités', 'associations']) {
        await expect(interventions).toContainText(partner);
      }

      // Every "Voir" of the page sits inside a link with an href.
      const voir = page.getByText('Voir', { exact: true });
      await expect(voir).toHaveCount(7);
      for (let i = 0; i < 7; i++) {
        await expect(voir.nth(i).locator('xpath=ancestor::a[@href]')).toHaveCount(1);
      }
    });

    await test.step('a card opens in a new tab with Ctrl/Cmd-click', async () => {
      const card = page.getByRole('region', { name: 'Mes Oeuvres' }).getByRole('link', { name: /Peinture sur papier/ });
      const [tab] = await Promise.all([context.waitForEvent('page'), card.click({ modifiers: ['ControlOrMeta'] })]);
      await expect(tab).toHaveURL('/peintures-sur-papier');
      await expect(h1(tab, 'Peinture sur papier')).toBeVisible();
      await expect(tab).toHaveTitle(ARTIST.name);
      // The first tab stays where it was.
      await expect(page).toHaveURL('/');
      await tab.close();
    });

    await test.step('its images all load (the fixture fails the test on a console error)', async () => {
      await expectEveryImageLoaded(page);
    });

    await test.step('neither does a deferred part, once hydrated, fetch the inlined stylesheet again', async () => {
      await hydrateDeferredParts(page);
      await expectOnlyTheInlinedStylesheet(page, stylesheetRequests);
    });

    await test.step('the video: a poster with a play button; YouTube (nocookie) is contacted only after the click', async () => {
      await hydrateDeferredParts(page);
      const play = page.getByRole('button', { name: `Lire la vidéo : ${VIDEO.title}` });
      await play.scrollIntoViewIfNeeded();
      await expect(play).toBeVisible();
      const poster = play.locator('img');
      await expect(poster).toBeVisible();
      await expect
        .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect(page.locator('iframe')).toHaveCount(0);
      await page.waitForLoadState('load');
      expect(
        youtubeRequests.map((r) => r.url()),
        'no YouTube request before the click',
      ).toEqual([]);

      const embed = page.waitForRequest((request) => {
        const url = new URL(request.url());
        return url.hostname === 'www.youtube-nocookie.com' && url.pathname === `/embed/${ARTIST.videoId}`;
      });
      await play.click();
      const request = await embed;
      expect(request.frame().parentFrame(), 'the embed loads in an iframe').not.toBeNull();
      const iframe = page.locator(`iframe[src^="https://www.youtube-nocookie.com/embed/${ARTIST.videoId}"]`);
      await expect(iframe).toBeVisible();
      await expect(iframe).toHaveAttribute('title', VIDEO.title);
      // The player is never embedded from the cookie-setting www.youtube.com.
      expect(
        youtubeRequests.filter((r) => new URL(r.url()).hostname === 'www.youtube.com' && r.url().includes('/embed/')),
      ).toEqual([]);
    });
  });

  test('its links navigate client-side, each page opening at the top', async ({ page }) => {
    await visit(page, '/');
    await markDocument(page);

    await test.step('clicking a category card after scrolling down opens the gallery at the top', async () => {
      const card = page.getByRole('region', { name: 'Mes Oeuvres' }).getByRole('link', { name: /Aquarelle/ });
      const cardTop = await card.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      await scrollTo(page, cardTop - 200);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(400);

      await card.click();
      await expect(page).toHaveURL('/aquarelles');
      await expect(h1(page, 'Aquarelle')).toBeVisible();
      expect(await scrollY(page)).toBe(0);
      expect(await isSameDocument(page), 'a client-side navigation, not a page load').toBe(true);
      await expect(page).toHaveTitle(ARTIST.name);
    });

    await test.step('the top bar link from the bottom of a gallery opens the home page at the top', async () => {
      // Its works may still be arriving from the live data, lengthening the page after a first
      // scroll stopped at the end of "Chargement des œuvres…": scroll again until the page is long.
      await expect
        .poll(async () => {
          await scrollTo(page, 100_000);
          return scrollY(page);
        })
        .toBeGreaterThan(400);

      await page.getByRole('banner').getByRole('link', { name: ARTIST.name, exact: true }).click();
      await expect(page).toHaveURL('/');
      await expect(h1(page, ARTIST.name)).toBeVisible();
      expect(await scrollY(page)).toBe(0);
      expect(await isSameDocument(page), 'a client-side navigation, not a page load').toBe(true);
    });

    await test.step('on the home page the press arrows lead to the press page', async () => {
      await expect(previous(page)).toHaveAttribute('href', '/presse#slide42');
      await expect(next(page)).toHaveAttribute('href', '/presse#slide1');
      await next(page).click();
      await expect(page).toHaveURL('/presse#slide1');
      await expect(h1(page, PRESS_TITLE)).toBeVisible();
      await expectSlideShown(page, 1);
    });

    await test.step("on a large screen the menu's links are in the top bar", async () => {
      const bar = page.getByRole('banner');
      await expect(bar.getByRole('button', { name: 'Menu' })).toBeHidden();
      await bar.getByRole('link', { name: 'Aquarelle', exact: true }).click();
      await expect(page).toHaveURL('/aquarelles');
      await expect(h1(page, 'Aquarelle')).toBeVisible();
    });
  });
});

test.describe('the press page', () => {
  test.use({ viewport: DESKTOP });

  test('/presse: "Articles de presse", its 43 slides and their arrows; the name link goes home', async ({ page }) => {
    const stylesheetRequests = recordStylesheetRequests(page);
    await visit(page, '/presse');
    await markDocument(page);

    await test.step('the heading and the frame', async () => {
      await expect(h1(page, PRESS_TITLE)).toBeVisible();
      await expect(page.locator('#slide0')).toHaveCount(1);
      await expectFrame(page);
    });

    await test.step('43 slides, #slide0 to #slide42', async () => {
      const ids = await page.locator('[id^="slide"]').evaluateAll((els) => els.map((el) => el.id));
      expect(ids).toEqual(Array.from({ length: 43 }, (_, n) => `slide${n}`));
    });

    await test.step('its images all load (the fixture fails the test on a console error)', async () => {
      await expectEveryImageLoaded(page);
    });

    await test.step('the arrows are links to /presse#slide{n} that wrap around, and move the slide', async () => {
      await expectSlideShown(page, 0);
      await expect(previous(page)).toHaveAttribute('href', '/presse#slide42');
      await expect(next(page)).toHaveAttribute('href', '/presse#slide1');

      await next(page).click();
      await expect(page).toHaveURL('/presse#slide1');
      await expectSlideShown(page, 1);
      await expect(previous(page)).toHaveAttribute('href', '/presse#slide0');
      await expect(next(page)).toHaveAttribute('href', '/presse#slide2');

      await previous(page).click();
      await expect(page).toHaveURL('/presse#slide0');
      await expectSlideShown(page, 0);

      await previous(page).click();
      await expect(page).toHaveURL('/presse#slide42');
      await expectSlideShown(page, 42);
      await expect(next(page)).toHaveAttribute('href', '/presse#slide0');

      await next(page).click();
      await expect(page).toHaveURL('/presse#slide0');
      await expectSlideShown(page, 0);
      expect(await isSameDocument(page), 'the arrows navigate client-side').toBe(true);
    });

    await test.step('the lazy chunks do not fetch the inlined stylesheet again', async () => {
      await expectOnlyTheInlinedStylesheet(page, stylesheetRequests);
    });

    await test.step('the name link goes home; "Accueil" is shown at 1280 px', async () => {
      const accueil = page.getByRole('banner').getByRole('link', { name: 'Accueil', exact: true });
      await expect(accueil).toBeVisible();
      await expect(accueil).toHaveAttribute('href', '/');

      await page.getByRole('banner').getByRole('link', { name: ARTIST.name, exact: true }).click();
      await expect(page).toHaveURL('/');
      await expect(h1(page, ARTIST.name)).toBeVisible();
      await expect(page).toHaveTitle(ARTIST.name);
    });
  });

  test('/presse#slide42 opens on the last slide; its next is #slide0', async ({ page }) => {
    await visit(page, '/presse#slide42');
    await expectSlideShown(page, 42);
    await expect(next(page)).toHaveAttribute('href', '/presse#slide0');
    await expect(previous(page)).toHaveAttribute('href', '/presse#slide41');
  });
});

test.describe('every gallery', () => {
  test.use({ viewport: DESKTOP });

  for (const gallery of GALLERIES) {
    test(`${gallery.path}: "${gallery.title}", its cards, its images`, async ({ page }) => {
      const stylesheetRequests = recordStylesheetRequests(page);
      await visit(page, gallery.path);

      await test.step('the heading and the frame', async () => {
        await expect(h1(page, gallery.title)).toBeVisible();
        await expect(page.getByRole('main').locator('figure').first()).toBeVisible();
        await expectFrame(page);
      });

      // The canvas gallery shows its works in year panels, most of them closed (gallery.spec.ts).
      if (gallery.path !== '/peinture-sur-toile') {
        await test.step('every card shows its work at its own proportions, legacy works without a size in a reserved box', async () => {
          await expectCardsAtTheirProportions(page, gallery.path);
        });
      }

      await test.step('its images all load (the fixture fails the test on a console error)', async () => {
        await expectEveryImageLoaded(page);
      });

      await test.step('the lazy chunks do not fetch the inlined stylesheet again', async () => {
        await expectOnlyTheInlinedStylesheet(page, stylesheetRequests);
      });
    });
  }
});

test.describe('other addresses', () => {
  test.use({ viewport: DESKTOP });

  test('routes match case-insensitively', async ({ page }) => {
    for (const { path, h1: heading } of [
      { path: '/Aquarelles', h1: 'Aquarelle' },
      { path: '/PRESSE', h1: PRESS_TITLE },
      { path: '/Peinture-Sur-Toile', h1: 'Peinture sur toile' },
    ]) {
      await test.step(path, async () => {
        await visit(page, path);
        await expect(h1(page, heading)).toBeVisible();
        await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
        await expectFrame(page);
      });
    }
  });

  test.describe(() => {
    // The 404 page answers with its status, which Chromium logs; nothing else may be logged.
    test.use({ allowedConsoleErrors: [NOT_FOUND_STATUS_LOGGED] });

    test('any other path shows "404: Not Found"', async ({ page }) => {
      for (const [i, path] of ['/nimporte-quoi', '/aquarelles/12/x', '/presse-2', '/galerie/aquarelles'].entries()) {
        await test.step(path, async () => {
          await visit(page, path);
          await expect(h1(page, NOT_FOUND)).toBeVisible();
          await expectFrame(page);
          // The same page at every such path: its images are checked once.
          if (i === 0) await expectEveryImageLoaded(page);
        });
      }
    });
  });
});
