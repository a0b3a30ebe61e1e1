import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AdminBackend } from '@/backend/types';
import { AdminBackendProvider } from '../shared/admin-backend-provider';
import { AdminPage } from '../shell/admin-page';
import { SignInPage } from '../account/sign-in-page';

/** Renders the two admin routes as the app mounts them, on the given backend, at `url`. */
export function renderAdminRoutes(url: string, backend: AdminBackend, options: { applyAccept?: boolean } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <SignInPage /> },
      { path: '/addArticle', element: <AdminPage /> },
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

/** Opens /addArticle signed in, and waits for the studio. */
/**
 * The whole studio renders in jsdom: on a loaded machine that takes seconds, the first time a
 * file renders it above all (a bound, not a timing).
 */
export const STUDIO_RENDER = { timeout: 20_000 };

export async function renderAdminForms(backend: AdminBackend, options: { applyAccept?: boolean } = {}) {
  const rendered = renderAdminRoutes('/addArticle?token=abc', backend, options);
  await screen.findByRole('heading', { level: 1, name: 'Administration' });
  return rendered;
}

export function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

export function addForm() {
  return within(section('Ajouter une œuvre'));
}

export function editForm() {
  return within(section('Modifier'));
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
