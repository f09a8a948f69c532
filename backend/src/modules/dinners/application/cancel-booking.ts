import { Injectable, Logger } from '@nestjs/common';
import type { Caller } from '../../identity';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { decideCancellation, repeatedCancellation } from '../domain/cancellation-policy';
import { DinnerErrors } from '../domain/dinner-errors';
import { feeKeptOnCancellation } from '../domain/fee-policy';
import { assertOwnBooking, coupleOf } from './booking-access';
import { BookingMails } from './booking-mails';
import { DinnerChangeNotices } from './dinner-change-notices';
import { CoupleStandings } from './couple-standings';
import { BookingRepository } from './booking-repository';
import { RestaurantReservations } from './restaurant-reservations';
import { StandbyOffers } from './standby-offers';

export interface CancellationResult {
  bookingId: string;
  wasLateCancellation: boolean;
  serviceTerminated: boolean;
  /** The logistics fee the cancellation keeps (DECISIONS item 12), in cents: 0 for an unpaid hold or a dinner without a fee. */
  feeKeptCents: number;
}

/**
 * PUT /api/user/bookings/{id}/cancel, with the late-cancellation policy. The booking, the
 * couple's standing, the cancellation mail and, after the reveal, the mails telling the rest
 * of its group commit together: a crash between them
 * leaves the booking as it was. A repeated cancel (a double click) answers as the first.
 */
@Injectable()
export class CancelBooking {
  private readonly logger = new Logger(CancelBooking.name);

  constructor(
    private readonly bookings: BookingRepository,
    private readonly standings: CoupleStandings,
    private readonly mails: BookingMails,
    private readonly notices: DinnerChangeNotices,
    private readonly reservations: RestaurantReservations,
    private readonly standby: StandbyOffers,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller, bookingId: string): Promise<CancellationResult> {
    const coupleId = coupleOf(caller);
    const now = this.clock.now();
    let freed: string | null = null;
    const result = await this.unitOfWork.run(async (): Promise<CancellationResult> => {
      const { decision } = await this.bookings.cancel(bookingId, now, (booking) => {
        assertOwnBooking(caller, booking);
        if (booking.status === 'cancelled') return repeatedCancellation(booking.wasLateCancellation);
        return decideCancellation(booking.status, booking.dinner.eventDate, now);
      });
      const cancelled = await this.bookings.findById(bookingId, now);
      if (!cancelled) throw DinnerErrors.bookingNotFound();
      // A booking the service cancelled with its dinner was refunded: asking to cancel it again keeps nothing.
      const byService = cancelled.dinner.status === 'cancelled_by_system';
      const feeKeptCents = byService ? 0 : feeKeptOnCancellation(cancelled, cancelled.dinner.logisticsFeeCents);
      if (decision.alreadyCancelled)
        return { bookingId, wasLateCancellation: decision.wasLateCancellation, serviceTerminated: await this.standings.isTerminated(coupleId), feeKeptCents };
      const { serviceTerminated } = decision.countsForPolicy
        ? await this.standings.recordCancellation(coupleId, decision.wasLateCancellation)
        : { serviceTerminated: await this.standings.isTerminated(coupleId) };
      await this.mails.sendCancellation(cancelled, decision.wasLateCancellation, feeKeptCents);
      // A couple fewer at its table: the restaurant hears the new party size. Once the table was revealed
      // to the couple, the rest of the table knows it is coming and is told it is not (the notices tell the restaurant too).
      if (cancelled.revealSentAt !== null) await this.notices.publish({ kind: 'booking_cancelled', dinnerId: cancelled.dinnerId, coupleId });
      else await this.reservations.sync(cancelled.dinner.id);
      freed = cancelled.dinner.id;
      return { bookingId, wasLateCancellation: decision.wasLateCancellation, serviceTerminated, feeKeptCents };
    });
    if (!freed) return result;
    this.logger.log({
      msg: 'booking cancelled by the couple',
      bookingId,
      coupleId,
      late: result.wasLateCancellation,
      serviceTerminated: result.serviceTerminated,
      feeKeptCents: result.feeKeptCents,
    });
    // The freed spot goes to the standby list once the cancellation committed, in a transaction of its own
    // (dinner row first, as every capacity change locks); dinners.release-holds offers it if this fails.
    await this.standby
      .offer(freed)
      .catch((error: unknown) => this.logger.error(`Standby offer after a cancellation failed: ${error instanceof Error ? error.message : String(error)}`));
    return result;
  }
}
