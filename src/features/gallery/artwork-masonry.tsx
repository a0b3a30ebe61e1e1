import { memo, useMemo, type ReactNode } from 'react';
import { preloadViewer } from '@/components/viewer/lazy-viewer';
import type { Artwork } from '@/domain/artwork';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { ArtworkCard, type CardPictureLoading } from './artwork-card';
import { FIRST_BATCH } from './display-order';
import { MASONRY_SPACING, ROW_RATIO, justifiedRows, masonryColumns, worksInRowsFor, type LayoutRow } from './masonry';
import { MASONRY_LAYOUT_WIDTHS, MasonryLayouts } from './masonry-layouts';

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
 * A gallery's works in rows (justified rows, `justifiedRows`): from medium screens up, each row
 * a few works at one height, read left to right; below, one work per row. Each work whole at its
 * own proportions, and the page's order (keyboard, screen readers) is the display order, as the
 * eye reads it. The sizes are CSS alone (each work's share of its row is its width-to-height
 * ratio), so the prerendered page is laid out at once, at any width. Rendered at build time for
 * both layouts, the container's width choosing one by a container query, of which the browser
 * hydrates the one shown (MasonryLayouts), so that nothing moves.
 * Long galleries grow by whole rows as the visitor scrolls. Memoized: the page re-renders once
 * hydrated (to read the address) and when the live data answers, which must not redo every card
 * each time.
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
  const allRows = useMemo(() => justifiedRows(artworks), [artworks]);
  const { shown, sentinel } = useProgressiveCount(artworks.length, FIRST_BATCH, shownIndex + 1);
  const rendered = worksInRowsFor(allRows, shown);
  const rows = useMemo(() => allRows.filter((row) => row.start < rendered), [allRows, rendered]);
  // One layout per width, made again only when what it shows changes: hydrating the page, then
  // dropping the hidden layout, re-renders no card (MasonryLayouts).
  const albums = useMemo(
    () =>
      new Map(
        MASONRY_LAYOUT_WIDTHS.map((width) => {
          const card = (index: number) => {
            const artwork = artworks[index]!;
            return (
              <ArtworkCard
                key={artwork.key}
                artwork={artwork}
                href={hrefOf(artwork)}
                showsCaption={showsCaption}
                linkRef={(link) => registerCard(artwork.key, link)}
                pictureLoading={cardPictureLoading(index, eagerCount, width)}
              />
            );
          };
          return [
            width,
            masonryColumns(width) === 1 ? (
              <div className="flex flex-col gap-6">
                {rows.flatMap((row) => row.ratios.map((_, i) => card(row.start + i)))}
              </div>
            ) : (
              <div className="flex flex-col gap-6">
                {rows.map((row) => (
                  <Row key={row.start} row={row} card={card} />
                ))}
              </div>
            ),
          ];
        }),
      ),
    [rows, artworks, hrefOf, showsCaption, registerCard, eagerCount],
  );
  return (
    // The viewer's code starts loading as soon as the visitor points at or focuses a work.
    <div data-testid="artwork-masonry" onPointerOver={warmUpViewer} onFocus={warmUpViewer}>
      <MasonryLayouts albums={albums} />
      {rendered < artworks.length && <div ref={sentinel} aria-hidden="true" className="h-px" />}
    </div>
  );
});

/**
 * A row: each work as wide as its share of the row's ratios, which gives them one height. A row
 * that is not full (the gallery's last) keeps a full row's height, an empty space after it. The
 * widths are given, not shared out by flex: a row the browser draws before it has read all of it
 * (a slow connection) has its first works where they stay.
 */
function Row({ row, card }: { row: LayoutRow; card: (index: number) => ReactNode }) {
  const sum = Math.max(
    row.ratios.reduce((a, b) => a + b, 0),
    row.full ? 0 : ROW_RATIO,
  );
  const gaps = (row.ratios.length - 1) * MASONRY_SPACING;
  return (
    <div className="flex items-start gap-6" data-masonry-row="">
      {row.ratios.map((ratio, i) => (
        <div
          key={i}
          className="min-w-0 shrink-0"
          style={{ width: `calc((100% - ${gaps}px) * ${(ratio / sum).toFixed(5)})` }}
        >
          {card(row.start + i)}
        </div>
      ))}
    </div>
  );
}

/**
 * In one column, how many pictures after the eager ones the prerendered page asks for: the next
 * work's, which can show at the bottom of a phone's first screen.
 */
const ONE_COLUMN_PICTURES_WITH_THE_PAGE = 1;

/**
 * How the card at `index` loads its picture in the layout `layoutWidth` wide. In one column, a
 * phone's first screen is about the first work: the pictures after it, even one that shows below
 * it, stay behind it on the connection (and behind the code that makes the cards open) rather than
 * share it once the browser sees them. Those further down, within the distance at which the
 * browser fetches lazy pictures at once, wait for the app to start: fetched with the page, about
 * seven of them would share the connection with the first work's picture and the fonts (the
 * bench's phone, docs/architecture.md). In rows, the first row shows at once: the browser raises
 * the pictures it shows.
 */
function cardPictureLoading(index: number, eagerCount: number, layoutWidth: number): CardPictureLoading {
  if (index < eagerCount) return 'first';
  if (masonryColumns(layoutWidth) > 1) return 'lazy';
  return index < eagerCount + ONE_COLUMN_PICTURES_WITH_THE_PAGE ? 'behind-first' : 'after-start';
}

function warmUpViewer() {
  // A failure here is shown when the visitor opens a work (the viewer retries then).
  preloadViewer().catch(() => undefined);
}
