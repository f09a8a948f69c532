import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { DinnerErrors } from '../../domain/dinner-errors';
import { allows, decideTransition } from '../../domain/dinner-state-machine';
import { CancelDinnerEvent } from './cancel-dinner-event';
import { DinnerLifecycleQueries } from './dinner-lifecycle-queries';
import { DinnerRepository } from './dinner-repository';
import { RefundUnseatedCouples } from '../bookings/refund-unseated-couples';
import { RestaurantReservations } from '../reservations/restaurant-reservations';
import { ScheduledSteps } from './scheduled-steps';

export interface DinnerStartReport {
  /** Dinners with no seated group at all: cancelled, every paid couple refunded. */
  cancelled: number;
  /** Dinners that went ahead with their seated groups though not every couple was seated. */
  wentAhead: number;
  refunded: number;
}

/**
 * A dinner whose time has come (closed but never matched, matched without every table,
 * waiting for an admin, or seated with a table its restaurant declined). Readiness is per
 * table: every group at a table no restaurant declined goes ahead, and only the couples
 * without one are refunded and told, one by one;
 * a dinner with no seated group at all did not take place, and is cancelled and refunded.
 * Whatever one couple's change left the dinner waiting for, the others dine.
 */
@Injectable()
export class StartDinners {
  constructor(
    private readonly steps: ScheduledSteps,
    private readonly due: DinnerLifecycleQueries,
    private readonly dinners: DinnerRepository,
    private readonly reservations: RestaurantReservations,
    private readonly unseated: RefundUnseatedCouples,
    private readonly cancelDinner: CancelDinnerEvent,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<DinnerStartReport> {
    const report: DinnerStartReport = { cancelled: 0, wentAhead: 0, refunded: 0 };
    await this.steps.forEachDinner('cancel_unseated', await this.due.listStartedNotSettled(this.clock.now()), async (dinnerId) => {
      const tables = await this.reservations.seatedTables(dinnerId);
      if (tables.length === 0) {
        const cancellation = await this.cancelDinner.execute(dinnerId, { by: 'schedule', reason: 'unseated' });
        report.cancelled += 1;
        report.refunded += cancellation.refundedBookings;
        return;
      }
      // The couples without a table first: once the dinner goes ahead, every booking left is a seat.
      report.refunded += await this.unseated.atStart(dinnerId, new Set(tables.flatMap((table) => table.coupleIds)));
      if (await this.goAhead(dinnerId)) report.wentAhead += 1;
    });
    return report;
  }

  private goAhead(dinnerId: string): Promise<boolean> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const dinner = await this.dinners.lock(dinnerId, now);
      if (!dinner) throw DinnerErrors.notFound();
      if (!allows(dinner.status, 'go_ahead', 'schedule')) return false;
      const seatedTables = (await this.reservations.seatedTables(dinnerId)).length;
      await this.dinners.setStatus(dinnerId, decideTransition(dinner.status, 'go_ahead', 'schedule', { now, ...dinner, seatedTables }));
      return true;
    });
  }
}
