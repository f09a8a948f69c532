import { accountOf, DinnerSnapshot } from './snapshot';

const SEATED = ['confirmed', 'attended'];

/**
 * Money adds up, per dinner: paid = refunded + fees kept + still seated. Each paid booking
 * still seated has had back only what support refunded; one that ended has had back all but
 * the fee its couple was told is kept (nothing kept when the service ended it).
 */
export function moneyAddsUp(_snapshot: unknown, dinner: DinnerSnapshot): string[] {
  const broken: string[] = [];
  let paid = 0;
  let accounted = 0;
  for (const payment of dinner.payments) {
    const booking = dinner.bookings.find((row) => row.id === payment.booking_id)!;
    const account = accountOf(dinner, booking);
    // Given back so far (support refunds in parts), plus a refund still pending at the provider.
    const pending = payment.status === 'refund_pending' ? (payment.refund_amount ?? payment.amount - payment.refunded_amount) : 0;
    const refunded = payment.status === 'refunded' ? payment.amount : payment.refunded_amount + pending;
    const seated = SEATED.includes(booking.status);
    const kept = seated ? 0 : (account?.keptCents ?? 0);
    const expectedRefund = seated ? (account?.partialRefundCents ?? 0) : payment.amount - kept;
    paid += payment.amount;
    accounted += refunded + kept + (seated ? payment.amount - refunded : 0);
    if (refunded !== expectedRefund)
      broken.push(
        `booking ${booking.id.slice(0, 8)} (${booking.status}): paid ${payment.amount}, refunded ${refunded}, expected ${expectedRefund} back (kept ${kept})`,
      );
  }
  if (paid !== accounted) broken.push(`paid ${paid} ≠ refunded + kept + seated ${accounted}`);
  return broken;
}
