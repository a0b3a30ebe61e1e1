// @vitest-environment node
/**
 * Inter's faces are committed in src/fonts/, cut to the weights the site draws by
 * scripts/subset-fonts.mjs. These tests fail when the files or their @font-face rules no longer
 * match the installed @fontsource-variable/inter (after an update of it: `npm run fonts`), or
 * when src/index.css's Fraunces faces no longer match @fontsource/fraunces's.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  INTER_SUBSETS,
  INTER_WEIGHTS,
  charactersOf,
  interFontFile,
  packageUnicodeRange,
  subsetInter,
  unicodeRangeOfFace,
} from '../scripts/subset-fonts.mjs';

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

const FRAUNCES_WEIGHTS = [400, 600];
const FRAUNCES_SUBSETS = ['latin', 'latin-ext'];
const requireFromHere = createRequire(import.meta.url);

describe('Fraunces', () => {
  it.each(FRAUNCES_WEIGHTS.flatMap((weight) => FRAUNCES_SUBSETS.map((subset) => [weight, subset] as const)))(
    "at %i, %s: the package's face, in woff2 only",
    (weight, subset) => {
      const file = `fraunces-${subset}-${weight}-normal.woff2`;
      const packageCss = readFileSync(requireFromHere.resolve(`@fontsource/fraunces/${weight}.css`), 'utf8');
      const packageRange = unicodeRangeOfFace(packageCss, file);
      expect(packageRange, `@fontsource/fraunces/${weight}.css has a face for ${file}`).toBeDefined();

      const face = faceWithSource(`@fontsource/fraunces/files/${file}`);
      expect(face.get('font-family')).toBe("'Fraunces'");
      expect(face.get('font-weight')).toBe(String(weight));
      expect(face.get('font-style')).toBe('normal');
      expect(face.get('font-display')).toBe('swap');
      expect(face.get('unicode-range')?.replace(/\s/g, '')).toBe(packageRange?.replace(/\s/g, ''));
    },
  );

  it('has no other face', () => {
    const faces = stylesheet.split('@font-face').filter((block) => /font-family:\s*'Fraunces'/.test(block));
    expect(faces).toHaveLength(FRAUNCES_WEIGHTS.length * FRAUNCES_SUBSETS.length);
  });
});
