import { useEffect, useRef, useState } from 'react';
import { FIRST_BATCH } from './display-order';

/**
 * How many items of a long list to render: a first batch, then one more each time the
 * sentinel element comes near the viewport. Keeps a gallery of 200 works as light as one
 * of 20 until the visitor scrolls. The first batch is the same on the server and in the
 * browser, so that hydration matches.
 */
export function useProgressiveCount(total: number, batch = FIRST_BATCH) {
  const [count, setCount] = useState(batch);
  const sentinel = useRef<HTMLLIElement>(null);
  const shown = Math.min(count, total);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || shown >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setCount((c) => c + batch);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, total, batch]);

  return { shown, sentinel, hasMore: shown < total };
}
