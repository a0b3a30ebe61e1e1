import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../lazy-page';
import { PageErrorBoundary } from '../page-error-boundary';

function renderGuarded(Page: ComponentType) {
  return render(
    <PageErrorBoundary>
      <Suspense fallback={<p>Chargement…</p>}>
        <Page />
      </Suspense>
    </PageErrorBoundary>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('PageErrorBoundary', () => {
  it('shows a page whose code loaded', async () => {
    const page = lazyPage(async () => () => <h1>Presse</h1>);
    renderGuarded(page.Page);
    expect(await screen.findByRole('heading', { name: 'Presse' })).toBeInTheDocument();
  });

  it('shows a French message and "Recharger la page" when the page chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = lazyPage<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    renderGuarded(page.Page);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Cette page n'a pas pu s'afficher.");
    expect(alert).toHaveTextContent('Vérifiez votre connexion, puis rechargez la page.');
    expect(screen.getByRole('heading', { level: 1, name: "Cette page n'a pas pu s'afficher." })).toBeInTheDocument();

    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await userEvent.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the same message when a page fails while rendering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('render failed');
    };
    renderGuarded(Broken);
    expect(screen.getByRole('alert')).toHaveTextContent("Cette page n'a pas pu s'afficher.");
  });
});
