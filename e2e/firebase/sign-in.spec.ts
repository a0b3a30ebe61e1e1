// Sign-in with the real Firebase SDK against Firebase's Auth emulator, on a Firebase build of the
// site served by the Hosting emulator with the project's firebase.json (project
// "firebase-emulators" of playwright.config.ts). The database emulator cannot run here: the
// studio's lists never get an answer, which is not what these tests look at.
import { SIGNED_IN_URL, adminScreen, signInPage, submitSignIn } from '../support/admin-pages';
import { createAccount } from '../support/auth-emulator';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test.use({
  // The database the studio reads has no server here; the SDK logs its failed connections, and
  // on a slow run falls back to long polling, whose refused requests the browser logs too.
  allowedConsoleErrors: [/WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/\.ws|net::ERR_CONNECTION_REFUSED/],
  allowedFailedRequests: [/GET http:\/\/127\.0\.0\.1:\d+\/\.lp\?start=t[^ ]*: net::ERR_CONNECTION_REFUSED/],
});

test.describe('sign-in against the Auth emulator', () => {
  test.describe('refusals', () => {
    test.use({
      // A refused sign-in is an HTTP 400 from Auth, which the browser logs; the sign-in page
      // writes the error code on the console (the earlier site did too).
      allowedFailedRequests: [/accounts:signInWithPassword\?key=[^:]+: HTTP 400/],
      allowedConsoleErrors: [/status of 400|^wrong-credentials /],
    });

    // One page for both refusals: the form, refused, is filled again.
    test('a wrong password: "Identifiant ou mot de passe incorrect.", and the page stays; an unknown account: the same message, nothing said about which part was wrong', async ({
      page,
      request,
    }) => {
      const account = await createAccount(request, { admin: true });
      await page.goto('/admin');

      await test.step('a wrong password: "Identifiant ou mot de passe incorrect.", and the page stays', async () => {
        await submitSignIn(page, account.email, 'pas-le-bon');
        await expect(signInPage(page).alert).toHaveText('Identifiant ou mot de passe incorrect.');
        await expect(page).toHaveURL(/\/admin$/);
        await expect(signInPage(page).email).toHaveValue(account.email);
        await expectNoAxeViolations(page);
      });

      await test.step('an unknown account: the same message, nothing said about which part was wrong', async () => {
        // The alert of the first refusal may still show: the second one is known by what the page
        // logs for it (the code the console guard allows, and no other).
        const refusals: string[] = [];
        page.on('console', (message) => message.type() === 'error' && refusals.push(message.text()));
        await submitSignIn(page, 'inconnu@example.com', 'mot-de-passe-solide');
        await expect.poll(() => refusals.some((text) => text.startsWith('wrong-credentials '))).toBe(true);
        await expect(signInPage(page).alert).toHaveText('Identifiant ou mot de passe incorrect.');
      });
    });
  });

  test.describe('an account without the admin claim', () => {
    test.use({ allowedConsoleErrors: [/^not-admin /] });

    test('is refused with "Ce compte n\'a pas accès à l\'administration." and signed out', async ({
      page,
      request,
    }) => {
      const account = await createAccount(request, { admin: false });
      await page.goto('/admin');
      await submitSignIn(page, account.email, account.password);
      await expect(signInPage(page).alert).toHaveText("Ce compte n'a pas accès à l'administration.");
      await expect(page).toHaveURL(/\/admin$/);
      // Signed out again: the studio sends back to the sign-in page.
      await page.goto('/addArticle');
      await expect(signInPage(page).heading).toBeVisible();
    });
  });

  test.describe('the admin', () => {
    test.use({
      // This build was prerendered while the database did not answer, so it has no
      // data-version.json: the site's 404 for it, which the browser logs, is the expected answer.
      // (One pattern each: a two-element array would read as Playwright's [value, options].)
      allowedFailedRequests: [
        /GET http:\/\/127\.0\.0\.1:\d+\/(data-version\.json: HTTP 404|\.lp\?start=t[^ ]*: net::ERR_CONNECTION_REFUSED)/,
      ],
      allowedConsoleErrors: [
        /WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/\.ws|status of 404|net::ERR_CONNECTION_REFUSED/,
      ],
    });

    test('(claim set through the emulator) reaches the studio, which says nothing was published yet', async ({
      page,
      request,
    }) => {
      const account = await createAccount(request, { admin: true });
      await page.goto('/admin');
      await submitSignIn(page, account.email, account.password);
      await expect(page).toHaveURL(SIGNED_IN_URL);
      await expect(adminScreen(page).heading).toBeVisible();
      // The studio's publication screen; its line reads the site's own /data-version.json
      // (allowed by connect-src 'self').
      await page.getByRole('navigation', { name: 'Atelier' }).getByRole('link', { name: 'Publication' }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: "Le site public n'a pas encore été publié depuis la base de données" }),
      ).toBeVisible();
    });
  });
});
