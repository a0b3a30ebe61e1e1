// The production build as Firebase Hosting serves it: these tests run on Firebase's Hosting
// emulator with the project's firebase.json (scripts/test/run-e2e.mjs). Every route answers 200 in any
// letter case, any other path 404 with the "404: Not Found" page; the Content-Security-Policy
// sent is the one of firebase.json; every inline script of the prerendered pages is allowed by its
// hash. That the policy lets every page, the viewer and the studio work with nothing refused is
// checked by every browser test: the fixtures (e2e/support/console.ts and network.ts) fail a test
// on a CSP violation, a console error or a failed request.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GALLERIES } from '../src/domain/galleries';
import { PATHS } from '../src/domain/paths';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { NOT_FOUND, NOT_FOUND_STATUS_LOGGED } from './support/expected-routes';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  hosting: { predeploy: string[]; headers: { headers: { key: string; value: string }[] }[] };
};
const SHIPPED_POLICY = firebaseJson.hosting.headers
  .flatMap((rule) => rule.headers)
  .find((header) => header.key === 'Content-Security-Policy')!.value;

const ROUTES: string[] = [...Object.values(PATHS), ...GALLERIES.map((g) => g.path)];
const mixedCase = (path: string) => [...path].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');

test.describe('statuses, as Firebase Hosting answers them', () => {
  test('every route answers 200 with the app, in any letter case', async ({ request }) => {
    for (const path of ROUTES) {
      await test.step(path, async () => {
        for (const variant of new Set([path, path.toUpperCase(), mixedCase(path)])) {
          const response = await request.get(variant, { maxRedirects: 0 });
          expect(response.status(), variant).toBe(200);
          expect(await response.text(), variant).toContain('<div id="root"');
        }
      });
    }
  });

  test('a work address /{gallery}/{slug} answers 200 with the app, in any letter case', async ({ request }) => {
    for (const path of ['/aquarelles/12', '/AQUARELLES/undefined12', '/Peinture-Sur-Toile/7', '/vrac/oeuvre-retiree']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-security-policy'], path).toBe(SHIPPED_POLICY);
    }
  });

  test('any other path answers 404 with the "404: Not Found" page', async ({ request }) => {
    for (const path of ['/page-inconnue', '/presse/12', '/aquarelles/12/suite', '/galerie/aquarelles', '/admin-2']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(NOT_FOUND);
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });

  test('/data-version.json answers with the version the pages were built from, never cached stale', async ({
    request,
  }) => {
    // What `npm run publish` and the studio compare with the live data (scripts/deploy/publish.mjs).
    const response = await request.get('/data-version.json', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const deployed = (await response.json()) as { version: string; publishedAt: string };
    expect(deployed.version).toMatch(/^[0-9a-f]{64}$/);
    expect(Number.isNaN(Date.parse(deployed.publishedAt))).toBe(false);
  });

  test('every response carries the Content-Security-Policy of firebase.json', async ({ request }) => {
    for (const path of [...ROUTES, '/Aquarelles', '/Admin', '/page-inconnue', '/robots.txt']) {
      const response = await request.get(path);
      expect(response.headers()['content-security-policy'], path).toBe(SHIPPED_POLICY);
    }
  });
});

test.describe('an unknown path in the browser', () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_STATUS_LOGGED] });

  test('shows "404: Not Found" with the site around it, and its link home works', async ({ page }) => {
    const response = await page.goto('/page-inconnue');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the prerendered pages', () => {
  const dist = join(ROOT, 'dist');
  const pages = readdirSync(dist).filter((file) => file.endsWith('.html'));

  test('allow each of their inline scripts by its hash, and nothing inline otherwise', () => {
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'app-shell.html', '404.html', 'aquarelles.html']));
    const scriptSources = SHIPPED_POLICY.split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'script-src')!
      .slice(1);
    for (const file of pages) {
      const html = readFileSync(join(dist, file), 'utf8');
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
      // Data blocks (JSON, JSON-LD) are not run, so the policy does not apply to them.
      const executable = inline.filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!));
      expect(executable.length, file).toBeGreaterThan(0);
      for (const [, , body] of executable) {
        const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`;
        expect(scriptSources, `${file}: an inline script not allowed by its hash`).toContain(hash);
      }
    }
  });

  test('are refused by the hosting predeploy hook when they are the demo build', () => {
    const result = spawnSync(firebaseJson.hosting.predeploy[0]!, {
      cwd: ROOT,
      shell: true,
      env: { ...process.env, PROJECT_DIR: ROOT, RESOURCE_DIR: dist, GCLOUD_PROJECT: 'mon-projet' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(`${result.stdout}${result.stderr}`).toContain('is a DEMO build');
  });
});
