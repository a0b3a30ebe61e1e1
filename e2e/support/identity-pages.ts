// The studio's "Identité" screen and the home page beside it, for the specs that set who she is
// (e2e/identity.spec.ts, e2e/identity-cards.spec.ts): the home page is opened in another page of
// the same context (one IndexedDB, one BroadcastChannel), so it follows a save without a reload.
import { expect, type Page } from '@playwright/test';
import { STUDIO_PATHS } from '../../src/domain/studio-paths';
import { signInAsAdmin } from './admin-pages';
import { waitForDemoBackend } from './demo-backend';
import { hydrateDeferredParts } from './hydration';

/** Signs in and opens "Identité", once its form is shown. */
export async function openIdentity(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await page.goto(STUDIO_PATHS.identity);
  await expect(page.getByRole('heading', { name: 'Identité' })).toBeVisible();
  await expect(page.getByLabel('Nom de l’artiste')).toBeVisible();
}

/** The home page in another page of the same context, hydrated and following the demo's data. */
export async function openHomeBeside(page: Page): Promise<Page> {
  const home = await page.context().newPage();
  await home.goto('/');
  await hydrateDeferredParts(home);
  await waitForDemoBackend(home);
  return home;
}
