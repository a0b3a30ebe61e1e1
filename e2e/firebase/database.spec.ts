// The galleries on a Firebase build, with the real SDK, when the Realtime Database cannot be
// reached (its emulator cannot run here, so nothing answers on its port): the page keeps what it
// shows and, after a while, adds a French notice with "Réessayer" (10 s on the site; this build
// waits E2E_STALL_AFTER_MS, its VITE_STALL_AFTER_MS of scripts/test/run-e2e.mjs). And the SDK's long-polling
// fallback (for visitors whose network blocks websockets), which adds script elements from the
// database's host: under the shipped Content-Security-Policy ('strict-dynamic') they run.
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

const DATABASE_PORT = process.env.E2E_DATABASE_EMULATOR_PORT ?? '';
const STALL_AFTER_MS = Number(process.env.E2E_STALL_AFTER_MS);
const NOTICE = "La connexion est lente ou interrompue : cette page n'est peut-être pas à jour.";

test.describe('a gallery whose database does not answer', () => {
  // Nothing listens on the database's port: the SDK's websocket, then its long-polling scripts,
  // are refused there, and the browser logs each attempt.
  test.use({
    allowedConsoleErrors: [/WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/\.ws|net::ERR_CONNECTION_REFUSED/],
    allowedFailedRequests: [/\/\.lp\?start=t&.*: net::ERR_CONNECTION_REFUSED$/],
  });
  // Two stalls, with room for a busy machine.
  test.setTimeout(2 * STALL_AFTER_MS + 40_000);

  test.beforeAll(() => {
    expect(STALL_AFTER_MS, 'E2E_STALL_AFTER_MS, set by scripts/test/run-e2e.mjs').toBeGreaterThan(0);
  });

  test('keeps "Chargement des œuvres…", then adds the notice with "Réessayer", which tries again', async ({ page }) => {
    await page.goto('/aquarelles');
    await expect(page.getByText('Chargement des œuvres…')).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: NOTICE });
    await expect(notice).toBeVisible({ timeout: STALL_AFTER_MS + 10_000 });
    await expect(page.getByText('Chargement des œuvres…')).toBeVisible();
    await expectNoAxeViolations(page);

    await notice.getByRole('button', { name: 'Réessayer' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
    await expect(notice).toBeVisible({ timeout: STALL_AFTER_MS + 10_000 });
  });
});

test.describe('the long-polling fallback', () => {
  test('its scripts from the database host run under the shipped policy, and the works arrive', async ({ page }) => {
    // A network that blocks websockets: the SDK falls back to long polling.
    await page.addInitScript(() => {
      delete (window as { WebSocket?: unknown }).WebSocket;
    });
    // The database host, reduced to what this needs: each long-poll request is a script that
    // calls back the SDK (callbacks named by the request's "cb"). The first one opens the
    // connection and says hello; the first poll of that connection brings articles/Aquarelles.
    // Later polls are left waiting, as a server leaves them until it has something to say.
    const polls: URL[] = [];
    let callbackId: string | null = null;
    const work = {
      title: 'Falaise au couchant 12',
      subtitle: '12',
      type: 'Aquarelles',
      description: 'Arrivée par long polling.',
      image: '/images/oeuvres/aquarelle-1-1200.webp',
    };
    await page.route(
      (url) => url.port === DATABASE_PORT && url.pathname === '/.lp',
      async (route) => {
        const url = new URL(route.request().url());
        // The hidden frame that tells the server when the page goes away.
        if (url.searchParams.get('dframe') === 't') return route.fulfill({ contentType: 'text/html', body: '' });
        polls.push(url);
        if (url.searchParams.get('start') === 't') {
          callbackId = url.searchParams.get('cb');
          const hello = { t: 'c', d: { t: 'h', d: { ts: Date.now(), v: '5', h: url.host, s: 'session-1' } } };
          return route.fulfill({
            contentType: 'application/javascript',
            body: `parent.pLPCommand${callbackId}('start', 'connexion-1', 'secret'); parent.pRTLPCB${callbackId}(0, [${JSON.stringify(hello)}]);`,
          });
        }
        if (polls.length !== 2) return; // left waiting
        const data = { t: 'd', d: { a: 'd', b: { p: 'articles/Aquarelles', d: { '12': work } } } };
        return route.fulfill({
          contentType: 'application/javascript',
          body: `parent.pRTLPCB${callbackId}(1, [${JSON.stringify(data)}]);`,
        });
      },
    );
    await page.goto('/aquarelles');
    await expect(page.getByRole('link', { name: 'Falaise au couchant 12, n° 12' })).toBeVisible({ timeout: 20_000 });
    expect(polls.some((url) => url.searchParams.get('id') === 'connexion-1')).toBe(true);
  });
});
