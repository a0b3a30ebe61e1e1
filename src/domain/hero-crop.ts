/*
 * The hero's art direction (docs/identity.md): a landscape crop for wide screens, a portrait crop
 * for phones, each made in the widths that cover the screens' device pixels. The maths here is
 * shared by the studio (which crops an uploaded photo in the browser) and the public hero.
 */

/** The crops' shapes, width / height. */
export const LANDSCAPE_ASPECT = 16 / 9;
export const PORTRAIT_ASPECT = 9 / 16;

/** The widths each crop is made in: wide screens up to 1920 px, phones up to 412 CSS px × 3. */
export const LANDSCAPE_WIDTHS = [768, 1280, 1920] as const;
export const PORTRAIT_WIDTHS = [414, 828, 1236] as const;

/**
 * Where a screen gets the portrait crop: taller than 4:3 upright (phones, and tablets held
 * upright). The <picture>'s <source> and the home page's preload use this same query.
 */
export const PORTRAIT_MEDIA = '(max-aspect-ratio: 3/4)';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A point of the photo as fractions of its width and height (0.5, 0.5: the centre). */
export interface Focus {
  x: number;
  y: number;
}

export const CENTRE: Focus = { x: 0.5, y: 0.5 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The largest rectangle of shape `aspect` inside a photo of size `source`, centred on `focus`
 * as far as the photo's edges allow, in whole pixels.
 */
export function cropRect(source: Size, aspect: number, focus: Focus = CENTRE): Rect {
  const width = Math.max(1, Math.min(source.width, Math.round(source.height * aspect)));
  const height = Math.max(1, Math.min(source.height, Math.round(width / aspect)));
  const x = Math.round(clamp(focus.x * source.width - width / 2, 0, source.width - width));
  const y = Math.round(clamp(focus.y * source.height - height / 2, 0, source.height - height));
  return { x, y, width, height };
}

/**
 * The focus that puts the crop's centre at `rect`'s centre: what the studio stores after she
 * moves the frame, read back by cropRect.
 */
export function focusOf(source: Size, rect: Rect): Focus {
  return {
    x: clamp((rect.x + rect.width / 2) / source.width, 0, 1),
    y: clamp((rect.y + rect.height / 2) / source.height, 0, 1),
  };
}

/**
 * The focus moved by (dx, dy) pixels of the photo, kept where the crop stays inside the photo:
 * a frame dragged or moved with the arrow keys stops at the edges.
 */
export function movedFocus(source: Size, aspect: number, focus: Focus, dx: number, dy: number): Focus {
  const rect = cropRect(source, aspect, focus);
  const x = clamp(rect.x + dx, 0, source.width - rect.width);
  const y = clamp(rect.y + dy, 0, source.height - rect.height);
  return focusOf(source, { ...rect, x, y });
}

/**
 * The widths to make of a crop `cropWidth` pixels wide: those of `targets` it reaches, then its
 * own width when narrower than the widest target (a crop is never enlarged).
 */
export function widthsFor(cropWidth: number, targets: readonly number[]): number[] {
  const widest = targets[targets.length - 1] ?? cropWidth;
  const widths = targets.filter((w) => w < cropWidth);
  const last = Math.min(cropWidth, widest);
  if (!widths.includes(last)) widths.push(last);
  return widths;
}

/** A srcset of a crop's sources ("a.webp 414w, b.webp 828w"). */
export function cropSrcSet(sources: readonly { url: string; width: number }[]): string {
  return sources.map((s) => `${s.url} ${s.width}w`).join(', ');
}
