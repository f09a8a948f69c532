import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { timeZoneOf } from '../../domain/dinner-cities';
import { BookingHistoryEntry, BookingListEntry, BookingListQueries, BookingListQuery } from './booking-list';
import { BookingRepository } from './booking-repository';

/** A couple's bookings, newest first, for the customer-support lookup (support module); and the admin's list of all bookings. */
@Injectable()
export class BookingHistory {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly list: BookingListQueries,
    private readonly clock: Clock,
  ) {}

  page(query: BookingListQuery): Promise<{ bookings: BookingListEntry[]; total: number }> {
    return this.list.page(query);
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
