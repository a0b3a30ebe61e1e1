import { describe, expect, it } from 'vitest';
import { displayTitle, titleWithoutDigits, trailingNumber, workLabel } from '../title';

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

describe('displayTitle and workLabel', () => {
  it('show the title without digits, or whole when nothing else is left', () => {
    expect(displayTitle('Arbre en hiver 12')).toBe('Arbre en hiver');
    expect(displayTitle(' 2021 ')).toBe('2021');
  });

  it('name a work with its numéro', () => {
    expect(workLabel({ title: 'Arbre en hiver 12', subtitle: '12' })).toBe('Arbre en hiver (n° 12)');
    expect(workLabel({ title: 'Le pommier', subtitle: '' })).toBe('Le pommier');
  });
});
