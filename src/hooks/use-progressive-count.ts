import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/**
 * How many items of a long list to render (a public gallery's works, the studio's grid of a
 * gallery's works): a first batch, then one more each time the sentinel element comes near the
 * viewport, and, up to `atLeast` (the item the viewer shows, so that focus can come back to it),
 * one more batch at each pause of the main thread rather than all at once: a work's page far down a gallery of 1,000 works opens its viewer without first
 * rendering hundreds of cards behind it in one task. Once `atLeast` falls (the viewer closed),
 * the list holds at once the item it asked for, for the focus to come back to. Keeps a gallery
 * of 1,000 works as light as one of 20 until the visitor scrolls. The first batch is the same on
 * the server and in the browser, so that hydration matches.
 */
export function useProgressiveCount(total: number, batch: number, atLeast = 0) {
  const [count, setCount] = useState(batch);
  const sentinel = useRef<HTMLDivElement>(null);
  // The largest item asked for while the viewer was open.
  const [askedFor, setAskedFor] = useState(atLeast);
  if (atLeast > askedFor) setAskedFor(atLeast);
  // The viewer has closed: its work's card is rendered now, whatever the steps had reached.
  if (atLeast < askedFor && count < askedFor) setCount(askedFor);
  const shown = Math.min(count, total);

  useEffect(() => {
    if (count >= Math.min(atLeast, total)) return;
    // In a transition: React renders the batch in short slices, yielding between them, so that
    // the steps towards a work far down a gallery of 1,000 are no long tasks.
    const step = () => startTransition(() => setCount((c) => c + batch));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(step, { timeout: 200 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(step, 0);
    return () => clearTimeout(id);
  }, [count, atLeast, total, batch]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || shown >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setCount((c) => Math.max(c, shown) + batch);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, total, batch]);

  // The next batch at once, for a list that knows it is needed before the sentinel's observer says
  // so: the focus on the last item drawn, where a Tab pressed quickly must find the next one.
  const showMore = useCallback(() => setCount((c) => Math.max(c, shown) + batch), [shown, batch]);

  return { shown, sentinel, hasMore: shown < total, showMore };
}
