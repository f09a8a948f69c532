import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { CancelDinnerEvent } from './cancel-dinner-event';
import { DinnerLifecycleQueries } from './dinner-lifecycle-queries';
import { ScheduledSteps } from './scheduled-steps';

export interface UnseatedCancellationReport {
  cancelled: number;
  refunded: number;
}

/**
 * A dinner whose time has come without its couples seated at restaurant tables (closed but
 * never matched, matched without tables, or waiting for an admin) did not take place: the
 * schedule cancels it, and the cancellation refunds and tells every paid couple. Without
 * this step such a dinner would keep its couples' fees with no next step.
 */
@Injectable()
export class CancelUnseatedDinners {
  constructor(
    private readonly steps: ScheduledSteps,
    private readonly due: DinnerLifecycleQueries,
    private readonly cancelDinner: CancelDinnerEvent,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<UnseatedCancellationReport> {
    const report: UnseatedCancellationReport = { cancelled: 0, refunded: 0 };
    await this.steps.forEachDinner('cancel_unseated', await this.due.listUnseatedStartedBefore(this.clock.now()), async (dinnerId) => {
      const cancellation = await this.cancelDinner.execute(dinnerId, { by: 'schedule', reason: 'unseated' });
      report.cancelled += 1;
      report.refunded += cancellation.refundedBookings;
    });
    return report;
  }
}
