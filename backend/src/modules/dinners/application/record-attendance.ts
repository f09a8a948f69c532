import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { CoupleDirectory } from './couple-directory';
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
    private readonly couples: CoupleDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const coupleIds = await this.bookings.markAttended(new Date(this.clock.now().getTime() - ATTENDED_AFTER_MS));
    for (const coupleId of new Set(coupleIds)) await this.couples.recordAttendance(coupleId);
    return coupleIds.length;
  }
}
