import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { assertKnownLocation } from '../domain/dinner-cities';
import { DinnerErrors } from '../domain/dinner-errors';
import { assertCapacity, assertSchedule, deleteEligibility, DEFAULT_LOGISTICS_FEE_CENTS, DinnerEventErrors, editEligibility } from '../domain/dinner-event-rules';
import { DinnerEventAdminStore, DinnerEventChanges } from './dinner-event-admin-store';
import { DinnerRepository } from './dinner-store';
import { DinnerEvent } from './dinner-views';

/**
 * The admin's create, edit and delete of dinner events (admin-side spec, sections 4-5).
 * Edit and delete lock the event row, so a booking racing the change sees it whole.
 */
@Injectable()
export class DinnerEventAdministration {
  constructor(
    private readonly dinners: DinnerRepository,
    private readonly events: DinnerEventAdminStore,
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

  update(id: string, changes: DinnerEventChanges): Promise<DinnerEvent> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const event = await this.lockOrFail(id, now);
      const eligibility = editEligibility(event, now);
      if (!eligibility.allowed) throw DinnerEventErrors.notEditable(eligibility.reason);
      assertKnownLocation(changes.city, changes.country);
      assertSchedule(changes.eventDate, changes.bookingDeadline, now);
      assertCapacity(changes.capacity, event.takenSpots);
      await this.events.update(id, changes);
      return this.lockOrFail(id, now);
    });
  }

  /** Never a silent cascade: an event with paid bookings must be cancelled (refunds and mails) instead. */
  delete(id: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const event = await this.lockOrFail(id, now);
      const eligibility = deleteEligibility(event, now);
      if (!eligibility.allowed) throw DinnerEventErrors.notEditable(eligibility.reason);
      const paid = await this.events.paidSeats(id);
      if (paid.length > 0) throw DinnerEventErrors.hasPaidBookings(paid.length);
      await this.events.delete(id);
    });
  }

  private async lockOrFail(id: string, now: Date): Promise<DinnerEvent> {
    const event = await this.events.lock(id, now);
    if (!event) throw DinnerErrors.notFound();
    return event;
  }
}
