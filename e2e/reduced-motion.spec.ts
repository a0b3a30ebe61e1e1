// `prefers-reduced-motion: reduce` turns off the hero's animated title and the cards' hover
// growth. The same checks without the preference prove the selectors
// find the animated elements, so that the reduced-motion tests cannot pass for nothing.
import type { Locator, Page } from '@playwright/test';
import { ARTIST } from '../src/content/artist';
import { expect, test } from './support/fixtures';

/** The words of the hero's title (each an animated span) and what they show right now. */
async function titleWords(page: Page) {
  const title = page.getByRole('heading', { level: 1, name: ARTIST.name });
  await expect(title).toBeVisible();
  return title.locator('span').evaluateAll((spans) =>
    spans.map((span) => {
      const style = getComputedStyle(span);
      return {
        text: span.textContent ?? '',
        opacity: Number(style.opacity),
        transform: style.transform,
        // Running or finished: the reveal fills 'both', so it stays in effect (and listed) once done,
        // and a test on a busy machine cannot miss it by sampling too late.
        animations: span.getAnimations().length,
      };
    }),
  );
}

/**
 * The largest scale factor among an element and everything inside it (1 when nothing is
 * scaled), from the computed transform matrices.
 */
function largestScale(locator: Locator): Promise<number> {
  return locator.evaluate((root) => {
    const scaleOf = (transform: string): number => {
      if (!transform || transform === 'none') return 1;
      const values = /matrix(3d)?\(([^)]+)\)/.exec(transform)?.[2]?.split(',').map(Number) ?? [];
      const is3d = transform.startsWith('matrix3d');
      const [a, b, c, d] = is3d ? [values[0], values[1], values[4], values[5]] : values;
      const sx = Math.hypot(a ?? 1, b ?? 0);
      const sy = Math.hypot(c ?? 0, d ?? 1);
      return Math.max(sx, sy);
    };
    return Math.max(...[root, ...root.querySelectorAll('*')].map((el) => scaleOf(getComputedStyle(el).transform)));
  });
}

function categoryCards(page: Page): Locator {
  return page.getByRole('region', { name: 'Mes Oeuvres' }).getByRole('listitem');
}

test.describe('with reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the hero title is there at once, without animation', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const words = await titleWords(page);
    expect(
      words
        .map((w) => w.text)
        .join('')
        .trim(),
    ).toBe(ARTIST.name);
    for (const word of words) {
      expect(word.opacity, `opacity of "${word.text}"`).toBe(1);
      expect(['none', 'matrix(1, 0, 0, 1, 0, 0)'], `transform of "${word.text}"`).toContain(word.transform);
      expect(word.animations, `animations on "${word.text}"`).toBe(0);
    }
  });

  test('the category cards do not grow on hover', async ({ page }) => {
    await page.goto('/');
    const cards = categoryCards(page);
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await card.getByRole('link').hover();
      expect(await largestScale(card), 'scale right after hovering').toBeCloseTo(1, 3);
      // Longer than any transition or spring would take.
      await page.waitForTimeout(700);
      expect(await largestScale(card), 'scale after the hover has settled').toBeCloseTo(1, 3);
    }
  });
});

test.describe('without a motion preference (the checks above do find the animations)', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  });

  test('the hero title is animated', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const words = await titleWords(page);
    expect(words.length).toBeGreaterThan(0);
    const animated = words.some(
      (w) => w.animations > 0 || w.opacity < 1 || !['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(w.transform),
    );
    expect(animated, JSON.stringify(words)).toBe(true);
  });

  test('a category card grows on hover', async ({ page }) => {
    await page.goto('/');
    const card = categoryCards(page).first();
    await card.getByRole('link').hover();
    await expect.poll(() => largestScale(card), { timeout: 3000 }).toBeGreaterThan(1.05);
  });
});
