import { memo, useMemo } from 'react';
import { MasonryPhotoAlbum } from 'react-photo-album';
import { preloadViewer } from '@/components/viewer/lazy-viewer';
import type { Artwork } from '@/domain/artwork';
import { ArtworkCard, type CardPictureLoading } from './artwork-card';
import { FIRST_BATCH } from './display-order';
import { MASONRY_SPACING, masonryColumns, masonryPhotos, type ArtworkPhoto } from './masonry';
import { MASONRY_LAYOUT_WIDTHS, MasonryLayouts } from './masonry-layouts';
import { useProgressiveCount } from './use-progressive-count';

interface ArtworkMasonryProps {
  /** In display order. */
  artworks: readonly Artwork[];
  /** Each work's address. */
  hrefOf: (artwork: Artwork) => string;
  showsCaption: boolean;
  registerCard: (key: string, link: HTMLAnchorElement | null) => void;
  /** How many cards, from the first, load their image at once. */
  eagerCount?: number;
  /** The work the viewer shows: its card is rendered, however far down, for focus to return to. */
  shownKey?: string | null;
}

/**
 * A gallery's works as a masonry (react-photo-album): four equal columns from medium screens
 * up, one below, each work whole. Rendered at build time for both layouts, the container's
 * width choosing one by a container query, of which the browser hydrates the one shown
 * (MasonryLayouts), so that nothing moves.
 * Long galleries grow as the visitor scrolls. Memoized: the page re-renders once hydrated (to
 * read the address) and when the live data answers, which must not redo every card each time.
 */
export const ArtworkMasonry = memo(function ArtworkMasonry({
  artworks,
  hrefOf,
  showsCaption,
  registerCard,
  eagerCount = 0,
  shownKey = null,
}: ArtworkMasonryProps) {
  const shownIndex = shownKey === null ? -1 : artworks.findIndex((a) => a.key === shownKey);
  const { shown, sentinel, hasMore } = useProgressiveCount(artworks.length, FIRST_BATCH, shownIndex + 1);
  const photos = useMemo(() => masonryPhotos(artworks.slice(0, shown)), [artworks, shown]);
  // One album per layout, made again only when what it shows changes: hydrating the page, then
  // dropping the hidden layout, re-renders no card (MasonryLayouts).
  const albums = useMemo(
    () =>
      new Map(
        MASONRY_LAYOUT_WIDTHS.map((width) => [
          width,
          <MasonryPhotoAlbum<ArtworkPhoto>
            key={width}
            photos={photos}
            columns={masonryColumns}
            spacing={MASONRY_SPACING}
            padding={0}
            breakpoints={MASONRY_LAYOUT_WIDTHS}
            defaultContainerWidth={width}
            componentsProps={{ container: { role: undefined, 'aria-label': undefined } }}
            render={{
              photo: (_, { photo, index }) => (
                <ArtworkCard
                  artwork={photo.artwork}
                  href={hrefOf(photo.artwork)}
                  showsCaption={showsCaption}
                  linkRef={(link) => registerCard(photo.artwork.key, link)}
                  pictureLoading={cardPictureLoading(index, eagerCount, width)}
                />
              ),
            }}
          />,
        ]),
      ),
    [photos, hrefOf, showsCaption, registerCard, eagerCount],
  );
  return (
    // The viewer's code starts loading as soon as the visitor points at or focuses a work.
    <div data-testid="artwork-masonry" onPointerOver={warmUpViewer} onFocus={warmUpViewer}>
      <MasonryLayouts albums={albums} />
      {hasMore && <div ref={sentinel} aria-hidden="true" className="h-px" />}
    </div>
  );
});

/**
 * How the card at `index` loads its picture in the layout `layoutWidth` wide. In one column, a
 * phone's first screen is about the first work: the pictures after it, even one that shows below
 * it, stay behind it on the connection (and behind the code that makes the cards open) rather than
 * share it once the browser sees them. Four columns show their first row at once: the browser
 * raises the pictures it shows.
 */
function cardPictureLoading(index: number, eagerCount: number, layoutWidth: number): CardPictureLoading {
  if (index < eagerCount) return 'first';
  return masonryColumns(layoutWidth) === 1 ? 'behind-first' : 'lazy';
}

function warmUpViewer() {
  // A failure here is shown when the visitor opens a work (the viewer retries then).
  preloadViewer().catch(() => undefined);
}
