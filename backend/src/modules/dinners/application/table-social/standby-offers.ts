import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { holdExpiry } from '../../domain/capacity';
import { BOOKING_CONFIRMED_EVENT, STANDBY_CLOSED_EVENT, STANDBY_OFFERED_EVENT } from '../../domain/dinner-events';
import { settleOffer, spotToOffer } from '../../domain/standby';
import { DinnerChangeLog } from '../dinner-events/dinner-change-log';
import { CoupleStandings } from '../bookings/couple-standings';
import { BookingRepository } from '../bookings/booking-repository';
import { DinnerRepository } from '../dinner-events/dinner-repository';
import { StandbyRepository } from './standby-repository';

/** Thrown inside the reservation's check to stop offering: no spot is free any more. */
class NoSpotLeft extends Error {}

/**
 * Freed spots go to the standby list, first come first: the first couple waiting gets the
 * usual 15-minute hold (`standby.offered`, whose subscriber mails it); when the hold lapses
 * unpaid, the next couple gets it. Each pass runs in its own transaction (or its caller's),
 * the dinner row locked first (as every capacity change does), then the dinner's standby
 * entries, so two passes (a freed seat's subscriber and the schedule) never offer one spot
 * twice. Run by the `dinners.standby-offers` subscriber when a seat frees, and every minute
 * by dinners.release-holds, which also offers the spots of lapsed holds.
 */
@Injectable()
export class StandbyOffers {
  private readonly logger = new Logger(StandbyOffers.name);

  constructor(
    private readonly standby: StandbyRepository,
    private readonly bookings: BookingRepository,
    private readonly dinners: DinnerRepository,
    private readonly standings: CoupleStandings,
    private readonly changes: DinnerChangeLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** One pass over the dinner's list; answers how many spots were offered. */
  offer(dinnerId: string): Promise<number> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const dinner = await this.dinners.lock(dinnerId, now);
      if (!dinner) return 0;
      let offered = 0;
      for (const entry of await this.standby.listActive(dinnerId, true)) {
        if (entry.status === 'offered') {
          const settled = settleOffer(entry.bookingId ? await this.bookings.findById(entry.bookingId, now) : null, now);
          if (settled !== 'offered') await this.standby.setStatus(entry.id, settled, now);
          continue;
        }
        if (await this.bookings.findActiveForCoupleAndDinner(entry.coupleId, dinnerId, now)) {
          await this.standby.setStatus(entry.id, 'booked', now);
          continue;
        }
        if (await this.standings.isTerminated(entry.coupleId)) {
          await this.standby.setStatus(entry.id, 'lapsed', now);
          continue;
        }
        const booking = await this.hold(entry.dinnerId, entry.coupleId, entry.userId, now);
        if (!booking) break;
        await this.standby.setStatus(entry.id, 'offered', now, booking.id);
        const offer = { dinnerId, bookingId: booking.id, coupleId: entry.coupleId };
        await this.changes.fact(booking.status === 'confirmed' ? BOOKING_CONFIRMED_EVENT : STANDBY_OFFERED_EVENT, offer, { type: 'system', id: null });
        offered += 1;
      }
      return offered;
    });
  }

  /** The schedule's pass over every dinner with someone on standby; one dinner failing does not stop the others. */
  async offerAll(): Promise<number> {
    let offered = 0;
    for (const dinnerId of await this.standby.dinnersWithActive()) {
      try {
        offered += await this.offer(dinnerId);
      } catch (error) {
        this.logger.error(`Standby offers for dinner ${dinnerId} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return offered;
  }

  /**
   * Bookings closed or the dinner was cancelled: standby never outlives the deadline. Couples
   * still waiting, or whose offer was not paid, leave the list (`standby.closed` tells them);
   * in the caller's unit of work.
   */
  async close(dinnerId: string): Promise<number> {
    const now = this.clock.now();
    let closed = 0;
    for (const entry of await this.standby.listActive(dinnerId, true)) {
      const booked = entry.status === 'offered' && settleOffer(entry.bookingId ? await this.bookings.findById(entry.bookingId, now) : null, now) === 'booked';
      await this.standby.setStatus(entry.id, booked ? 'booked' : 'closed', now);
      if (booked) continue;
      await this.changes.fact(STANDBY_CLOSED_EVENT, { dinnerId, coupleId: entry.coupleId }, { type: 'system', id: null });
      closed += 1;
    }
    return closed;
  }

  /** The usual hold for the couple, or null when no spot is left to offer. */
  private async hold(dinnerId: string, coupleId: string, userId: string, now: Date) {
    try {
      const { booking } = await this.bookings.reserve(
        { dinnerId, coupleId, userId, specialRequests: null, now },
        {
          check: (dinner, takenSpots) => {
            if (!spotToOffer(dinner, takenSpots, now)) throw new NoSpotLeft();
          },
          initial: (dinner) =>
            dinner.logisticsFeeCents === 0 ? { status: 'confirmed', holdExpiresAt: null } : { status: 'pending_payment', holdExpiresAt: holdExpiry(now) },
        },
      );
      return booking;
    } catch (error) {
      if (error instanceof NoSpotLeft) return null;
      throw error;
    }
  }
}
