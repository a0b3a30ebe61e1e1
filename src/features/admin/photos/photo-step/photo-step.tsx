import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { findPaintingCorners } from '@/domain/photo-detect';
import { NO_EDIT, type PhotoEdit } from '@/domain/photo-edit';
import {
  FULL_QUAD,
  FULL_RECT,
  fitCropToRatio,
  isFullQuad,
  moveCropCorner,
  paintingAspect,
  quadProblem,
  scaleQuad,
  turn,
  turnedSize,
  turnQuad,
  type Point,
  type Quad,
  type QuarterTurns,
  type Rect,
} from '@/domain/photo-geometry';
import { PHOTO_MESSAGES } from '@/domain/photo-rules';
import { alertClass, hintClass, labelClass, primaryButtonClass, secondaryButtonClass } from '../../shared/form-styles';
import { decodePhoto } from '../decode-photo';
import { HandleStage, handlePosition } from './corner-handle';
import { encode, pixelsOf, renderEdit, shrink } from './render-edit';

/** The previews' long side: enough for a large screen, small enough to redraw at once. */
const PREVIEW_MAX_SIDE = 1600;
/** The copy looked at for the painting's edges: a few hundred pixels are plenty. */
const DETECT_MAX_SIDE = 256;
/** The published preview shown in the form once the step is applied. */
const RESULT_PREVIEW_MAX_SIDE = 1200;

export const CORNER_LABELS = [
  'Coin supérieur gauche',
  'Coin supérieur droit',
  'Coin inférieur droit',
  'Coin inférieur gauche',
] as const;

/** Said when the handles start on the painting's edges, found in the photo. */
export const DETECTED_HINT = 'Les coins ont été placés sur les bords du tableau trouvés dans la photo : vérifiez-les.';

export const CROP_LABELS = { start: 'Coin supérieur gauche du recadrage', end: 'Coin inférieur droit du recadrage' };

/** The crop's ratios (width ÷ height), by the name the select shows. */
const RATIOS: readonly { id: string; label: string; value: number | null }[] = [
  { id: 'libre', label: 'Libre', value: null },
  { id: '1:1', label: 'Carré (1:1)', value: 1 },
  { id: '4:3', label: '4:3 (paysage)', value: 4 / 3 },
  { id: '3:4', label: '3:4 (portrait)', value: 3 / 4 },
  { id: '3:2', label: '3:2 (paysage)', value: 3 / 2 },
  { id: '2:3', label: '2:3 (portrait)', value: 2 / 3 },
  { id: '16:9', label: '16:9 (bandeau)', value: 16 / 9 },
];

type Mode = 'straighten' | 'crop';

export interface PhotoStepProps {
  file: File;
  /** The edit applied before, when the step is opened again. */
  initialEdit: PhotoEdit | null;
  /** The work's dimensions as typed ("50 x 70 cm"): when they parse, they give the proportions. */
  dimensions?: string | null;
  /** The edit and a preview of its result, or null to use the photo as it is. */
  onDone: (result: { edit: PhotoEdit; preview: Blob } | null) => void;
}

interface Previews {
  /** The photo upright, turned as asked, at preview size. */
  turned: { url: string; width: number; height: number };
  /** The straightened picture (before the crop), at preview size. */
  straight: { url: string; width: number; height: number };
}

function useObjectUrls() {
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  return (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urls.current.push(url);
    return url;
  };
}

/**
 * The photo step (docs/photo-step.md): turn the photo, place the four corners on the painting's
 * to straighten it, crop it, compare before and after, or use the photo as it is. The previews are
 * drawn from a smaller copy; the edit is applied to the original at full resolution when the photo
 * is prepared (prepare-photo.ts).
 */
export default function PhotoStep({ file, initialEdit, dimensions, onDone }: PhotoStepProps) {
  const id = useId();
  const titleId = `${id}-titre`;
  const start = initialEdit ?? NO_EDIT;
  const [turns, setTurns] = useState<QuarterTurns>(start.turns);
  const [corners, setCorners] = useState<Quad>(start.corners);
  const [crop, setCrop] = useState<Rect>(start.crop);
  const [ratioId, setRatioId] = useState('libre');
  const [mode, setMode] = useState<Mode>('straighten');
  const [compare, setCompare] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [source, setSource] = useState<HTMLCanvasElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [previews, setPreviews] = useState<Previews | null>(null);
  /** The corners found on the painting's edges, until "Réinitialiser". */
  const [detected, setDetected] = useState<Quad | null>(null);
  const [busy, setBusy] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const objectUrl = useObjectUrls();

  useEffect(() => {
    title.current?.focus();
  }, []);

  // The photo decoded once (upright, in sRGB) and shrunk for the previews.
  useEffect(() => {
    let live = true;
    decodePhoto(file)
      .then((bitmap) => {
        const canvas = document.createElement('canvas');
        canvas.width = bitmap.width;
        canvas.height = bitmap.height;
        canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
        bitmap.close();
        if (!live) return;
        const preview = shrink(canvas, PREVIEW_MAX_SIDE);
        setSource(preview);
        // A first opening: the handles start on the painting's edges where they stand out from a
        // plain surround (src/domain/photo-detect.ts), else at the photo's corners.
        const pixels = initialEdit ? null : pixelsOf(preview, DETECT_MAX_SIDE);
        const found = pixels && findPaintingCorners(pixels);
        if (found) {
          setCorners(found);
          setDetected(found);
        }
      })
      .catch((error: unknown) => {
        // Nothing to straighten: the photo goes on as it is, and its preparation, which decodes
        // it too, says in the field that it cannot be used.
        console.error(`The photo step could not decode ${file.name}`, error);
        if (live) onDone(null);
      });
    return () => {
      live = false;
    };
  }, [file]); // eslint-disable-line react-hooks/exhaustive-deps

  const turnedDims = source ? turnedSize(source.width, source.height, turns) : null;
  const aspect = useMemo(() => {
    if (!turnedDims) return 1;
    if (isFullQuad(corners)) return turnedDims.width / turnedDims.height;
    return paintingAspect(scaleQuad(corners, turnedDims.width, turnedDims.height), dimensions);
  }, [corners, turnedDims?.width, turnedDims?.height, dimensions]); // eslint-disable-line react-hooks/exhaustive-deps
  const ratio = RATIOS.find((r) => r.id === ratioId)?.value ?? null;
  /**
   * The crop as it is shown and applied: with a ratio chosen, fitted to it in the straightened
   * painting's proportions as they are now. Worked out at each render from the latest state, the
   * stored picture has the ratio whatever happened since it was chosen or when: a corner moved (the
   * proportions change, the crop starts again from the whole picture), a turn, a handle moved before
   * the straightened preview was drawn.
   */
  const fitted = (c: Rect) => (ratio === null ? c : fitCropToRatio(c, ratio, aspect));
  const shownCrop = fitted(crop);
  const edit: PhotoEdit = { turns, corners, aspect, crop: shownCrop };
  // Corners that no rectangle maps onto (two on one point, three in a line, crossed) cannot be
  // straightened: the step says so, in French, when she tries to go on, and stays open.
  const quadMessage =
    turnedDims && !isFullQuad(corners) ? quadProblem(scaleQuad(corners, turnedDims.width, turnedDims.height)) : null;
  const [refused, setRefused] = useState(false);
  /** Whether the corners let the straightened picture be drawn; if not, the refusal shows. */
  function cornersUsable(): boolean {
    if (quadMessage === null) return true;
    setRefused(true);
    return false;
  }

  // The turned preview follows the turns; the straightened one is redrawn when the corners are
  // settled (not at every pointer move: a warp of the preview takes a moment).
  const [straightFor, setStraightFor] = useState<{ turns: number; corners: Quad; aspect: number } | null>(null);
  const wantStraight = mode === 'crop' || compare;
  useEffect(() => {
    if (!source) return;
    let live = true;
    const turnedCanvas = renderEdit(source, { ...NO_EDIT, turns }, PREVIEW_MAX_SIDE);
    const straightCanvas = wantStraight
      ? renderEdit(source, { turns, corners, aspect, crop: FULL_RECT }, PREVIEW_MAX_SIDE)
      : turnedCanvas;
    void Promise.all([turnedCanvas, straightCanvas])
      .then(async ([t, s]) => {
        const [tb, sb] = await Promise.all([encode(t, 'image/png', 1), s === t ? null : encode(s, 'image/png', 1)]);
        if (!live) return;
        const turnedPreview = { url: objectUrl(tb), width: t.width, height: t.height };
        setPreviews({
          turned: turnedPreview,
          straight: sb ? { url: objectUrl(sb), width: s.width, height: s.height } : turnedPreview,
        });
        // Only a straightened drawing counts: without it the "straight" preview is the turned
        // photo, and the crop handles on it would measure the crop in the wrong proportions.
        setStraightFor(wantStraight ? { turns, corners, aspect } : null);
      })
      .catch((error: unknown) => {
        console.error('The photo step could not draw its preview', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
    // The corners are read when the straightened preview is wanted, not at each of their moves.
  }, [source, turns, wantStraight]); // eslint-disable-line react-hooks/exhaustive-deps

  function rotate(by: 1 | -1) {
    setTurns((t) => turn(t, by));
    setCorners((q) => turnQuad(q, by));
    setCrop(FULL_RECT);
    setAnnouncement(
      by === 1 ? 'Photo tournée d’un quart de tour à droite.' : 'Photo tournée d’un quart de tour à gauche.',
    );
  }

  function reset() {
    setRefused(false);
    setDetected(null);
    setTurns(0);
    setCorners(FULL_QUAD);
    setCrop(FULL_RECT);
    setRatioId('libre');
    setMode('straighten');
    setCompare(false);
    setAnnouncement('Retouches annulées : la photo est comme à l’origine.');
  }

  function moveCorner(index: number, point: Point) {
    setCorners((q) => q.map((p, i) => (i === index ? point : p)) as unknown as Quad);
    setCrop(FULL_RECT);
  }

  function chooseMode(next: Mode) {
    if (next === 'crop' && !cornersUsable()) return;
    setMode(next);
    setCompare(false);
  }

  function chooseRatio(next: string) {
    setRatioId(next);
    const value = RATIOS.find((r) => r.id === next)?.value ?? null;
    // In the edit's proportions, which the stored picture has, not the preview's (the photo as it
    // is until the straightened one is drawn).
    if (value !== null) setCrop((c) => fitCropToRatio(c, value, aspect));
  }

  async function apply() {
    if (!source || !cornersUsable()) return;
    setBusy(true);
    try {
      const preview = await encode(await renderEdit(source, edit, RESULT_PREVIEW_MAX_SIDE), 'image/jpeg', 0.9);
      onDone({ edit, preview });
    } catch (error) {
      console.error('The photo step could not draw its result', error);
      setFailed(true);
      setBusy(false);
    }
  }

  const quadPoints = corners.map((p) => `${p.x * 100},${p.y * 100}`).join(' ');
  const straightReady =
    previews !== null &&
    straightFor !== null &&
    straightFor.turns === turns &&
    straightFor.corners === corners &&
    straightFor.aspect === aspect;

  return (
    <section aria-labelledby={titleId} className="mt-3 space-y-3 rounded-md border border-ink/20 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} ref={title} tabIndex={-1} className="font-display text-xl text-ink focus:outline-none">
          Retouche de la photo
        </h3>
        <button type="button" className={secondaryButtonClass} onClick={() => onDone(null)}>
          Utiliser telle quelle
        </button>
      </div>
      <p className={hintClass}>
        {/* Kept through her moves (gone, it would move the picture under a drag); reset clears it. */}
        {mode === 'straighten' && detected && `${DETECTED_HINT} `}
        {mode === 'straighten'
          ? 'Placez les quatre coins sur ceux du tableau : il sera redressé en rectangle, sans le mur autour. Glissez-les, ou déplacez-les avec les flèches du clavier (Maj + flèches pour aller plus vite).'
          : 'Placez les deux coins du recadrage, librement ou dans les proportions choisies.'}
      </p>

      {failed && (
        <p role="alert" className={alertClass}>
          {PHOTO_MESSAGES.unreadable(file.name)}
        </p>
      )}

      <div className="flex flex-wrap items-end gap-2">
        <button type="button" className={secondaryButtonClass} onClick={() => rotate(-1)} disabled={!source}>
          Tourner à gauche
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => rotate(1)} disabled={!source}>
          Tourner à droite
        </button>
        <fieldset className="flex gap-1">
          <legend className="sr-only">Outil</legend>
          {(
            [
              ['straighten', 'Redresser'],
              ['crop', 'Recadrer'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className={`cursor-pointer rounded-md border px-4 py-2.5 font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent ${
                mode === value ? 'border-ink bg-ink text-white' : 'border-ink/50 bg-white text-ink'
              }`}
            >
              <input
                type="radio"
                name={`${id}-outil`}
                value={value}
                checked={mode === value}
                onChange={() => chooseMode(value)}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className={secondaryButtonClass}
          aria-pressed={compare}
          onClick={() => {
            if (compare || cornersUsable()) setCompare((c) => !c);
          }}
          disabled={!source}
        >
          Avant / après
        </button>
        <button type="button" className={secondaryButtonClass} onClick={reset}>
          Réinitialiser
        </button>
      </div>

      {mode === 'crop' && !compare && (
        <div>
          <label htmlFor={`${id}-ratio`} className={labelClass}>
            Proportions du recadrage
          </label>
          <select
            id={`${id}-ratio`}
            value={ratioId}
            onChange={(event) => chooseRatio(event.currentTarget.value)}
            className="mt-1 block rounded-md border border-ink/50 bg-white px-3 py-2 text-base text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            {RATIOS.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
      )}

      {!previews && !failed && (
        <p role="status" className={hintClass}>
          Chargement de la photo…
        </p>
      )}

      {previews && compare && (
        <div className="grid gap-3 sm:grid-cols-2">
          <figure>
            <img src={previews.turned.url} alt="La photo avant retouche" className="max-h-[50vh] w-auto max-w-full" />
            <figcaption className={hintClass}>Avant</figcaption>
          </figure>
          <figure>
            {straightReady ? (
              <CroppedImage url={previews.straight.url} crop={shownCrop} aspect={aspect} />
            ) : (
              <p role="status" className={hintClass}>
                Calcul de l’aperçu…
              </p>
            )}
            <figcaption className={hintClass}>Après</figcaption>
          </figure>
        </div>
      )}

      {previews && !compare && mode === 'straighten' && (
        <div className="flex justify-center bg-ink/5 p-6">
          <HandleStage
            url={previews.turned.url}
            alt="La photo à redresser"
            variant="corner"
            overlay={
              <>
                <polygon
                  points={quadPoints}
                  fill="none"
                  stroke="white"
                  strokeWidth="3"
                  vectorEffect="non-scaling-stroke"
                />
                <polygon
                  points={quadPoints}
                  fill="none"
                  stroke="black"
                  strokeWidth="1"
                  vectorEffect="non-scaling-stroke"
                />
              </>
            }
            handles={corners.map((point, index) => ({
              label: CORNER_LABELS[index]!,
              point,
              onMove: (next: Point) => moveCorner(index, next),
              onSettle: (next: Point) => setAnnouncement(`${CORNER_LABELS[index]} : ${handlePosition(next)}`),
            }))}
          />
        </div>
      )}

      {previews && !compare && mode === 'crop' && (
        <div className="flex justify-center bg-ink/5 p-6">
          {straightReady ? (
            <HandleStage
              url={previews.straight.url}
              alt="La photo redressée, à recadrer"
              variant="crop"
              overlay={
                <>
                  <path
                    fillRule="evenodd"
                    fill="rgba(0,0,0,0.55)"
                    d={`M0 0H100V100H0Z M${shownCrop.x * 100} ${shownCrop.y * 100}h${shownCrop.width * 100}v${shownCrop.height * 100}h${-shownCrop.width * 100}Z`}
                  />
                  <rect
                    x={shownCrop.x * 100}
                    y={shownCrop.y * 100}
                    width={shownCrop.width * 100}
                    height={shownCrop.height * 100}
                    fill="none"
                    stroke="white"
                    strokeWidth="2"
                    vectorEffect="non-scaling-stroke"
                  />
                </>
              }
              handles={(['start', 'end'] as const).map((corner) => ({
                label: CROP_LABELS[corner],
                point:
                  corner === 'start'
                    ? { x: shownCrop.x, y: shownCrop.y }
                    : { x: shownCrop.x + shownCrop.width, y: shownCrop.y + shownCrop.height },
                onMove: (next: Point) => setCrop((c) => moveCropCorner(fitted(c), corner, next, ratio, aspect)),
                onSettle: (next: Point) => {
                  // The crop as this move leaves it (the state is updated after this render).
                  const settled = fitted(moveCropCorner(shownCrop, corner, next, ratio, aspect));
                  setAnnouncement(
                    `Recadrage : ${Math.round(settled.width * 100)} % de la largeur, ${Math.round(settled.height * 100)} % de la hauteur`,
                  );
                },
              }))}
            />
          ) : (
            <p role="status" className={hintClass}>
              Calcul de l’aperçu…
            </p>
          )}
        </div>
      )}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {/* Below the picture: shown or gone, it moves no handle under a drag. */}
      {refused && quadMessage && (
        <p role="alert" className={alertClass}>
          {quadMessage}
        </p>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className={primaryButtonClass}
          onClick={() => void apply()}
          disabled={!source}
          aria-disabled={busy || undefined}
        >
          Appliquer les retouches
        </button>
      </div>
    </section>
  );
}

/** The straightened preview showing only the crop (the "after" view). */
function CroppedImage({ url, crop, aspect }: { url: string; crop: Rect; aspect: number }) {
  const ratio = (crop.width * aspect) / crop.height;
  return (
    <div
      role="img"
      aria-label="La photo après retouche"
      className="relative max-h-[50vh] w-full overflow-hidden"
      style={{ aspectRatio: String(ratio) }}
    >
      <img
        src={url}
        alt=""
        className="absolute max-w-none"
        style={{
          width: `${100 / crop.width}%`,
          height: `${100 / crop.height}%`,
          left: `${(-crop.x / crop.width) * 100}%`,
          top: `${(-crop.y / crop.height) * 100}%`,
        }}
      />
    </div>
  );
}
