// @ts-check
/**
 * `npm run fonts`: writes into src/fonts/ the faces the site cuts from its font packages (they are
 * committed; tests/fonts.test.ts fails when they no longer match the packages or the name):
 * - Inter's latin and latin-ext faces with the weight axis cut to 400-600, the weights the site
 *   draws (HarfBuzz's instancer, subset-font), and to the OpenType features its text uses
 *   (LAYOUT_FEATURES): the latin face weighs 28 kB instead of 49 kB;
 * - Fraunces at 600 cut to the letters a French name may use (TITLE_CHARACTERS), for the home
 *   page's title, the name the painter sets in the studio: a few kB instead of 18 kB.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
/** @typedef {{ targetFormat?: 'woff2', variationAxes?: Record<string, { min: number, max: number }>, keepFeatures?: string[] }} SubsetOptions */
/** subset-font (it ships no types): the part of its API used here. */
const subsetFont = /** @type {(font: Uint8Array, text: string, options?: SubsetOptions) => Promise<Uint8Array>} */ (
  require('subset-font')
);

/**
 * The OpenType features the cut faces keep: those a browser applies to Latin text by default
 * (composition, localized forms, marks, kerning, standard and contextual ligatures and
 * alternates, the variable font's required alternates), and tabular figures, which Tailwind's
 * `tabular-nums` asks for (a card's numéro, the studio's counts). The rest (stylistic sets,
 * character variants, case forms, fractions, superscripts…), which no text of the site asks for,
 * weighed 2.4 kB of Inter's latin face: the faces come with the first paint of every page.
 */
export const LAYOUT_FEATURES = 'ccmp locl mark mkmk rlig kern liga clig calt rclt rvrn tnum'.split(' ');

/** The weights the site draws (src/index.css and the Tailwind classes), as an axis range. */
export const INTER_WEIGHTS = { min: 400, max: 600 };
/** The faces kept; the others (Cyrillic, Greek, Vietnamese) are drawn in the stand-in font. */
export const INTER_SUBSETS = ['latin', 'latin-ext'];

const packageCss = require.resolve('@fontsource-variable/inter/wght.css');
const frauncesCss = require.resolve('@fontsource/fraunces/600.css');

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

/** The unicode-range of @fontsource-variable/inter's face for a subset, as the package writes it. */
export async function packageUnicodeRange(/** @type {string} */ subset) {
  const range = unicodeRangeOfFace(await readFile(packageCss, 'utf8'), `inter-${subset}-wght-normal.woff2`);
  if (!range) throw new Error(`@fontsource-variable/inter has no ${subset} face with a unicode-range`);
  return range;
}

/** Every character of a CSS unicode-range ("U+0000-00FF,U+0131"). */
export function charactersOf(/** @type {string} */ unicodeRange) {
  let characters = '';
  for (const part of unicodeRange.split(',')) {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code++) characters += String.fromCodePoint(code);
  }
  return characters;
}

/** The package's face for a subset, its weight axis cut to INTER_WEIGHTS, as woff2 bytes. */
export async function subsetInter(/** @type {string} */ subset) {
  const font = await readFile(new URL(`files/inter-${subset}-wght-normal.woff2`, pathToFileURL(packageCss)));
  const characters = charactersOf(await packageUnicodeRange(subset));
  return subsetFont(font, characters, {
    targetFormat: 'woff2',
    variationAxes: { wght: INTER_WEIGHTS },
    keepFeatures: LAYOUT_FEATURES,
  });
}

/**
 * The letters of any name the painter may type in the studio's "Identité" screen: Basic Latin,
 * the Latin-1 letters (À…ÿ, not × and ÷), Œ œ Ÿ, and the space, hyphen, apostrophes and full stop
 * that join or abbreviate names ("Jean-Paul", "d’Orléans", "J. Dupont").
 */
export const TITLE_CHARACTERS = [
  " '-.’",
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'abcdefghijklmnopqrstuvwxyz',
  charactersOf('U+00C0-00D6,U+00D8-00F6,U+00F8-00FF'),
  'ŒœŸ',
].join('');

/**
 * The title's two faces, split as @fontsource/fraunces splits its own: latin holds all of
 * TITLE_CHARACTERS but Ÿ, latin-ext holds Ÿ and the rest of Latin Extended-A (Ł, Š, Ž…), fetched
 * only for a name that uses one of them (each @font-face's unicode-range).
 */
export const TITLE_FACES = [
  {
    source: 'fraunces-latin-600-normal.woff2',
    file: new URL('../../src/fonts/fraunces-600-title.woff2', import.meta.url),
    characters: [...TITLE_CHARACTERS].filter((c) => c !== 'Ÿ').join(''),
  },
  {
    source: 'fraunces-latin-ext-600-normal.woff2',
    file: new URL('../../src/fonts/fraunces-600-title-ext.woff2', import.meta.url),
    characters: charactersOf('U+0100-017F').replace(/[Œœ]/g, ''),
  },
];

/** The unicode-range of the distinct characters of `text`, consecutive code points as one range ("U+20, U+41-43"). */
export function unicodeRangeOf(/** @type {string} */ text) {
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
 * Fraunces at 600 cut to `characters` from one of the package's faces (its latin one unless told).
 * @param {string} characters
 * @param {string} [source]
 */
export async function subsetTitleFont(characters, source = 'fraunces-latin-600-normal.woff2') {
  const covered = charactersOf(unicodeRangeOfFace(await readFile(frauncesCss, 'utf8'), source) ?? '');
  const missing = [...new Set(characters)].filter((character) => !covered.includes(character));
  if (missing.length) {
    throw new Error(`Fraunces's face ${source} does not cover "${missing.join('')}": cut them from another face.`);
  }
  const font = await readFile(new URL(`files/${source}`, pathToFileURL(frauncesCss)));
  return subsetFont(font, characters, { targetFormat: 'woff2', keepFeatures: LAYOUT_FEATURES });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const write = async (/** @type {URL} */ file, /** @type {Uint8Array} */ bytes, note = '') => {
    await writeFile(file, bytes);
    const name = path.relative(process.cwd(), fileURLToPath(file));
    console.log(`[fonts] ${name}: ${(bytes.length / 1000).toFixed(1)} kB${note}`);
  };
  for (const subset of INTER_SUBSETS) await write(interFontFile(subset), await subsetInter(subset));
  for (const face of TITLE_FACES) {
    const range = `; its @font-face in src/index.css needs unicode-range: ${unicodeRangeOf(face.characters)};`;
    await write(face.file, await subsetTitleFont(face.characters, face.source), range);
  }
}
