import { formatMoney } from './money';

/**
 * The logistics fee's terms (DECISIONS item 12), in one place for the booking page, the cancel
 * dialog and the Terms; the confirmation email states the same on the server.
 */
export const FEE_POLICY = {
  coupleCancels: 'If you cancel, the logistics fee is not refunded.',
  serviceCancels: 'If we cancel the dinner, or cannot seat you with a group, we refund the fee in full.',
  lateCancellation: 'Cancelling within 6 hours of the dinner counts as a late cancellation; two in a row end the service for your couple.',
} as const;

/** What cancelling this booking costs, shown before the couple confirms. */
export function cancellationPreview(booking: { status: string; logistics_fee: number; currency: string }): string {
  if (booking.status === 'booked') return 'You have not paid for this reservation yet, so nothing is charged.';
  if (booking.logistics_fee === 0) return 'This dinner has no logistics fee, so there is nothing to refund.';
  return `You will not be refunded the ${formatMoney(booking.logistics_fee, booking.currency)} logistics fee.`;
}
