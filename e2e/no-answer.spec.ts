// Nothing waits forever, nothing shows broken, on the demo build:
//  - the studio on a database that never answers (the demo's IndexedDB made to never open):
//    after 10 s each of its lists says so in French with "Réessayer", instead of "Chargement…"
//    for ever. The details (the 10 s, what "Réessayer" subscribes, the focus) are the component
//    test's, src/features/admin/__tests__/studio-stalled.test.tsx: here, one browser check, whose
//    10 s pass on the page's clock (Playwright's fake timers) rather than the wall's;
//  - a gallery whose first picture fails to load: the work's title in a neutral box of the
//    picture's size (src/components/ui/picture-or-title.tsx).
// Each with axe at 390 and 1440 px, and a screenshot of each width in the test's output folder.
import type { Page } from '@playwright/test';
import { displaySequence } from '../src/domain/display-order';
import { galleryOf } from '../src/domain/galleries';
import { STUDIO_PATHS } from '../src/domain/studio-paths';
import { signInAsAdmin } from './support/admin-pages';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { cardLinks } from './support/gallery-page';
import { waitForHydration } from './support/hydration';
import { cardName, seedArtworksOf } from './support/seed-artworks';

/**
 * The demo build's stall delay: scripts/test/run-e2e.mjs leaves VITE_STALL_AFTER_MS unset for
 * dist/, so src/hooks/use-subscription.ts's default holds (its module reads import.meta.env,
 * which only the bundler gives: it cannot be imported here). The test does not wait it: the
 * page's clock is moved on by it (page.clock), which fires the hook's setTimeout at once.
 */
const STALL_AFTER_MS = 10_000;

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };

/** The browser's IndexedDB, asked to open a database, never answers (nor fails). */
function indexedDbNeverAnswers() {
  IDBFactory.prototype.open = function open() {
    // An open request that no event will ever reach: the demo's `idb` waits on it for ever.
    return Object.setPrototypeOf(new EventTarget(), IDBOpenDBRequest.prototype) as IDBOpenDBRequest;
  };
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: test.info().outputPath(`${name}.png`),
    fullPage: true,
  });
}

test.describe('the studio on a database that never answers', () => {
  test.use({ viewport: WIDE });
  // A studio page, four axe checks and screenshots, with room for a busy machine.
  test.setTimeout(90_000);

  test('each list says so after 10 s, with "Réessayer" (axe at 1440 and 390 px)', async ({ page }) => {
    // Fake timers that run at the wall's pace until moved on (fastForward below).
    await page.clock.install();
    await page.addInitScript(indexedDbNeverAnswers);
    await signInAsAdmin(page);
    await page.goto(STUDIO_PATHS.works);
    const menu = page.getByRole('navigation', { name: 'Atelier' });
    const catalogue = page.getByRole('region', {
      name: 'Catalogue',
      exact: true,
    });
    await expect(catalogue.getByText('Chargement…', { exact: true })).toBeVisible();
    // The lists are followed from the shell's first render: 10 s on, each has waited its 10 s.
    await page.clock.fastForward(STALL_AFTER_MS);

    // The studio follows each list once, whichever screen shows it: a screen opened from the
    // menu (no reload) says at once that its list does not answer.
    const screens = [
      ['Œuvres', catalogue, 'La liste des œuvres ne répond pas : la connexion est lente ou interrompue.'],
      [
        'Corbeille',
        page.getByRole('region', { name: 'Corbeille', exact: true }),
        'La corbeille ne répond pas : la connexion est lente ou interrompue.',
      ],
      [
        'La démarche',
        page.locator('main'),
        'Les textes du site ne répondent pas : la connexion est lente ou interrompue.',
      ],
    ] as const;
    for (const [name, list, message] of screens) {
      await menu.getByRole('link', { name, exact: true }).click();
      const notice = list.getByRole('status').filter({ hasText: message });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('button', { name: 'Réessayer', exact: true })).toBeVisible();
      await expect(list.getByText('Chargement…', { exact: true })).toBeHidden();
      await expectNoAxeViolations(page, { include: 'main' });
      await screenshot(
        page,
        `studio-stalled-${name === 'Œuvres' ? 'oeuvres' : name === 'Corbeille' ? 'corbeille' : 'demarche'}-1440`,
      );
    }

    // "Réessayer" tries again: the trash waits anew, the texts still say they wait.
    await menu.getByRole('link', { name: 'Corbeille', exact: true }).click();
    const trash = screens[1][1];
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, { include: 'main' });
    await screenshot(page, 'studio-stalled-corbeille-390');
    await trash.getByRole('button', { name: 'Réessayer', exact: true }).click();
    await expect(trash.getByText('Chargement…', { exact: true })).toBeVisible();
    await expect(trash).toBeFocused();
    await page.setViewportSize(WIDE);
    await menu.getByRole('link', { name: 'La démarche', exact: true }).click();
    await expect(page.locator('main').getByRole('button', { name: 'Réessayer', exact: true })).toBeVisible();
  });
});

test.describe('a gallery whose first picture fails to load', () => {
  const first = displaySequence(galleryOf('Aquarelles'), seedArtworksOf('Aquarelles'))[0]!;
  // Every stored version of its picture ("/images/oeuvres/aquarelle-1-1200.webp", …).
  const itsPictureAt = `/${first.image.replace(/^.*\//, '').replace(/-\d+\.webp$/, '')}-\\d+\\.webp`;
  const itsPicture = new RegExp(`${itsPictureAt}$`);
  test.use({
    allowedFailedRequests: [new RegExp(`${itsPictureAt}: HTTP 404$`)],
    allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/],
  });

  // One page, its two widths: the same state, laid out at each.
  test("shows the work's title in a box of the picture's size (axe at 390 and 1440 px)", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.route(itsPicture, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/aquarelles');
    await waitForHydration(page);

    for (const viewport of [PHONE, WIDE]) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        const card = cardLinks(page).first();
        await expect(card).toHaveAccessibleName(cardName(first));
        const box = card.locator('[data-picture-fallback]');
        await expect(box).toHaveText(cardName(first));
        await expect(card.locator('img')).toHaveCount(0);
        // The box fills the card, which keeps the work's proportions: nothing moved. (Read once
        // the layout has settled at this width.)
        await expect
          .poll(async () => {
            const [cardSize, boxSize] = await Promise.all([card.boundingBox(), box.boundingBox()]);
            return JSON.stringify(boxSize) === JSON.stringify(cardSize);
          })
          .toBe(true);
        const cardSize = (await card.boundingBox())!;
        expect(cardSize.width / cardSize.height).toBeCloseTo(first.width! / first.height!, 2);
        // The next card keeps its picture.
        await expect(cardLinks(page).nth(1).locator('img')).toHaveCount(1);

        await expectNoAxeViolations(page);
        await screenshot(page, `gallery-picture-failed-${viewport.width}`);
      });
    }
  });
});
