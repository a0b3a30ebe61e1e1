import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArtworkReader } from '@/backend/types';
import { galleryOf } from '@/domain/galleries';
import { STALL_AFTER_MS } from '@/hooks/use-subscription';
import { makeArtwork } from '@/test/artwork-factory';
import { GalleryPage } from '../gallery-page';
import { InitialArtworksProvider, type InitialArtworks } from '../initial-artworks';
import { nextTask } from '@/test/next-task';

/** A database that takes every subscription and never answers (as the real SDK does offline). */
const neverAnswers = vi.hoisted(() => {
  const subscriptions: string[] = [];
  const reader = {
    subscribeArtworks: (type: string) => {
      subscriptions.push(type);
      return () => {};
    },
  };
  return { subscriptions, reader };
});
vi.mock('@/backend/load-artwork-reader', () => ({
  loadArtworkReader: () => Promise.resolve(neverAnswers.reader as unknown as ArtworkReader),
}));

const NOTICE = "La connexion est lente ou interrompue : cette page n'est peut-être pas à jour.";

function renderGallery(initial: InitialArtworks = {}) {
  render(
    <MemoryRouter>
      <InitialArtworksProvider value={initial}>
        <main tabIndex={-1}>
          <GalleryPage gallery={galleryOf('Aquarelles')} />
        </main>
      </InitialArtworksProvider>
    </MemoryRouter>,
  );
}

/** Lets the reader load (a resolved promise) and the subscription start. */
const settle = nextTask;

beforeEach(() => {
  vi.useFakeTimers();
  neverAnswers.subscriptions.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('a gallery whose database never answers', () => {
  it('keeps "Chargement des œuvres…" and adds a notice with Réessayer after 10 s, not before', async () => {
    renderGallery();
    await settle();
    expect(neverAnswers.subscriptions).toEqual(['Aquarelles']);
    act(() => vi.advanceTimersByTime(STALL_AFTER_MS - 1));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(NOTICE).closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByText('Chargement des œuvres…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('keeps the works it shows (prerendered) under the notice', async () => {
    const works = [makeArtwork({ key: '27', title: 'Brume sur la Seine 27', subtitle: '27' })];
    renderGallery({ Aquarelles: works });
    await settle();
    act(() => vi.advanceTimersByTime(STALL_AFTER_MS));
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brume sur la Seine 27, n° 27' })).toBeInTheDocument();
  });

  it('subscribes afresh on Réessayer, keeps the focus on the page, and says so again if still no answer', async () => {
    renderGallery();
    await settle();
    act(() => vi.advanceTimersByTime(STALL_AFTER_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await settle();
    expect(neverAnswers.subscriptions).toEqual(['Aquarelles', 'Aquarelles']);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    act(() => vi.advanceTimersByTime(STALL_AFTER_MS));
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });
});
