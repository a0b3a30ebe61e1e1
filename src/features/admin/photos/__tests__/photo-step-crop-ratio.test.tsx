import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoEdit } from '@/domain/photo-edit';
import { isFullQuad } from '@/domain/photo-geometry';
import { photoFile, stubObjectUrls } from '@/test/photos';
import PhotoStep, { CROP_LABELS } from '../photo-step/photo-step';

// A crop locked to a ratio must have that ratio in the stored picture, whenever she chooses the
// ratio or moves a handle: in particular before the straightened preview is drawn, which takes a
// moment in a browser (e2e/photo-step.spec.ts, "cropped to a square", once stored 95 px off
// square). Here the straightened preview waits until the test releases it.

vi.mock('../decode-photo', () => ({
  decodePhoto: vi.fn(async () => ({ width: 400, height: 300, close: () => {} })),
}));

/** The straightened preview's drawing, held until `release()`. */
const held = vi.hoisted(() => ({ release: () => {}, pending: 0 }));
const pixels = vi.hoisted(() => ({ pixelsOf: vi.fn() }));
vi.mock('../photo-step/render-edit', () => ({
  pixelsOf: pixels.pixelsOf,
  shrink: (canvas: HTMLCanvasElement) => canvas,
  // The sizes a real drawing gives (enough for the step, which reads only them): the turned photo,
  // or the straightened painting at the edit's proportions, each times the crop.
  renderEdit: vi.fn(async (source: { width: number; height: number }, edit: PhotoEdit, maxSide: number) => {
    const straight = !isFullQuad(edit.corners);
    const full = straight ? { width: 300 * edit.aspect, height: 300 } : source;
    const size = {
      width: Math.round(full.width * edit.crop.width),
      height: Math.round(full.height * edit.crop.height),
    };
    if (straight && maxSide === 1600) {
      held.pending++;
      await new Promise<void>((resolve) => {
        held.release = resolve;
      });
    }
    return size;
  }),
  encode: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
}));

beforeEach(() => {
  stubObjectUrls();
  held.pending = 0;
  // A 100 × 80 copy of the photo: a wall, and a painting from (20, 10) to (80, 70), found by the
  // step. In the 400 × 300 photo it spans 240 × 225 px: straightened, 16:15, not the photo's 4:3.
  const data = new Uint8ClampedArray(100 * 80 * 4);
  for (let y = 0; y < 80; y++)
    for (let x = 0; x < 100; x++) {
      const painting = x >= 20 && x < 80 && y >= 10 && y < 70;
      data.set(painting ? [47, 93, 124, 255] : [185, 178, 163, 255], (y * 100 + x) * 4);
    }
  pixels.pixelsOf.mockReturnValue({ data, width: 100, height: 80 });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  held.release();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

async function openStep() {
  const onDone = vi.fn();
  const user = userEvent.setup();
  render(<PhotoStep file={photoFile('atelier.jpg')} initialEdit={null} onDone={onDone} />);
  await screen.findByRole('slider', { name: 'Coin supérieur gauche' });
  return { onDone, user };
}

async function applied(user: ReturnType<typeof userEvent.setup>, onDone: ReturnType<typeof vi.fn>) {
  await user.click(screen.getByRole('button', { name: 'Appliquer les retouches' }));
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  return (onDone.mock.calls[0]![0] as { edit: PhotoEdit }).edit;
}

/** The stored picture's width ÷ height: the crop's, in pixels of the straightened painting. */
const pixelRatio = ({ crop, aspect }: PhotoEdit) => (crop.width * aspect) / crop.height;

describe('a crop locked to a ratio', { timeout: 20_000 }, () => {
  it('is square when "Carré" is chosen before the straightened preview is drawn', async () => {
    const { onDone, user } = await openStep();
    await user.click(screen.getByRole('radio', { name: 'Recadrer' }));
    await waitFor(() => expect(held.pending).toBe(1));
    await user.selectOptions(screen.getByLabelText('Proportions du recadrage'), 'Carré (1:1)');
    const edit = await applied(user, onDone);
    expect(edit.aspect).toBeCloseTo(16 / 15, 6);
    expect(pixelRatio(edit)).toBeCloseTo(1, 6);
  });

  it('shows the crop handles on the straightened preview only, and stays square as they move', async () => {
    const { onDone, user } = await openStep();
    await user.click(screen.getByRole('radio', { name: 'Recadrer' }));
    await waitFor(() => expect(held.pending).toBe(1));
    await user.selectOptions(screen.getByLabelText('Proportions du recadrage'), 'Carré (1:1)');
    // Not on the photo as it is, while the straightened picture is being drawn.
    expect(screen.queryByRole('slider', { name: CROP_LABELS.end })).not.toBeInTheDocument();
    held.release();
    const end = await screen.findByRole('slider', { name: CROP_LABELS.end });
    for (let i = 0; i < 4; i++) fireEvent.keyDown(end, { key: 'ArrowLeft', shiftKey: true });
    const edit = await applied(user, onDone);
    expect(pixelRatio(edit)).toBeCloseTo(1, 6);
    expect(edit.crop.width).toBeLessThan(1);
  });

  it('stays square when a corner is moved after the ratio was chosen', async () => {
    const { onDone, user } = await openStep();
    await user.click(screen.getByRole('radio', { name: 'Recadrer' }));
    await user.selectOptions(screen.getByLabelText('Proportions du recadrage'), 'Carré (1:1)');
    await user.click(screen.getByRole('radio', { name: 'Redresser' }));
    // The top right corner 10 % further right: the painting's proportions change.
    const topRight = screen.getByRole('slider', { name: 'Coin supérieur droit' });
    for (let i = 0; i < 4; i++) fireEvent.keyDown(topRight, { key: 'ArrowRight', shiftKey: true });
    const edit = await applied(user, onDone);
    expect(edit.aspect).not.toBeCloseTo(16 / 15, 2);
    expect(pixelRatio(edit)).toBeCloseTo(1, 6);
  });
});
