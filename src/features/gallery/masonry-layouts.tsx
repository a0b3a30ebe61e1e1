import {
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { MASONRY_BREAKPOINT } from './masonry';

/**
 * A masonry prerendered for every layout (react-photo-album's `SSR` does the same), of which the
 * browser hydrates only the one on screen.
 *
 * The server cannot know the visitor's screen, so the page holds one layout per width, and a
 * container query shows the one that fits (MASONRY_LAYOUTS). react-photo-album's
 * `SSR` then hydrates every layout, lets the hidden ones measure a container of no width and lay
 * their works out again, and only then drops them: on a phone, twice the cards' work for those it
 * throws away. Here each layout sits in a Suspense boundary. While React hydrates the page, the
 * hidden layout's boundary waits for good, so React leaves its HTML as it is; once the shown one
 * is hydrated, the hidden one goes, unhydrated, and the shown one stays, without the classes that
 * hid it, laying itself out as its container changes (the album measures its container).
 *
 * Rendered afresh (after a client-side navigation), it measures its container before the first
 * paint and renders the layout that fits only.
 */
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

/** What the component shows: the layout chosen, and whether the page is still being hydrated. */
interface Shown {
  width: number | undefined;
  hydrating: boolean;
}

/**
 * The width of the layout the prerendered page shows (the one the container query did not hide),
 * or undefined when the page holds no such masonry (it is rendered afresh, or on the server).
 */
function prerenderedLayout(id: string): number | undefined {
  if (typeof document === 'undefined') return undefined;
  const container = [...document.querySelectorAll(`[${LAYOUTS_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(LAYOUTS_ATTRIBUTE) === id,
  );
  if (!container) return undefined;
  const layouts = [...container.children].filter((child) => child.hasAttribute(LAYOUT_ATTRIBUTE));
  // Nothing shows when the masonry itself is hidden: any layout will then do.
  const shown = layouts.find((layout) => layout.getClientRects().length > 0) ?? layouts[0];
  const width = Number(shown?.getAttribute(LAYOUT_ATTRIBUTE));
  return MASONRY_LAYOUT_WIDTHS.includes(width) ? width : MASONRY_LAYOUT_WIDTHS[0];
}

/** The width of the layout that fits a container this wide, as the container query chooses. */
export function layoutWidthFor(containerWidth: number): number {
  return MASONRY_LAYOUT_WIDTHS.filter((width) => width <= containerWidth).at(-1) ?? MASONRY_LAYOUT_WIDTHS[0]!;
}

/** A promise that never settles: a layout waiting on it keeps the server's HTML, unhydrated. */
const NEVER = new Promise<never>(() => {});

function Unhydrated(): ReactNode {
  return use(NEVER);
}

/** Tells its parent that the boundary it sits in is mounted (hydrated, or rendered afresh). */
function OnMounted({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

export function MasonryLayouts({ albums }: MasonryLayoutsProps) {
  // useId is the same on the server and while hydrating: it names this masonry in the HTML.
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown>(() => {
    const width = prerenderedLayout(id);
    return { width, hydrating: width !== undefined };
  });
  // On the server (no page to read which layout shows): every layout, whole.
  const prerendering = !useHydrated() && shown.width === undefined;

  // Rendered afresh: the container is measured before the browser paints.
  useLayoutEffect(() => {
    if (prerendering || shown.width !== undefined || !container.current) return;
    setShown({ width: layoutWidthFor(container.current.clientWidth), hydrating: false });
  }, [prerendering, shown.width]);

  const hydrated = useCallback(
    () => setShown((current) => (current.hydrating ? { ...current, hydrating: false } : current)),
    [],
  );

  // The same elements as long as nothing they show changes: a layout whose boundary React has not
  // hydrated yet must get no new props (React would then hydrate it at once, in one long task).
  const layouts = useMemo(() => {
    const both = prerendering || shown.hydrating;
    return MASONRY_LAYOUTS.map(({ width, className }) => {
      if (!both && width !== shown.width) return null;
      return (
        <div key={width} className={both ? className : undefined} {...{ [LAYOUT_ATTRIBUTE]: width }}>
          <Suspense fallback={null}>
            {prerendering || width === shown.width ? (
              <>
                {albums.get(width)}
                <OnMounted then={hydrated} />
              </>
            ) : (
              <Unhydrated />
            )}
          </Suspense>
        </div>
      );
    });
  }, [albums, prerendering, shown, hydrated]);

  return (
    <div ref={container} className="@container" {...{ [LAYOUTS_ATTRIBUTE]: id }}>
      {layouts}
    </div>
  );
}
