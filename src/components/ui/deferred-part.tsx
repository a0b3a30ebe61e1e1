import { lazy, memo, Suspense, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { whenFirstInteraction } from './first-interaction';
import { prerenderedElement } from './prerendered-element';

/**
 * A part of a prerendered page below the fold (the home page's lower sections) whose code loads
 * and which React hydrates only when the visitor comes near it or first interacts with the page.
 * Until then the server's HTML stays as it is: readable, its links plain links. On a phone this
 * keeps that code, the live data it follows and its hydration off the page's load.
 *
 * How: the part sits in a Suspense boundary. While React hydrates the page, the part's component
 * is a lazy one that waits for that moment, so React leaves the boundary's HTML in place; then it
 * loads the code and hydrates the boundary. Rendered afresh (after a client-side navigation), the
 * part loads its code at once. At build time every part is loaded first (preloadDeferredParts),
 * so that the prerendered HTML holds it.
 */
export interface DeferredPart {
  /** Takes no props: a prop changing before the part is hydrated would make React drop its HTML. */
  Part: ComponentType;
  /** Loads the part's code; afterwards it renders at once (used by the prerender). */
  preload: () => Promise<void>;
}

/** How far below the viewport a part starts loading, so that it is ready when it shows. */
const NEAR_MARGIN = '600px 0px';
const DEFERRED_ATTRIBUTE = 'data-deferred-part';

const everyPart: DeferredPart[] = [];

/** Loads every part's code (the prerender does, before rendering a page). */
export async function preloadDeferredParts(): Promise<void> {
  await Promise.all(everyPart.map((part) => part.preload()));
}

export function deferredPart(load: () => Promise<ComponentType>): DeferredPart {
  let loaded: ComponentType | undefined;
  const fetch = async () => (loaded ??= await load());
  let arrive!: () => void;
  const near = new Promise<void>((resolve) => (arrive = resolve));
  const WhenNear = lazy(async () => {
    await Promise.race([near, whenFirstInteraction()]);
    return { default: await fetch() };
  });
  const AtOnce = lazy(async () => ({ default: await fetch() }));

  function Part() {
    // useId is the same on the server and while hydrating: it names this part in the HTML.
    const id = useId();
    const wrapper = useRef<HTMLDivElement>(null);
    // Chosen once: the component under the boundary must keep its type.
    const [Inner] = useState<ComponentType>(
      () => loaded ?? (prerenderedElement(DEFERRED_ATTRIBUTE, id) ? WhenNear : AtOnce),
    );

    useEffect(() => {
      const element = wrapper.current;
      if (Inner !== WhenNear || !element) return;
      if (typeof IntersectionObserver === 'undefined') return arrive();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          arrive();
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [Inner]);

    return (
      <div ref={wrapper} {...{ [DEFERRED_ATTRIBUTE]: id }}>
        <Suspense fallback={null}>
          <Inner />
        </Suspense>
      </div>
    );
  }

  const part: DeferredPart = { Part: memo(Part), preload: async () => void (await fetch()) };
  everyPart.push(part);
  return part;
}
