import { describe, expect, it } from 'vitest';
import type { ArtworkRecord } from '../artwork';
import { holdsForbiddenCharacter, refusedField } from '../record-rules';

/** Every character of U+0000–U+001F, and the bidirectional overrides and isolates. */
const CONTROLS = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const MULTI_LINE_KEEPS = ['\t', '\n', '\r'];

const RECORD: ArtworkRecord = {
  title: 'Brume 40',
  subtitle: '40',
  type: 'Aquarelles',
  description: '',
  image: 'https://example.com/1.webp',
};

describe('holdsForbiddenCharacter: the characters the rules refuse in a text', () => {
  it.each([...CONTROLS, ...BIDI].map((c) => [`U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`, c]))(
    'refuses %s in a one-line text',
    (_name, c) => {
      expect(holdsForbiddenCharacter(`Brume${c} 40`)).toBe(true);
    },
  );

  it('refuses in a multi-line text the same characters except tab and line breaks', () => {
    const refused = [...CONTROLS, ...BIDI].filter((c) => holdsForbiddenCharacter(`a${c}b`, 'multi'));
    expect(refused).toEqual([...CONTROLS, ...BIDI].filter((c) => !MULTI_LINE_KEEPS.includes(c)));
  });

  it.each([
    'Brume sur la Seine',
    'Été, « Pâte à papier » — 30 × 40 cm',
    '\u0627\u0644\u0628\u062d\u0631', // right-to-left text is fine: only the override characters are refused
    'Nuit 🌙',
    '\u00a0\u2028\u200b\u202f\u2065\u206a',
  ])('accepts %j', (text) => {
    expect(holdsForbiddenCharacter(text)).toBe(false);
    expect(holdsForbiddenCharacter(text, 'multi')).toBe(false);
  });
});

describe('refusedField names the field the rules would refuse', () => {
  it.each([
    [{ title: 'Brume\u202e 40' }, 'title'],
    [{ subtitle: '40\u0000' }, 'subtitle'],
    [{ dimensions: '30\tx 40 cm' }, 'dimensions'],
    [{ description: 'Huile\u0007' }, 'description'],
    [{ description: 'Ligne 1\r\nLigne 2\tfin' }, null],
    [{ title: 'x'.repeat(201) }, 'title'],
    [{ years: 2019 }, null],
    [{ years: 1850 }, 'years'],
    [{ technique: 'Lavis\u0007' }, 'technique'],
    [{ technique: ' ' }, 'technique'],
    [{ price: 12.5 }, 'price'],
    [{ price: 1200 }, null],
    [{}, null],
  ] as const)('%j: %s', (change, field) => {
    expect(refusedField({ ...RECORD, ...change })).toBe(field);
  });
});
