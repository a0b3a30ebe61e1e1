// Lets entrance animations (CSS and Web Animations, the ones motion runs too) finish, so that
// checks such as axe's colour contrast see the page as it rests, not half faded in: axe said
// 4.47:1 of a toast caught in its first frames. expectNoAxeViolations (support/axe.ts) waits so
// before every check.
import type { Page } from '@playwright/test';

/**
 * Waits for the animations running now to end (a toast bouncing in, a screen fading in). Left
 * out: a toast's progress bar, which is react-toastify's 5 s timer (src/components/ui/toasts.tsx)
 * and ends with the toast, and infinite or paused animations, which never finish.
 */
export async function waitForAnimationsToFinish(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const entrances = document.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const end = animation.effect?.getComputedTiming().endTime;
      return (
        animation.playState === 'running' &&
        typeof end === 'number' &&
        Number.isFinite(end) &&
        !target?.closest('.Toastify__progress-bar')
      );
    });
    await Promise.all(entrances.map((animation) => animation.finished.catch(() => undefined)));
  });
}
