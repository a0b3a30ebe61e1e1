#!/usr/bin/env node
/**
 * Generates every placeholder image of the site from scratch: painterly, abstract
 * pictures drawn as SVG, rendered by sharp and encoded as small WebP files.
 *
 *   npm run images        (node scripts/generate-images.mjs)
 *
 * No network, no external image: every picture is built from gradients, soft blobs,
 * brush-like strokes, tree silhouettes and horizon lines (scripts/images/). The output is
 * deterministic: each picture draws its randomness from a mulberry32 generator seeded with
 * its own file name, so re-running the script rewrites identical files.
 *
 * No text is ever drawn (fonts vary by machine): headlines and body copy in the press
 * clippings and book cover are grey bars.
 *
 * Outputs (under public/):
 *   images/oeuvres/{image}-1200.webp, -800.webp, -2400.webp   large, thumbnail and zoom versions
 *                                                 of each record of seed-artworks.json
 *   images/hero/hero-{768,1280,1920}.webp
 *   images/cards/{name}-{400,800}.webp
 *   images/presse/presse-{0..42}.webp (720x960), presse-{0..42}-360.webp (360x480)
 *   images/livres/livre-1993-{300,600}.webp, video-poster-{640,1280}.webp
 *   images/og-image.jpg (1200x630)
 *   favicon.svg, icons/icon-{192,512}.png, apple-touch-icon.png
 * and src/content/image-colors.json: public path -> dominant colour, used as a
 * placeholder background while an image loads.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { Ctx, f, rgbToHex } from './images/canvas.mjs';
import { aquarelle, dusk, papier, pate, toile } from './images/paintings.mjs';
import { ateliers, bookCover, pressCard, pressClipping, videoPoster, vrac } from './images/studio.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = path.join(ROOT, 'public');
const SEED_FILE = path.join(ROOT, 'src/backend/demo/seed-artworks.json');
const COLORS_FILE = path.join(ROOT, 'src/content/image-colors.json');

const WEBP = { quality: 64, effort: 6, smartSubsample: true };
const WEBP_SMALL = { quality: 62, effort: 6, smartSubsample: true };
/** The zoom versions are four times the pixels: a lower quality keeps the repository small. */
const WEBP_ZOOM = { quality: 50, effort: 6, smartSubsample: true };
const PRESS_COUNT = 43;

/** The style of each category of seed-artworks.json; any other is painted on canvas. */
const STYLES = {
  Aquarelles: aquarelle,
  'Peinture sur Toile': toile,
  'Pâte à papier': pate,
  'Peintures sur papier': papier,
  'Photos en vrac': vrac,
  ateliers,
};

/** Rasterisation scale of the filter-heavy, soft styles (upscaled afterwards). */
const RENDER_SCALE = new Map([
  [aquarelle, 0.5],
  [papier, 0.6],
]);

/** The home page's category cards, 800 × 600; the soft styles' at a lower scale. */
const CARDS = {
  'pate-a-papier': [(ctx) => pate(ctx, 'Chouette')],
  'peinture-sur-toile': [(ctx) => toile(ctx, 'Le grand chêne')],
  aquarelles: [(ctx) => aquarelle(ctx, 'Falaise d’Étretat en été'), 0.75],
  'peintures-sur-papier': [(ctx) => papier(ctx, 'Colza'), 0.75],
  vrac: [(ctx) => vrac(ctx, 'Atelier')],
  ateliers: [ateliers],
  presse: [pressCard],
};

/**
 * The picture size of the seed records that, like the earlier site's, store no size of their
 * own (the demo exercises that case): a 4:5 portrait.
 */
const LEGACY_ARTWORK_SIZE = { width: 1200, height: 1500 };

/* Icons: a stylised tree in a 64x64 box (canopy of brushy dabs, tapered trunk, ground stroke). */

const INK = '#1f2a2e';
const PAPER = '#f6f1e8';
const TREE_MARK =
  `<path d="M32 13.5c6.8 0 11.6 4.4 12.2 9.6 3.4 1.2 5.4 4.1 5.1 7.5-.4 4.3-4.1 7-8.4 6.8-1.9 2.3-5 3.4-8.1 2.9-2.6 1.6-6.2 1.5-8.6-.3-4.3.4-8-2.4-8.3-6.5-.3-3.2 1.5-6 4.4-7.3.4-6.4 5.3-12.7 11.7-12.7z" fill="${INK}"/>` +
  `<path d="M30.6 52.5c.8-5 .9-10.2.5-15.8l-4.7-4.4 1.3-1.2 3.8 2.9c.1-1.6.3-3 .5-4.5h2c.2 1.8.3 3.5.3 5.2l4.4-4.3 1.3 1.2-5.6 6.2c-.2 5 0 10 .8 14.7z" fill="${INK}"/>` +
  `<path d="M32 37.5V27.5M32 33l-4.6-4.4M32 30.5l4.2-4" stroke="${PAPER}" stroke-width="1.5" stroke-linecap="round" fill="none" opacity="0.8"/>` +
  `<path d="M16 53.2c5.5-1.3 11.3-1.6 16.3-1.4 5.6.2 10.8.8 15.7 1.6" stroke="${INK}" stroke-width="2.2" stroke-linecap="round" fill="none"/>`;
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${PAPER}"/>${TREE_MARK}</svg>\n`;

/** Full-bleed square for maskable/app icons: the mark scaled down into the safe zone. */
function iconSvg(size, scale) {
  const off = 32 - 32 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" fill="${PAPER}"/><g transform="translate(${f(off)} ${f(off + 0.5)}) scale(${scale})">${TREE_MARK}</g></svg>`;
}

/* Rendering and encoding. */

const written = [];
const colors = {};

async function writeOut(publicPath, buffer) {
  const file = path.join(PUBLIC_DIR, publicPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, buffer);
  written.push([publicPath, buffer.length]);
}

/**
 * The versions of a picture drawn at width × height, named `${base}-${width}` under images/ (the
 * first may be named otherwise): the first is full size and gives its dominant colour to
 * image-colors.json (with `allColors`, every version does); the last is the small one.
 */
const versions = (width, height, base, widths, { first = `${base}-${widths[0]}`, allColors = false } = {}) =>
  widths.map((w, i) => ({
    path: `images/${i === 0 ? first : `${base}-${w}`}.webp`,
    width: w,
    height: Math.round((height * w) / width),
    webp: i > 0 && i === widths.length - 1 ? WEBP_SMALL : WEBP,
    color: allColors || i === 0,
  }));

/** Renders an SVG once, then writes each requested version as WebP. */
async function renderWebp(svg, outputs, scale = 1) {
  // Soft styles are rasterised at a lower scale (SVG filters are costly) and upscaled.
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * scale })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const out of outputs) {
    let img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (out.width !== info.width || out.height !== info.height) {
      img = img.resize(out.width, out.height, { fit: 'fill', kernel: 'lanczos3' });
    }
    const buf = await img.webp(out.webp).toBuffer();
    await writeOut(out.path, buf);
    if (out.color) {
      const { dominant } = await sharp(buf).stats();
      colors[`/${out.path}`] = rgbToHex([dominant.r, dominant.g, dominant.b]);
    }
  }
}

/** A job drawing one picture and writing its versions. */
const picture =
  (seed, width, height, draw, base, widths, { scale, ...names } = {}) =>
  async () =>
    renderWebp(draw(new Ctx(seed, width, height)), versions(width, height, base, widths, names), scale);

/** Runs async jobs with bounded concurrency, preserving determinism of each job. */
async function runPool(jobs, limit) {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      next += 1;
      await jobs[next - 1]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}

async function main() {
  const started = Date.now();
  const seeds = JSON.parse(await readFile(SEED_FILE, 'utf8'));
  const jobs = [];

  // Artworks: the large image, its thumbnail, and a zoom version twice the large one's size,
  // drawn at that size rather than enlarged, so that zooming in shows more detail.
  for (const art of seeds) {
    const { width, height } = art.width && art.height ? art : LEGACY_ARTWORK_SIZE;
    const style = STYLES[art.type] ?? toile;
    const scale = RENDER_SCALE.get(style) ?? 1;
    const base = `oeuvres/${art.image}`;
    jobs.push(async () => {
      const svg = style(new Ctx(art.image, width, height), art.title);
      await renderWebp(
        svg,
        versions(width, height, base, [width, 800], { first: `${base}-1200`, allColors: true }),
        scale,
      );
      const zoom = { path: `images/${base}-2400.webp`, width: width * 2, height: height * 2, webp: WEBP_ZOOM };
      await renderWebp(svg, [zoom], scale * 2);
    });
  }
  jobs.push(picture('hero', 1920, 1080, dusk, 'hero/hero', [1920, 1280, 768]));
  for (const [name, [draw, scale]] of Object.entries(CARDS))
    jobs.push(picture(`card-${name}`, 800, 600, draw, `cards/${name}`, [800, 400], { scale }));
  for (let i = 0; i < PRESS_COUNT; i++) {
    const base = `presse/presse-${i}`;
    jobs.push(picture(`presse-${i}`, 720, 960, (ctx) => pressClipping(ctx, i), base, [720, 360], { first: base }));
  }
  jobs.push(picture('livre-1993', 600, 900, bookCover, 'livres/livre-1993', [600, 300]));
  jobs.push(picture('video-poster', 1280, 720, videoPoster, 'livres/video-poster', [1280, 640]));
  // The social share image.
  jobs.push(async () => {
    const svg = dusk(new Ctx('og-image', 1200, 630));
    const jpeg = sharp(Buffer.from(svg)).flatten({ background: '#000000' }).jpeg({ quality: 75, mozjpeg: true });
    await writeOut('images/og-image.jpg', await jpeg.toBuffer());
  });
  jobs.push(async () => {
    await writeOut('favicon.svg', Buffer.from(FAVICON_SVG));
    for (const [file, size, scale] of [
      ['icons/icon-192.png', 192, 0.72],
      ['icons/icon-512.png', 512, 0.72],
      ['apple-touch-icon.png', 180, 0.8],
    ]) {
      const png = sharp(Buffer.from(iconSvg(size, scale))).png({ compressionLevel: 9, palette: true, colours: 64 });
      await writeOut(file, await png.toBuffer());
    }
  });
  await runPool(jobs, 3);

  const sortedColors = Object.fromEntries(Object.entries(colors).sort(([a], [b]) => (a < b ? -1 : 1)));
  await writeFile(COLORS_FILE, `${JSON.stringify(sortedColors, null, 2)}\n`);
  const total = written.reduce((sum, [, n]) => sum + n, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const mb = (total / 1024 / 1024).toFixed(2);
  console.log(`generate-images: ${written.length} files, ${total} bytes (${mb} MB) in ${seconds}s`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
