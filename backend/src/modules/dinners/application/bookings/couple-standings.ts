import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import {
  activeSuspension,
  afterLateCancellation,
  afterRunBroken,
  assertMayBook,
  BookingApplicant,
  GOOD_STANDING,
  reinstated,
  suspended,
  suspensionLifted,
  terminatedForSafety,
} from '../../domain/couple-standing';
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
    return assertMayBook(applicant, applicant.coupleId ? await this.standings.find(applicant.coupleId) : GOOD_STANDING, this.clock.now());
  }

  /** The suspension in force now (none once its date has passed: it ends by itself). */
  async suspensionOf(coupleId: string): Promise<{ until: Date; reason: string } | null> {
    return (await this.noticeOf(coupleId)).suspension;
  }

  /** What the couple's members are told of their standing: a termination (with the admin's reason after a safety decision), a suspension in force. */
  async noticeOf(
    coupleId: string,
  ): Promise<{ serviceTerminated: boolean; terminationReason: string | null; suspension: { until: Date; reason: string } | null }> {
    const standing = await this.standings.find(coupleId);
    return {
      serviceTerminated: standing.serviceTerminated,
      terminationReason: standing.serviceTerminated ? standing.terminationReason : null,
      suspension: activeSuspension(standing, this.clock.now()),
    };
  }

  /** The couple may not book until `until` (safety: docs/trust-and-safety.md); runs in the caller's unit of work. */
  async suspend(coupleId: string, until: Date, reason: string): Promise<void> {
    await this.standings.save(coupleId, suspended(await this.standings.lock(coupleId), until, reason), null);
  }

  /** An admin lifts the suspension in force (DINNERS.NOT_SUSPENDED when there is none); runs in the caller's unit of work. */
  async liftSuspension(coupleId: string): Promise<void> {
    await this.standings.save(coupleId, suspensionLifted(await this.standings.lock(coupleId), this.clock.now()), null);
  }

  /** Ends the couple's service after a safety report: the termination of the late-cancellation rule, with its reason. */
  async terminate(coupleId: string, reason: string): Promise<void> {
    await this.standings.save(coupleId, terminatedForSafety(await this.standings.lock(coupleId), reason), null);
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
