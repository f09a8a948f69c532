import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { decideTransition } from '../../domain/dinner-state-machine';
import { tooFewToRun } from '../../domain/dinner-lifecycle';
import { CancelDinnerEvent } from './cancel-dinner-event';
import { DinnerHistory } from './dinner-history';
import { BookingRepository } from '../bookings/booking-repository';
import { DinnerLifecycleQueries } from './dinner-lifecycle-queries';
import { DinnerRepository } from './dinner-repository';
import { ScheduledSteps } from './scheduled-steps';
import { MinimumGroupSize } from '../seating/minimum-group-size';
import { StandbyOffers } from '../table-social/standby-offers';

export interface ClosingReport {
  closed: number;
  lapsedHolds: number;
  /** Dinners cancelled because their paid couples could not fill one group. */
  cancelled: number;
  refunded: number;
}

/**
 * At the booking deadline: the dinner stops accepting bookings and its unpaid holds lapse.
 * A closed dinner whose paid couples cannot fill one group of the minimum size is
 * cancelled by the system, every paid couple refunded and told (the admin's cancellation
 * use case). Closing and cancelling are separate transactions; a run cut off between the
 * two leaves a closed dinner that the next run cancels.
 */
@Injectable()
export class CloseBookings {
  constructor(
    private readonly steps: ScheduledSteps,
    private readonly due: DinnerLifecycleQueries,
    private readonly dinners: DinnerRepository,
    private readonly bookings: BookingRepository,
    private readonly groupSize: MinimumGroupSize,
    private readonly cancelDinner: CancelDinnerEvent,
    private readonly standby: StandbyOffers,
    private readonly history: DinnerHistory,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<ClosingReport> {
    const report: ClosingReport = { closed: 0, lapsedHolds: 0, cancelled: 0, refunded: 0 };
    const now = this.clock.now();
    await this.steps.forEachDinner('close_bookings', await this.due.listOpenPastDeadline(now), async (dinnerId) => {
      const lapsed = await this.unitOfWork.run(() => this.close(dinnerId, now));
      if (lapsed === null) return;
      report.closed += 1;
      report.lapsedHolds += lapsed;
    });
    const minimum = await this.groupSize.minimum();
    await this.steps.forEachDinner('cancel_too_few', await this.due.listClosedWithDeadlineBefore(now), async (dinnerId) => {
      if (!tooFewToRun(await this.bookings.countPaidCouples(dinnerId), minimum)) return;
      const cancellation = await this.cancelDinner.execute(dinnerId, { by: 'schedule', reason: 'too_few_couples' });
      report.cancelled += 1;
      report.refunded += cancellation.refundedBookings;
    });
    return report;
  }

  /** Answers how many holds lapsed, or null when another run closed the dinner first. */
  private async close(dinnerId: string, now: Date): Promise<number | null> {
    const dinner = await this.dinners.lock(dinnerId, now);
    if (dinner?.status !== 'accepting_bookings') return null;
    await this.dinners.setStatus(dinnerId, decideTransition(dinner.status, 'close_bookings', 'schedule', { now, ...dinner }));
    const lapsed = await this.bookings.expireHoldsOfDinner(dinnerId);
    // Standby never outlives the deadline: the couples still waiting are told there was no spot.
    await this.standby.close(dinnerId);
    await this.history.record(dinnerId, { kind: 'bookings_closed', lapsedHolds: lapsed }, now);
    return lapsed;
  }
}
