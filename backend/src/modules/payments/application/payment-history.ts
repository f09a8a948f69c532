import { Injectable } from '@nestjs/common';
import { PaymentLedger, PaymentRecord, SubscriptionRecord } from './payment-ledger';

/** A couple's payments and subscription, for the customer-support lookup (support module); a dinner's payments, for its operations page. */
@Injectable()
export class PaymentHistory {
  constructor(private readonly ledger: PaymentLedger) {}

  payments(coupleId: string): Promise<PaymentRecord[]> {
    return this.ledger.listForCouple(coupleId);
  }

  /** A dinner's payments, oldest first: what each booking paid and whether it was refunded. */
  forDinner(dinnerId: string): Promise<PaymentRecord[]> {
    return this.ledger.listForDinner(dinnerId);
  }

  subscription(coupleId: string): Promise<SubscriptionRecord | null> {
    return this.ledger.subscriptionOf(coupleId);
  }
}
