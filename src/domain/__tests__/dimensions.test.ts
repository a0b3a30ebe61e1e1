import { describe, expect, it } from 'vitest';
import { parseDimensions } from '../dimensions';

describe('parseDimensions', () => {
  it.each([
    ['30 x 40 cm', { width: 30, height: 40, unitCode: 'CMT' }],
    ['50×65 cm', { width: 50, height: 65, unitCode: 'CMT' }],
    ['1,5 x 2 m', { width: 1.5, height: 2, unitCode: 'MTR' }],
    ['200 X 300 MM', { width: 200, height: 300, unitCode: 'MMT' }],
  ])('reads %j', (text, size) => {
    expect(parseDimensions(text)).toEqual(size);
  });

  it.each([['25 cm de haut'], [''], [null], ['30 x 40'], ['0 x 40 cm'], ['environ 30 x 40 cm']])(
    'gives nothing for %j',
    (text) => {
      expect(parseDimensions(text)).toBeNull();
    },
  );

  it("lets the picture's proportions tell the height from the width", () => {
    expect(parseDimensions('40 x 30 cm', { width: 1200, height: 1500 })).toEqual({
      width: 30,
      height: 40,
      unitCode: 'CMT',
    });
    expect(parseDimensions('30 x 40 cm', { width: 1200, height: 800 })).toEqual({
      width: 40,
      height: 30,
      unitCode: 'CMT',
    });
    expect(parseDimensions('30 x 40 cm', { width: 1200, height: 1500 })).toEqual({
      width: 30,
      height: 40,
      unitCode: 'CMT',
    });
    expect(parseDimensions('30 x 30 cm', { width: 1200, height: 800 })).toEqual({
      width: 30,
      height: 30,
      unitCode: 'CMT',
    });
  });
});
