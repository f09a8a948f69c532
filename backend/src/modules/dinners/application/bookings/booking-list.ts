import type { BookingStatus } from '../../domain/booking';

/** Bookings as support reads them: one couple's (the lookup) or all of them (the admin's list). */

export interface BookingHistoryEntry {
  id: string;
  dinnerId: string;
  status: string;
  createdAt: Date;
  /** The dinner as support names it: city, date and its zone, and where it is in its lifecycle. */
  dinnerCity: string;
  dinnerDate: Date;
  dinnerTimeZone: string;
  dinnerStatus: string;
}

export const BOOKING_LIST_SORTS = ['created_at', 'dinner_date', 'status'] as const;
export type BookingListSort = (typeof BOOKING_LIST_SORTS)[number];
export { BOOKING_STATUSES } from '../../domain/booking';

/** The admin's bookings list: which bookings, in what order, which page. */
export interface BookingListQuery {
  /** Only these couples' bookings (a search by name or email, resolved by the caller); absent: every couple. */
  coupleIds?: readonly string[];
  status?: BookingStatus;
  dinnerId?: string;
  /** Only the bookings of dinners in these cities (a city manager's); absent: every city. */
  cities?: readonly string[];
  /** Only the bookings of this city's dinners (its name, as in the cities table). */
  city?: string;
  sort: BookingListSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export interface BookingListEntry extends BookingHistoryEntry {
  coupleId: string;
}

/** Read port: the admin's bookings list across bookings and their dinners. */
export abstract class BookingListQueries {
  /** Filtered, sorted (ties by id) and paged on the server, with the total. */
  abstract page(query: BookingListQuery): Promise<{ bookings: BookingListEntry[]; total: number }>;
}
