import { useCallback } from 'react';
import { LazyViewer } from '@/components/viewer/lazy-viewer';
import type { ViewerItem } from '@/components/viewer/viewer';
import {
  PRESS_SLIDE_HEIGHT,
  PRESS_SLIDE_SMALL_WIDTH,
  PRESS_SLIDE_WIDTH,
  PRESS_SLIDES,
  pressSlideSmallImage,
} from '@/content/press';

/**
 * How far a clipping may be enlarged past its image's own pixels: far enough for its text to
 * be read on a phone.
 */
const PRESS_MAX_ZOOM_PIXEL_RATIO = 3;

const ITEMS: ViewerItem[] = PRESS_SLIDES.map((slide) => ({
  key: String(slide.id),
  src: slide.img,
  alt: slide.alt,
  width: PRESS_SLIDE_WIDTH,
  height: PRESS_SLIDE_HEIGHT,
  versions: [
    {
      src: pressSlideSmallImage(slide),
      width: PRESS_SLIDE_SMALL_WIDTH,
      height: (PRESS_SLIDE_HEIGHT * PRESS_SLIDE_SMALL_WIDTH) / PRESS_SLIDE_WIDTH,
    },
    { src: slide.img, width: PRESS_SLIDE_WIDTH, height: PRESS_SLIDE_HEIGHT },
  ],
}));

/** The press clippings full-screen, zoomable, in the carousel's order. */
export function PressViewer({
  index,
  onIndexChange,
  onClose,
}: {
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const renderPanel = useCallback(
    (shown: number, titleId: string) => (
      <div className="bg-ink p-5 text-paper md:min-h-full md:p-7">
        <h2 id={titleId} className="text-2xl text-white">
          {PRESS_SLIDES[shown]?.alt}
        </h2>
        <p className="mt-2 text-sm text-paper/85">Zoomez pour lire l’article.</p>
      </div>
    ),
    [],
  );
  return (
    <LazyViewer
      items={ITEMS}
      index={index}
      onIndexChange={onIndexChange}
      onClose={onClose}
      labels={{ previous: 'Article précédent', next: 'Article suivant' }}
      renderPanel={renderPanel}
      maxZoomPixelRatio={PRESS_MAX_ZOOM_PIXEL_RATIO}
    />
  );
}
