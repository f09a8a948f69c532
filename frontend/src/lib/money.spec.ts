import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney } from './money';

describe('money', () => {
  it('shows euro as the specs do, and other currencies with their own sign', () => {
    expect(formatMoney(15, 'EUR')).toBe('€15.00');
    expect(formatMoney(13, 'GBP')).toBe('£13.00');
  });

  it('reads minor units with the currency’s own decimals', () => {
    expect(formatMinorUnits(1500, 'EUR')).toBe('€15.00');
    expect(formatMinorUnits(550, 'GBP')).toBe('£5.50');
    expect(formatMinorUnits(1500, 'JPY')).toBe('JP¥1,500');
  });
});
