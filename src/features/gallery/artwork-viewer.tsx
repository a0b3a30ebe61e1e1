import { useCallback, useMemo } from 'react';
import { LazyViewer } from '@/components/viewer/lazy-viewer';
import type { ViewerItem } from '@/components/viewer/viewer';
import type { Artwork } from '@/domain/artwork';
import { artworkVersions } from '@/domain/image-sizes';
import { ArtworkPanel, type PriceMode } from './artwork-panel';
import { artworkAlt } from './artwork-image';
import { WorkPoster } from './work-poster';

interface ArtworkViewerProps {
  /** The gallery's works in display order (the canvas gallery's across all years). */
  artworks: readonly Artwork[];
  index: number;
  showsDimensions: boolean;
  /** A work's address, relative to the site. */
  hrefOf: (artwork: Artwork) => string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Which prices the panel shows (ArtworkPanel's PriceMode); a gallery's are the public ones. */
  priceMode?: PriceMode;
  /** Whether `artworks` are the whole gallery, not yet only the page's snapshot (Viewer's `complete`). */
  complete?: boolean;
}

/** The works of a gallery in the viewer, each with its texts, an inquiry and a share button. */
export function ArtworkViewer({
  artworks,
  index,
  showsDimensions,
  hrefOf,
  onIndexChange,
  onClose,
  priceMode = 'public',
  complete = true,
}: ArtworkViewerProps) {
  const items = useMemo(() => artworks.map(viewerItemOf), [artworks]);
  const renderPanel = useCallback(
    (shown: number, titleId: string) => {
      const artwork = artworks[shown];
      if (!artwork) return null;
      const url = new URL(hrefOf(artwork), window.location.origin).href;
      return (
        <ArtworkPanel
          artwork={artwork}
          showsDimensions={showsDimensions}
          titleId={titleId}
          url={url}
          priceMode={priceMode}
        />
      );
    },
    [artworks, hrefOf, showsDimensions, priceMode],
  );
  const shown = artworks[index];
  return (
    <LazyViewer
      poster={shown && <WorkPoster artwork={shown} />}
      items={items}
      index={index}
      onIndexChange={onIndexChange}
      onClose={onClose}
      labels={{ previous: 'Œuvre précédente', next: 'Œuvre suivante' }}
      renderPanel={renderPanel}
      complete={complete}
    />
  );
}

function viewerItemOf(artwork: Artwork): ViewerItem {
  return {
    key: artwork.key,
    src: artwork.image,
    alt: artworkAlt(artwork),
    width: artwork.width,
    height: artwork.height,
    versions: artworkVersions(artwork),
  };
}
