import { DinnerStatus } from '../../domain/dinner-status';
import { DinnerEvent, DinnerListing, DinnerOffer, DinnerSlot } from './dinner-views';

export interface DinnerEventWithPaid extends DinnerEvent {
  /** Confirmed or attended bookings. */
  paidBookings: number;
}

/** The two lists of the admin's Dinner Events screen: upcoming (event date after now) and past. */
export type EventTiming = 'upcoming' | 'past';

export interface PageRequest {
  /** From 1. */
  page: number;
  size: number;
}

export const EVENT_SORTS = ['event_date', 'booking_deadline', 'city', 'created_at'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

/** The admin's search, filter and order over the Dinner Events lists. */
export interface EventListFilter {
  /** Part of the city or the country, case and accents ignored; empty: every event. */
  search: string;
  status?: DinnerStatus;
  /** Only the events of this city (its name, as in the cities table): the console's city filter (issue 49). */
  city?: string;
  /** Only the events of these cities (a city manager's); absent: every city. */
  cities?: readonly string[];
  /** Default: the event date, upcoming soonest first and past latest first. */
  sort?: EventSort;
  order?: 'asc' | 'desc';
}

/**
 * Read port: the lists of dinner events, the couple's (offers and slots with their taken
 * spots) and the admin's (pages and lists with taken spots and paid bookings). Reads only;
 * an event changes through DinnerRepository.
 */
export abstract class DinnerEventQueries {
  /** Events of a city from `from` to `to` that are on offer (active and accepting bookings, full or not), soonest first. */
  abstract listOfferedBetween(city: string, country: string, from: Date, to: Date, now: Date): Promise<DinnerOffer[]>;
  /** Events of a city up to `until` still open for booking (active, accepting bookings, deadline ahead), soonest first. */
  abstract listBookableSlots(city: string, country: string, until: Date, now: Date): Promise<DinnerSlot[]>;
  /** Every event that has not happened yet, soonest first. */
  abstract listUpcomingSlots(now: Date): Promise<DinnerSlot[]>;
  /** One page of the upcoming events (event date after now, soonest first) or the past ones (latest first), with taken spots and paid bookings. */
  abstract listPage(when: EventTiming, now: Date, page: PageRequest, filter: EventListFilter): Promise<DinnerEventWithPaid[]>;
  /** How many events matching the filter are upcoming and how many past. */
  abstract countByTiming(now: Date, filter: EventListFilter): Promise<Record<EventTiming, number>>;
  /** One event with its taken spots and paid bookings. */
  abstract findWithPaid(id: string, now: Date): Promise<DinnerEventWithPaid | null>;
  /** Events still to come (event date after now) that the service has not cancelled, soonest first. */
  abstract listUpcoming(now: Date): Promise<DinnerListing[]>;
  /** Events whose booking deadline has passed, latest first. */
  abstract listClosed(now: Date): Promise<DinnerEventWithPaid[]>;
  /** The fee of the most recently created event (among the given cities), if any. */
  abstract latestFeeCents(places?: readonly { city: string; country: string }[]): Promise<number | null>;
  /** Of the given events, those that have not happened yet. */
  abstract upcomingAmong(ids: readonly string[], now: Date): Promise<string[]>;
}
