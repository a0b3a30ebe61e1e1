// Checks the contrast of text drawn over a photo, where axe cannot tell (it reports a photo
// background as "incomplete", and misreads a position: fixed photo as the page background).
// The text is made transparent, the box behind it is captured, and the text colour is compared
// with every captured pixel: the lowest ratio must reach WCAG AA (4.5:1, or 3:1 for large text).
import { expect, type Locator } from '@playwright/test';
import sharp from 'sharp';

type Rgb = [number, number, number];

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The lowest contrast between the text's colour and the pixels behind it. */
export async function lowestTextContrast(text: Locator): Promise<{ ratio: number; required: number }> {
  const style = await text.evaluate((el) => {
    const s = getComputedStyle(el);
    // The computed colour may be written in any syntax (Tailwind's opacity modifiers give
    // oklab()); a canvas turns it into sRGB bytes.
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No 2D canvas context');
    context.fillStyle = s.color;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 255] = context.getImageData(0, 0, 1, 1).data;
    return { rgba: [r, g, b, a / 255], fontSize: parseFloat(s.fontSize), fontWeight: Number(s.fontWeight) || 400 };
  });
  const [r = 0, g = 0, b = 0, alpha = 1] = style.rgba;
  const large = style.fontSize >= 24 || (style.fontSize >= 18.66 && style.fontWeight >= 700);
  const required = large ? 3 : 4.5;

  await text.evaluate((el: HTMLElement) => {
    el.dataset.e2eContrast = el.getAttribute('style') ?? '';
    el.style.setProperty('color', 'transparent', 'important');
    el.style.setProperty('text-shadow', 'none', 'important');
    el.querySelectorAll<HTMLElement>('*').forEach((child) =>
      child.style.setProperty('color', 'transparent', 'important'),
    );
  });
  let png: Buffer;
  try {
    png = await text.screenshot({ animations: 'disabled' });
  } finally {
    await text.evaluate((el: HTMLElement) => {
      el.setAttribute('style', el.dataset.e2eContrast ?? '');
      delete el.dataset.e2eContrast;
      el.querySelectorAll<HTMLElement>('*').forEach((child) => child.style.removeProperty('color'));
    });
  }

  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let ratio = Infinity;
  for (let i = 0; i < data.length; i += info.channels) {
    const background: Rgb = [data[i]!, data[i + 1]!, data[i + 2]!];
    // A translucent text colour is seen blended over what lies behind it.
    const foreground: Rgb = [
      r * alpha + background[0] * (1 - alpha),
      g * alpha + background[1] * (1 - alpha),
      b * alpha + background[2] * (1 - alpha),
    ];
    ratio = Math.min(ratio, contrast(foreground, background));
  }
  return { ratio, required };
}

export async function expectReadableOverPhoto(text: Locator): Promise<void> {
  const { ratio, required } = await lowestTextContrast(text);
  expect(
    ratio,
    `lowest contrast of "${await text.innerText()}" over the photo: ${ratio.toFixed(2)}:1`,
  ).toBeGreaterThanOrEqual(required);
}
