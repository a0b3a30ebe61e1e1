import { useEffect, useRef, useState } from 'react';
import { FIRST_BATCH } from './display-order';

/**
 * How many items of a long list to render: a first batch, then one more each time the
 * sentinel element comes near the viewport, and never fewer than `atLeast` (the item the viewer
 * shows, so that focus can come back to it). Keeps a gallery of 200 works as light as one of
 * 20 until the visitor scrolls. The first batch is the same on the server and in the browser,
 * so that hydration matches.
 */
export function useProgressiveCount(total: number, batch = FIRST_BATCH, atLeast = 0) {
  const [count, setCount] = useState(batch);
  const sentinel = useRef<HTMLDivElement>(null);
  const shown = Math.min(Math.max(count, atLeast), total);

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

  return { shown, sentinel, hasMore: shown < total };
}
