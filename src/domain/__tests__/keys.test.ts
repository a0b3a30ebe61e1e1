import { describe, expect, it } from 'vitest';
import { artworkPath, compareDatabaseKeys, isValidKey, keyForNewArtwork, keysForNumero } from '../keys';

describe('database keys', () => {
  it('stores a new work under its trimmed numéro', () => {
    expect(keyForNewArtwork(' 12 ')).toBe('12');
  });

  it('knows the legacy "undefined{numéro}" key outside the canvas type', () => {
    expect(keysForNumero('Aquarelles', '12')).toEqual(['12', 'undefined12']);
    expect(keysForNumero('Peinture sur Toile', '12')).toEqual(['12']);
  });

  it('builds the database paths of docs/database.md', () => {
    expect(artworkPath('Pâte à papier')).toBe('articles/Pâte à papier');
    expect(artworkPath('Peinture sur Toile', '7')).toBe('articles/Peinture sur Toile/7');
  });

  it.each([
    ['12', true],
    ['A-3', true],
    ['12_b', true],
    ['undefined12', true],
    ['x'.repeat(64), true],
    ['', false],
    ['  ', false],
    [' 12', false],
    ['12 bis', false],
    ['é1', false],
    ['1.2', false],
    ['a/b', false],
    ['#1', false],
    ['$1', false],
    ['[1]', false],
    ['x'.repeat(65), false],
    // Names a plain object already holds: reading the records into one would go wrong.
    ['__proto__', false],
    ['constructor', false],
    ['__proto', true],
    ['constructors', true],
    ['Constructor', true],
  ])('isValidKey(%j) is %s', (key, valid) => {
    expect(isValidKey(key)).toBe(valid);
  });

  it('orders keys as the Realtime Database does: integers numerically, then strings', () => {
    const keys = ['undefined12', '10', 'b', '9', 'undefined3', '-1', '012', 'A'];
    expect([...keys].sort(compareDatabaseKeys)).toEqual([
      '-1',
      '9',
      '10',
      '012',
      'A',
      'b',
      'undefined12',
      'undefined3',
    ]);
  });

  it('treats integers beyond 32 bits as strings', () => {
    expect(['3', '99999999999'].sort(compareDatabaseKeys)).toEqual(['3', '99999999999']);
    expect(['99999999999', 'a'].sort(compareDatabaseKeys)).toEqual(['99999999999', 'a']);
  });
});
