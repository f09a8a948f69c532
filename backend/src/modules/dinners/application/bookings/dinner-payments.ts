import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../identity';
import { Clock } from '../../../../platform/clock/clock';
import { isHoldActive } from '../../domain/booking';
import { currencyOf } from '../../domain/dinner-cities';
import { DinnerErrors } from '../../domain/dinner-errors';
import { BOOKING_CONFIRMED_EVENT } from '../../domain/dinner-events';
import { assertOwnBooking } from './booking-access';
import { DinnerChangeLog } from '../dinner-events/dinner-change-log';
import { BookingRepository, ChargedBooking, PaidBookingOutcome } from './booking-repository';
import { ReserveSpot } from './reserve-spot';

export interface PayableBooking {
  bookingId: string;
  dinnerId: string;
  coupleId: string;
  /** The dinner's logistics fee as stored, in minor units of `currency`. */
  amountCents: number;
  /** The dinner city's currency, lower-case ISO 4217 (issue 49). */
  currency: string;
}

/** What the payments module needs from dinners: a held booking to charge, and the follow-up once paid. */
@Injectable()
export class DinnerPayments {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly reserveSpot: ReserveSpot,
    private readonly changes: DinnerChangeLog,
    private readonly clock: Clock,
  ) {}

  /** The booking to pay for: the given one (renewing a lapsed hold), or the couple's hold on the dinner. */
  async payableBooking(caller: Caller, target: { dinnerId?: string; bookingId?: string }): Promise<PayableBooking> {
    let dinnerId = target.dinnerId;
    if (target.bookingId) {
      const booking = await this.bookings.findById(target.bookingId, this.clock.now());
      if (!booking) throw DinnerErrors.bookingNotFound();
      assertOwnBooking(caller, booking);
      if (booking.status === 'confirmed' || booking.status === 'attended') throw DinnerErrors.alreadyPaid();
      if (isHoldActive(booking.status, booking.holdExpiresAt, this.clock.now())) return toPayable(booking);
      dinnerId = booking.dinnerId;
    }
    if (!dinnerId) throw DinnerErrors.notFound();
    const booking = await this.reserveSpot.execute(caller, dinnerId);
    if (booking.status !== 'pending_payment') throw DinnerErrors.alreadyPaid();
    return toPayable(booking);
  }

  /**
   * A payment for the booking succeeded: confirms it (a payment arriving after its hold
   * lapsed is honoured while a spot is free, else reported so that it is refunded, never
   * lost) and records `booking.confirmed`, whose subscriber sends the confirmation mail. Runs
   * in the payment's unit of work, so the payment record, the booking and the event commit together.
   */
  async confirmPaid(bookingId: string): Promise<PaidBookingOutcome> {
    const now = this.clock.now();
    const outcome = await this.bookings.confirmPaid(bookingId, now);
    if (outcome.booking === 'confirmed') {
      const booking = await this.bookings.findById(bookingId, now);
      if (booking)
        await this.changes.fact(
          BOOKING_CONFIRMED_EVENT,
          { dinnerId: booking.dinnerId, bookingId, coupleId: booking.coupleId },
          { type: 'couple', id: booking.coupleId },
        );
    }
    return outcome;
  }

  /** Every paid booking of a dinner with a fee, with its fee and payer: the demo data's bookings are paid in test mode. */
  chargedBookings(): Promise<ChargedBooking[]> {
    return this.bookings.listCharged();
  }
}

function toPayable(booking: {
  id: string;
  dinnerId: string;
  coupleId: string;
  dinner: { logisticsFeeCents: number; city: string; country: string };
}): PayableBooking {
  return {
    bookingId: booking.id,
    dinnerId: booking.dinnerId,
    coupleId: booking.coupleId,
    amountCents: booking.dinner.logisticsFeeCents,
    currency: currencyOf(booking.dinner.city, booking.dinner.country),
  };
}
