// @ts-check
/**
 * Writes into src/fonts/ the font files the site cuts from its font packages:
 *
 * - Inter's latin and latin-ext faces, cut to the weights the site draws. @fontsource-variable/inter
 *   ships the whole weight axis, 100 to 900; the site draws 400, 500 and 600 only. Narrowed to that
 *   range by HarfBuzz's instancer (subset-font), with the same characters and OpenType features,
 *   the latin face weighs 30 kB instead of 49 kB, and every page fetches it on a first visit.
 * - Fraunces at 600, cut to the characters of the artist's name (src/content/artist.ts): it draws
 *   the home page's title and nothing else, so the home page fetches 1.8 kB instead of the
 *   package's 18 kB latin face for the few letters of a name.
 *
 * The files are committed, so that neither `npm run dev` nor the build has to make them;
 * tests/fonts.test.ts fails when they no longer match the installed packages or the artist's
 * name (after an update of either, run `npm run fonts`).
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
export const interFontFile = (/** @type {string} */ subset) =>
  new URL(`../../src/fonts/inter-${subset}-wght-${INTER_WEIGHTS.min}-${INTER_WEIGHTS.max}.woff2`, import.meta.url);

/**
 * The unicode-range of the @font-face of a stylesheet whose src names `fileName`, or undefined.
 * @param {string} css
 * @param {string} fileName
 */
export function unicodeRangeOfFace(css, fileName) {
  const face = css.split('@font-face').find((rule) => rule.includes(`/${fileName}`));
  return (face && /unicode-range:\s*([^;]+);/.exec(face)?.[1])?.trim();
}

/**
 * The unicode-range of @fontsource-variable/inter's face for a subset, as the package writes it.
 * @param {string} subset
 */
export async function packageUnicodeRange(subset) {
  const range = unicodeRangeOfFace(await readFile(packageCss, 'utf8'), `inter-${subset}-wght-normal.woff2`);
  if (!range) throw new Error(`@fontsource-variable/inter has no ${subset} face with a unicode-range`);
  return range;
}

/**
 * Every character of a CSS unicode-range ("U+0000-00FF,U+0131").
 * @param {string} unicodeRange
 */
export function charactersOf(unicodeRange) {
  let characters = '';
  for (const part of unicodeRange.split(',')) {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code++) characters += String.fromCodePoint(code);
  }
  return characters;
}

/**
 * The package's face for a subset, with its weight axis cut to INTER_WEIGHTS, as woff2 bytes.
 * @param {string} subset
 */
export async function subsetInter(subset) {
  const font = await readFile(new URL(`files/inter-${subset}-wght-normal.woff2`, pathToFileURL(packageCss)));
  return subsetFont(font, charactersOf(await packageUnicodeRange(subset)), {
    targetFormat: 'woff2',
    variationAxes: { wght: INTER_WEIGHTS },
  });
}

/** Fraunces's face the title is cut from, and the package stylesheet that gives its characters. */
const FRAUNCES_TITLE_SOURCE = 'fraunces-latin-600-normal.woff2';
const frauncesCss = createRequire(import.meta.url).resolve('@fontsource/fraunces/600.css');

/** Where the title's face is written: the url src/index.css gives it. */
export const titleFontFile = new URL('../../src/fonts/fraunces-600-title.woff2', import.meta.url);

/** The artist's name as src/content/artist.ts writes it (this script cannot import TypeScript). */
export async function artistName() {
  const source = await readFile(new URL('../../src/content/artist.ts', import.meta.url), 'utf8');
  const name = /^\s*name: '([^']+)',$/m.exec(source)?.[1];
  if (!name) throw new Error("src/content/artist.ts has no line `name: '…',` in ARTIST");
  return name;
}

/**
 * The unicode-range of the distinct characters of `text`, in code point order ("U+20, U+4E").
 * @param {string} text
 */
export function unicodeRangeOf(text) {
  const codes = [...new Set([...text].map((character) => character.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  return codes.map((code) => `U+${code.toString(16).toUpperCase()}`).join(', ');
}

/**
 * Fraunces at 600 cut to the characters of `title`, as woff2 bytes.
 * @param {string} title
 */
export async function subsetTitleFont(title) {
  const covered = charactersOf(unicodeRangeOfFace(await readFile(frauncesCss, 'utf8'), FRAUNCES_TITLE_SOURCE) ?? '');
  const missing = [...new Set(title)].filter((character) => !covered.includes(character));
  if (missing.length) {
    throw new Error(
      `Fraunces's latin face does not cover "${missing.join('')}" of the title "${title}": cut the title from ` +
        'fraunces-latin-ext-600-normal.woff2 too, or draw it at 400.',
    );
  }
  const font = await readFile(new URL(`files/${FRAUNCES_TITLE_SOURCE}`, pathToFileURL(frauncesCss)));
  return subsetFont(font, title, { targetFormat: 'woff2' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const subset of INTER_SUBSETS) {
    const bytes = await subsetInter(subset);
    const file = fileURLToPath(interFontFile(subset));
    await writeFile(file, bytes);
    console.log(`[fonts] ${path.relative(process.cwd(), file)}: ${(bytes.length / 1000).toFixed(1)} kB`);
  }
  const title = await artistName();
  const bytes = await subsetTitleFont(title);
  await writeFile(titleFontFile, bytes);
  console.log(
    `[fonts] ${path.relative(process.cwd(), fileURLToPath(titleFontFile))}: ${(bytes.length / 1000).toFixed(1)} kB, ` +
      `for "${title}"; its @font-face in src/index.css needs unicode-range: ${unicodeRangeOf(title)};`,
  );
}
