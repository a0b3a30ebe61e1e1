import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangeEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_EDIT, type PhotoEdit } from '@/domain/photo-edit';
import { QUAD_MESSAGE } from '@/domain/photo-geometry';
import { photoFile, PREPARED, stubObjectUrls } from '@/test/photos';
import PhotoStep, { DETECTED_HINT } from '../photo-step/photo-step';
import { usePhotoPicker } from '../use-photo-picker';

// jsdom decodes no image and draws on no canvas: the decoder and the drawing are stand-ins that
// give the step a 400 × 300 photo; the browser tests draw for real (e2e/photo-step.spec.ts).
vi.mock('../decode-photo', () => ({
  decodePhoto: vi.fn(async () => ({ width: 400, height: 300, close: () => {} })),
}));
const pixels = vi.hoisted(() => ({ pixelsOf: vi.fn() }));
vi.mock('../photo-step/render-edit', () => ({
  pixelsOf: pixels.pixelsOf,
  shrink: (canvas: HTMLCanvasElement) => canvas,
  renderEdit: vi.fn(async (source: { width: number; height: number }) => ({
    width: source.width,
    height: source.height,
  })),
  encode: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
}));
const photo = vi.hoisted(() => ({ preparePhoto: vi.fn(), canDecodePhoto: vi.fn() }));
vi.mock('../prepare-photo', () => photo);

beforeEach(() => {
  stubObjectUrls();
  photo.preparePhoto.mockResolvedValue(PREPARED);
  photo.canDecodePhoto.mockResolvedValue(true);
  pixels.pixelsOf.mockReturnValue(null);
  // The step copies the decoded photo onto a canvas, which jsdom cannot draw on (the drawing that
  // matters is mocked above).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

async function renderStep() {
  const onDone = vi.fn();
  const user = userEvent.setup();
  render(<PhotoStep file={photoFile('atelier.jpg')} initialEdit={null} onDone={onDone} />);
  const topRight = await screen.findByRole('slider', { name: 'Coin supérieur droit' });
  return { onDone, user, topRight };
}

// Rendering the step in jsdom takes seconds on a loaded machine (a bound, not a timing).
describe('the photo step', { timeout: 20_000 }, () => {
  it('refuses corners that make no quadrilateral, says what to do, and stays open', async () => {
    const { onDone, user, topRight } = await renderStep();
    // The top right corner onto the top left one: 40 large steps of 2.5 %.
    for (let i = 0; i < 40; i++) fireEvent.keyDown(topRight, { key: 'ArrowLeft', shiftKey: true });
    expect(topRight).toHaveAttribute('aria-valuetext', '0 % depuis la gauche, 0 % depuis le haut');

    await user.click(screen.getByRole('button', { name: 'Appliquer les retouches' }));
    expect(screen.getByRole('alert')).toHaveTextContent(QUAD_MESSAGE);
    expect(onDone).not.toHaveBeenCalled();
    // Neither the crop nor the comparison can draw such corners: refused the same way.
    await user.click(screen.getByRole('radio', { name: 'Recadrer' }));
    expect(screen.getByRole('radio', { name: 'Redresser' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Avant / après' }));
    expect(screen.getByRole('button', { name: 'Avant / après' })).toHaveAttribute('aria-pressed', 'false');

    // Moved back in: the message goes, and the edit is applied with the corners as placed.
    for (let i = 0; i < 36; i++) fireEvent.keyDown(topRight, { key: 'ArrowRight', shiftKey: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Appliquer les retouches' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const { edit } = onDone.mock.calls[0]![0] as { edit: PhotoEdit };
    expect(edit.corners[1].x).toBeCloseTo(0.9, 6);
    expect(edit.corners[1].y).toBe(0);
  });

  it('starts the handles on the edges of a painting on a plain wall, and says so', async () => {
    // 100 × 80: a wall, and a painting from (20, 10) to (80, 70).
    const data = new Uint8ClampedArray(100 * 80 * 4);
    for (let y = 0; y < 80; y++)
      for (let x = 0; x < 100; x++) {
        const painting = x >= 20 && x < 80 && y >= 10 && y < 70;
        data.set(painting ? [47, 93, 124, 255] : [185, 178, 163, 255], (y * 100 + x) * 4);
      }
    pixels.pixelsOf.mockReturnValue({ data, width: 100, height: 80 });
    const { user } = await renderStep();
    expect(screen.getByRole('slider', { name: 'Coin supérieur gauche' })).toHaveAttribute(
      'aria-valuetext',
      '20 % depuis la gauche, 12,5 % depuis le haut',
    );
    expect(screen.getByRole('slider', { name: 'Coin inférieur droit' })).toHaveAttribute(
      'aria-valuetext',
      '80 % depuis la gauche, 87,5 % depuis le haut',
    );
    expect(screen.getByText(DETECTED_HINT, { exact: false })).toBeInTheDocument();
    // Kept while she moves the handles: the text above the picture does not change under a drag.
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Coin supérieur gauche' }), { key: 'ArrowLeft' });
    expect(screen.getByText(DETECTED_HINT, { exact: false })).toBeInTheDocument();
    // "Réinitialiser" gives the photo as it is: the handles at its corners.
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(screen.getByRole('slider', { name: 'Coin supérieur gauche' })).toHaveAttribute(
      'aria-valuetext',
      '0 % depuis la gauche, 0 % depuis le haut',
    );
    expect(screen.queryByText(DETECTED_HINT, { exact: false })).not.toBeInTheDocument();
  });

  it('names and announces each corner it moves', async () => {
    const { user, topRight } = await renderStep();
    topRight.focus();
    await user.keyboard('{ArrowDown}');
    expect(topRight).toHaveAttribute('aria-valuetext', '100 % depuis la gauche, 0,3 % depuis le haut');
    expect(screen.getByText('Coin supérieur droit : 100 % depuis la gauche, 0,3 % depuis le haut')).toBeInTheDocument();
    for (const name of ['Coin supérieur gauche', 'Coin inférieur droit', 'Coin inférieur gauche']) {
      expect(screen.getByRole('slider', { name })).toHaveAttribute('tabindex', '0');
    }
  });
});

describe('the photo picker', () => {
  const choose = (picker: ReturnType<typeof usePhotoPicker>, file: File) =>
    act(async () => {
      picker.onInputChange({ currentTarget: { files: [file] } } as unknown as ChangeEvent<HTMLInputElement>);
      await Promise.resolve();
    });

  it('prepares the photo once, when the step closes, with the edit applied to the original', async () => {
    const { result } = renderHook(() => usePhotoPicker(() => {}));
    const file = photoFile('atelier.jpg');
    await choose(result.current, file);
    expect(result.current.state).toMatchObject({ status: 'ready', editing: true });
    // Not while the step is open: its edit would make that preparation wasted.
    expect(photo.preparePhoto).not.toHaveBeenCalled();

    const edit: PhotoEdit = { ...NO_EDIT, turns: 1 };
    act(() => result.current.closeStep({ edit, preview: new Blob(['jpeg']) }));
    expect(photo.preparePhoto).toHaveBeenCalledTimes(1);
    expect(photo.preparePhoto).toHaveBeenCalledWith(file, edit);
    // The form's submission takes that same preparation.
    await expect(result.current.prepare(file)).resolves.toBe(PREPARED);
    expect(photo.preparePhoto).toHaveBeenCalledTimes(1);
  });

  it('prepares the photo as it is at once when the step is skipped', async () => {
    const { result } = renderHook(() => usePhotoPicker(() => {}));
    const file = photoFile('atelier.jpg');
    await choose(result.current, file);
    act(() => result.current.closeStep(null));
    expect(photo.preparePhoto).toHaveBeenCalledTimes(1);
    expect(photo.preparePhoto).toHaveBeenCalledWith(file);
    await expect(result.current.prepare(file)).resolves.toBe(PREPARED);
    expect(photo.preparePhoto).toHaveBeenCalledTimes(1);
  });
});
