import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../identity';
import { Clock } from '../../../../platform/clock/clock';
import { DinnerErrors } from '../../domain/dinner-errors';
import { CoupleDirectory } from '../bookings/couple-directory';
import { DinnerRepository } from './dinner-repository';
import { DinnerEventQueries } from './dinner-event-queries';
import { DinnerEvent, DinnerOffer, DinnerSlot } from './dinner-views';
import { LAUNCH_LOCATION } from '../../../../kernel/launch-location';

/** The couple-side event list covers the next 10 days. */
const AVAILABLE_EVENTS_DAYS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Reads of dinner events for couples and admins. */
@Injectable()
export class DinnerQueries {
  constructor(
    private readonly dinners: DinnerRepository,
    private readonly events: DinnerEventQueries,
    private readonly couples: CoupleDirectory,
    private readonly clock: Clock,
  ) {}

  async get(dinnerId: string): Promise<DinnerEvent> {
    const dinner = await this.dinners.findById(dinnerId, this.clock.now());
    if (!dinner) throw DinnerErrors.notFound();
    return dinner;
  }

  /** Events of the next 10 days in the couple's city and country. */
  async availableEvents(caller: Caller): Promise<DinnerOffer[]> {
    const now = this.clock.now();
    const { city, country } = await this.locationOf(caller);
    return this.events.listOfferedBetween(city, country, now, new Date(now.getTime() + AVAILABLE_EVENTS_DAYS * DAY_MS), now);
  }

  /** Bookable dinners of the couple's city in the coming year. */
  async availableSlots(caller: Caller): Promise<DinnerSlot[]> {
    const now = this.clock.now();
    const { city, country } = await this.locationOf(caller);
    return this.events.listBookableSlots(city, country, new Date(now.getTime() + 365 * DAY_MS), now);
  }

  /** Admin: every upcoming dinner. */
  published(): Promise<DinnerSlot[]> {
    return this.events.listUpcomingSlots(this.clock.now());
  }

  private locationOf(caller: Caller): Promise<{ city: string; country: string }> {
    return caller.coupleId ? this.couples.locationOf(caller.coupleId) : Promise.resolve(LAUNCH_LOCATION);
  }
}
