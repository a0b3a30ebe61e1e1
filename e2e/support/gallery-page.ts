// A gallery page as the browser tests drive it: its cards (links to each work's address) and
// the viewer that opens from them.
import type { Locator, Page } from '@playwright/test';
import { waitForDemoBackend } from './demo-backend';
import { expect } from './fixtures';

/**
 * A browser with no share sheet, where "Partager" copies the work's address: navigator.share
 * taken away before any script of the page runs, and the clipboard allowed.
 */
export async function withoutShareSheet(page: Page): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
}

/** How long the viewer's code may take to arrive on its first open, on a loaded machine. */
export const VIEWER_LOAD_TIMEOUT_MS = 15_000;

/** The cards of the gallery shown: each work's picture, a link to its own address. */
export function cardLinks(page: Page): Locator {
  return page.getByRole('main').locator('figure').getByRole('link');
}

/** Opens a gallery (or a work's address) and waits until it is hydrated and subscribed. */
export async function openGallery(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(cardLinks(page).first()).toBeVisible();
  await waitForDemoBackend(page);
}

/**
 * Opens a work's address and waits until the viewer shows it and the page is subscribed (the
 * gallery behind the modal viewer is hidden from the accessibility tree meanwhile). A work's
 * prerendered page reads live from the visitor's first press of a pointer or a key
 * (src/features/gallery/gallery-page.tsx): Shift, which does nothing else, is that press here.
 */
export async function openWork(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The viewer's code loads on this first open; on a loaded machine that can take a while.
  await expect(page.locator('.yarl__container')).toBeVisible({ timeout: VIEWER_LOAD_TIMEOUT_MS });
  await page.keyboard.press('Shift');
  await waitForDemoBackend(page);
}

/** The names of the cards in the page's order (keyboard, screen readers), with where each shows. */
export async function cardsInPageOrder(page: Page): Promise<{ name: string; top: number; left: number }[]> {
  return cardLinks(page).evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect();
      return { name: link.querySelector('img')?.alt ?? '', top: Math.round(box.top), left: Math.round(box.left) };
    }),
  );
}

/**
 * Checks that the cards read in `expected` order, in the page and to the eye: the page holds them
 * in that order, and each lies right of the one before it on the same row, or on a row below.
 */
export async function expectReadingOrder(page: Page, expected: readonly string[]): Promise<void> {
  await expect(cardLinks(page)).toHaveCount(expected.length);
  const cards = await cardsInPageOrder(page);
  expect(cards.map((card) => card.name)).toEqual(expected);
  for (let i = 1; i < cards.length; i++) {
    const [before, card] = [cards[i - 1]!, cards[i]!];
    const reads = card.top === before.top ? card.left > before.left : card.top > before.top;
    expect(reads, `${card.name} after ${before.name}`).toBe(true);
  }
}

/** The viewer's dialog. */
export function viewer(page: Page): Locator {
  return page.getByRole('dialog');
}

/**
 * The picture the viewer shows (its neighbours are in the page too, inert; while a larger
 * version loads for the zoom, it loads hidden before the one shown).
 */
export function shownPicture(page: Page): Locator {
  return viewer(page).locator('.yarl__slide_current img').last();
}
