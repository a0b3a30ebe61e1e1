import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type WheelEvent,
} from 'react';
import Lightbox, {
  MODULE_CAROUSEL,
  MODULE_CONTROLLER,
  MODULE_TOOLBAR,
  createModule,
  useLightboxState,
  type ControllerRef,
  type Plugin,
  type Render,
  type Slide,
  type SlideImage,
  type ZoomRef,
} from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { PictureTitleBox } from '@/components/ui/picture-or-title';
import { Toasts } from '@/components/ui/toasts';
import './viewer.css';

/** One stored version of a picture and its pixel size. */
export interface ViewerImage {
  src: string;
  width: number;
  height: number;
}

/** A picture the viewer shows. */
export interface ViewerItem {
  key: string;
  /** The version to show when the size of the others is unknown. */
  src: string;
  alt: string;
  /** Pixel size of `src`; absent for pictures stored without one (measured once loaded). */
  width?: number;
  height?: number;
  /** Every stored version with its size: the viewer loads the one the screen and zoom need. */
  versions?: readonly ViewerImage[];
}

export interface ViewerProps {
  items: readonly ViewerItem[];
  /** The item shown. */
  index: number;
  /** The visitor moved to another item (buttons, arrow keys, swipe). */
  onIndexChange: (index: number) => void;
  /** The visitor closed the viewer (close button, Escape, backdrop, vertical swipe, scroll). */
  onClose: () => void;
  /** Names of the previous and next buttons, e.g. "Œuvre précédente". */
  labels: { previous: string; next: string };
  /**
   * The texts beside the picture (below it on phones, where they never cover it). The element
   * whose id is `titleId` names the dialog.
   */
  renderPanel: (index: number, titleId: string) => ReactNode;
  /** How far past its largest version's own pixels a picture may be enlarged (1: not at all). */
  maxZoomPixelRatio?: number;
  /**
   * Whether `items` are all there are, so that "3 sur 20" is true. False while they are a part
   * (a work's page before the live data): the count is then left out rather than shown wrong.
   */
  complete?: boolean;
}

/**
 * Pictures full-screen, one at a time (yet-another-react-lightbox with its Zoom and Counter
 * plugins): previous and next by buttons, arrow keys and swipes; zoom by pinch, double-tap,
 * double-click, buttons and the + and − keys, drag to pan, larger versions loaded as the zoom
 * needs them; the neighbours preloaded. A modal dialog named by the panel's title. It closes on
 * Escape, the close button, a click on the backdrop, a vertical swipe, and a scroll of the wheel
 * while not zoomed (when zoomed, the wheel pans; a click on the picture never closes it, so
 * that a double-click can zoom).
 */
export function Viewer({
  items,
  index,
  onIndexChange,
  onClose,
  labels,
  renderPanel,
  maxZoomPixelRatio = 1,
  complete = true,
}: ViewerProps) {
  const titleId = useId();
  const controller = useRef<ControllerRef>(null);
  const zoom = useRef<ZoomRef>(null);
  const measured = useMeasuredSizes(items[index]);
  const slides = useMemo(() => items.map((item) => slideOf(item, measured.get(item.src))), [items, measured]);
  const closeOnScroll = useScrollToClose(() => controller.current?.close());
  const panel = useMemo(() => ({ titleId, renderPanel }), [titleId, renderPanel]);
  const [stages] = useState(createStages);

  // Keys pressed while focus is in the panel: the lightbox listens on its own container only.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isInCarousel(event.target)) return;
    const action = PANEL_KEYS[event.key];
    if (!action) return;
    event.preventDefault();
    action(controller.current, zoom.current);
  };

  return (
    <PanelContext.Provider value={panel}>
      <StagesContext.Provider value={stages}>
        <Lightbox
          open
          index={index}
          slides={slides}
          close={onClose}
          on={{ view: ({ index: shown }) => shown !== index && onIndexChange(shown) }}
          plugins={complete ? WITH_COUNT : WITHOUT_COUNT}
          className="viewer"
          portal={{ container: { 'aria-labelledby': titleId, onKeyDown, onWheel: closeOnScroll } }}
          carousel={{ preload: 1, finite: items.length <= 1 }}
          controller={{
            ref: controller,
            closeOnBackdropClick: true,
            closeOnPullDown: true,
            closeOnPullUp: true,
          }}
          zoom={{ ref: zoom, maxZoomPixelRatio, scrollToZoom: false }}
          render={SLIDE_FALLBACK}
          labels={{
            Previous: labels.previous,
            Next: labels.next,
            // The dialog's name is the panel's title (aria-labelledby); this is the fallback.
            Lightbox: 'Visionneuse',
            Close: 'Fermer',
            'Zoom in': 'Zoom avant',
            'Zoom out': 'Zoom arrière',
            Carousel: 'carrousel',
            Slide: 'image',
            'Photo gallery': 'Images',
            '{index} of {total}': '{index} sur {total}',
          }}
        />
      </StagesContext.Provider>
    </PanelContext.Provider>
  );
}

function slideOf(item: ViewerItem, measured: ViewerImage | undefined): SlideImage {
  const size = item.width && item.height ? { width: item.width, height: item.height } : measured;
  return {
    src: item.src,
    alt: item.alt,
    ...(size && { width: size.width, height: size.height }),
    // A copy: the lightbox sorts it in place.
    ...(item.versions?.length && { srcSet: [...item.versions] }),
  };
}

/**
 * The pixel size of a picture stored without one, once loaded, so that it can be zoomed like
 * the others (the lightbox needs a size to know how far).
 */
function useMeasuredSizes(item: ViewerItem | undefined): ReadonlyMap<string, ViewerImage> {
  const [sizes, setSizes] = useState<ReadonlyMap<string, ViewerImage>>(new Map());
  const src = item && !(item.width && item.height) && !sizes.has(item.src) ? item.src : undefined;
  useEffect(() => {
    if (!src) return;
    const image = new Image();
    image.onload = () =>
      setSizes((current) => new Map(current).set(src, { src, width: image.naturalWidth, height: image.naturalHeight }));
    image.src = src;
    return () => {
      image.onload = null;
    };
  }, [src]);
  return sizes;
}

const ShownSlide = createContext<Slide | null>(null);

/**
 * A picture that fails to load: its title in a neutral box at its proportions, where the
 * lightbox would put its red cross. The lightbox keeps the failed <img> (transparent) with its
 * alt, which screen readers still read: the box is for the eyes only.
 */
function SlideFallback() {
  const slide = useContext(ShownSlide);
  if (!slide) return null;
  return (
    <PictureTitleBox
      text={slide.alt ?? ''}
      hidden
      className="max-h-[70svh] w-[min(80vw,28rem)]"
      style={slide.width && slide.height ? { aspectRatio: `${slide.width} / ${slide.height}` } : { height: '20rem' }}
    />
  );
}

/** The lightbox's error icon, given each slide through a context (its render gets no slide). */
const SLIDE_FALLBACK: Render = {
  slideContainer: ({ slide, children }) => <ShownSlide.Provider value={slide}>{children}</ShownSlide.Provider>,
  iconError: () => <SlideFallback />,
};

/** What the keys do when focus is in the panel. */
const PANEL_KEYS: Record<string, ((controller: ControllerRef | null, zoom: ZoomRef | null) => void) | undefined> = {
  Escape: (controller) => controller?.close(),
  ArrowLeft: (controller) => controller?.prev(),
  ArrowRight: (controller) => controller?.next(),
  '+': (_, zoom) => zoom?.zoomIn(),
  '-': (_, zoom) => zoom?.zoomOut(),
};

function isInCarousel(target: EventTarget): boolean {
  return target instanceof Element && target.closest('.yarl__container') !== null;
}

/** Wheel gestures closer together than this are one scroll. */
const GESTURE_PAUSE_MS = 200;
/** A scroll that began this soon after the viewer opened is the tail of one begun before. */
const OPENING_TAIL_MS = 400;
/** How far a scroll must go to close the viewer, so that a touch of the wheel does not. */
const CLOSING_DISTANCE_PX = 60;

/**
 * The spec's "a scroll closes it", for a vertical scroll of the wheel over the picture while it
 * is not zoomed (the zoom plugin keeps the wheel for panning when zoomed, and a pinch on a
 * trackpad comes as a wheel event with Ctrl, which zooms).
 */
function useScrollToClose(close: () => void): (event: WheelEvent<HTMLDivElement>) => void {
  const [openedAt] = useState(() => performance.now());
  const gesture = useRef({ startedAt: -Infinity, lastAt: -Infinity, distance: 0 });
  return (event) => {
    if (!isInCarousel(event.target) || event.ctrlKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
    const current = gesture.current;
    if (event.timeStamp - current.lastAt > GESTURE_PAUSE_MS) {
      current.startedAt = event.timeStamp;
      current.distance = 0;
    }
    current.lastAt = event.timeStamp;
    if (current.startedAt - openedAt < OPENING_TAIL_MS) return;
    const lineHeight = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? window.innerHeight : 1;
    current.distance += Math.abs(event.deltaY) * lineHeight;
    if (current.distance >= CLOSING_DISTANCE_PX) close();
  };
}

const PanelContext = createContext<{ titleId: string; renderPanel: ViewerProps['renderPanel'] } | null>(null);

/** The panel, beside the lightbox's container in its dialog (see viewer.css for the layout). */
function Panel() {
  const { currentIndex } = useLightboxState();
  const panel = useContext(PanelContext);
  if (!panel) return null;
  return (
    <div className="viewer-panel">
      {panel.renderPanel(currentIndex, panel.titleId)}
      <Toasts />
    </div>
  );
}

const panelPlugin: Plugin = ({ addSibling }) => addSibling(MODULE_CONTROLLER, createModule('viewer-panel', Panel));

/**
 * The parts of the viewer rendered one after the other, each in a transition, once the lightbox's
 * container is there and measured. The library renders what its container holds only once it
 * knows the container's size, which it learns during a commit (a state set in a ref callback): a
 * synchronous render of it all, in one task with the mount, a work page's longest (about 160 to
 * 230 ms on a slow phone). A transition renders in short slices, but its commit is one task: one
 * part per commit keeps each short: the picture first, then the toolbar (zoom, "Fermer"). Not
 * deferred: the navigation, which listens to the keys (they must work as soon as the container
 * has the focus), and the panel, which shares the dialog with the container: arriving later, it
 * would resize the container and the library would render everything in it again, at once.
 */
export const DEFERRED_STAGES = ['carousel', 'toolbar'] as const;
type Stage = (typeof DEFERRED_STAGES)[number];

/** Which parts are shown; one per viewer opened. */
function createStages() {
  let done = -1;
  const waiting = new Map<number, () => void>();
  return {
    /** Calls `show` once the parts before `stage` are shown (now if they are). */
    when(stage: Stage, show: () => void): () => void {
      const rank = DEFERRED_STAGES.indexOf(stage);
      if (rank <= done + 1) show();
      else waiting.set(rank, show);
      return () => waiting.delete(rank);
    },
    shown(stage: Stage) {
      const rank = DEFERRED_STAGES.indexOf(stage);
      done = Math.max(done, rank);
      const next = waiting.get(rank + 1);
      waiting.delete(rank + 1);
      next?.();
    },
  };
}

const StagesContext = createContext<ReturnType<typeof createStages> | null>(null);

function Deferred({ stage, children }: { stage: Stage; children?: ReactNode }) {
  const stages = useContext(StagesContext);
  const [shown, setShown] = useState(!stages);
  useEffect(() => stages?.when(stage, () => startTransition(() => setShown(true))), [stages, stage]);
  useEffect(() => {
    if (shown) stages?.shown(stage);
  }, [shown, stages, stage]);
  return shown ? children : null;
}

/** Made once: a module made at each render would be a new component, its subtree remounted. */
const deferredModule = (stage: Stage) =>
  createModule(`viewer-deferred-${stage}`, ({ children }) => <Deferred stage={stage}>{children}</Deferred>);
const DEFERRED_CAROUSEL = deferredModule('carousel');
const DEFERRED_TOOLBAR = deferredModule('toolbar');

const deferredPlugin: Plugin = ({ addParent }) => {
  addParent(MODULE_CAROUSEL, DEFERRED_CAROUSEL);
  addParent(MODULE_TOOLBAR, DEFERRED_TOOLBAR);
};
const WITH_COUNT = [Zoom, Counter, panelPlugin, deferredPlugin];
const WITHOUT_COUNT = [Zoom, panelPlugin, deferredPlugin];
