/**
 * Where the Firebase Emulator Suite listens when VITE_FIREBASE_EMULATORS=true: by default the
 * ports of the "emulators" section of firebase.json (a test keeps them in step). A build may
 * move them (VITE_FIREBASE_AUTH_EMULATOR_PORT and the like): the browser tests do, to run on
 * free ports of a shared machine.
 */
export const EMULATOR_HOST = '127.0.0.1';

const env = import.meta.env;

export const EMULATOR_PORTS = {
  auth: Number(env.VITE_FIREBASE_AUTH_EMULATOR_PORT || 9099),
  database: Number(env.VITE_FIREBASE_DATABASE_EMULATOR_PORT || 9000),
  storage: Number(env.VITE_FIREBASE_STORAGE_EMULATOR_PORT || 9199),
} as const;
