import { Injectable } from '@nestjs/common';
import { BookingHistory, NoShowStanding } from '../../../dinners';
import { CustomerBookings, SupportBookingWithAttendance } from '../../application/customer-records';

@Injectable()
export class DinnersCustomerBookings extends CustomerBookings {
  constructor(
    private readonly history: BookingHistory,
    private readonly noShows: NoShowStanding,
  ) {
    super();
  }

  noShowsInTwelveMonths(coupleId: string): Promise<number> {
    return this.noShows.noShowsInTwelveMonths(coupleId);
  }

  async bookingsOf(coupleId: string): Promise<SupportBookingWithAttendance[]> {
    const bookings = await this.history.forCouple(coupleId);
    const marks = await this.noShows.marksOf(bookings.map((booking) => booking.id));
    return bookings.map((booking) => ({
      id: booking.id,
      created_at: booking.createdAt,
      status: booking.status,
      dinner_id: booking.dinnerId,
      dinner_city: booking.dinnerCity,
      dinner_date: booking.dinnerDate,
      dinner_time_zone: booking.dinnerTimeZone,
      dinner_status: booking.dinnerStatus,
      attendance: marks.get(booking.id) ?? null,
    }));
  }
}
