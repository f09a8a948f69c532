import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { BOOKING_UNSEATED_EVENT } from '../../domain/dinner-events';
import { REVEAL_BEFORE_EVENT_MS } from '../../domain/reveal-policy';
import { BookingRefunds } from './booking-refunds';
import { BookingRepository, PaidBooking } from './booking-repository';
import { DinnerChangeLog } from '../dinner-events/dinner-change-log';
import { DinnerMatchingQueries } from '../seating/dinner-matching-queries';
import { DinnerHistory } from '../dinner-events/dinner-history';
import { DinnerSeat, DinnerSeating } from '../seating/dinner-seating';

type UnseatedBooking = Pick<PaidBooking, 'bookingId' | 'coupleId'> & { dinnerId: string };

/**
 * A paid couple that matching left without a group is refunded in full when its dinner is
 * revealed without it (DECISIONS item 12; until then an admin may still seat it). In one
 * transaction per booking: the booking is cancelled for the service and `booking.unseated`
 * recorded with its fee owed back; its subscribers refund it (payments) and tell the couple.
 */
@Injectable()
export class RefundUnseatedCouples {
  constructor(
    private readonly queries: DinnerMatchingQueries,
    private readonly bookings: BookingRepository,
    private readonly seating: DinnerSeating,
    private readonly refunds: BookingRefunds,
    private readonly changes: DinnerChangeLog,
    private readonly history: DinnerHistory,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** The couples without a group within the reveal window; returns how many bookings were cancelled and refunded. */
  async execute(): Promise<number> {
    const now = this.clock.now();
    const due = await this.queries.paidBookingsAtReveal(new Date(now.getTime() + REVEAL_BEFORE_EVENT_MS), now);
    // Each dinner's seats read once: a seat read per booking was 20,000 statements every five minutes before a Friday's 10,000 couples (issue 50).
    const seated = new Map<string, ReadonlyMap<string, DinnerSeat>>();
    for (const dinnerId of new Set(due.map((booking) => booking.dinner.id))) seated.set(dinnerId, await this.seating.seatsAt(dinnerId));
    const unseated = due
      .filter((booking) => !seated.get(booking.dinner.id)!.has(booking.coupleId))
      .map((booking) => ({ bookingId: booking.bookingId, coupleId: booking.coupleId, dinnerId: booking.dinner.id }));
    return this.refundEach(unseated, now);
  }

  /**
   * At the dinner's start: its paid couples that are not among `seated` (the couples of its
   * tables that go ahead), one by one. Returns how many were refunded.
   */
  async atStart(dinnerId: string, seated: ReadonlySet<string>): Promise<number> {
    const now = this.clock.now();
    const unseated: UnseatedBooking[] = [];
    for (const seat of await this.bookings.listPaid(dinnerId)) {
      if (seated.has(seat.coupleId)) continue;
      const booking = await this.bookings.findById(seat.bookingId, now);
      if (booking?.status === 'confirmed') unseated.push({ bookingId: booking.id, coupleId: booking.coupleId, dinnerId });
    }
    return this.refundEach(unseated, now);
  }

  /** Each booking cancelled for the service and its fee owed back, in a transaction of its own. */
  private async refundEach(unseated: readonly UnseatedBooking[], now: Date): Promise<number> {
    let refunded = 0;
    for (const booking of unseated) {
      const done = await this.unitOfWork.run(async () => {
        if (!(await this.bookings.cancelForService(booking.bookingId, now))) return false;
        const feeRefunded = await this.refunds.refundable(booking.bookingId);
        await this.history.record(booking.dinnerId, { kind: 'unseated_couple_refunded', coupleId: booking.coupleId, feeRefunded }, now);
        await this.changes.fact(
          BOOKING_UNSEATED_EVENT,
          { ...booking, feeRefunded, refunds: feeRefunded ? [booking.bookingId] : [] },
          { type: 'schedule', id: null },
        );
        return true;
      });
      if (done) refunded += 1;
    }
    return refunded;
  }
}
