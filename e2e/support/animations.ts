// Lets entrance animations (CSS and Web Animations, the ones motion runs too) finish, so that
// checks such as axe's colour contrast see the page as it rests, not half faded in.
import type { Page } from '@playwright/test';

export async function waitForAnimationsToFinish(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
