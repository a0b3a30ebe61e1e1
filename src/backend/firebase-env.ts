/** The variables that configure Firebase (see .env.example); all are needed to use it. */
export const FIREBASE_ENV_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_DATABASE_URL',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

export function isFirebaseConfigured(env: Record<string, string | undefined>): boolean {
  return FIREBASE_ENV_KEYS.every((key) => typeof env[key] === 'string' && env[key] !== '');
}
