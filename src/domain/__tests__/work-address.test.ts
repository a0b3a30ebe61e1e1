import { describe, expect, it } from 'vitest';
import { keyForSlug, slugFromPath, workPath, workSlugs } from '../work-address';

/** The address of each key, then the key each address leads back to. */
function roundTrip(keys: string[]): Array<[string, string, string | undefined]> {
  const slugs = workSlugs(keys);
  return keys.map((key) => {
    const path = workPath('/aquarelles', slugs.get(key)!);
    const slug = slugFromPath('/aquarelles', path);
    return [key, path, slug === null ? undefined : keyForSlug(keys, slug)];
  });
}

describe('the address of a work', () => {
  it('is the gallery path and the key, and leads back to the key', () => {
    expect(roundTrip(['3', '27', 'A-3'])).toEqual([
      ['3', '/aquarelles/3', '3'],
      ['27', '/aquarelles/27', '27'],
      ['A-3', '/aquarelles/A-3', 'A-3'],
    ]);
  });

  it('drops the "undefined" of legacy keys', () => {
    expect(roundTrip(['undefined12', '27'])).toEqual([
      ['undefined12', '/aquarelles/12', 'undefined12'],
      ['27', '/aquarelles/27', '27'],
    ]);
  });

  it('keeps legacy duplicates apart: "12" and "undefined12" get two addresses', () => {
    const slugs = workSlugs(['12', 'undefined12']);
    expect(slugs.get('12')).toBe('12');
    expect(slugs.get('undefined12')).toBe('undefined12');
    expect(roundTrip(['undefined12', '12'])).toEqual([
      ['undefined12', '/aquarelles/undefined12', 'undefined12'],
      ['12', '/aquarelles/12', '12'],
    ]);
  });

  it('gives every key of a gallery its own slug', () => {
    const keys = [
      '12',
      'undefined12',
      'undefined13',
      '13x',
      'undefined',
      'undefinedundefined5',
      'undefined5',
      'a',
      'A',
    ];
    const slugs = [...workSlugs(keys).values()];
    expect(new Set(slugs).size).toBe(keys.length);
    for (const key of keys) expect(keyForSlug(keys, workSlugs(keys).get(key)!)).toBe(key);
  });

  it('encodes keys that are not plain words, and decodes them back', () => {
    const keys = ['n° 4 bis', 'été?#'];
    expect(roundTrip(keys)).toEqual([
      ['n° 4 bis', '/aquarelles/n%C2%B0%204%20bis', 'n° 4 bis'],
      ['été?#', '/aquarelles/%C3%A9t%C3%A9%3F%23', 'été?#'],
    ]);
  });

  it('still finds a legacy work by its whole key', () => {
    expect(keyForSlug(['undefined12', '27'], 'undefined12')).toBe('undefined12');
  });

  it('reads the address in any letter case, when that names one work only', () => {
    expect(slugFromPath('/aquarelles', '/AQUARELLES/Undefined12')).toBe('Undefined12');
    expect(keyForSlug(['undefined12'], 'Undefined12')).toBe('undefined12');
    expect(keyForSlug(['A-3'], 'a-3')).toBe('A-3');
    expect(keyForSlug(['a', 'A'], 'A')).toBe('A');
    expect(keyForSlug(['a', 'A'], 'a')).toBe('a');
    expect(keyForSlug(['b', 'B'], 'x')).toBeUndefined();
    expect(keyForSlug(['ab', 'AB'], 'Ab')).toBeUndefined();
  });

  it('finds no work for an unknown address', () => {
    expect(keyForSlug(['3', 'undefined12'], '999')).toBeUndefined();
    expect(keyForSlug([], '3')).toBeUndefined();
  });

  it.each([
    ['/aquarelles', null],
    ['/aquarelles/', null],
    ['/aquarelles/12/', '12'],
    ['/aquarelles/12/extra', null],
    ['/aquarellesx/12', null],
    ['/vrac/12', null],
    ['/aquarelles/%E0%A4%A', '%E0%A4%A'],
  ])('slugFromPath("/aquarelles", %j) is %j', (pathname, slug) => {
    expect(slugFromPath('/aquarelles', pathname)).toBe(slug);
  });
});
