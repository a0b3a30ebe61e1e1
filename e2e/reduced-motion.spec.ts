// `prefers-reduced-motion: reduce` turns off the hero's animated title and the cards' hover
// growth, and leaves a notice its time on screen. The same checks without the preference prove
// the selectors find the animated elements, so that the reduced-motion tests cannot pass for
// nothing (the notice's, without it: viewer.spec.ts).
import type { Locator, Page } from '@playwright/test';
import { ARTIST } from '../src/content/artist';
import { expect, test } from './support/fixtures';
import { openWork, viewer, withoutShareSheet } from './support/gallery-page';

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

/**
 * The animations running or waiting to run on an element or inside it that move or grow it: CSS
 * animations, and transitions of `transform` or `scale` (the card's shadow deepening on hover,
 * `transition-shadow` in link-card.tsx, is no motion).
 */
function animationsWithin(locator: Locator): Promise<number> {
  return locator.evaluate(
    (root) =>
      root
        .getAnimations({ subtree: true })
        .filter((animation) =>
          animation instanceof CSSTransition
            ? ['transform', 'scale', 'all'].includes(animation.transitionProperty)
            : true,
        ).length,
  );
}

test('with reduced motion, the hero title is there at once and the category cards do not grow on hover', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/', { waitUntil: 'domcontentloaded' });

  await test.step('the hero title is there at once, without animation', async () => {
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

  await test.step('the category cards do not grow on hover', async () => {
    const cards = categoryCards(page);
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await card.getByRole('link').hover();
      expect(await largestScale(card), 'scale right after hovering').toBeCloseTo(1, 3);
      // Nor later: the hover started no transition or animation (a delayed or slow one is listed
      // from the moment the style changes), so there is nothing to wait out.
      expect(await animationsWithin(card), 'transitions or animations the hover started').toBe(0);
      expect(await largestScale(card), 'scale with nothing under way').toBeCloseTo(1, 3);
    }
  });
});

test('without a motion preference, the hero title is animated and a category card grows on hover (the checks above do find the animations)', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/', { waitUntil: 'domcontentloaded' });

  await test.step('the hero title is animated', async () => {
    const words = await titleWords(page);
    expect(words.length).toBeGreaterThan(0);
    const animated = words.some(
      (w) => w.animations > 0 || w.opacity < 1 || !['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(w.transform),
    );
    expect(animated, JSON.stringify(words)).toBe(true);
  });

  await test.step('a category card grows on hover, by a transition', async () => {
    const card = categoryCards(page).first();
    // The transition the hover starts, as the event it fires (a transition, which the reduced-motion
    // check above would find running), noted on the card. The listener is in place before the
    // hover: started together, the hover could win, and its event then fired before anyone listened.
    await card.evaluate((root) =>
      root.addEventListener(
        'transitionrun',
        (event) => root.setAttribute('data-transition-run', (event as TransitionEvent).propertyName),
        { once: true },
      ),
    );
    await card.getByRole('link').hover();
    await expect(card).toHaveAttribute('data-transition-run', 'transform');
    await expect.poll(() => largestScale(card), { timeout: 3000 }).toBeGreaterThan(1.05);
  });
});

test('with reduced motion, a notice stays on screen for its time', async ({ page }) => {
  // react-toastify times a notice by its progress bar's animation (hidden here): shortened with the
  // other animations, every notice closed within half a second ("Lien copié", the studio's "Bien envoyer").
  await withoutShareSheet(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openWork(page, '/aquarelles/31');

  await viewer(page).getByRole('button', { name: 'Partager', exact: true }).click();
  const notice = viewer(page).getByText('Lien copié');
  await expect(notice).toBeVisible();
  // It closes after 5 s: two seconds on, it is still there to be read.
  await page.waitForTimeout(2000);
  expect(await notice.isVisible(), 'the notice two seconds after it came').toBe(true);
});
