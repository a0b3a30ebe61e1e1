// A gallery page as the browser tests drive it: its cards (links to each work's address) and
// the viewer that opens from them.
import type { Locator, Page } from '@playwright/test';
import { waitForDemoBackend } from './demo-backend';
import { expect } from './fixtures';

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
 * gallery behind the modal viewer is hidden from the accessibility tree meanwhile).
 */
export async function openWork(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The viewer's code loads on this first open; on a loaded machine that can take a while.
  await expect(page.locator('.yarl__container')).toBeVisible({ timeout: VIEWER_LOAD_TIMEOUT_MS });
  await waitForDemoBackend(page);
}

/** The names of the cards, column by column from the left, each column from the top. */
export async function cardColumns(page: Page): Promise<string[][]> {
  const cards = await cardLinks(page).evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect();
      return { name: link.querySelector('img')?.alt ?? '', top: box.top, left: Math.round(box.left) };
    }),
  );
  const columns = new Map<number, typeof cards>();
  for (const card of cards) columns.set(card.left, [...(columns.get(card.left) ?? []), card]);
  return [...columns.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, column]) => column.sort((a, b) => a.top - b.top).map((card) => card.name));
}

/**
 * Checks that the cards read in `expected` order as far as a masonry allows: the first works
 * head the columns from left to right, and each column holds its works in that order.
 */
export async function expectReadingOrder(page: Page, expected: readonly string[]): Promise<void> {
  await expect(cardLinks(page)).toHaveCount(expected.length);
  const columns = await cardColumns(page);
  expect(columns.flat().sort()).toEqual([...expected].sort());
  expect(columns.map((column) => column[0])).toEqual(expected.slice(0, columns.length));
  for (const column of columns) {
    const positions = column.map((name) => expected.indexOf(name));
    expect(positions, `a column: ${column.join(' | ')}`).toEqual([...positions].sort((a, b) => a - b));
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
