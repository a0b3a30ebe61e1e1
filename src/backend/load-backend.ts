import { backendKind } from './config';
import type { AdminBackend, ArtworkReader } from './types';

/*
 * The backends are loaded on demand so that the home page carries no database code, the
 * galleries only the database client, and only the admin pages carry Auth and Storage.
 * `backendKind` is a build-time constant, so the bundler drops the branch not taken.
 */

let reader: Promise<ArtworkReader> | undefined;
let admin: Promise<AdminBackend> | undefined;

export function loadArtworkReader(): Promise<ArtworkReader> {
  reader ??=
    backendKind === 'firebase'
      ? import('./firebase/artwork-reader').then((m) => m.createFirebaseArtworkReader())
      : import('./demo/demo-backend').then((m) => m.getDemoBackend());
  return reader;
}

export function loadAdminBackend(): Promise<AdminBackend> {
  admin ??=
    backendKind === 'firebase'
      ? import('./firebase/admin-backend').then((m) => m.createFirebaseAdminBackend())
      : import('./demo/demo-backend').then((m) => m.getDemoBackend());
  return admin;
}
