// The owner's screens (/admin and /addArticle) as a person finds them: by role, label and
// French text, letter for letter as src/features/admin writes them.
import type { Locator, Page } from '@playwright/test';
import { displayTitle } from '../../src/domain/title';
import { expect } from './fixtures';
import { DEMO_ADMIN } from './demo-backend';

export const SIGN_IN_PATH = '/admin';
export const ADMIN_PATH = '/addArticle';

/** What a refused sign-in prints on the console (by design: src/features/admin/account/sign-in-page.tsx), and nothing else. */
export const WRONG_CREDENTIALS_LOG = 'wrong-credentials Demo sign-in refused: wrong email or password';

/** A URL the sign-in reaches: /addArticle?token= and exactly 24 characters. */
export const SIGNED_IN_URL = /\/addArticle\?token=[^&#]{24}$/;

/** The sign-in page's controls. */
export function signInPage(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Connection', exact: true }),
    email: page.getByLabel('Identifiant', { exact: true }),
    password: page.getByLabel('Mot de passe', { exact: true }),
    submit: page.getByRole('button', { name: 'Se Connecter', exact: true }),
    alert: page.getByRole('alert'),
  };
}

/** Fills the sign-in form and presses "Se Connecter" (the page must be on /admin). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = signInPage(page);
  await form.email.fill(email);
  await form.password.fill(password);
  // Enabled once the backend is loaded.
  await expect(form.submit).toBeEnabled();
  await form.submit.click();
}

/** Where the demo backend keeps its session (src/backend/demo/demo-auth.ts): localStorage. */
const DEMO_SESSION_KEY = 'portfolio-demo-session';

/**
 * The session of this worker's sign-in through the form (each Playwright worker is a process of
 * its own, so this is once per worker), reused by the later signInAsAdmin() calls of the worker.
 */
let workerSession: string | undefined;

/** Signs in as the demo admin through the form and waits for the admin screen. */
async function signInThroughTheForm(page: Page): Promise<void> {
  await page.goto(SIGN_IN_PATH);
  await expect(signInPage(page).heading).toBeVisible();
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(SIGNED_IN_URL);
  await expect(adminScreen(page).heading).toBeVisible();
}

/**
 * Signs in as the demo admin and waits for the admin screen (/addArticle?token=…), for tests
 * about what comes after. The first call of a worker goes through the form (the sign-in page's
 * own tests, in admin.spec.ts, always do) and keeps the session the demo backend stored; the
 * later ones give that session to the page's context, as a returning visitor's browser has it,
 * and open the admin screen directly. Once only per context: a test that signs out stays out.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  if (workerSession === undefined) {
    await signInThroughTheForm(page);
    workerSession = (await page.evaluate((key) => localStorage.getItem(key), DEMO_SESSION_KEY)) ?? undefined;
    expect(workerSession, 'the demo backend keeps its session in localStorage').toBeDefined();
    return;
  }
  const marker = `e2e-session-given-${crypto.randomUUID()}`;
  await page.context().addInitScript(
    ({ key, session, marker }) => {
      try {
        if (localStorage.getItem(marker) !== null) return;
        localStorage.setItem(marker, '1');
        localStorage.setItem(key, session);
      } catch {
        // about:blank and other opaque origins have no localStorage.
      }
    },
    { key: DEMO_SESSION_KEY, session: workerSession, marker },
  );
  const { idToken } = JSON.parse(workerSession) as { idToken: string };
  await page.goto(`${ADMIN_PATH}?token=${idToken.slice(0, 24)}`);
  await expect(page).toHaveURL(SIGNED_IN_URL);
  await expect(adminScreen(page).heading).toBeVisible();
}

/**
 * How long a test waits for a photo to be prepared (three versions encoded in the browser) and
 * sent: on a loaded machine it takes seconds. A bound on waiting, not a timing asserted.
 */
export const PHOTO_SENT = { timeout: 30_000 } as const;

/** The pathname and query string of the page's URL. */
export function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The fields the add and edit forms share, inside `scope` (a form). */
function artworkFields(scope: Locator) {
  return {
    type: scope.getByLabel('Type', { exact: true }),
    years: scope.getByLabel('Année', { exact: true }),
    title: scope.getByLabel('Titre', { exact: true }),
    numero: scope.getByLabel('Numéro', { exact: true }),
    dimensions: scope.getByLabel('Dimensions', { exact: true }),
    description: scope.getByLabel('Description', { exact: true }),
    preview: scope.getByRole('img', { name: 'Aperçu de la photo', exact: true }),
    /**
     * The photo step, opened under the preview once its code has come. Wait for it before pressing
     * a button below: arriving between the press and the release, it moves the button away from
     * the pointer, and the click is lost.
     */
    photoStep: scope.getByRole('region', { name: 'Retouche de la photo', exact: true }),
    alert: scope.getByRole('alert'),
  };
}

/** A picker ("Œuvre à modifier", "Œuvre à supprimer"): the type, then the work. */
function artworkPicker(section: Locator, legend: string) {
  const group = section.getByRole('group', { name: legend, exact: true });
  return {
    group,
    type: group.getByLabel('Type', { exact: true }),
    work: group.getByLabel('Œuvre', { exact: true }),
  };
}

/**
 * A CSS selector for one section of the studio, found by its accessible name: axe takes
 * selectors, not locators.
 */
export async function sectionSelector(section: Locator): Promise<string> {
  const labelledBy = await section.getAttribute('aria-labelledby');
  if (!labelledBy) throw new Error('sectionSelector: the section has no aria-labelledby.');
  return `section[aria-labelledby="${labelledBy}"]`;
}

/** The admin screen at /addArticle: the add and delete forms, "Modifier" (a door), sign-out. */
export function adminScreen(page: Page) {
  const addSection = page.getByRole('region', { name: 'Ajouter une œuvre', exact: true });
  const deleteSection = page.getByRole('region', { name: 'Supprimer une œuvre', exact: true });
  const doorSection = page.getByRole('region', { name: 'Modifier', exact: true });
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Administration', exact: true }),
    signOut: page.getByRole('button', { name: 'Se déconnecter', exact: true }),
    add: {
      section: addSection,
      ...artworkFields(addSection),
      photo: addSection.getByLabel('Photo', { exact: true }),
      progress: addSection.getByRole('progressbar', { name: 'Envoi de la photo', exact: true }),
      submit: addSection.getByRole('button', { name: 'Valider', exact: true }),
    },
    door: {
      section: doorSection,
      picker: artworkPicker(doorSection, 'Œuvre à modifier'),
      open: doorSection.getByRole('link', { name: 'Modifier cette œuvre', exact: true }),
    },
    remove: {
      section: deleteSection,
      picker: artworkPicker(deleteSection, 'Œuvre à supprimer'),
      submit: deleteSection.getByRole('button', { name: 'Supprimer', exact: true }),
      alert: deleteSection.getByRole('alert'),
    },
  };
}

/** A work's editor in the studio (/studio/oeuvres/<gallery>/<key>): its form, photo and links. */
export function workEditor(page: Page) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Enregistrer', exact: true }) });
  return {
    form,
    ...artworkFields(form),
    currentImage: page.getByRole('img', { name: 'Image actuelle', exact: true }),
    photo: form.getByLabel('Nouvelle photo', { exact: true }),
    submit: form.getByRole('button', { name: 'Enregistrer', exact: true }),
    trash: form.getByRole('button', { name: 'Mettre à la corbeille', exact: true }),
    publicLink: page.getByRole('link', { name: /^Voir sur le site/ }),
  };
}

/**
 * A toast (react-toastify, role=status) whose message is this text, letter for letter. The toast
 * holds its message as a bare text node, then its close button (whose "×" is in its text).
 */
export function toast(page: Page, text: string): Locator {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('status').filter({ hasText: new RegExp(`^${escaped}(?![\\p{L}\\p{N}])`, 'u') });
}

/** The label of a work in the pickers: "{title as the site shows it} — n° {numéro}". */
export function pickerLabel(work: { title: string; subtitle: string }): string {
  return `${displayTitle(work.title)} — n° ${work.subtitle}`;
}

/**
 * Closes every toast showing (their "Fermer la notification" buttons, clicked in the page at
 * once) and waits until none is left: a test that saves twice in a row then knows which save
 * a toast it waits for answers, where the first toast would still be showing (5 s,
 * src/components/ui/toasts.tsx).
 */
export async function closeToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const button of document.querySelectorAll<HTMLButtonElement>(
      '.Toastify button[aria-label="Fermer la notification"]',
    ))
      button.click();
  });
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
}
