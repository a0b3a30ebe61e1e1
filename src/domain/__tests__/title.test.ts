import { describe, expect, it } from 'vitest';
import { titleWithoutDigits, trailingNumber } from '../title';

describe('titleWithoutDigits', () => {
  it.each([
    ['Arbre en hiver 12', 'Arbre en hiver'],
    ['12 Arbre', 'Arbre'],
    ['Série 2 n°14', 'Série n°'],
    ['Le pommier', 'Le pommier'],
    ['2021', ''],
    ['', ''],
    ['  Brume   sur la Seine 27 ', 'Brume sur la Seine'],
  ])('%j → %j', (title, expected) => {
    expect(titleWithoutDigits(title)).toBe(expected);
  });
});

describe('trailingNumber', () => {
  it.each([
    ['Arbre en hiver 12', 12],
    ['Série 2 n°14', 14],
    ['Salon 2019 11', 11],
    ['12', 12],
    ['007', 7],
    ['n°5bis', 5],
    ['Le pommier', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(trailingNumber(text)).toBe(expected);
  });
});
