import { memo, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { prerenderedElement } from '@/components/ui/prerendered-element';
import { useHydrated } from '@/components/ui/use-hydrated';
import { MASONRY_BREAKPOINT } from './masonry';

interface MasonryLayoutsProps {
  /** By layout width, the album laid out for it; a new map only when what they show changes. */
  albums: ReadonlyMap<number, ReactNode>;
}

/**
 * The layouts, narrowest first: the width each is laid out for before the album measures its
 * container, and the classes that show it, by a container query, only where it fits. Tailwind
 * reads class names from the source, so they are written out: 700 is MASONRY_BREAKPOINT (the
 * tests check that they agree).
 */
export const MASONRY_LAYOUTS = [
  { width: MASONRY_BREAKPOINT / 2, className: 'hidden @max-[700px]:block' },
  { width: MASONRY_BREAKPOINT, className: 'hidden @min-[700px]:block' },
] as const;

/** The widths react-photo-album snaps its container's width to, as its `SSR` passes them. */
export const MASONRY_LAYOUT_WIDTHS: readonly number[] = MASONRY_LAYOUTS.map((layout) => layout.width);

const LAYOUTS_ATTRIBUTE = 'data-masonry-layouts';
const LAYOUT_ATTRIBUTE = 'data-masonry-layout';

/**
 * The width of the layout the prerendered page shows (the one the container query did not hide),
 * or undefined when the page holds no such masonry (it is rendered afresh, or on the server).
 */
function prerenderedLayout(id: string): number | undefined {
  const container = prerenderedElement(LAYOUTS_ATTRIBUTE, id);
  if (!container) return undefined;
  const layouts = [...container.children].filter((child) => child.hasAttribute(LAYOUT_ATTRIBUTE));
  // Nothing shows when the masonry itself is hidden: any layout will then do. Under a work's
  // poster the gallery is hidden by `content-visibility` (gallery-page.tsx), where reading a
  // layout's boxes would lay out the whole masonry the page skips, in the hydration's own task:
  // checkVisibility() reads styles only, and says so first.
  const hidden = typeof container.checkVisibility === 'function' && !container.checkVisibility();
  const shown = hidden ? layouts[0] : (layouts.find((layout) => layout.getClientRects().length > 0) ?? layouts[0]);
  const width = Number(shown?.getAttribute(LAYOUT_ATTRIBUTE));
  return MASONRY_LAYOUT_WIDTHS.includes(width) ? width : MASONRY_LAYOUT_WIDTHS[0];
}

/** The width of the layout that fits a container this wide, as the container query chooses. */
export function layoutWidthFor(containerWidth: number): number {
  return MASONRY_LAYOUT_WIDTHS.filter((width) => width <= containerWidth).at(-1) ?? MASONRY_LAYOUT_WIDTHS[0]!;
}

/** Given as an element's HTML while hydrating, makes React keep the server's content as it is. */
const SERVER_HTML = { __html: '' };

interface LayoutProps {
  width: number;
  className: string | undefined;
  /** The album, or null for a layout left as the server made it until it goes. */
  album: ReactNode | null;
}

/** One layout. Memoized: dropping the other layout re-renders no card. */
const Layout = memo(function Layout({ width, className, album }: LayoutProps) {
  const attributes = { className, [LAYOUT_ATTRIBUTE]: width };
  // React hydrates no child of an element whose content is given as HTML, and changes none of
  // it; the flag keeps it from comparing that HTML with the server's.
  if (album === null) return <div {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={SERVER_HTML} />;
  return <div {...attributes}>{album}</div>;
});

/**
 * A masonry prerendered for every layout (react-photo-album's `SSR` does the same), of which the
 * browser hydrates only the one on screen.
 *
 * The server cannot know the visitor's screen, so the page holds one layout per width, and a
 * container query shows the one that fits (MASONRY_LAYOUTS). react-photo-album's
 * `SSR` then hydrates every layout, lets the hidden ones measure a container of no width and lay
 * their works out again, and only then drops them: on a phone, twice the cards' work for those it
 * throws away. Here, while React hydrates the page, it reads which layout the container query
 * shows and hydrates that one; the hidden one is given to React as HTML, which React leaves as
 * the server made it. Once the page is hydrated, the hidden one goes, unhydrated, and the shown
 * one stays, without the classes that could hide it, laying itself out as its container changes
 * (the album measures its container).
 *
 * Rendered afresh (after a client-side navigation), it measures its container before the first
 * paint and renders the layout that fits only.
 */
export function MasonryLayouts({ albums }: MasonryLayoutsProps) {
  // useId is the same on the server and while hydrating: it names this masonry in the HTML.
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const [prerenderedWidth] = useState(() => prerenderedLayout(id));
  const [measuredWidth, setMeasuredWidth] = useState<number>();
  // False on the server and while hydrating: the page keeps every layout the server made.
  const appStarted = useHydrated();
  const shownWidth = prerenderedWidth ?? measuredWidth;

  // Rendered afresh: the container is measured before the browser paints.
  useLayoutEffect(() => {
    if (appStarted && shownWidth === undefined && container.current) {
      setMeasuredWidth(layoutWidthFor(container.current.clientWidth));
    }
  }, [appStarted, shownWidth]);

  return (
    <div ref={container} className="@container" {...{ [LAYOUTS_ATTRIBUTE]: id }}>
      {MASONRY_LAYOUTS.map(({ width, className }) => {
        if (appStarted && width !== shownWidth) return null;
        // On the server (no page to read which layout shows), every layout, whole.
        const onServer = !appStarted && prerenderedWidth === undefined;
        return (
          <Layout
            key={width}
            width={width}
            className={appStarted ? undefined : className}
            album={onServer || width === shownWidth ? albums.get(width) : null}
          />
        );
      })}
    </div>
  );
}
