import { useCallback, useMemo, useRef, useState } from 'react';
import { MotionProvider } from '@/components/ui/motion-provider';
import { StalledNotice } from '@/components/ui/stalled-notice';
import { LIVE_DATA_MESSAGES } from '@/content/error-messages';
import type { Artwork } from '@/domain/artwork';
import type { Gallery } from '@/domain/galleries';
import { ArtworkGrid } from './artwork-grid';
import { ArtworkOverlay } from './artwork-overlay';
import { displayOrder } from './display-order';
import type { AsyncState } from '@/hooks/use-subscription';
import { useArtworks } from './use-artworks';
import { YearPanels } from './year-panels';

/** A gallery page, following its works live; says so when the database does not answer. */
export function GalleryPage({ gallery }: { gallery: Gallery }) {
  const state = useArtworks(gallery.type);
  return (
    <>
      <StalledNotice live={state} />
      <GalleryView gallery={gallery} state={state} />
    </>
  );
}

/** A gallery page in a given state (loading, error, or its works). */
export function GalleryView({ gallery, state }: { gallery: Gallery; state: AsyncState<Artwork[]> }) {
  return (
    <div className="mx-auto max-w-page px-5 py-12">
      <h1 className="mb-10 text-center text-4xl sm:text-5xl">{gallery.title}</h1>
      <GalleryContent gallery={gallery} state={state} />
    </div>
  );
}

function GalleryContent({ gallery, state }: { gallery: Gallery; state: AsyncState<Artwork[]> }) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="text-center text-muted">
        Chargement des œuvres…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-lg border border-ochre/40 bg-white p-6 text-center">
        <p className="font-medium">{LIVE_DATA_MESSAGES.artworksFailed}</p>
        <p className="mt-2 text-sm text-muted">{LIVE_DATA_MESSAGES.checkConnection}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-4 rounded-full bg-accent px-5 py-2 text-white hover:bg-accent-dark"
        >
          {LIVE_DATA_MESSAGES.reload}
        </button>
      </div>
    );
  }
  if (state.data.length === 0) {
    return <p className="text-center text-muted">Aucune œuvre n’est encore exposée dans cette galerie.</p>;
  }
  return <Artworks gallery={gallery} artworks={state.data} />;
}

function Artworks({ gallery, artworks }: { gallery: Gallery; artworks: Artwork[] }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const cards = useRef(new Map<string, HTMLButtonElement>());
  const { sorted, groups } = useMemo(() => displayOrder(gallery, artworks), [gallery, artworks]);
  const openArtwork = sorted.find((a) => a.key === openKey) ?? null;

  const registerCard = useCallback((key: string, button: HTMLButtonElement | null) => {
    if (button) cards.current.set(key, button);
    else cards.current.delete(key);
  }, []);
  const open = useCallback((artwork: Artwork) => setOpenKey(artwork.key), []);
  const close = useCallback(() => {
    if (openKey !== null) cards.current.get(openKey)?.focus({ preventScroll: true });
    setOpenKey(null);
  }, [openKey]);

  return (
    <MotionProvider>
      {groups ? (
        <YearPanels groups={groups} onOpen={open} registerCard={registerCard} />
      ) : (
        <ArtworkGrid
          artworks={sorted}
          showsCaption={gallery.showsCaption}
          onOpen={open}
          registerCard={registerCard}
          eagerCount={1}
        />
      )}
      <ArtworkOverlay artwork={openArtwork} showsDimensions={gallery.showsDimensions} onClose={close} />
    </MotionProvider>
  );
}
