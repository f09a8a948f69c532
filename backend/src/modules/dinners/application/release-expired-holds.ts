import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { BookingRepository } from './dinner-store';

/**
 * Marks unpaid holds past their 15 minutes as expired. Capacity never counts an expired
 * hold anyway; this keeps the stored status honest for the couple and support views.
 */
@Injectable()
export class ReleaseExpiredHolds {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<number> {
    return this.bookings.expireHolds(this.clock.now());
  }
}
