import type { AdminBackend } from './types';

/*
 * The admin pages' backend (Auth, Storage and the database writes), loaded on demand. A module
 * apart from load-artwork-reader.ts, so that the galleries can never reach it.
 */
let admin: Promise<AdminBackend> | undefined;

export function loadAdminBackend(): Promise<AdminBackend> {
  admin ??=
    __BACKEND_KIND__ === 'firebase'
      ? import('./firebase/admin-backend').then((m) => m.createFirebaseAdminBackend())
      : import('./demo/demo-backend').then((m) => m.getDemoBackend());
  return admin;
}
