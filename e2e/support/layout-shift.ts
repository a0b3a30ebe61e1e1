// How much a page's layout moves while it loads, as Lighthouse's CLS counts it: the sum of the
// browser's 'layout-shift' entries that no input caused. A size, not a timing.
import type { Page } from '@playwright/test';

type ShiftWindow = Window & { layoutShifts?: { value: number; sources: string[] }[] };

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** Starts recording the page's layout shifts from its very first paint (call before `goto`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as ShiftWindow).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        const box = (r: DOMRectReadOnly) => `${r.width}×${r.height} at ${r.x},${r.y}`;
        const sources = entry.sources.map(({ node, previousRect, currentRect }) => {
          const moved = `(${box(previousRect)} → ${box(currentRect)}, ${Math.round(entry.startTime)} ms)`;
          if (!(node instanceof Element)) return `${node?.nodeName ?? 'a removed node'} ${moved}`;
          return `<${node.localName} class="${node.getAttribute('class') ?? ''}"> ${node.textContent?.slice(0, 40) ?? ''} ${moved}`;
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far: their sum, and each with what moved, for the failure message. */
export async function layoutShifts(page: Page): Promise<{ total: number; detail: string }> {
  const shifts = await page.evaluate(() => (window as ShiftWindow).layoutShifts ?? []);
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    detail: shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join(' · ')}`).join('\n'),
  };
}

/** Holds back every request whose address matches `pattern` until `release()`. */
async function holdRequests(page: Page, pattern: RegExp): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Holds back the page's pictures until `release()`: on a slow connection they arrive after the
 * page is first drawn, which is when a box that needs its picture to know its size moves the
 * others.
 */
export function holdImages(page: Page): Promise<{ release: () => void }> {
  return holdRequests(page, /\.(webp|avif|jpe?g|png)(\?.*)?$/);
}

/**
 * Holds back the web fonts until `release()`: on a slow connection the page is first drawn in
 * the fallback fonts, and every line of text is drawn again when they arrive.
 */
export function holdFonts(page: Page): Promise<{ release: () => void }> {
  return holdRequests(page, /\.woff2(\?.*)?$/);
}

/** Resolves once the browser has drawn what the page holds now. */
export async function waitForPaint(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Waits until every picture in the viewport has arrived and been drawn. */
export async function waitForVisibleImages(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        // Not drawn (under a work's viewer the gallery is content-visibility: hidden): a lazy
        // picture there does not load, and need not.
        if (!image.checkVisibility()) return false;
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((image) => image.complete),
  );
  await waitForPaint(page);
}
