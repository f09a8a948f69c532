import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { timeZoneOf } from '../domain/dinner-cities';
import { BookingRepository } from './dinner-store';

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
export const BOOKING_STATUSES = ['pending_payment', 'confirmed', 'attended', 'cancelled', 'expired'] as const;

/** The admin's bookings list: which bookings, in what order, which page. */
export interface BookingListQuery {
  /** Only these couples' bookings (a search by name or email, resolved by the caller); absent: every couple. */
  coupleIds?: readonly string[];
  status?: (typeof BOOKING_STATUSES)[number];
  dinnerId?: string;
  sort: BookingListSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export interface BookingListEntry extends BookingHistoryEntry {
  coupleId: string;
}

/** A couple's bookings, newest first, for the customer-support lookup (support module); and the admin's list of all bookings. */
@Injectable()
export class BookingHistory {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
  ) {}

  page(query: BookingListQuery): Promise<{ bookings: BookingListEntry[]; total: number }> {
    return this.bookings.adminPage(query);
  }

  async forCouple(coupleId: string): Promise<BookingHistoryEntry[]> {
    const bookings = await this.bookings.listForCouple(coupleId, this.clock.now());
    return bookings
      .map((booking) => ({
        id: booking.id,
        dinnerId: booking.dinnerId,
        status: booking.status,
        createdAt: booking.createdAt,
        dinnerCity: booking.dinner.city,
        dinnerDate: booking.dinner.eventDate,
        dinnerTimeZone: timeZoneOf(booking.dinner.city, booking.dinner.country),
        dinnerStatus: booking.dinner.status,
      }))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }
}
