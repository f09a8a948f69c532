import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { DinnerChangeLog } from './dinner-change-log';
import { StandbyOffers } from '../table-social/standby-offers';
import { DinnerErrors } from '../../domain/dinner-errors';
import { DinnerCancelledFacts } from '../../domain/dinner-events';
import { DinnerEventErrors } from '../../domain/dinner-event-rules';
import { ScheduledCancellation } from '../../domain/dinner-history';
import { allows, decideTransition } from '../../domain/dinner-state-machine';
import { DinnerHistory } from './dinner-history';
import { BookingRefunds } from '../bookings/booking-refunds';
import { BookingRepository } from '../bookings/booking-repository';
import { DinnerRepository } from './dinner-repository';

/** An admin cancels from the console (the audit log has it); the schedule says why, for the dinner's history. */
export type CancellationTrigger = { by: 'admin'; adminId: string | null } | { by: 'schedule'; reason: ScheduledCancellation };

export interface DinnerCancellation {
  refundedBookings: number;
  notifiedCouples: number;
}

/**
 * The service cancels a dinner (DECISIONS item 12): in one transaction the dinner becomes
 * cancelled_by_system, its bookings are cancelled and `dinner.cancelled` is recorded with its
 * paid seats, each one's fee owed back, and its standby list is closed. The subscribers refund
 * the fees (payments asks the provider once its claim commits, and retries any it refuses),
 * mail every paid couple and every couple still waiting, and release the restaurants' tables.
 */
@Injectable()
export class CancelDinnerEvent {
  private readonly logger = new Logger(CancelDinnerEvent.name);

  constructor(
    private readonly dinners: DinnerRepository,
    private readonly bookings: BookingRepository,
    private readonly refunds: BookingRefunds,
    private readonly changes: DinnerChangeLog,
    private readonly standby: StandbyOffers,
    private readonly history: DinnerHistory,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, trigger: CancellationTrigger): Promise<DinnerCancellation> {
    const { by } = trigger;
    const cancellation = await this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const event = await this.dinners.lock(id, now);
      if (!event) throw DinnerErrors.notFound();
      if (!allows(event.status, 'cancel', by)) throw DinnerEventErrors.notCancellable(event.status);
      if (by === 'admin' && event.eventDate <= now) throw DinnerErrors.dinnerStarted();
      decideTransition(event.status, 'cancel', by, { now, ...event });
      const paid = await this.bookings.listPaid(id);
      await this.dinners.cancelBySystem(id);
      await this.bookings.cancelAllOfDinner(id, now);
      const seats: DinnerCancelledFacts['seats'] = [];
      for (const seat of paid) seats.push({ bookingId: seat.bookingId, coupleId: seat.coupleId, refunded: await this.refunds.refundable(seat.bookingId) });
      const refunds = seats.filter((seat) => seat.refunded).map((seat) => seat.bookingId);
      await this.standby.close(id);
      await this.changes.tables(id, 'cancelled', { type: by, id: trigger.by === 'admin' ? trigger.adminId : null }, {
        seats,
        refunds,
      } satisfies DinnerCancelledFacts);
      const done = { refundedBookings: refunds.length, notifiedCouples: paid.length };
      if (trigger.by === 'schedule') await this.history.record(id, { kind: 'cancelled', reason: trigger.reason, ...done }, now);
      return done;
    });
    this.logger.log({ msg: 'dinner cancelled', dinnerId: id, by, ...cancellation });
    return cancellation;
  }
}
