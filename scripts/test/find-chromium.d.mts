// Type declarations for scripts/test/find-chromium.mjs (imported by playwright.config.ts).

/** Command-line flags Chromium needs on these machines (`--no-sandbox` only as root or in CI). */
export declare const chromiumArgs: readonly string[];

/** Thrown when no browser could be found or installed; its message says why in plain words. */
export declare class BrowserNotFoundError extends Error {}

/**
 * Returns the path of a Chromium or Chrome executable: CHROMIUM_PATH, an installed browser,
 * Playwright's cached browser, then (with `install`) apt-get as root, then Playwright's download.
 */
export declare function findChromium(options?: { install?: boolean }): Promise<string>;

/** Silent, synchronous lookup of CHROMIUM_PATH or an installed browser; never installs. */
export declare function findInstalledChromiumSync(): string | undefined;

/**
 * Returns the path of Chromium's headless shell, for the benchmark: HEADLESS_SHELL_PATH, then
 * chromium-headless-shell or chrome-headless-shell on PATH, then (with `install`) apt-get as root.
 */
export declare function findHeadlessShell(options?: { install?: boolean }): Promise<string>;
