import { feeKeptOnCancellation, keptFeeNote } from './fee-policy';

describe("the fee a couple's own cancellation keeps (DECISIONS item 12)", () => {
  it('keeps the fee of a paid booking, nothing of an unpaid hold or a dinner without a fee', () => {
    expect(feeKeptOnCancellation({ confirmedAt: new Date('2026-12-01T10:00:00Z') }, 1500)).toBe(1500);
    expect(feeKeptOnCancellation({ confirmedAt: null }, 1500)).toBe(0);
    expect(feeKeptOnCancellation({ confirmedAt: new Date('2026-12-01T10:00:00Z') }, 0)).toBe(0);
  });

  it('says so in euros, and says nothing when nothing is kept', () => {
    expect(keptFeeNote(1500, 'eur')).toBe('Your €15.00 logistics fee is not refunded: a cancellation by your couple keeps the fee.');
    expect(keptFeeNote(1250, 'eur')).toContain('€12.50');
    expect(keptFeeNote(0, 'eur')).toBeNull();
  });
});
