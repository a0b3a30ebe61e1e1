import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { reportWebVitals } from '@/app/report-web-vitals';
import { findRoute } from '@/app/routes';
import { readEmbeddedInitialArtworks } from '@/features/gallery/initial-artworks';
import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const route = findRoute(window.location.pathname);
await route?.preload?.();
const app = (
  <StrictMode>
    <App initialArtworks={readEmbeddedInitialArtworks(document)} />
  </StrictMode>
);

// Prerendered pages carry the route they were made for. The host serves the home page's HTML
// for any other address (the SPA fallback): then the page is rendered afresh, not hydrated.
if (route && root.dataset.route === route.path) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}

// The spec's optional performance-metrics callback: pass one to collect LCP, CLS, INP, FCP and
// TTFB in production (e.g. to send them to an analytics endpoint); development logs them.
reportWebVitals();
