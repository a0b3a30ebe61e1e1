import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { AdminBackend, PreparedPhoto } from '@/backend/types';
import type { Artwork } from '@/domain/artwork';
import { AdminBackendProvider } from '../admin-backend-provider';
import { AdminPage } from '../admin-page';
import { SignInPage } from '../sign-in-page';

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

/** Opens /addArticle signed in, and waits for the forms. */
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

export function photoFile(name = 'atelier.jpg', type = 'image/jpeg', size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const PREPARED: PreparedPhoto = {
  large: new Blob(['large'], { type: 'image/webp' }),
  thumbnail: new Blob(['thumb'], { type: 'image/webp' }),
  width: 2000,
  height: 1500,
};

/** jsdom has no object URLs: count them instead, so that revocation can be checked. */
export function stubObjectUrls() {
  const live = new Set<string>();
  let next = 0;
  const create = vi.fn((_blob: Blob) => {
    const url = `blob:test/${++next}`;
    live.add(url);
    return url;
  });
  const revoke = vi.fn((url: string) => {
    live.delete(url);
  });
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true, writable: true });
  return { live, create, revoke };
}

/** Works as the backends hold them, one of them written by the earlier site (key "undefined12", no size). */
export const SAMPLE_ARTWORKS: Artwork[] = [
  {
    key: 'undefined12',
    type: 'Aquarelles',
    title: 'Arbre en hiver 12',
    subtitle: '12',
    description: 'Aquarelle sur papier coton.',
    dimensions: '30 x 40 cm',
    image: 'https://images.test/ancienne-12.jpg',
  },
  {
    key: '27',
    type: 'Aquarelles',
    title: 'Brume sur la Seine 27',
    subtitle: '27',
    description: '',
    dimensions: null,
    image: 'https://images.test/27.webp',
    thumbnail: 'https://images.test/27-thumb.webp',
    width: 1200,
    height: 800,
  },
  {
    key: '5',
    type: 'Peinture sur Toile',
    title: 'Les falaises 5',
    subtitle: '5',
    description: 'Huile sur toile.',
    dimensions: '60 x 80 cm',
    image: 'https://images.test/5.webp',
    years: 2021,
    width: 1500,
    height: 1200,
  },
];
