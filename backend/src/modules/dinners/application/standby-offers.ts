import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { holdExpiry } from '../domain/capacity';
import { settleOffer, spotToOffer } from '../domain/standby';
import { BookingMails } from './booking-mails';
import { CoupleStandings } from './couple-standings';
import { BookingRepository } from './booking-repository';
import { DinnerRepository } from './dinner-repository';
import { StandbyRepository } from './standby-repository';

/** Thrown inside the reservation's check to stop offering: no spot is free any more. */
class NoSpotLeft extends Error {}

/**
 * Freed spots go to the standby list, first come first: the first couple waiting gets the
 * usual 15-minute hold and a mail; when the hold lapses unpaid, the next couple gets it.
 * Each pass runs in its own transaction, the dinner row locked first (as every capacity
 * change does), then the dinner's standby entries, so two passes (a cancellation and the
 * schedule) never offer one spot twice. Called after a cancellation commits, and every
 * minute by dinners.release-holds, which also repairs a pass a crash cut off.
 */
@Injectable()
export class StandbyOffers {
  private readonly logger = new Logger(StandbyOffers.name);

  constructor(
    private readonly standby: StandbyRepository,
    private readonly bookings: BookingRepository,
    private readonly dinners: DinnerRepository,
    private readonly standings: CoupleStandings,
    private readonly mails: BookingMails,
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
        const held = await this.bookings.findById(booking.id, now);
        if (held?.status === 'confirmed') await this.mails.sendConfirmation(held);
        else if (held) await this.mails.sendStandbyOffer(held);
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
   * still waiting, or whose offer was not paid, leave the list and are told; in the caller's
   * unit of work.
   */
  async close(dinnerId: string, dinner: { city: string; country: string; eventDate: Date }): Promise<number> {
    const now = this.clock.now();
    let closed = 0;
    for (const entry of await this.standby.listActive(dinnerId, true)) {
      const booked = entry.status === 'offered' && settleOffer(entry.bookingId ? await this.bookings.findById(entry.bookingId, now) : null, now) === 'booked';
      await this.standby.setStatus(entry.id, booked ? 'booked' : 'closed', now);
      if (booked) continue;
      await this.mails.sendStandbyClosed(entry.coupleId, dinner);
      closed += 1;
    }
    return closed;
  }

  /** The usual hold for the couple, or null when no spot is left to offer. */
  private async hold(dinnerId: string, coupleId: string, userId: string, now: Date) {
    try {
      const { booking } = await this.bookings.reserve(
        { dinnerId, coupleId, userId, specialRequests: null, now },
        (dinner, takenSpots) => {
          if (!spotToOffer(dinner, takenSpots, now)) throw new NoSpotLeft();
        },
        (dinner) =>
          dinner.logisticsFeeCents === 0 ? { status: 'confirmed', holdExpiresAt: null } : { status: 'pending_payment', holdExpiresAt: holdExpiry(now) },
      );
      return booking;
    } catch (error) {
      if (error instanceof NoSpotLeft) return null;
      throw error;
    }
  }
}
