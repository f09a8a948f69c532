import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../identity';
import { ChargedBooking, DinnerPayments } from '../../../dinners';
import { BookingPayments, PaidBookingOutcome, PayableBooking } from '../../application/booking-payments';

/** Bookings to pay for, through dinners' public application service. */
@Injectable()
export class DinnerBookingPayments extends BookingPayments {
  constructor(private readonly dinners: DinnerPayments) {
    super();
  }

  payableBooking(caller: Caller, target: { dinnerId?: string; bookingId?: string }): Promise<PayableBooking> {
    return this.dinners.payableBooking(caller, target);
  }

  confirmPaid(bookingId: string): Promise<PaidBookingOutcome> {
    return this.dinners.confirmPaid(bookingId);
  }

  chargedBookings(): Promise<ChargedBooking[]> {
    return this.dinners.chargedBookings();
  }
}
