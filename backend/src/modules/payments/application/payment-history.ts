import { Injectable } from '@nestjs/common';
import { PaymentLedger, PaymentRecord, SubscriptionRecord } from './payment-ledger';

/** A couple's payments and subscription, for the customer-support lookup (support module). */
@Injectable()
export class PaymentHistory {
  constructor(private readonly ledger: PaymentLedger) {}

  payments(coupleId: string): Promise<PaymentRecord[]> {
    return this.ledger.listForCouple(coupleId);
  }

  subscription(coupleId: string): Promise<SubscriptionRecord | null> {
    return this.ledger.subscriptionOf(coupleId);
  }
}
