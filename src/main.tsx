import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { reportWebVitals } from '@/app/report-web-vitals';
import { findRoute } from '@/app/routes';
import { readEmbeddedInitialArtworks } from '@/features/gallery/initial-artworks';
import { readEmbeddedSiteContent } from '@/hooks/initial-site-content';
import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const route = findRoute(window.location.pathname);
// A page whose code fails to load (a deploy in between, a dropped connection) must not stop the
// app from starting: the page's error boundary then shows why, with a way to reload.
const preloaded = await (route?.preload?.() ?? Promise.resolve()).then(
  () => true,
  (error: unknown) => {
    console.error(error);
    return false;
  },
);
const app = (
  <StrictMode>
    <App initialArtworks={readEmbeddedInitialArtworks(document)} initialSite={readEmbeddedSiteContent(document)} />
  </StrictMode>
);

// Prerendered pages carry the route they were made for. The host serves a gallery's page at the
// addresses of its works that have no page of their own (firebase.json): the same route, hydrated
// as served (src/features/gallery/gallery-page.tsx). For any other address it serves the bare app
// (app-shell.html) or the 404 page: the page is then rendered afresh, not hydrated.
if (route && root.dataset.route === route.path) {
  // Without its code, a prerendered page stays as it was served: readable, its links plain links.
  // Hydrating in a transition lets React work in short slices, yielding to the browser between
  // them (as React Router's default client entry does), rather than in one long task that would
  // hold back a visitor's first tap; a tap on a part not hydrated yet hydrates that part first.
  if (preloaded) startTransition(() => void hydrateRoot(root, app));
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}

// The spec's optional performance-metrics callback: pass one to collect LCP, CLS, INP, FCP and
// TTFB in production (e.g. to send them to an analytics endpoint); development logs them.
reportWebVitals();
