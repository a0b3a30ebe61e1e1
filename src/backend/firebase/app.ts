import { initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseConfig } from '../config';

let app: FirebaseApp | undefined;

/** The Firebase app, created on first use from the VITE_FIREBASE_* configuration. */
export function getFirebaseApp(): FirebaseApp {
  if (!app) {
    if (!firebaseConfig)
      throw new Error('Firebase is not configured: the VITE_FIREBASE_* variables are missing (see .env.example).');
    app = initializeApp(firebaseConfig);
  }
  return app;
}
