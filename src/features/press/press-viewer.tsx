import { useCallback, useMemo } from 'react';
import { LazyViewer } from '@/components/viewer/lazy-viewer';
import type { ViewerItem } from '@/components/viewer/viewer';
import { artworkVersions } from '@/domain/image-sizes';
import { thumbnailWidthOf, type PressClipping } from '@/domain/site-content';

/**
 * How far a clipping may be enlarged past its image's own pixels: far enough for its text to
 * be read on a phone.
 */
const PRESS_MAX_ZOOM_PIXEL_RATIO = 3;

/** Where and when a clipping appeared, as one line ("Ouest-France, mars 2019"), or "". */
export function clippingCredit(clipping: Pick<PressClipping, 'source' | 'date'>): string {
  return [clipping.source, clipping.date].filter(Boolean).join(', ');
}

/** The press clippings full-screen, zoomable, in the carousel's order. */
export default function PressViewer({
  clippings,
  index,
  onIndexChange,
  onClose,
}: {
  clippings: readonly PressClipping[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const items = useMemo(
    (): ViewerItem[] =>
      clippings.map((clipping, i) => ({
        key: `${i}:${clipping.image}`,
        src: clipping.image,
        alt: clipping.alt,
        width: clipping.width,
        height: clipping.height,
        versions: artworkVersions(clipping, thumbnailWidthOf(clipping)),
      })),
    [clippings],
  );
  const renderPanel = useCallback(
    (shown: number, titleId: string) => {
      const clipping = clippings[shown];
      const credit = clipping ? clippingCredit(clipping) : '';
      return (
        <div className="bg-ink p-5 text-paper md:min-h-full md:p-7">
          <h2 id={titleId} className="text-2xl text-white">
            {clipping?.alt}
          </h2>
          {credit && <p className="mt-2 text-paper/85">{credit}</p>}
          <p className="mt-2 text-sm text-paper/85">Zoomez pour lire l'article.</p>
        </div>
      );
    },
    [clippings],
  );
  return (
    <LazyViewer
      items={items}
      index={index}
      onIndexChange={onIndexChange}
      onClose={onClose}
      labels={{ previous: 'Article précédent', next: 'Article suivant' }}
      renderPanel={renderPanel}
      maxZoomPixelRatio={PRESS_MAX_ZOOM_PIXEL_RATIO}
    />
  );
}
