import { render, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AdminBackend } from '@/backend/types';
import { AdminBackendProvider } from '../shared/admin-backend-provider';
import { AdminPage, StudioPage } from '../shell/admin-page';
import { STUDIO_SCREENS, studioScreenAt } from '../shell/studio-screens';
import { SignInPage } from '../account/sign-in-page';

/** Renders the admin routes as the app mounts them, on the given backend, at `url`. */
export function renderAdminRoutes(url: string, backend: AdminBackend, options: { applyAccept?: boolean } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <SignInPage /> },
      { path: '/addArticle', element: <AdminPage /> },
      { path: '/studio/*', element: <StudioPage /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup({ applyAccept: options.applyAccept ?? true });
  render(
    <AdminBackendProvider backend={backend}>
      <RouterProvider router={router} />
    </AdminBackendProvider>,
  );
  return { router, user };
}

/**
 * The whole studio renders in jsdom: on a loaded machine that takes seconds, the first time a
 * file renders it above all (a bound, not a timing).
 */
export const STUDIO_RENDER = { timeout: 20_000 };

/**
 * Opens a screen of the studio signed in (by default /addArticle, the spec's add and delete
 * forms), and waits for its heading.
 */
export async function renderAdminForms(backend: AdminBackend, options: { applyAccept?: boolean; at?: string } = {}) {
  const url = options.at ?? '/addArticle?token=abc';
  // The screens load on demand: loaded first, each renders at once, as after a first visit.
  await Promise.all(STUDIO_SCREENS.map((s) => s.load()));
  const rendered = renderAdminRoutes(url, backend, options);
  const title = url.startsWith('/addArticle') ? 'Administration' : (studioScreenAt(url)?.title ?? 'Œuvres');
  await screen.findByRole('heading', { level: 1, name: title }, STUDIO_RENDER);
  await waitFor(() => expect(document.querySelector('[data-screen-loading]')).toBeNull(), STUDIO_RENDER);
  return rendered;
}

export function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

export function addForm() {
  return within(section('Ajouter une œuvre'));
}

export function deleteForm() {
  return within(section('Supprimer une œuvre'));
}

export function catalogue() {
  return within(section('Catalogue'));
}

export function trashSection() {
  return within(section('Corbeille'));
}
