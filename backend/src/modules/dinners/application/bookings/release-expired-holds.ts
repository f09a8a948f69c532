import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { BookingRepository } from './booking-repository';
import { StandbyOffers } from '../table-social/standby-offers';

/**
 * Marks unpaid holds past their 15 minutes as expired (capacity never counts an expired
 * hold anyway; this keeps the stored status honest for the couple and support views), then
 * offers the spots they freed, and any other free spot, to the standby lists.
 */
@Injectable()
export class ReleaseExpiredHolds {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly standby: StandbyOffers,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ expired: number; offered: number }> {
    const expired = await this.bookings.expireHolds(this.clock.now());
    return { expired, offered: await this.standby.offerAll() };
  }
}
