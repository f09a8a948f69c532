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

/** A couple's bookings, newest first, for the customer-support lookup (support module). */
@Injectable()
export class BookingHistory {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
  ) {}

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
