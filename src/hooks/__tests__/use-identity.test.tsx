import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContent } from '@/domain/site-content';

/*
 * When the public pages start following the live identity: not while the page loads (that would
 * bring the database client into the home page's first load), but on the visitor's first pointer
 * or key press, or once another part of the page has loaded the reader anyway.
 */

const subscribeSite = vi.fn((onData: (content: SiteContent | null) => void) => {
  onData({ identity: { name: 'Nom en direct' } } as unknown as SiteContent);
  return () => {};
});
const createReader = vi.fn(() => ({ subscribeSite }));

const seedImported = vi.fn();
vi.mock('@/content/site-seed', async (importOriginal) => {
  seedImported();
  return importOriginal();
});
vi.mock('@/backend/demo/demo-backend', () => ({ getDemoBackend: createReader }));
vi.mock('@/backend/firebase/artwork-reader', () => ({ createFirebaseArtworkReader: createReader }));

/** Fresh copies of the modules: the first interaction and the first request are once per page. */
async function renderHome() {
  vi.resetModules();
  const { IdentityProvider, useIdentity } = await import('../use-identity');
  const reader = await import('@/backend/load-artwork-reader');
  function Name() {
    return <p>{useIdentity().name}</p>;
  }
  render(
    <MemoryRouter initialEntries={['/']}>
      <IdentityProvider>
        <Name />
      </IdentityProvider>
    </MemoryRouter>,
  );
  return reader;
}

/** Lets the subscription's timer and the dynamic imports run. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

beforeEach(() => {
  subscribeSite.mockClear();
  createReader.mockClear();
  seedImported.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('IdentityProvider on a public page', () => {
  it('loads no reader while the page loads, nor when it scrolls by itself', async () => {
    await renderHome();
    await settle();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      document.dispatchEvent(new Event('scroll'));
    });
    await settle();
    expect(createReader).not.toHaveBeenCalled();
    expect(seedImported, 'the seed comes with the reader, not before').not.toHaveBeenCalled();
    expect(screen.queryByText('Nom en direct')).toBeNull();
  });

  it("follows the live identity from the visitor's first pointer press", async () => {
    await renderHome();
    await settle();
    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(await screen.findByText('Nom en direct')).toBeTruthy();
    expect(seedImported).toHaveBeenCalled();
  });

  it('follows it from the first key press', async () => {
    await renderHome();
    await settle();
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    });
    expect(await screen.findByText('Nom en direct')).toBeTruthy();
  });

  it('follows it once another part of the page has loaded the reader', async () => {
    const { loadArtworkReader } = await renderHome();
    await settle();
    expect(createReader).not.toHaveBeenCalled();
    await act(() => loadArtworkReader().then(() => undefined));
    expect(await screen.findByText('Nom en direct')).toBeTruthy();
  });
});
