import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { matchingDeadlineCutoff, tooFewToRun } from '../../domain/dinner-lifecycle';
import { DINNER_NEEDS_ADMIN_EVENT } from '../../domain/dinner-events';
import { decideTransition } from '../../domain/dinner-state-machine';
import { DinnerLifecycleQueries } from '../dinner-events/dinner-lifecycle-queries';
import { BookingRepository } from '../bookings/booking-repository';
import { DinnerHistory } from '../dinner-events/dinner-history';
import { DinnerRepository } from '../dinner-events/dinner-repository';
import { DinnerMatchmaker, MatchingReport } from './dinner-matchmaker';
import { ScheduledSteps } from '../dinner-events/scheduled-steps';
import { MinimumGroupSize } from './minimum-group-size';
import { DinnerChangeLog } from '../dinner-events/dinner-change-log';
import { SendDinnerNotifications } from '../notices/send-dinner-notifications';
import { isRevealed } from '../../domain/reveal-policy';

export interface SchedulingReport {
  matched: number;
  assigned: number;
  needingAdmins: number;
  unmatchedCouples: number;
  /** Bookings revealed at once because their dinner was seated after its reveal time. */
  revealed: number;
}

/**
 * MATCHING_DELAY_MINUTES after the deadline, a closed dinner is matched and its groups get
 * restaurants and tables: the matching module's run, started by the schedule. When couples
 * are left over or a group finds no table, the dinner waits in pending_manual_intervention
 * and `dinner.needs_admin` is recorded in the run's own transaction (its subscriber mails the admins). Dinners too small to run are
 * left to the closing step, which cancels them. A dinner seated after its reveal time is
 * revealed in the same run.
 */
@Injectable()
export class MatchClosedDinners {
  constructor(
    private readonly steps: ScheduledSteps,
    private readonly due: DinnerLifecycleQueries,
    private readonly dinners: DinnerRepository,
    private readonly bookings: BookingRepository,
    private readonly groupSize: MinimumGroupSize,
    private readonly matchmaker: DinnerMatchmaker,
    private readonly changes: DinnerChangeLog,
    private readonly notifications: SendDinnerNotifications,
    private readonly history: DinnerHistory,
    private readonly unitOfWork: UnitOfWork,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<SchedulingReport> {
    const report: SchedulingReport = { matched: 0, assigned: 0, needingAdmins: 0, unmatchedCouples: 0, revealed: 0 };
    let seatedAfterReveal = false;
    const cutoff = matchingDeadlineCutoff(this.clock.now(), this.config.get('matchingDelayMinutes'));
    const minimum = await this.groupSize.minimum();
    await this.steps.forEachDinner('match', await this.due.listClosedWithDeadlineBefore(cutoff, this.clock.now()), async (dinnerId) => {
      if (tooFewToRun(await this.bookings.countPaidCouples(dinnerId), minimum)) return;
      const outcome = await this.unitOfWork.run(() => this.matchAndAssign(dinnerId));
      if (!outcome) return;
      report.matched += 1;
      report.unmatchedCouples += outcome.unmatchedCouples;
      if (outcome.status === 'restaurant_assigned') report.assigned += 1;
      if (outcome.status === 'restaurant_assigned' && isRevealed(outcome.eventDate, this.clock.now())) seatedAfterReveal = true;
      if (outcome.status === 'pending_manual_intervention') report.needingAdmins += 1;
    });
    // A deadline inside the reveal window: its couples learn their table now, not at the next notifications tick.
    if (seatedAfterReveal) report.revealed = (await this.notifications.execute()).reveals;
    return report;
  }

  /**
   * One transaction: the run's groups, tables and status, and its events, commit
   * together or not at all. Null when the dinner was matched meanwhile.
   */
  private async matchAndAssign(dinnerId: string): Promise<(MatchingReport & { eventDate: Date }) | null> {
    const dinner = await this.dinners.findById(dinnerId, this.clock.now());
    if (dinner?.status !== 'booking_closed') return null;
    const run = await this.matchmaker.matchAndAssign(dinnerId);
    const { groups, unmatchedCouples, unplacedGroups } = run;
    await this.history.record(
      dinnerId,
      { kind: 'matched', seated: run.status === 'restaurant_assigned', groups, unmatchedCouples, unplacedGroups },
      this.clock.now(),
    );
    if (run.status === 'restaurant_assigned') return { ...run, eventDate: dinner.eventDate };
    // Couples left over or groups without a table: the dinner cannot be revealed as it is.
    if (run.status === 'matched')
      await this.dinners.setStatus(
        dinnerId,
        decideTransition(run.status, 'record_matching', 'schedule', { now: this.clock.now(), ...dinner }, 'pending_manual_intervention'),
      );
    await this.changes.fact(DINNER_NEEDS_ADMIN_EVENT, { dinnerId, groups, unmatchedCouples, unplacedGroups }, { type: 'schedule', id: null });
    return { ...run, status: 'pending_manual_intervention', eventDate: dinner.eventDate };
  }
}
