import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { CoupleStandings } from './couple-standings';
import { BookingRepository } from './dinner-store';

/** A paid booking counts as attended this long after the dinner started. */
const ATTENDED_AFTER_MS = 3 * 60 * 60 * 1000;

/**
 * Paid bookings of dinners that have taken place become attended (the couple can review
 * them), and attending breaks the couple's run of late cancellations.
 */
@Injectable()
export class RecordAttendance {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly standings: CoupleStandings,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** The bookings and the couples' standings change in one commit. */
  execute(): Promise<number> {
    return this.unitOfWork.run(async () => {
      const coupleIds = await this.bookings.markAttended(new Date(this.clock.now().getTime() - ATTENDED_AFTER_MS));
      for (const coupleId of new Set(coupleIds)) await this.standings.recordAttendance(coupleId);
      return coupleIds.length;
    });
  }
}
