import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { isNewFailure, ScheduledStepName, stepFailure } from '../../domain/dinner-history';
import { DinnerHistory } from './dinner-history';

/**
 * Runs one dinner's step after another so that a dinner that fails does not hold up the
 * others. A failure goes into the dinner's history (its own transaction, the step's being
 * rolled back), once while it keeps failing the same way, so the admin sees it on the
 * dinner's operations page; the failures are raised together at the end, so the job run is
 * recorded as failed (and retried on the next tick) with what went wrong for which dinner.
 */
@Injectable()
export class ScheduledSteps {
  private readonly logger = new Logger(ScheduledSteps.name);

  constructor(
    private readonly history: DinnerHistory,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async forEachDinner(step: ScheduledStepName, dinnerIds: string[], work: (dinnerId: string) => Promise<void>): Promise<void> {
    const failures: string[] = [];
    for (const dinnerId of dinnerIds) {
      try {
        await work(dinnerId);
      } catch (error) {
        failures.push(`dinner ${dinnerId}: ${error instanceof Error ? error.message : String(error)}`);
        await this.recordFailure(dinnerId, step, error);
      }
    }
    if (failures.length > 0) throw new Error(failures.join('; '));
  }

  /** Best effort: when the history cannot be written either (the database is down), the job run's failure still says it. */
  private async recordFailure(dinnerId: string, step: ScheduledStepName, error: unknown): Promise<void> {
    const failure = stepFailure(step, error);
    try {
      await this.unitOfWork.run(async () => {
        const [latest] = await this.history.forDinner(dinnerId);
        if (isNewFailure(latest?.step, failure)) await this.history.record(dinnerId, failure, this.clock.now());
      });
    } catch (recordError) {
      this.logger.error(
        `Could not record the failed ${step} of dinner ${dinnerId}: ${recordError instanceof Error ? recordError.message : String(recordError)}`,
      );
    }
  }
}
