import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../identity';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { DinnerErrors } from '../../domain/dinner-errors';
import { assertMayJoinStandby, settleOffer, StandbyErrors, StandbyStatus } from '../../domain/standby';
import { CoupleDirectory } from '../bookings/couple-directory';
import { CoupleStandings } from '../bookings/couple-standings';
import { BookingRepository } from '../bookings/booking-repository';
import { DinnerRepository } from '../dinner-events/dinner-repository';
import { StandbyRepository } from './standby-repository';

/** The couple's place on a dinner's standby list, as its booking page shows it. */
export interface StandbyPlace {
  status: StandbyStatus | null;
  /** 1 for the next couple to get a freed spot; null when not waiting. */
  position: number | null;
}

/**
 * A couple joins the standby list of a full dinner (free: nobody pays for standby), sees
 * its place, and leaves it. The same rules as booking decide who may join (a couple in
 * good standing with a verified email, of the dinner's city); a freed spot goes to the
 * first couple waiting (StandbyOffers).
 */
@Injectable()
export class StandbyList {
  constructor(
    private readonly standby: StandbyRepository,
    private readonly dinners: DinnerRepository,
    private readonly bookings: BookingRepository,
    private readonly standings: CoupleStandings,
    private readonly couples: CoupleDirectory,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async place(caller: Caller, dinnerId: string): Promise<StandbyPlace> {
    if (!caller.coupleId) return { status: null, position: null };
    const active = await this.standby.listActive(dinnerId, false);
    const own = active.find((entry) => entry.coupleId === caller.coupleId);
    if (!own) return { status: null, position: null };
    // A spot held for the couple and already paid (or lapsed) is no longer a place on the list, whether or not the next pass settled it.
    if (own.status === 'offered') {
      const hold = own.bookingId ? await this.bookings.findById(own.bookingId, this.clock.now()) : null;
      if (settleOffer(hold, this.clock.now()) !== 'offered') return { status: null, position: null };
    }
    const waiting = active.filter((entry) => entry.status === 'waiting');
    return { status: own.status, position: own.status === 'waiting' ? waiting.findIndex((entry) => entry.id === own.id) + 1 : null };
  }

  async join(caller: Caller, dinnerId: string): Promise<StandbyPlace> {
    const coupleId = await this.standings.assertMayBook(caller);
    const home = await this.couples.locationOf(coupleId);
    const now = this.clock.now();
    await this.unitOfWork.run(async () => {
      const dinner = await this.dinners.findById(dinnerId, now);
      if (!dinner) throw DinnerErrors.notFound();
      if (dinner.city.toLowerCase() !== home.city.toLowerCase() || dinner.country.toLowerCase() !== home.country.toLowerCase())
        throw DinnerErrors.notInYourCity(dinner.city, home.city);
      if (await this.bookings.findActiveForCoupleAndDinner(coupleId, dinnerId, now)) throw StandbyErrors.alreadyBooked();
      if (await this.standby.findActive(dinnerId, coupleId)) return;
      assertMayJoinStandby(dinner, dinner.takenSpots, now);
      await this.standby.join({ dinnerId, coupleId, userId: caller.id, joinedAt: now });
    });
    return this.place(caller, dinnerId);
  }

  /** Leaving twice is leaving once. A spot held for the couple stays a hold until paid or lapsed. */
  async leave(caller: Caller, dinnerId: string): Promise<StandbyPlace> {
    if (caller.coupleId) {
      const coupleId = caller.coupleId;
      await this.unitOfWork.run(async () => {
        const entry = await this.standby.findActive(dinnerId, coupleId);
        if (entry?.status === 'waiting') await this.standby.setStatus(entry.id, 'left', this.clock.now());
      });
    }
    return this.place(caller, dinnerId);
  }
}
