import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { afterLateCancellation, afterRunBroken, assertMayBook, BookingApplicant, GOOD_STANDING, reinstated } from '../domain/couple-standing';
import { CoupleStandingRepository } from './couple-standing.repository';

/** The late-cancellation policy applied to a couple's standing, and the booking-eligibility check. */
@Injectable()
export class CoupleStandings {
  constructor(
    private readonly standings: CoupleStandingRepository,
    private readonly clock: Clock,
  ) {}

  /** The caller's couple when it may book (403 with a DINNERS.* code otherwise). */
  async assertMayBook(applicant: BookingApplicant): Promise<string> {
    return assertMayBook(applicant, applicant.coupleId ? await this.standings.find(applicant.coupleId) : GOOD_STANDING);
  }

  async isTerminated(coupleId: string): Promise<boolean> {
    return (await this.standings.find(coupleId)).serviceTerminated;
  }

  /** The couple's current run of late cancellations: at 1, the next late one ends the service (shown before confirming it). */
  async lateCancellationsInARow(coupleId: string | null): Promise<number> {
    return coupleId ? (await this.standings.find(coupleId)).consecutiveLateCancellations : 0;
  }

  /**
   * A cancelled paid booking: a late one extends the run (the second in a row terminates
   * the service), a timely one breaks it. Runs in the cancellation's unit of work.
   */
  async recordCancellation(coupleId: string, wasLate: boolean): Promise<{ serviceTerminated: boolean }> {
    const current = await this.standings.lock(coupleId);
    const next = wasLate ? afterLateCancellation(current) : afterRunBroken(current);
    await this.standings.save(coupleId, next, wasLate ? this.clock.now() : null);
    return { serviceTerminated: next.serviceTerminated };
  }

  /** Support ends a termination (DINNERS.NOT_TERMINATED when there is none); runs in the caller's unit of work. */
  async reinstate(coupleId: string): Promise<void> {
    await this.standings.save(coupleId, reinstated(await this.standings.lock(coupleId)), null);
  }

  /** An attended dinner breaks the run of late cancellations. */
  async recordAttendance(coupleId: string): Promise<void> {
    const current = await this.standings.lock(coupleId);
    await this.standings.save(coupleId, afterRunBroken(current), null);
  }
}
