/** Set by vite.config.ts from the environment at build time: which backend this build uses. */
declare const __BACKEND_KIND__: 'firebase' | 'demo';
