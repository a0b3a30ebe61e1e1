// @vitest-environment node
/**
 * The benchmark's browser: findHeadlessShell() of scripts/test/find-chromium.mjs, with stand-in
 * executables that answer `--version` as Chromium's headless shell does.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserNotFoundError, findHeadlessShell } from '../scripts/test/find-chromium.mjs';

let dir: string;

/** An executable script in `dir` that prints `versionLine` for `--version`. */
function fakeBrowser(name: string, versionLine: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\necho "${versionLine}"\n`);
  chmodSync(path, 0o755);
  return path;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'headless-shell-'));
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  vi.stubEnv('HEADLESS_SHELL_PATH', '');
  vi.stubEnv('PATH', dir);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(process.platform === 'win32')('findHeadlessShell', () => {
  it('takes HEADLESS_SHELL_PATH first', async () => {
    fakeBrowser('chromium-headless-shell', 'Chromium 156.0.8078.108');
    const chosen = fakeBrowser('my-shell', 'Chromium 150.0.1.2');
    vi.stubEnv('HEADLESS_SHELL_PATH', chosen);
    await expect(findHeadlessShell({ install: false })).resolves.toBe(chosen);
  });

  it('refuses a HEADLESS_SHELL_PATH where no Chromium runs', async () => {
    vi.stubEnv('HEADLESS_SHELL_PATH', fakeBrowser('not-a-browser', 'hello'));
    await expect(findHeadlessShell({ install: false })).rejects.toThrow(/HEADLESS_SHELL_PATH is set to/);
  });

  it("finds Debian's chromium-headless-shell or Google's chrome-headless-shell on PATH", async () => {
    const google = fakeBrowser('chrome-headless-shell', 'Google Chrome for Testing 156.0.8078.108');
    await expect(findHeadlessShell({ install: false })).resolves.toBe(google);
    const debian = fakeBrowser('chromium-headless-shell', 'Chromium 156.0.8078.108');
    await expect(findHeadlessShell({ install: false })).resolves.toBe(debian);
  });

  it('does not take a full Chromium for the headless shell', async () => {
    fakeBrowser('chromium', 'Chromium 156.0.8078.108');
    const error = await findHeadlessShell({ install: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrowserNotFoundError);
    expect((error as Error).message).toMatch(/apt-get install chromium-headless-shell/);
    expect((error as Error).message).toMatch(/HEADLESS_SHELL_PATH/);
  });
});
