// @ts-check
/**
 * The demo hero's portrait crop for phones (docs/identity.md), cut by sharp from the committed
 * landscape photo at its centre, in the widths src/content/identity-seed.ts lists; run by
 * `npm run dev` and `npm run build`, so the files are made, not committed. The crop is as tall as
 * the photo (1080 px) and 9:16, so 608 px wide at most: wider widths would only enlarge the pixels.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { runIfMain } from '../command-line.mjs';

/** The portrait crop's shape (width / height) and the widths a phone may want (412 CSS px × 1, 2, 3). */
export const PORTRAIT_ASPECT = 9 / 16;
export const PORTRAIT_WIDTHS = [414, 828, 1236];

const OUT_DIR = fileURLToPath(new URL('../../public/images/hero/', import.meta.url));
const SOURCE = path.join(OUT_DIR, 'hero-1920.webp');

/**
 * The portrait crop of a photo of the given size, at its centre: its rectangle and the widths to
 * make (those of PORTRAIT_WIDTHS it reaches, and its own full width when it is narrower than the
 * widest).
 * @param {{ width: number, height: number }} size
 */
export function portraitPlan({ width, height }) {
  const cropHeight = Math.min(height, Math.round(width / PORTRAIT_ASPECT));
  const cropWidth = Math.round(cropHeight * PORTRAIT_ASPECT);
  const left = Math.round((width - cropWidth) / 2);
  const top = Math.round((height - cropHeight) / 2);
  const widths = PORTRAIT_WIDTHS.filter((w) => w < cropWidth);
  widths.push(Math.min(cropWidth, PORTRAIT_WIDTHS.at(-1) ?? cropWidth));
  return { left, top, width: cropWidth, height: cropHeight, widths: [...new Set(widths)] };
}

/** The file of one width of the demo's portrait crop, as the site names it. */
export const portraitFile = (/** @type {number} */ width) => `/images/hero/hero-portrait-${width}.webp`;

/** When a file was last written; -Infinity for none. */
const writtenAt = (/** @type {string} */ file) =>
  stat(file)
    .then((s) => s.mtimeMs)
    .catch(() => -Infinity);

export async function makeHeroCrops() {
  const meta = await sharp(SOURCE).metadata();
  const plan = portraitPlan({ width: meta.width ?? 0, height: meta.height ?? 0 });
  const { widths, ...crop } = plan;
  await mkdir(OUT_DIR, { recursive: true });
  const sourceWrittenAt = await writtenAt(SOURCE);
  for (const width of widths) {
    const out = path.join(OUT_DIR, path.basename(portraitFile(width)));
    if ((await writtenAt(out)) >= sourceWrittenAt) continue;
    await sharp(SOURCE).extract(crop).resize({ width }).webp({ quality: 80 }).toFile(out);
    console.log(`[hero] ${path.relative(process.cwd(), out)}`);
  }
  return plan;
}

await runIfMain(import.meta.url, 'hero-crops', makeHeroCrops);
