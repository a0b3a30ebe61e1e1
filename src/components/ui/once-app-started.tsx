import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * `children` once the app has started, at once in a page the app draws itself. In the prerendered
 * HTML, and while the app hydrates it, a <noscript> copy: shown by a browser without JavaScript,
 * neither fetched nor drawn by any other. For pictures that the browser would otherwise fetch
 * with the page, on the connection that the first screen's picture and fonts need.
 */
export function OnceAppStarted({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <noscript>{children}</noscript>;
}
