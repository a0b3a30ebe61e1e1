import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_LOADER_CSP_SOURCE, APP_LOADER_SCRIPT } from '../scripts/app-loader.mjs';

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

  it('imports the entry named on #root, after the load event', () => {
    expect(APP_LOADER_SCRIPT).toContain("addEventListener('load'");
    expect(APP_LOADER_SCRIPT).toContain('dataset.entry');
  });
});
