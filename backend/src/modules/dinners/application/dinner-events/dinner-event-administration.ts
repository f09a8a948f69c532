import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { CityCatalog } from '../../../cities';
import { assertKnownLocation, dinnerLocations } from '../../domain/dinner-cities';
import { DinnerErrors } from '../../domain/dinner-errors';
import {
  assertCapacity,
  assertSchedule,
  deleteEligibility,
  DEFAULT_LOGISTICS_FEE_CENTS,
  DinnerEventErrors,
  editEligibility,
} from '../../domain/dinner-event-rules';
import { describeAudience } from '../../domain/dinner-changes';
import { SEAT_FREED_EVENT } from '../../domain/dinner-events';
import { DinnerChangeLog } from './dinner-change-log';
import { DinnerChangeNotices } from '../notices/dinner-change-notices';
import { BookingRepository } from '../bookings/booking-repository';
import { DinnerEventQueries } from './dinner-event-queries';
import { DinnerEventChanges, DinnerRepository } from './dinner-repository';
import { DinnerEvent } from './dinner-views';

/**
 * The admin's create, edit and delete of dinner events (admin-side spec, sections 4-5).
 * Edit and delete lock the event row, so a booking racing the change sees it whole.
 */
@Injectable()
export class DinnerEventAdministration {
  constructor(
    private readonly dinners: DinnerRepository,
    private readonly bookings: BookingRepository,
    private readonly events: DinnerEventQueries,
    private readonly notices: DinnerChangeNotices,
    private readonly changes: DinnerChangeLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly cities: CityCatalog,
  ) {}

  /**
   * A new event's fee, in minor units of its city's currency: the latest event's in that
   * currency, else the city's default fee (issue 49). Without a place: the latest event's, or
   * the product's default (what the console's form shows first).
   */
  async defaultFeeCents(place?: { city: string; country: string }): Promise<number> {
    const city = place && (await this.cities.current()).find((entry) => entry.name === place.city && entry.country === place.country);
    if (!city) return (await this.events.latestFeeCents()) ?? DEFAULT_LOGISTICS_FEE_CENTS;
    const sameMoney = (await this.cities.current()).filter((entry) => entry.currency === city.currency);
    return (await this.events.latestFeeCents(sameMoney.map((entry) => ({ city: entry.name, country: entry.country })))) ?? city.defaultFeeMinor;
  }

  /** The places events can be held in, each city with its zone, currency and a new event's fee there. */
  async locations(): Promise<{ country: string; cities: { city: string; timeZone: string; currency: string; defaultFeeMinor: number }[] }[]> {
    const cities = await this.cities.current();
    const latestIn = new Map<string, number | null>();
    for (const currency of new Set(cities.map((city) => city.currency))) {
      const places = cities.filter((city) => city.currency === currency).map((city) => ({ city: city.name, country: city.country }));
      latestIn.set(currency, await this.events.latestFeeCents(places));
    }
    return dinnerLocations(cities).map((location) => ({
      country: location.country,
      cities: location.cities.map((entry) => {
        const city = cities.find((candidate) => candidate.name === entry.city && candidate.country === location.country)!;
        return { ...entry, currency: city.currency, defaultFeeMinor: latestIn.get(city.currency) ?? city.defaultFeeMinor };
      }),
    }));
  }

  async create(changes: DinnerEventChanges): Promise<DinnerEvent> {
    assertKnownLocation(changes.city, changes.country, await this.cities.current());
    assertSchedule(changes.eventDate, changes.bookingDeadline, this.clock.now());
    return this.dinners.create(changes);
  }

  /**
   * A new time for a dinner with paid couples is a change they rely on: each is mailed with
   * its calendar entry moved. Once the dinner is revealed, the admin must confirm first
   * (`confirmed`), told how many couples and people will hear of it. More spots are a
   * `seat.freed`: the standby list is offered them first.
   */
  update(id: string, changes: DinnerEventChanges, adminId: string | null, confirmed = false): Promise<DinnerEvent> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const event = await this.lockOrFail(id, now);
      const eligibility = editEligibility(event, now);
      if (!eligibility.allowed) throw DinnerEventErrors.notEditable(eligibility.reason);
      assertKnownLocation(changes.city, changes.country, await this.cities.current());
      assertSchedule(changes.eventDate, changes.bookingDeadline, now);
      assertCapacity(changes.capacity, event.takenSpots);
      const moved = changes.eventDate.getTime() !== event.eventDate.getTime();
      if (moved && !confirmed && (await this.bookings.revealSent(id)))
        throw DinnerEventErrors.confirmReschedule(describeAudience(await this.notices.audience(id)));
      await this.dinners.update(id, changes);
      if (moved) await this.changes.record({ kind: 'rescheduled', dinnerId: id, from: event.eventDate, to: changes.eventDate }, { type: 'admin', id: adminId });
      if (changes.capacity > event.capacity)
        await this.changes.fact(SEAT_FREED_EVENT, { dinnerId: id, spots: changes.capacity - event.capacity }, { type: 'admin', id: adminId });
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
