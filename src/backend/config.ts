/**
 * The Firebase web configuration, from the VITE_FIREBASE_* variables (see .env.example).
 * These values are public by design (they identify the project, they grant nothing):
 * security lives in database.rules.json and storage.rules.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  databaseURL: string;
  projectId: string;
  storageBucket: string;
  appId: string;
}

const env = import.meta.env;

function readFirebaseConfig(): FirebaseWebConfig | null {
  const config = {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    databaseURL: env.VITE_FIREBASE_DATABASE_URL,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    appId: env.VITE_FIREBASE_APP_ID,
  };
  const complete = Object.values(config).every((v) => typeof v === 'string' && v !== '');
  return complete ? (config as FirebaseWebConfig) : null;
}

export const firebaseConfig = readFirebaseConfig();

export const useEmulators = env.VITE_FIREBASE_EMULATORS === 'true';

export { backendKind } from './backend-kind';
