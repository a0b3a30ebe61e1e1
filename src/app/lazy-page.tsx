import { lazy, type ComponentType } from 'react';

export interface LazyPage<P extends object> {
  /** Renders the page, suspending the first time unless it was preloaded. */
  Page: ComponentType<P>;
  /** Loads the page's module; after it, Page renders at once (used before hydration). */
  preload: () => Promise<void>;
}

/**
 * A page loaded on demand. Unlike React.lazy alone, a page preloaded before hydration renders
 * synchronously, so React hydrates the prerendered HTML without suspending.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const fetch = async () => (loaded ??= await load());
  const Suspending = lazy(async () => ({ default: await fetch() }));
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return { Page, preload: async () => void (await fetch()) };
}
