import { isKnownCurrency, minorDigitsOf, moneyText, toMajorUnits, toMinorUnits } from './money';

describe('money in minor units, with each currency its own decimals', () => {
  it('knows euros and pounds have two decimals and yen none', () => {
    expect(minorDigitsOf('eur')).toBe(2);
    expect(minorDigitsOf('GBP')).toBe(2);
    expect(minorDigitsOf('JPY')).toBe(0);
    expect(minorDigitsOf('KWD')).toBe(3);
  });

  it('converts between minor and major units both ways', () => {
    expect(toMajorUnits(1750, 'EUR')).toBe(17.5);
    expect(toMajorUnits(1500, 'JPY')).toBe(1500);
    expect(toMinorUnits(17.5, 'gbp')).toBe(1750);
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
  });

  it('states amounts with their own symbol', () => {
    expect(moneyText(1500, 'eur')).toBe('€15.00');
    expect(moneyText(1300, 'gbp')).toBe('£13.00');
    expect(moneyText(1500, 'JPY')).toBe('JP¥1,500');
  });

  it('accepts ISO 4217 codes only', () => {
    expect(isKnownCurrency('GBP')).toBe(true);
    expect(isKnownCurrency('chf')).toBe(true);
    expect(isKnownCurrency('XYZ')).toBe(false);
    expect(isKnownCurrency('EURO')).toBe(false);
  });
});
