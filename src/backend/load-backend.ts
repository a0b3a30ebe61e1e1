import type { AdminBackend, ArtworkReader } from './types';

/*
 * The backends are loaded on demand so that the home page carries no database code, the
 * galleries only the database client, and only the admin pages carry Auth and Storage.
 * `__BACKEND_KIND__` is replaced by a literal at build time, so the bundler drops the branch
 * not taken (see vite.config.ts).
 */

let reader: Promise<ArtworkReader> | undefined;
let admin: Promise<AdminBackend> | undefined;

export function loadArtworkReader(): Promise<ArtworkReader> {
  reader ??=
    __BACKEND_KIND__ === 'firebase'
      ? import('./firebase/artwork-reader').then((m) => m.createFirebaseArtworkReader())
      : import('./demo/demo-backend').then((m) => m.getDemoBackend());
  return reader;
}

export function loadAdminBackend(): Promise<AdminBackend> {
  admin ??=
    __BACKEND_KIND__ === 'firebase'
      ? import('./firebase/admin-backend').then((m) => m.createFirebaseAdminBackend())
      : import('./demo/demo-backend').then((m) => m.getDemoBackend());
  return admin;
}
