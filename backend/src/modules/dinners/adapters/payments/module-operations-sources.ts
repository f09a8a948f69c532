import { Injectable } from '@nestjs/common';
import { DinnerMatchingRuns } from '../../../matching';
import { PaymentHistory } from '../../../payments';
import { BookingPaymentRecord, DinnerRunRecord, OperationsSources } from '../../application/operations-sources';

/** The dinner's payments from the payments module and its matching runs from matching. */
@Injectable()
export class ModuleOperationsSources extends OperationsSources {
  constructor(
    private readonly history: PaymentHistory,
    private readonly runs: DinnerMatchingRuns,
  ) {
    super();
  }

  async payments(dinnerId: string): Promise<BookingPaymentRecord[]> {
    return (await this.history.forDinner(dinnerId)).map((p) => ({ bookingId: p.bookingId, status: p.status, amountCents: p.amount, currency: p.currency, failureMessage: p.failureMessage, createdAt: p.createdAt }));
  }

  matchingRuns(dinnerId: string): Promise<DinnerRunRecord[]> {
    return this.runs.forDinner(dinnerId);
  }
}
