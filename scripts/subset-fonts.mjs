/**
 * Writes Inter's latin and latin-ext faces into src/fonts/, cut to the weights the site draws.
 *
 * @fontsource-variable/inter ships the whole weight axis, 100 to 900; the site draws 400, 500
 * and 600 only. Narrowed to that range by HarfBuzz's instancer (subset-font), with the same
 * characters and OpenType features, the latin face weighs 30 kB instead of 49 kB, and every
 * page fetches it on a first visit. The files are committed, so that neither `npm run dev` nor
 * the build has to make them; tests/fonts.test.ts fails when they no longer match the installed
 * package (after an update of it, run `npm run fonts`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

/** The weights the site draws (src/index.css and the Tailwind classes), as an axis range. */
export const INTER_WEIGHTS = { min: 400, max: 600 };
/** The faces kept; the others (Cyrillic, Greek, Vietnamese) are drawn in the stand-in font. */
export const INTER_SUBSETS = ['latin', 'latin-ext'];

const packageCss = createRequire(import.meta.url).resolve('@fontsource-variable/inter/wght.css');

/** Where the cut face of one subset is written: the url src/index.css gives it. */
export const interFontFile = (subset) =>
  new URL(`../src/fonts/inter-${subset}-wght-${INTER_WEIGHTS.min}-${INTER_WEIGHTS.max}.woff2`, import.meta.url);

/** The unicode-range of the @font-face of a stylesheet whose src names `fileName`, or undefined. */
export function unicodeRangeOfFace(css, fileName) {
  const face = css.split('@font-face').find((rule) => rule.includes(`/${fileName}`));
  return (face && /unicode-range:\s*([^;]+);/.exec(face)?.[1])?.trim();
}

/** The unicode-range of @fontsource-variable/inter's face for a subset, as the package writes it. */
export async function packageUnicodeRange(subset) {
  const range = unicodeRangeOfFace(await readFile(packageCss, 'utf8'), `inter-${subset}-wght-normal.woff2`);
  if (!range) throw new Error(`@fontsource-variable/inter has no ${subset} face with a unicode-range`);
  return range;
}

/** Every character of a CSS unicode-range ("U+0000-00FF,U+0131"). */
export function charactersOf(unicodeRange) {
  let characters = '';
  for (const part of unicodeRange.split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code++) characters += String.fromCodePoint(code);
  }
  return characters;
}

/** The package's face for a subset, with its weight axis cut to INTER_WEIGHTS, as woff2 bytes. */
export async function subsetInter(subset) {
  const font = await readFile(new URL(`files/inter-${subset}-wght-normal.woff2`, pathToFileURL(packageCss)));
  return subsetFont(font, charactersOf(await packageUnicodeRange(subset)), {
    targetFormat: 'woff2',
    variationAxes: { wght: INTER_WEIGHTS },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const subset of INTER_SUBSETS) {
    const bytes = await subsetInter(subset);
    const file = fileURLToPath(interFontFile(subset));
    await writeFile(file, bytes);
    console.log(`[fonts] ${path.relative(process.cwd(), file)}: ${(bytes.length / 1000).toFixed(1)} kB`);
  }
}
