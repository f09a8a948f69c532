import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { nextPaymentStatus, PaymentEvent } from '../domain/payment';
import { REFUND_MESSAGES } from '../domain/refund-reason';
import { BookingPayments, PaidBookingOutcome } from './booking-payments';
import { AppliedEvent, PaymentLedger } from './payment-ledger';
import { RefundPayment } from './refund-payment';

/**
 * The one path of a provider's outcome, whether it came by Stripe webhook or from the
 * test-mode card form. In one unit of work: the event id (a replay stops there), the
 * payment's status, the booking's confirmation and its mail. A success that finds no spot
 * left (its hold lapsed and the dinner filled up) is recorded refund_pending in the same
 * commit, then refunded at once, or by the retry job if the provider refuses now.
 */
@Injectable()
export class ApplyPaymentEvent {
  private readonly logger = new Logger(ApplyPaymentEvent.name);

  constructor(
    private readonly ledger: PaymentLedger,
    private readonly refunds: RefundPayment,
    private readonly bookings: BookingPayments,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(event: PaymentEvent, eventType: string): Promise<AppliedEvent> {
    const applied = await this.unitOfWork.run(() => this.apply(event, eventType));
    if (applied.kind === 'succeeded' && applied.booking === 'no_spot') {
      this.logger.warn({ msg: 'payment succeeded without a spot: refunding', paymentId: applied.payment.id });
      await this.refunds.execute(applied.payment);
    }
    return applied;
  }

  private async apply(event: PaymentEvent, eventType: string): Promise<AppliedEvent> {
    // The event id is the dedupe key; recorded in this unit of work, an event whose change
    // failed is not marked seen.
    if (!(await this.ledger.recordEvent(event.id, eventType, this.clock.now()))) return { kind: 'duplicate' };
    if (!event.intentId) return { kind: 'unknown_intent' };
    const payment = await this.ledger.lockByIntentId(event.intentId);
    if (!payment) return { kind: 'unknown_intent' };
    const next = nextPaymentStatus(payment.status, event.kind);
    if (!next) return { kind: 'unchanged', payment };
    if (next === 'failed') {
      await this.ledger.updateStatus(payment.id, next, event.failureMessage);
      return { kind: 'failed', payment: { ...payment, status: next } };
    }
    const outcome: PaidBookingOutcome = payment.bookingId
      ? await this.bookings.confirmPaid(payment.bookingId)
      : { booking: 'no_spot', reason: 'booking_cancelled' };
    if (outcome.booking !== 'no_spot') {
      await this.ledger.updateStatus(payment.id, next, event.failureMessage);
      return { kind: 'succeeded', payment: { ...payment, status: next, failureMessage: event.failureMessage }, ...outcome };
    }
    // Money taken without a spot is owed back: recorded with the event, so it cannot be forgotten;
    // the reason goes with it, for the couple.
    const refund = { status: 'refund_pending' as const, failureMessage: REFUND_MESSAGES[outcome.reason] };
    await this.ledger.updateStatus(payment.id, refund.status, refund.failureMessage);
    return { kind: 'succeeded', payment: { ...payment, ...refund }, ...outcome };
  }
}
