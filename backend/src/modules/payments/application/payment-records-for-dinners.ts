import { Injectable } from '@nestjs/common';
import { BookingPaymentRecord, DinnerPaymentRecords } from '../../dinners';
import { PaymentHistory } from './payment-history';

/** Dinners' DinnerPaymentRecords port, bound by payments (dinners sits below payments): a dinner's payments for its operations page. */
@Injectable()
export class PaymentRecordsForDinners extends DinnerPaymentRecords {
  constructor(private readonly history: PaymentHistory) {
    super();
  }

  async forDinner(dinnerId: string): Promise<BookingPaymentRecord[]> {
    return (await this.history.forDinner(dinnerId)).map((p) => ({
      bookingId: p.bookingId,
      status: p.status,
      amountCents: p.amount,
      currency: p.currency,
      failureMessage: p.failureMessage,
      createdAt: p.createdAt,
    }));
  }
}
