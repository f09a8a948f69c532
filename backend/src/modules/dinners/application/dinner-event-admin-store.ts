import { DinnerStatus } from '../domain/dinner-status';
import { DinnerEvent } from './dinner-views';

export interface DinnerEventChanges {
  city: string;
  country: string;
  eventDate: Date;
  bookingDeadline: Date;
  capacity: number;
  frequency: string;
  logisticsFeeCents: number;
}

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
  /** Default: the event date, upcoming soonest first and past latest first. */
  sort?: EventSort;
  order?: 'asc' | 'desc';
}

/** A couple's paid booking of a dinner. */
export interface PaidSeat {
  bookingId: string;
  coupleId: string;
}

/** What the admin's event management reads and writes; every method joins the caller's transaction. */
export abstract class DinnerEventAdminStore {
  /** One page of the upcoming events (event date after now, soonest first) or the past ones (latest first), with taken spots and paid bookings. */
  abstract listPage(when: EventTiming, now: Date, page: PageRequest, filter: EventListFilter): Promise<DinnerEventWithPaid[]>;
  /** How many events matching the filter are upcoming and how many past. */
  abstract countByTiming(now: Date, filter: EventListFilter): Promise<Record<EventTiming, number>>;
  /** One event with its taken spots and paid bookings. */
  abstract findWithPaid(id: string, now: Date): Promise<DinnerEventWithPaid | null>;
  /** Events still to come (event date after now), soonest first. */
  abstract listUpcoming(now: Date): Promise<DinnerEventWithPaid[]>;
  /** Events whose booking deadline has passed, latest first. */
  abstract listClosed(now: Date): Promise<DinnerEventWithPaid[]>;
  /** Locks the event row until the transaction ends (capacity and status decisions hold). */
  abstract lock(id: string, now: Date): Promise<DinnerEvent | null>;
  abstract update(id: string, changes: DinnerEventChanges): Promise<void>;
  /** Deletes the event with its unpaid bookings (lapsed holds, cancelled and expired ones). */
  abstract delete(id: string): Promise<void>;
  /** Confirmed or attended bookings. */
  abstract paidSeats(id: string): Promise<PaidSeat[]>;
  /** The event becomes cancelled_by_system and inactive; its held and paid bookings are cancelled. */
  abstract cancelBySystem(id: string, now: Date): Promise<void>;
  /** The fee of the most recently created event, if any. */
  abstract latestFeeCents(): Promise<number | null>;
  /** Of the given events, those that have not happened yet. */
  abstract upcomingAmong(ids: readonly string[], now: Date): Promise<string[]>;
}
