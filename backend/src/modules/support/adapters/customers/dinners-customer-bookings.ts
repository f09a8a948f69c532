import { Injectable } from '@nestjs/common';
import { BookingHistory } from '../../../dinners';
import { CustomerBookings, SupportBooking } from '../../application/customer-records';

@Injectable()
export class DinnersCustomerBookings extends CustomerBookings {
  constructor(private readonly history: BookingHistory) {
    super();
  }

  async bookingsOf(coupleId: string): Promise<SupportBooking[]> {
    return (await this.history.forCouple(coupleId)).map((booking) => ({
      id: booking.id,
      created_at: booking.createdAt,
      status: booking.status,
      dinner_id: booking.dinnerId,
      dinner_city: booking.dinnerCity,
      dinner_date: booking.dinnerDate,
      dinner_time_zone: booking.dinnerTimeZone,
      dinner_status: booking.dinnerStatus,
    }));
  }
}
