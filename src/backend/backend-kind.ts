/**
 * Chosen once, at build time: Firebase when it is configured, otherwise the embedded demo.
 * A constant replaced by the bundler (vite.config.ts), so that the backend not taken is
 * dropped from the build. A module of its own: the top bar reads it on every page, without
 * the Firebase settings of config.ts.
 */
export const backendKind: 'firebase' | 'demo' = __BACKEND_KIND__;
