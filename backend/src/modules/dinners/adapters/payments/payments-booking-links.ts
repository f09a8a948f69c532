import { Injectable } from '@nestjs/common';
import { BookingPaymentMoves } from '../../../payments';
import { BookingPaymentLinks } from '../../application/booking-payment-links';

@Injectable()
export class PaymentsBookingLinks extends BookingPaymentLinks {
  constructor(private readonly payments: BookingPaymentMoves) {
    super();
  }

  moveToDinner(bookingId: string, dinnerId: string): Promise<void> {
    return this.payments.moveToDinner(bookingId, dinnerId);
  }
}
