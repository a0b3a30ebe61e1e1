// @vitest-environment node
/**
 * Inter's faces and Fraunces's title face are committed in src/fonts/, cut by
 * scripts/assets/subset-fonts.mjs to the weights the site draws and to the artist's name. These tests
 * fail when the files or their @font-face rules no longer match the installed
 * @fontsource-variable/inter and @fontsource/fraunces or the name in src/content/artist.ts
 * (after a change of either: `npm run fonts`), or when src/index.css's Fraunces faces at 400 no
 * longer match @fontsource/fraunces's.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ARTIST } from '@/content/artist';
import {
  INTER_SUBSETS,
  INTER_WEIGHTS,
  artistName,
  charactersOf,
  interFontFile,
  packageUnicodeRange,
  subsetInter,
  subsetTitleFont,
  titleFontFile,
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
    expect(charactersOf(unicodeRangeOf('Œuvre'))).toBe('eruvŒ');
  });
});

describe.each(INTER_SUBSETS)('Inter, %s', (subset) => {
  it('the committed file is the package face cut to the weights the site draws', async () => {
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

  it("at 600, the committed title face is the package's cut to the artist's name", async () => {
    expect(await artistName(), 'the name the script reads from src/content/artist.ts').toBe(ARTIST.name);
    const committed = readFileSync(titleFontFile);
    expect(Buffer.from(await subsetTitleFont(ARTIST.name)).equals(committed), 'run `npm run fonts`').toBe(true);
  });

  it("at 600, the title face's @font-face covers exactly the characters of the artist's name", () => {
    const face = faceWithSource(`./fonts/${titleFontFile.pathname.split('/').pop() ?? ''}`);
    expect(face.get('font-family')).toBe("'Fraunces'");
    expect(face.get('font-weight')).toBe('600');
    expect(face.get('font-style')).toBe('normal');
    expect(face.get('font-display')).toBe('swap');
    expect(normalized(face.get('unicode-range')), 'the unicode-range `npm run fonts` prints').toBe(
      normalized(unicodeRangeOf(ARTIST.name)),
    );
  });

  it('refuses a title its latin face does not cover', async () => {
    await expect(subsetTitleFont('Łucja')).rejects.toThrow(/does not cover "Ł"/);
  });

  it('has no other face', () => {
    const faces = stylesheet.split('@font-face').filter((block) => /font-family:\s*'Fraunces'/.test(block));
    expect(faces).toHaveLength(FRAUNCES_SUBSETS.length + 1);
  });
});
