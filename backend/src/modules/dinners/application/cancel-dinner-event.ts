import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { RestaurantReservations } from './restaurant-reservations';
import { StandbyOffers } from './standby-offers';
import { DinnerErrors } from '../domain/dinner-errors';
import { DinnerEventErrors } from '../domain/dinner-event-rules';
import { ScheduledCancellation } from '../domain/dinner-history';
import { allows, decideTransition } from '../domain/dinner-state-machine';
import { DinnerHistory } from './dinner-history';
import { BookingRefunds } from './booking-refunds';
import { DinnerCancellationMails } from './dinner-cancellation-mails';
import { BookingRepository } from './booking-repository';
import { DinnerRepository } from './dinner-repository';

/** An admin cancels from the console (the audit log has it); the schedule says why, for the dinner's history. */
export type CancellationTrigger = { by: 'admin' } | { by: 'schedule'; reason: ScheduledCancellation };

export interface DinnerCancellation {
  refundedBookings: number;
  notifiedCouples: number;
}

/**
 * The service cancels a dinner (DECISIONS item 12): in one transaction the dinner becomes
 * cancelled_by_system, its bookings are cancelled, every paid booking's fee is recorded as
 * owed back and every paid couple's mail is queued. The provider refunds go out after
 * commit; payments' retry job takes over any the provider refuses.
 */
@Injectable()
export class CancelDinnerEvent {
  private readonly logger = new Logger(CancelDinnerEvent.name);

  constructor(
    private readonly dinners: DinnerRepository,
    private readonly bookings: BookingRepository,
    private readonly refunds: BookingRefunds,
    private readonly mails: DinnerCancellationMails,
    private readonly reservations: RestaurantReservations,
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
      let refundedBookings = 0;
      for (const seat of paid) {
        const refunded = await this.refunds.owe(seat.bookingId);
        if (refunded) refundedBookings += 1;
        await this.mails.dinnerCancelled(seat, event, refunded);
      }
      await this.standby.close(id, event);
      await this.reservations.sync(id);
      const done = { refundedBookings, notifiedCouples: paid.length };
      if (trigger.by === 'schedule') await this.history.record(id, { kind: 'cancelled', reason: trigger.reason, ...done }, now);
      return done;
    });
    this.logger.log({ msg: 'dinner cancelled', dinnerId: id, by, ...cancellation });
    await this.refunds.settle();
    return cancellation;
  }
}
