// @ts-check
/**
 * Writes into src/fonts/ the font files the site cuts from its font packages:
 *
 * - Inter's latin and latin-ext faces, cut to the weights the site draws. @fontsource-variable/inter
 *   ships the whole weight axis, 100 to 900; the site draws 400, 500 and 600 only. Narrowed to that
 *   range by HarfBuzz's instancer (subset-font), with the same characters and OpenType features,
 *   the latin face weighs 30 kB instead of 49 kB, and every page fetches it on a first visit.
 * - Fraunces at 600, cut to the letters a French name may use (TITLE_CHARACTERS): it draws the
 *   home page's title, the name the painter sets in the studio, and nothing else, so the home
 *   page fetches a few kB instead of the package's 18 kB latin face.
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

/**
 * The characters the title face draws: any name the painter types in the studio's "Identité"
 * screen in the Latin letters a French name may use. Basic Latin letters, the Latin-1 Supplement
 * letters (À…ÿ, but not × and ÷), Œ œ and Ÿ, with the space, the hyphen, the apostrophes and the
 * full stop that join or abbreviate names ("Jean-Paul", "d’Orléans", "J. Dupont").
 */
export const TITLE_CHARACTERS = [
  " '-.’",
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'abcdefghijklmnopqrstuvwxyz',
  charactersOf('U+00C0-00D6,U+00D8-00F6,U+00F8-00FF'),
  'ŒœŸ',
].join('');

/**
 * The title is drawn from two faces, as @fontsource/fraunces splits its own: the latin one holds
 * all of TITLE_CHARACTERS but Ÿ, the latin-ext one holds Ÿ with the rest of Latin Extended-A
 * (Ł, Š, Ž… of names from elsewhere in Europe). Each @font-face names its characters in its
 * unicode-range, so that a browser fetches the second only for a name that uses one of them.
 */
const TITLE_FACE = {
  source: 'fraunces-latin-600-normal.woff2',
  file: new URL('../../src/fonts/fraunces-600-title.woff2', import.meta.url),
  characters: [...TITLE_CHARACTERS].filter((c) => c !== 'Ÿ').join(''),
};

export const TITLE_FACES = [
  TITLE_FACE,
  {
    source: 'fraunces-latin-ext-600-normal.woff2',
    file: new URL('../../src/fonts/fraunces-600-title-ext.woff2', import.meta.url),
    characters: charactersOf('U+0100-017F').replace(/[Œœ]/g, ''),
  },
];

const frauncesCss = createRequire(import.meta.url).resolve('@fontsource/fraunces/600.css');

/** Where the title's main face is written: the url src/index.css gives it. */
export const titleFontFile = TITLE_FACE.file;

/**
 * The unicode-range of the distinct characters of `text`, in code point order, consecutive code
 * points written as one range ("U+20, U+41-43").
 * @param {string} text
 */
export function unicodeRangeOf(text) {
  const codes = [...new Set([...text].map((character) => character.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  /** @type {[number, number][]} */
  const runs = [];
  for (const code of codes) {
    const last = runs.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else runs.push([code, code]);
  }
  const hex = (/** @type {number} */ code) => code.toString(16).toUpperCase();
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

/**
 * Fraunces at 600 cut to `characters` from one of the package's faces, as woff2 bytes.
 * @param {string} characters
 * @param {string} [source] the package's face (its latin one unless told)
 */
export async function subsetTitleFont(characters, source = TITLE_FACE.source) {
  const covered = charactersOf(unicodeRangeOfFace(await readFile(frauncesCss, 'utf8'), source) ?? '');
  const missing = [...new Set(characters)].filter((character) => !covered.includes(character));
  if (missing.length) {
    throw new Error(`Fraunces's face ${source} does not cover "${missing.join('')}": cut them from another face.`);
  }
  const font = await readFile(new URL(`files/${source}`, pathToFileURL(frauncesCss)));
  return subsetFont(font, characters, { targetFormat: 'woff2' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const subset of INTER_SUBSETS) {
    const bytes = await subsetInter(subset);
    const file = fileURLToPath(interFontFile(subset));
    await writeFile(file, bytes);
    console.log(`[fonts] ${path.relative(process.cwd(), file)}: ${(bytes.length / 1000).toFixed(1)} kB`);
  }
  for (const face of TITLE_FACES) {
    const bytes = await subsetTitleFont(face.characters, face.source);
    await writeFile(face.file, bytes);
    console.log(
      `[fonts] ${path.relative(process.cwd(), fileURLToPath(face.file))}: ${(bytes.length / 1000).toFixed(1)} kB; ` +
        `its @font-face in src/index.css needs unicode-range: ${unicodeRangeOf(face.characters)};`,
    );
  }
}
