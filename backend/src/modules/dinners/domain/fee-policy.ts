import { moneyText } from '../../../kernel/money';

/** An amount in minor units of the dinner's currency as every mail states it: €15.00, £13.00 (15,00 € in French). */
export const feeText = (minor: number, currency: string, locale?: string) => moneyText(minor, currency, locale);

/**
 * What a couple's own cancellation keeps (DECISIONS item 12): the fee of a paid booking.
 * An unpaid hold and a dinner without a fee keep nothing.
 */
export function feeKeptOnCancellation(booking: { confirmedAt: Date | null }, logisticsFeeCents: number): number {
  return booking.confirmedAt ? logisticsFeeCents : 0;
}

/** The sentence the cancel answer, the dashboard and the cancellation mail say about a kept fee; null when nothing is kept. */
export function keptFeeNote(keptCents: number, currency: string): string | null {
  return keptCents > 0 ? `Your ${moneyText(keptCents, currency)} logistics fee is not refunded: a cancellation by your couple keeps the fee.` : null;
}
