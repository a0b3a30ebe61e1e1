// @vitest-environment jsdom
// The loader runs in a page: it needs a document.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { APP_LOADER_CSP_SOURCE, APP_LOADER_SCRIPT } from '../scripts/build/app-loader.mjs';

interface HostingHeader {
  key: string;
  value: string;
}

describe('the inline loader of the prerendered pages', () => {
  it('is allowed by the Content-Security-Policy of firebase.json, by its hash', () => {
    const config = JSON.parse(readFileSync(path.join(process.cwd(), 'firebase.json'), 'utf8')) as {
      hosting: { headers: { headers: HostingHeader[] }[] };
    };
    const csp = config.hosting.headers
      .flatMap((h) => h.headers)
      .find((h) => h.key === 'Content-Security-Policy')?.value;
    const scriptSrc = csp?.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(APP_LOADER_CSP_SOURCE);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('adds the entry named on #root as a module script element, after the load event', () => {
    expect(APP_LOADER_SCRIPT).toContain("addEventListener('load'");
    expect(APP_LOADER_SCRIPT).toContain('dataset.entry');
    // An import() from a hash-allowed inline script is refused under 'strict-dynamic'; a script
    // element it adds is allowed, and so are the modules that one imports.
    expect(APP_LOADER_SCRIPT).toContain("createElement('script')");
    expect(APP_LOADER_SCRIPT).not.toContain('import(');
  });

  it('starts the app in the browser once a frame has been painted after the load', async () => {
    document.body.innerHTML = '<div id="root" data-entry="/assets/index-abc.js"></div>';
    const frames: FrameRequestCallback[] = [];
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      new Function(APP_LOADER_SCRIPT)();
      const added = () => document.head.querySelector('script[type="module"]');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(added(), 'before the frame').toBeNull();
      expect(frames).toHaveLength(1);
      frames[0]!(performance.now());
      expect(added(), 'in the frame, before its paint').toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(added()?.getAttribute('src')).toBe('/assets/index-abc.js');
    } finally {
      requestFrame.mockRestore();
    }
  });
});
