import { Injectable } from '@nestjs/common';
import { PaymentHistory } from '../../../payments';
import { CustomerPayments, SupportPayment, SupportSubscription } from '../../application/customer-records';

@Injectable()
export class LedgerCustomerPayments extends CustomerPayments {
  constructor(private readonly history: PaymentHistory) {
    super();
  }

  async paymentsOf(coupleId: string): Promise<SupportPayment[]> {
    return (await this.history.payments(coupleId)).map((payment) => ({
      id: payment.id,
      created_at: payment.createdAt,
      transaction_type: payment.transactionType,
      amount: payment.amount,
      currency: payment.currency,
      // A payment refunded in part is paid still; support sees it as partly refunded, refundable up to the rest.
      status: payment.status === 'succeeded' && payment.refundedAmount > 0 ? 'partially_refunded' : payment.status,
      provider_payment_intent_id: payment.providerIntentId,
      booking_id: payment.bookingId,
      refunded_amount: payment.refundedAmount > 0 ? payment.refundedAmount : null,
    }));
  }

  async subscriptionOf(coupleId: string): Promise<SupportSubscription | null> {
    const subscription = await this.history.subscription(coupleId);
    return subscription
      ? {
          status: subscription.status,
          plan_type: subscription.planType,
          current_period_start: subscription.currentPeriodStart,
          current_period_end: subscription.currentPeriodEnd,
          provider_customer_id: subscription.providerCustomerId,
        }
      : null;
  }
}
