// @vitest-environment node
/**
 * Inter's faces and Fraunces's title face are committed in src/fonts/, cut by
 * scripts/assets/subset-fonts.mjs to the weights the site draws and to the letters a French name
 * may use (the painter sets her name in the studio). These tests fail when the files or their
 * @font-face rules no longer match the installed @fontsource-variable/inter and @fontsource/fraunces
 * or TITLE_CHARACTERS (after a change of either: `npm run fonts`), when a French name cannot be
 * drawn, or when src/index.css's Fraunces faces at 400 no longer match @fontsource/fraunces's.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  INTER_SUBSETS,
  INTER_WEIGHTS,
  TITLE_CHARACTERS,
  TITLE_FACES,
  charactersOf,
  interFontFile,
  packageUnicodeRange,
  subsetInter,
  subsetTitleFont,
  unicodeRangeOf,
  unicodeRangeOfFace,
} from '../scripts/assets/subset-fonts.mjs';

const stylesheet = readFileSync(new URL('../src/index.css', import.meta.url), 'utf8');

/** The declarations of src/index.css's @font-face whose src is `source`. */
function faceWithSource(source: string): Map<string, string> {
  const rule = stylesheet.split('@font-face').find((block) => block.includes(`src: url('${source}')`));
  expect(rule, `src/index.css has an @font-face for ${source}`).toBeDefined();
  const text = rule ?? '';
  const body = text.slice(text.indexOf('{') + 1, text.indexOf('}'));
  return new Map(
    body
      .split(';')
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
      .filter(([name]) => name)
      .map(([name, value]) => [name, value ?? ''] as [string, string]),
  );
}

/** The declarations of src/index.css's Inter face whose src is the committed file of a subset. */
function interFace(subset: string): Map<string, string> {
  return faceWithSource(`./fonts/${interFontFile(subset).pathname.split('/').pop() ?? ''}`);
}

describe('charactersOf', () => {
  it('reads single code points and ranges of a unicode-range', () => {
    expect(charactersOf('U+0041-0043,U+00E9, U+20AC')).toBe('ABCé€');
  });
});

describe('unicodeRangeOf', () => {
  it('lists the distinct characters of a text in code point order', () => {
    expect(unicodeRangeOf('Élan élan')).toBe('U+20, U+61, U+6C, U+6E, U+C9, U+E9');
    expect(unicodeRangeOf('abcé')).toBe('U+61-63, U+E9');
    expect(charactersOf(unicodeRangeOf('Œuvre'))).toBe('eruvŒ');
  });
});

describe.each(INTER_SUBSETS)('Inter, %s', (subset) => {
  // A bound against a hang, not a timing: cutting the variable face (HarfBuzz in WebAssembly, started
  // by the first cut) takes about 2.4 s alone here, past Vitest's default 5 s under a full run's load.
  it('the committed file is the package face cut to the weights the site draws', { timeout: 30_000 }, async () => {
    const committed = readFileSync(interFontFile(subset));
    expect(Buffer.from(await subsetInter(subset)).equals(committed), 'run `npm run fonts`').toBe(true);
  });

  it("its @font-face covers the package face's characters and the weights the file holds", async () => {
    const face = interFace(subset);
    expect(face.get('font-family')).toBe("'Inter'");
    expect(face.get('font-weight')).toBe(`${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max}`);
    expect(face.get('font-display')).toBe('swap');
    expect(face.get('unicode-range')?.replace(/\s/g, '')).toBe((await packageUnicodeRange(subset)).replace(/\s/g, ''));
  });
});

const FRAUNCES_SUBSETS = ['latin', 'latin-ext'];
const requireFromHere = createRequire(import.meta.url);
const normalized = (range: string | undefined) => range?.replace(/\s/g, '');

describe('Fraunces', () => {
  it.each(FRAUNCES_SUBSETS)("at 400, %s: the package's face, in woff2 only", (subset) => {
    const file = `fraunces-${subset}-400-normal.woff2`;
    const packageCss = readFileSync(requireFromHere.resolve('@fontsource/fraunces/400.css'), 'utf8');
    const packageRange = unicodeRangeOfFace(packageCss, file);
    expect(packageRange, `@fontsource/fraunces/400.css has a face for ${file}`).toBeDefined();

    const face = faceWithSource(`@fontsource/fraunces/files/${file}`);
    expect(face.get('font-family')).toBe("'Fraunces'");
    expect(face.get('font-weight')).toBe('400');
    expect(face.get('font-style')).toBe('normal');
    expect(face.get('font-display')).toBe('swap');
    expect(normalized(face.get('unicode-range'))).toBe(normalized(packageRange));
  });

  it.each(TITLE_FACES.map((face) => [face.source, face] as const))(
    "at 600, the committed title face cut from %s is the package's cut to its characters",
    async (_source, face) => {
      const committed = readFileSync(face.file);
      expect(
        Buffer.from(await subsetTitleFont(face.characters, face.source)).equals(committed),
        'run `npm run fonts`',
      ).toBe(true);
    },
  );

  it.each(TITLE_FACES.map((face) => [face.source, face] as const))(
    "at 600, the @font-face of the title face cut from %s covers exactly that face's characters",
    (_source, face) => {
      const styles = faceWithSource(`./fonts/${face.file.pathname.split('/').pop() ?? ''}`);
      expect(styles.get('font-family')).toBe("'Fraunces'");
      expect(styles.get('font-weight')).toBe('600');
      expect(styles.get('font-style')).toBe('normal');
      expect(styles.get('font-display')).toBe('swap');
      expect(normalized(styles.get('unicode-range')), 'the unicode-range `npm run fonts` prints').toBe(
        normalized(unicodeRangeOf(face.characters)),
      );
    },
  );

  it.each(['Prénom Nom', 'Éloïse Le Bœuf', 'Anaïs d’Haÿ-Lestrée', 'Françoise CHÂTEAU-ŒILLET', 'Zoé Ÿvon'])(
    'at 600, the title faces draw every letter of the French name "%s"',
    (name) => {
      const drawn = TITLE_FACES.map((face) => face.characters).join('');
      expect([...name].filter((character) => !drawn.includes(character))).toEqual([]);
    },
  );

  it('at 600, the title faces cover the Latin-1 letters and ŒœŸ, and no symbol such as × or ÷', () => {
    for (const letter of 'ÀÇÉÈÊËÎÏÔÙÛÜàâçéèêëîïôùûüÿŒœŸ') expect(TITLE_CHARACTERS).toContain(letter);
    expect(TITLE_CHARACTERS).not.toMatch(/[×÷]/);
  });

  it('refuses characters the face does not cover', async () => {
    await expect(subsetTitleFont('Łucja')).rejects.toThrow(/does not cover "Ł"/);
  });

  it('has no other face', () => {
    const faces = stylesheet.split('@font-face').filter((block) => /font-family:\s*'Fraunces'/.test(block));
    expect(faces).toHaveLength(FRAUNCES_SUBSETS.length + TITLE_FACES.length);
  });
});
