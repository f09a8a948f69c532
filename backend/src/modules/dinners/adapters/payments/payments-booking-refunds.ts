import { Injectable } from '@nestjs/common';
import { BookingPaymentRefunds } from '../../../payments';
import { BookingRefunds } from '../../application/booking-refunds';

@Injectable()
export class PaymentsBookingRefunds extends BookingRefunds {
  constructor(private readonly payments: BookingPaymentRefunds) {
    super();
  }

  owe(bookingId: string): Promise<boolean> {
    return this.payments.owe(bookingId);
  }

  settle(): Promise<void> {
    return this.payments.settle();
  }
}
