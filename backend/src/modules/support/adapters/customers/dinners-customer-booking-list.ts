import { Injectable } from '@nestjs/common';
import { BookingHistory } from '../../../dinners';
import type { BookingListQuery } from '../../../dinners';
import { BookingPageQuery, CustomerBookingList, ListedBooking } from '../../application/customer-records';

@Injectable()
export class DinnersCustomerBookingList extends CustomerBookingList {
  constructor(private readonly history: BookingHistory) {
    super();
  }

  async page(query: BookingPageQuery): Promise<{ bookings: ListedBooking[]; total: number }> {
    const { bookings, total } = await this.history.page({ ...query, status: query.status as BookingListQuery['status'] });
    return {
      bookings: bookings.map((booking) => ({
        id: booking.id,
        couple_id: booking.coupleId,
        created_at: booking.createdAt,
        status: booking.status,
        dinner_id: booking.dinnerId,
        dinner_city: booking.dinnerCity,
        dinner_date: booking.dinnerDate,
        dinner_time_zone: booking.dinnerTimeZone,
        dinner_status: booking.dinnerStatus,
      })),
      total,
    };
  }
}
