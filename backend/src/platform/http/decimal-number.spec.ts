import { hasAtMostDecimals } from './decimal-number';

describe('numbers with at most n decimals', () => {
  it('accept whole numbers and amounts within the places', () => {
    expect(hasAtMostDecimals(15, 2)).toBe(true);
    expect(hasAtMostDecimals(15.25, 2)).toBe(true);
    expect(hasAtMostDecimals(4.5, 1)).toBe(true);
  });

  it('refuse more decimals, exponent notation, non-finite numbers and non-numbers without throwing', () => {
    expect(hasAtMostDecimals(15.255, 2)).toBe(false);
    expect(hasAtMostDecimals(1e-323, 2)).toBe(false);
    expect(hasAtMostDecimals(1e-7, 1)).toBe(false);
    expect(hasAtMostDecimals(Infinity, 2)).toBe(false);
    expect(hasAtMostDecimals(NaN, 2)).toBe(false);
    expect(hasAtMostDecimals('15', 2)).toBe(false);
  });
});
