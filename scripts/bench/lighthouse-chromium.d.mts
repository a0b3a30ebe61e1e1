// Type declarations for scripts/bench/lighthouse-chromium.mjs (imported by tests/bench-pages.test.ts).

/** The `--disable-features` flag the bench adds after the launcher's own, or none. */
export declare function lighthouseFeatureFlags(): Promise<string[]>;
/** The default flags of the chrome-launcher that Lighthouse CI's Lighthouse starts Chromium with. */
export declare function launcherDefaultFlags(): Promise<string[]>;
