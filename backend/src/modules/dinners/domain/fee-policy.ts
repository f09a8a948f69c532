import { moneyText } from '../../../kernel/money';

/** An amount in minor units of the dinner's currency as every mail states it: €15.00, £13.00. */
export const feeText = (minor: number, currency: string) => moneyText(minor, currency);

/** The logistics fee's terms (DECISIONS item 12), as the confirmation email states them; the client shows the same words. */
export const FEE_TERMS =
  'If you cancel, the logistics fee is not refunded. If we cancel the dinner, or cannot seat you with a group, we refund the fee in full. Cancelling within 6 hours of the dinner counts as a late cancellation; two in a row end the service for your couple.';

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
