import type { PublicReader } from './types';

/*
 * The public pages' backend (galleries, home, press), loaded on demand after their first paint: the database client only.
 * A module apart from load-admin-backend.ts, so that no chunk a gallery loads can reach Auth or
 * Storage (tests/build/bundle-size.check.ts checks the chunk graph). `__BACKEND_KIND__` is replaced by a
 * literal at build time, so the bundler drops the branch not taken (see vite.config.ts).
 */
let reader: Promise<PublicReader> | undefined;
let requested!: () => void;
const firstRequest = new Promise<void>((resolve) => (requested = resolve));

export function loadArtworkReader(): Promise<PublicReader> {
  requested();
  reader ??=
    __BACKEND_KIND__ === 'firebase'
      ? import('./firebase/artwork-reader').then((m) => m.createFirebaseArtworkReader())
      : import('./demo/demo-backend').then((m) => m.getDemoBackend());
  return reader;
}

/**
 * Resolves once a part of the page has asked for the reader (a gallery's works, the home page's
 * lower sections): from then on, following one more node costs no more code.
 */
export function whenArtworkReaderRequested(): Promise<void> {
  return firstRequest;
}
