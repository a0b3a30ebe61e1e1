import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ArtworkReader } from '@/backend/types';
import type { Artwork } from '@/domain/artwork';
import { galleryOf } from '@/domain/galleries';
import { makeArtwork } from '@/test/artwork-factory';
import { GalleryView } from '../gallery-page';
import { useArtworks } from '../use-artworks';

function Providers({ children }: { children: ReactNode }) {
  return <MemoryRouter>{children}</MemoryRouter>;
}

const aquarelles: Artwork[] = [
  makeArtwork({
    key: 'undefined3',
    title: 'Le pommier 3',
    subtitle: '3',
    dimensions: '30 x 40 cm',
    description: 'Lavis.',
  }),
  makeArtwork({ key: '27', title: 'Brume sur la Seine 27', subtitle: '27' }),
];

function renderGallery(type: Parameters<typeof galleryOf>[0], artworks: Artwork[]) {
  return render(
    <GalleryView gallery={galleryOf(type)} state={{ status: 'success', data: artworks, error: undefined }} />,
    {
      wrapper: Providers,
    },
  );
}

/** The overlay leaves with a short exit animation. */
const expectOverlayClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('GalleryPage', () => {
  it('shows the title, and the cards as figures with a caption, sorted', () => {
    renderGallery('Aquarelles', aquarelles);
    expect(screen.getByRole('heading', { level: 1, name: 'Aquarelle' })).toBeInTheDocument();
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(within(figures[0]!).getByText('Brume sur la Seine')).toBeInTheDocument();
    expect(within(figures[0]!).getByText('27')).toBeInTheDocument();
    expect(within(figures[1]!).getByRole('img')).toHaveAttribute('alt', 'Le pommier 3, n° 3');
  });

  it('shows no caption and no dimensions for ateliers', async () => {
    const user = userEvent.setup();
    renderGallery('ateliers', [makeArtwork({ key: '4', type: 'ateliers', title: 'Crèche 4', dimensions: '1 m' })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Interventions' })).toBeInTheDocument();
    expect(screen.queryByText('Crèche')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crèche 4, n° 4' }));
    expect(screen.getByRole('dialog', { name: 'Crèche' })).toBeInTheDocument();
    expect(screen.queryByText(/Dimensions/)).not.toBeInTheDocument();
  });

  it('opens the overlay with the title, numéro, dimensions and description, and puts focus in it', async () => {
    const user = userEvent.setup();
    renderGallery('Aquarelles', aquarelles);
    await user.click(screen.getByRole('button', { name: 'Le pommier 3, n° 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Le pommier' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Numéro : 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Dimensions : 30 x 40 cm')).toBeInTheDocument();
    expect(within(dialog).getByText('Lavis.')).toBeInTheDocument();
    expect(dialog).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the card', async () => {
    const user = userEvent.setup();
    renderGallery('Aquarelles', aquarelles);
    const card = screen.getByRole('button', { name: 'Le pommier 3, n° 3' });
    await user.click(card);
    await user.keyboard('{Escape}');
    await expectOverlayClosed();
    expect(card).toHaveFocus();
  });

  it('closes on a click on the work itself and on a click on the overlay', async () => {
    const user = userEvent.setup();
    renderGallery('Aquarelles', aquarelles);
    const card = screen.getByRole('button', { name: 'Brume sur la Seine 27, n° 27' });
    await user.click(card);
    await user.click(within(screen.getByRole('dialog')).getByRole('img'));
    await expectOverlayClosed();
    await user.click(card);
    await user.click(screen.getByTestId('overlay'));
    await expectOverlayClosed();
    expect(card).toHaveFocus();
  });

  it('closes when the page scrolls, not on the last pixels of a gliding scroll', async () => {
    const user = userEvent.setup();
    renderGallery('Aquarelles', aquarelles);
    await user.click(screen.getByRole('button', { name: 'Brume sur la Seine 27, n° 27' }));
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(10);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    scrollTo(200);
    await expectOverlayClosed();
    scrollTo(0);
  });

  it('keeps focus inside the overlay on Tab', async () => {
    const user = userEvent.setup();
    renderGallery('Aquarelles', aquarelles);
    await user.click(screen.getByRole('button', { name: 'Brume sur la Seine 27, n° 27' }));
    await user.tab();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer' })).toHaveFocus();
  });

  it('groups canvas works by year, newest open first, each year a toggle button', async () => {
    const user = userEvent.setup();
    renderGallery('Peinture sur Toile', [
      makeArtwork({ key: '7', type: 'Peinture sur Toile', title: 'Falaises 7', years: 2021 }),
      makeArtwork({ key: '15', type: 'Peinture sur Toile', title: 'Le grand chêne 15', years: 2023 }),
    ]);
    const newest = screen.getByRole('button', { name: /2023/ });
    const older = screen.getByRole('button', { name: /2021/ });
    expect(newest).toHaveAttribute('aria-expanded', 'true');
    expect(older).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Le grand chêne')).toBeVisible();
    expect(screen.queryByText('Falaises')).not.toBeInTheDocument();
    await user.click(older);
    expect(screen.getByText('Falaises')).toBeVisible();
    await user.click(newest);
    expect(newest).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Le grand chêne')).not.toBeInTheDocument();
  });

  it('shows the loading, empty and error states in French', () => {
    const gallery = galleryOf('Aquarelles');
    const { rerender } = render(
      <GalleryView gallery={gallery} state={{ status: 'loading', data: undefined, error: undefined }} />,
      {
        wrapper: Providers,
      },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des œuvres…');
    rerender(<GalleryView gallery={gallery} state={{ status: 'success', data: [], error: undefined }} />);
    expect(screen.getByText('Aucune œuvre n’est encore exposée dans cette galerie.')).toBeInTheDocument();
    rerender(
      <GalleryView gallery={gallery} state={{ status: 'error', data: undefined, error: new Error('offline') }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Les œuvres n’ont pas pu être chargées.');
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });
});

describe('useArtworks', () => {
  function Probe({ load }: { load: () => Promise<ArtworkReader> }) {
    const state = useArtworks('Aquarelles', load);
    return <p>{state.status === 'success' ? state.data.map((a) => a.key).join(',') : state.status}</p>;
  }

  it('is loading, then follows every change, then unsubscribes', async () => {
    let push: (artworks: Artwork[]) => void = () => {};
    const unsubscribe = vi.fn();
    const reader: ArtworkReader = {
      subscribeArtworks: (_type, onData) => {
        push = onData;
        return unsubscribe;
      },
    };
    const load = () => Promise.resolve(reader);
    const { unmount } = render(<Probe load={load} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {});
    act(() => push([makeArtwork({ key: '1' })]));
    expect(screen.getByText('1')).toBeInTheDocument();
    act(() => push([makeArtwork({ key: '1' }), makeArtwork({ key: '2' })]));
    expect(screen.getByText('1,2')).toBeInTheDocument();
    unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('reports a subscription error and a backend that fails to load', async () => {
    const failing: ArtworkReader = {
      subscribeArtworks: (_type, _onData, onError) => {
        onError(new Error('permission_denied'));
        return () => {};
      },
    };
    const loadFailing = () => Promise.resolve(failing);
    render(<Probe load={loadFailing} />);
    expect(await screen.findByText('error')).toBeInTheDocument();
  });
});
