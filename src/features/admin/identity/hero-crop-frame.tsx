import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cropRect, movedFocus, PORTRAIT_ASPECT, type Focus, type Size } from '@/domain/hero-crop';
import { hintClass, labelClass } from '../shared/form-styles';

/** How far an arrow key moves the frame: a fiftieth of the photo, a tenth with Shift. */
const STEP = 1 / 50;
const BIG_STEP = 1 / 10;

/**
 * The phone's crop of the hero photo, placed by her: a frame of the portrait crop's shape over
 * the photo, which she drags or moves with the arrow keys; the rest of the photo is dimmed.
 */
export function HeroCropFrame({
  previewUrl,
  focus,
  onChange,
}: {
  previewUrl: string;
  focus: Focus;
  onChange: (focus: Focus) => void;
}) {
  const hintId = useId();
  const [size, setSize] = useState<Size | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const rect = size ? cropRect(size, PORTRAIT_ASPECT, focus) : null;

  const move = (dx: number, dy: number) => size && onChange(movedFocus(size, PORTRAIT_ASPECT, focus, dx, dy));

  const onKeyDown = (event: KeyboardEvent) => {
    if (!size) return;
    const step = event.shiftKey ? BIG_STEP : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step * size.width, 0],
      ArrowRight: [step * size.width, 0],
      ArrowUp: [0, -step * size.height],
      ArrowDown: [0, step * size.height],
    };
    const delta = moves[event.key];
    if (!delta) return;
    event.preventDefault();
    move(Math.round(delta[0]), Math.round(delta[1]));
  };

  /** Screen pixels to the photo's pixels. */
  const scale = () => (size && image.current ? size.width / image.current.getBoundingClientRect().width : 1);
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    if (!start) return;
    const k = scale();
    const dx = Math.round((event.clientX - start.x) * k);
    const dy = Math.round((event.clientY - start.y) * k);
    if (dx === 0 && dy === 0) return;
    drag.current = { x: event.clientX, y: event.clientY };
    move(dx, dy);
  };
  const endDrag = () => {
    drag.current = null;
  };

  const percent = (value: number) => `${Math.round(value * 100)} %`;
  return (
    <div>
      <p className={labelClass}>Cadrage sur téléphone</p>
      <p id={hintId} className={hintClass}>
        Les téléphones montrent la partie encadrée de la photo. Faites glisser le cadre, ou placez-y le focus et
        déplacez-le avec les flèches du clavier (Maj + flèche : plus vite). Par défaut, il est centré.
      </p>
      <div className="relative mt-3 inline-block max-w-full select-none overflow-hidden rounded-md">
        <img
          ref={image}
          src={previewUrl}
          alt="La nouvelle photo d’accueil"
          onLoad={(event) =>
            setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
          className="block max-h-80 w-auto max-w-full rounded-md"
        />
        {size && rect && (
          <button
            type="button"
            aria-describedby={hintId}
            aria-label={`Cadre du téléphone, centré à ${percent(focus.x)} de la largeur et ${percent(focus.y)} de la hauteur`}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            data-testid="cadre-telephone"
            className="absolute cursor-move touch-none rounded-sm border-2 border-white shadow-[0_0_0_9999px_rgb(0_0_0/0.5)] outline-none focus-visible:ring-4 focus-visible:ring-accent"
            style={{
              left: `${(rect.x / size.width) * 100}%`,
              top: `${(rect.y / size.height) * 100}%`,
              width: `${(rect.width / size.width) * 100}%`,
              height: `${(rect.height / size.height) * 100}%`,
            }}
          />
        )}
      </div>
    </div>
  );
}
