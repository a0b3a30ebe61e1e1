import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { findRoute } from './routes';

/**
 * Every navigation to another page starts at the top (anchor changes within a page do not, nor
 * do a gallery and the addresses of its works, which are one page with a work open or not).
 * Not on the first render: the app starts after the prerendered page has loaded, and a visitor
 * may have scrolled it already.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const page = findRoute(pathname)?.path ?? pathname;
  const shownPage = useRef(page);
  useLayoutEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [page]);
  return null;
}
