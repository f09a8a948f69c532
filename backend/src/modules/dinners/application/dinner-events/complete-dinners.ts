import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { completionStartCutoff } from '../../domain/dinner-lifecycle';
import { DINNER_COMPLETED_EVENT } from '../../domain/dinner-events';
import { decideTransition } from '../../domain/dinner-state-machine';
import { DinnerChangeLog } from './dinner-change-log';
import { CoupleStandings } from '../bookings/couple-standings';
import { BookingRepository } from '../bookings/booking-repository';
import { DinnerLifecycleQueries } from './dinner-lifecycle-queries';
import { DinnerHistory } from './dinner-history';
import { DinnerRepository } from './dinner-repository';
import { ScheduledSteps } from './scheduled-steps';

export interface CompletionReport {
  completed: number;
  attended: number;
  reviewRequests: number;
}

/**
 * COMPLETION_DELAY_HOURS after an assigned dinner started, in one transaction per dinner:
 * the dinner is completed, its paid bookings attended (which ends each couple's run of
 * late cancellations) and every couple that has not reviewed it yet is asked to, once.
 */
@Injectable()
export class CompleteDinners {
  constructor(
    private readonly steps: ScheduledSteps,
    private readonly due: DinnerLifecycleQueries,
    private readonly dinners: DinnerRepository,
    private readonly bookings: BookingRepository,
    private readonly standings: CoupleStandings,
    private readonly changes: DinnerChangeLog,
    private readonly history: DinnerHistory,
    private readonly unitOfWork: UnitOfWork,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<CompletionReport> {
    const report: CompletionReport = { completed: 0, attended: 0, reviewRequests: 0 };
    const now = this.clock.now();
    const cutoff = completionStartCutoff(now, this.config.get('completionDelayHours'));
    await this.steps.forEachDinner('complete', await this.due.listAssignedStartedBefore(cutoff), async (dinnerId) => {
      const done = await this.unitOfWork.run(() => this.complete(dinnerId, now));
      if (!done) return;
      report.completed += 1;
      report.attended += done.attended;
      report.reviewRequests += done.reviewRequests;
    });
    return report;
  }

  /** Null when another run completed the dinner first. */
  private async complete(dinnerId: string, now: Date): Promise<{ attended: number; reviewRequests: number } | null> {
    const dinner = await this.dinners.lock(dinnerId, now);
    if (dinner?.status !== 'restaurant_assigned') return null;
    await this.dinners.setStatus(dinnerId, decideTransition(dinner.status, 'complete', 'schedule', { now, ...dinner }));
    const attended = await this.bookings.markAttended(dinnerId);
    for (const coupleId of new Set(attended.map((seat) => seat.coupleId))) await this.standings.recordAttendance(coupleId);
    const asked = await this.bookings.claimReviewRequests(dinnerId, now);
    await this.changes.fact(
      DINNER_COMPLETED_EVENT,
      { dinnerId, city: dinner.city, reviewRequests: asked.map((seat) => seat.coupleId) },
      { type: 'schedule', id: null },
    );
    const done = { attended: attended.length, reviewRequests: asked.length };
    await this.history.record(dinnerId, { kind: 'completed', ...done }, now);
    return done;
  }
}
