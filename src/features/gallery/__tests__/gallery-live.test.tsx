import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Artwork } from '@/domain/artwork';
import type { ArtworkReader } from '@/backend/types';
import { galleryOf } from '@/domain/galleries';
import { makeArtwork } from '@/test/artwork-factory';
import { GalleryPage } from '../gallery-page';
import { InitialArtworksProvider } from '../initial-artworks';
import { nextTask } from '@/test/next-task';

const WORKS = [
  makeArtwork({ key: '27', title: 'Brume sur la Seine 27', subtitle: '27' }),
  makeArtwork({ key: '3', title: 'Le pommier 3', subtitle: '3' }),
];

/** A database whose answer is the prerendered works read afresh: equal, not the same objects. */
const live = vi.hoisted(() => ({ answer: (_works: Artwork[]) => {} }));
vi.mock('@/backend/load-artwork-reader', () => ({
  loadArtworkReader: () =>
    Promise.resolve({
      subscribeArtworks: (_type: string, onData: (works: Artwork[]) => void) => {
        live.answer = onData;
        return () => {};
      },
    } as unknown as ArtworkReader),
}));

describe('a gallery at the address of a work the prerendered page does not hold', () => {
  it('says the work is no longer shown once the live data is in, even when it equals the prerendered', async () => {
    render(
      <MemoryRouter initialEntries={['/aquarelles/99']}>
        <InitialArtworksProvider value={{ Aquarelles: WORKS }}>
          <GalleryPage gallery={galleryOf('Aquarelles')} />
        </InitialArtworksProvider>
      </MemoryRouter>,
    );
    await nextTask();
    expect(screen.queryByText("Cette œuvre n'est plus exposée.")).not.toBeInTheDocument();
    act(() => live.answer(structuredClone(WORKS)));
    expect(screen.getByRole('status')).toHaveTextContent("Cette œuvre n'est plus exposée.");
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });
});
