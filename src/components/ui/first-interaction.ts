let firstInteraction: Promise<void> | undefined;

/**
 * Resolves on the visitor's first pointer press (mouse, finger, pen) or key press anywhere on the
 * page. Not on `scroll`: a scroll event cannot tell the visitor from the page itself or from a
 * tool such as Lighthouse, which scrolls while it measures, and a visitor's own scroll starts with
 * a wheel turn, a touch (a pointer press) or a key. What waits on it: the home page's deferred
 * parts (deferred-part.tsx) and the identity's live subscription (src/hooks/use-identity.tsx).
 */
export function whenFirstInteraction(): Promise<void> {
  firstInteraction ??= new Promise((resolve) => {
    const events = ['pointerdown', 'keydown'] as const;
    const done = () => {
      for (const type of events) removeEventListener(type, done, true);
      resolve();
    };
    for (const type of events) addEventListener(type, done, { capture: true, passive: true });
  });
  return firstInteraction;
}
