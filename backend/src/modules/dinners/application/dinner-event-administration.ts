import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { StandbyOffers } from './standby-offers';
import { assertKnownLocation } from '../domain/dinner-cities';
import { DinnerErrors } from '../domain/dinner-errors';
import {
  assertCapacity,
  assertSchedule,
  deleteEligibility,
  DEFAULT_LOGISTICS_FEE_CENTS,
  DinnerEventErrors,
  editEligibility,
} from '../domain/dinner-event-rules';
import { describeAudience } from '../domain/dinner-changes';
import { DinnerChangeNotices } from './dinner-change-notices';
import { BookingRepository } from './booking-repository';
import { DinnerEventQueries } from './dinner-event-queries';
import { DinnerEventChanges, DinnerRepository } from './dinner-repository';
import { DinnerEvent } from './dinner-views';

/**
 * The admin's create, edit and delete of dinner events (admin-side spec, sections 4-5).
 * Edit and delete lock the event row, so a booking racing the change sees it whole.
 */
@Injectable()
export class DinnerEventAdministration {
  private readonly logger = new Logger(DinnerEventAdministration.name);

  constructor(
    private readonly dinners: DinnerRepository,
    private readonly bookings: BookingRepository,
    private readonly events: DinnerEventQueries,
    private readonly notices: DinnerChangeNotices,
    private readonly standby: StandbyOffers,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** A new event's fee: the latest event's, or the product's default. */
  async defaultFeeCents(): Promise<number> {
    return (await this.events.latestFeeCents()) ?? DEFAULT_LOGISTICS_FEE_CENTS;
  }

  async create(changes: DinnerEventChanges): Promise<DinnerEvent> {
    assertKnownLocation(changes.city, changes.country);
    assertSchedule(changes.eventDate, changes.bookingDeadline, this.clock.now());
    return this.dinners.create(changes);
  }

  /**
   * A new time for a dinner with paid couples is a change they rely on: each is mailed with
   * its calendar entry moved. Once the dinner is revealed, the admin must confirm first
   * (`confirmed`), told how many couples and people will hear of it.
   */
  async update(id: string, changes: DinnerEventChanges, confirmed = false): Promise<DinnerEvent> {
    let grew = false;
    const updated = await this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const event = await this.lockOrFail(id, now);
      const eligibility = editEligibility(event, now);
      if (!eligibility.allowed) throw DinnerEventErrors.notEditable(eligibility.reason);
      assertKnownLocation(changes.city, changes.country);
      assertSchedule(changes.eventDate, changes.bookingDeadline, now);
      assertCapacity(changes.capacity, event.takenSpots);
      const moved = changes.eventDate.getTime() !== event.eventDate.getTime();
      if (moved && !confirmed && (await this.bookings.revealSent(id)))
        throw DinnerEventErrors.confirmReschedule(describeAudience(await this.notices.audience(id)));
      await this.dinners.update(id, changes);
      grew = changes.capacity > event.capacity;
      if (moved) await this.notices.publish({ kind: 'rescheduled', dinnerId: id, from: event.eventDate, to: changes.eventDate });
      return this.lockOrFail(id, now);
    });
    // More spots: they go to the standby list first, once the change committed (the schedule's pass repairs a failure).
    if (grew)
      await this.standby
        .offer(id)
        .catch((error: unknown) =>
          this.logger.error(`Standby offer after a capacity change failed: ${error instanceof Error ? error.message : String(error)}`),
        );
    return updated;
  }

  /** Never a silent cascade: an event with paid bookings must be cancelled (refunds and mails) instead. */
  delete(id: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const event = await this.lockOrFail(id, now);
      const eligibility = deleteEligibility(event, now);
      if (!eligibility.allowed) throw DinnerEventErrors.notEditable(eligibility.reason);
      const paid = await this.bookings.listPaid(id);
      if (paid.length > 0) throw DinnerEventErrors.hasPaidBookings(paid.length);
      await this.bookings.deleteAllOfDinner(id);
      await this.dinners.delete(id);
    });
  }

  private async lockOrFail(id: string, now: Date): Promise<DinnerEvent> {
    const event = await this.dinners.lock(id, now);
    if (!event) throw DinnerErrors.notFound();
    return event;
  }
}
