/**
 * Where the Firebase Emulator Suite listens when VITE_FIREBASE_EMULATORS=true; the same ports as
 * the "emulators" section of firebase.json (a test keeps them in step).
 */
export const EMULATOR_HOST = '127.0.0.1';

export const EMULATOR_PORTS = {
  auth: 9099,
  database: 9000,
  storage: 9199,
} as const;
