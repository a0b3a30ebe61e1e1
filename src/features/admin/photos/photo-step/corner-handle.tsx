import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { Point } from '@/domain/photo-geometry';

/** One arrow key press moves a handle by this much of the picture (Shift: ten times more). */
export const HANDLE_STEP = 0.0025;
export const HANDLE_BIG_STEP = 0.025;

const percent = (n: number) => `${(Math.round(n * 1000) / 10).toLocaleString('fr-FR')} %`;

/** What a screen reader says of a handle's place. */
export function handlePosition(point: Point): string {
  return `${percent(point.x)} depuis la gauche, ${percent(point.y)} depuis le haut`;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

interface CornerHandleProps {
  label: string;
  point: Point;
  /** The element the point is a fraction of (the picture's box). */
  stage: React.RefObject<HTMLElement | null>;
  onMove: (point: Point) => void;
  /** Called once a drag or a key press is over, for the live region. */
  onSettle?: (point: Point) => void;
  variant?: 'corner' | 'crop';
}

/**
 * A focusable handle on the picture: dragged with a mouse, a finger or a pen (pointer events,
 * captured so that a fast drag does not lose it), or moved by the arrow keys (Shift for larger
 * steps). A slider for assistive technologies, its value the distance from the left, its text
 * both distances.
 */
export function CornerHandle({ label, point, stage, onMove, onSettle, variant = 'corner' }: CornerHandleProps) {
  const dragging = useRef(false);

  function pointAt(event: PointerEvent<HTMLElement>): Point | null {
    const box = stage.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return null;
    return { x: clamp01((event.clientX - box.left) / box.width), y: clamp01((event.clientY - box.top) / box.height) };
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const step = event.shiftKey ? HANDLE_BIG_STEP : HANDLE_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = { x: clamp01(point.x + move[0]), y: clamp01(point.y + move[1]) };
    onMove(next);
    onSettle?.(next);
  }

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(point.x * 100)}
      aria-valuetext={handlePosition(point)}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        // The handle is under the pointer, so in view: focusing it must not scroll the page (the
        // site scrolls smoothly), which would move the picture under a drag that has begun.
        event.currentTarget.focus({ preventScroll: true });
        dragging.current = true;
      }}
      onPointerMove={(event) => {
        if (!dragging.current) return;
        const next = pointAt(event);
        if (next) onMove(next);
      }}
      onPointerUp={(event) => {
        if (!dragging.current) return;
        dragging.current = false;
        const next = pointAt(event);
        if (next) {
          onMove(next);
          onSettle?.(next);
        }
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
      style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
      className="group absolute flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none items-center justify-center rounded-full focus:outline-none active:cursor-grabbing"
    >
      <span
        aria-hidden="true"
        className={`block h-5 w-5 rounded-full border-2 border-white shadow-[0_0_0_2px_rgba(0,0,0,0.8)] group-focus-visible:ring-4 group-focus-visible:ring-accent ${
          variant === 'corner' ? 'bg-accent' : 'bg-ink'
        }`}
      />
    </div>
  );
}

/** One handle of a HandleStage: where it is, its name, and what its moves do. */
export interface StageHandle {
  label: string;
  point: Point;
  onMove: (point: Point) => void;
  onSettle: (point: Point) => void;
}

interface HandleStageProps {
  url: string;
  alt: string;
  /** What is drawn over the picture, in a 100 × 100 box stretched to it (the quad, the crop). */
  overlay: ReactNode;
  handles: readonly StageHandle[];
  variant: 'corner' | 'crop';
}

/**
 * The picture with its overlay and its handles, the handles' positions fractions of the picture's
 * own box (the stage): the straightening's four corners and the crop's two share it.
 */
export function HandleStage({ url, alt, overlay, handles, variant }: HandleStageProps) {
  const stage = useRef<HTMLDivElement>(null);
  return (
    <div ref={stage} className="relative inline-block">
      <img src={url} alt={alt} draggable={false} className="block max-h-[60vh] w-auto max-w-full select-none" />
      <svg
        aria-hidden="true"
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-0 h-full w-full"
      >
        {overlay}
      </svg>
      {handles.map((handle) => (
        <CornerHandle key={handle.label} variant={variant} stage={stage} {...handle} />
      ))}
    </div>
  );
}
