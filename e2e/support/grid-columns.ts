// Counts the columns of a grid as laid out: the distinct left edges of its cards.
import type { Locator } from '@playwright/test';

/** How many distinct x positions (rounded to the pixel) the given elements sit at. */
export async function columnCount(items: Locator): Promise<number> {
  const lefts = await items.evaluateAll((elements) =>
    elements.map((el) => Math.round(el.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}
