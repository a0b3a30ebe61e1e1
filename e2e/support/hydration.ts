// Waits until React has taken over the prerendered HTML, so that clicks reach their handlers
// (a click on a prerendered button before hydration does nothing; links still work natively).
import { expect, type Page, type Route } from '@playwright/test';

/**
 * Holds back the entry module of the prerendered page at `path`, so that the page stays as the
 * server sent it; resolves with the function that lets the app start.
 */
export async function holdAppEntry(page: Page, path: string): Promise<() => void> {
  const entryPath = await page.request
    .get(path)
    .then(async (response) => /data-entry="([^"]+)"/.exec(await response.text())?.[1]);
  expect(entryPath, 'the prerendered page names its entry module').toBeTruthy();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entryPath}`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

export async function waitForHydration(page: Page): Promise<void> {
  // React marks each element it hydrates with its props (a "__reactProps$…" key); the footer is
  // the last element of the layout, so once it carries them the whole page has been hydrated.
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer');
    return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactProps$'));
  });
  // Let the commit and its effects run.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Whether React has hydrated each of the home page's deferred parts (src/components/ui/deferred-part.tsx). */
export function deferredPartsHydrated(page: Page): Promise<boolean[]> {
  return page.locator('[data-deferred-part]').evaluateAll((parts) =>
    parts.map((part) => {
      const first = part.firstElementChild;
      return first !== null && Object.keys(first).some((key) => key.startsWith('__reactProps$'));
    }),
  );
}

/**
 * Brings the page's deferred parts to life as a reading visitor does: scrolls to each in turn,
 * waits until React has hydrated it, and goes back to the top.
 */
export async function hydrateDeferredParts(page: Page): Promise<void> {
  await waitForHydration(page);
  const parts = await page.locator('[data-deferred-part]').all();
  for (const [index, part] of parts.entries()) {
    await part.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await deferredPartsHydrated(page))[index]).toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * From the page's start, records every element React holds (hydrated from the server's HTML or
 * created) after each of its commits, in `window.reactElements`, through the hook React's
 * developer tools use, which React calls in production builds too. The "__reactProps$" mark
 * cannot tell whether React ever hydrated an element it has since removed: React strips its
 * keys from the elements it removes.
 */
export async function recordReactElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Fiber {
      stateNode: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
    }
    const elements = new Set<Element>();
    Object.assign(window, {
      reactElements: elements,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        checkDCE: () => {},
        onCommitFiberUnmount: () => {},
        onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
          const fibers: Fiber[] = [root.current];
          for (let fiber = fibers.pop(); fiber; fiber = fibers.pop()) {
            if (fiber.stateNode instanceof Element) elements.add(fiber.stateNode);
            if (fiber.sibling) fibers.push(fiber.sibling);
            if (fiber.child) fibers.push(fiber.child);
          }
        },
      },
    });
  });
}
