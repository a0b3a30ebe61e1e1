import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every navigation to another page starts at the top (anchor changes within a page do not). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
