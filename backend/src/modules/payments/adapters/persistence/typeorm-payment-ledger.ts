import { Injectable } from '@nestjs/common';
import { PaymentStatus } from '../../domain/payment';
import { NewPayment, PaymentLedger, PaymentRecord, SubscriptionRecord } from '../../application/payment-ledger';
import { PaymentOrmEntity } from './payment.orm-entity';
import { SubscriptionOrmEntity } from './subscription.orm-entity';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';

const REFUNDED: PaymentStatus = 'refunded';
const SUCCEEDED: PaymentStatus = 'succeeded';
const REFUND_PENDING: PaymentStatus = 'refund_pending';

@Injectable()
export class TypeOrmPaymentLedger extends PaymentLedger {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async recordIntent(payment: NewPayment): Promise<PaymentRecord> {
    await this.db.manager
      .createQueryBuilder()
      .insert()
      .into(PaymentOrmEntity)
      .values({ ...payment, status: 'requires_payment' })
      .orIgnore()
      .execute();
    const saved = await this.findByIntentId(payment.providerIntentId);
    if (!saved) throw new Error('payment record vanished after insert');
    return saved;
  }

  async recordPaid(payment: NewPayment, paidAt: Date): Promise<void> {
    await this.db.manager
      .createQueryBuilder()
      .insert()
      .into(PaymentOrmEntity)
      .values({ ...payment, status: 'succeeded', createdAt: paidAt })
      .orIgnore()
      .execute();
  }

  async findByIntentId(intentId: string): Promise<PaymentRecord | null> {
    const row = await this.db.repository(PaymentOrmEntity).findOneBy({ providerIntentId: intentId });
    return row ? toRecord(row) : null;
  }

  async recordEvent(eventId: string, eventType: string, receivedAt: Date): Promise<boolean> {
    const inserted = await this.db.rows<unknown>(
      sql`INSERT INTO payment_events (event_id, type, received_at) VALUES (${eventId}, ${eventType}, ${receivedAt}) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    );
    return inserted.length > 0;
  }

  async lockByIntentId(intentId: string): Promise<PaymentRecord | null> {
    const row = await this.db.repository(PaymentOrmEntity).findOne({ where: { providerIntentId: intentId }, lock: { mode: 'pessimistic_write' } });
    return row ? toRecord(row) : null;
  }

  async lockById(paymentId: string): Promise<PaymentRecord | null> {
    const row = await this.db.repository(PaymentOrmEntity).findOne({ where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
    return row ? toRecord(row) : null;
  }

  async claimRefund(paymentId: string, partialAmount: number | null): Promise<void> {
    await this.db.repository(PaymentOrmEntity).update({ id: paymentId, status: 'succeeded' }, { status: 'refund_pending', refundAmount: partialAmount });
  }

  async updateStatus(paymentId: string, status: PaymentStatus, failureMessage: string | null): Promise<void> {
    await this.db.repository(PaymentOrmEntity).update({ id: paymentId }, { status, failureMessage });
  }

  async markRefunded(paymentId: string): Promise<void> {
    await this.db.change(
      sql`UPDATE payments SET refunded_amount = refunded_amount + COALESCE(refund_amount, amount - refunded_amount),
            status = CASE WHEN refunded_amount + COALESCE(refund_amount, amount - refunded_amount) >= amount THEN ${REFUNDED}::varchar ELSE ${SUCCEEDED}::varchar END,
            refund_amount = NULL
          WHERE id = ${paymentId} AND status = ${REFUND_PENDING}`,
    );
  }

  async reassignDinner(bookingId: string, dinnerId: string): Promise<void> {
    await this.db.repository(PaymentOrmEntity).update({ bookingId }, { dinnerId });
  }

  async listRefundPending(): Promise<PaymentRecord[]> {
    return (await this.db.repository(PaymentOrmEntity).find({ where: { status: 'refund_pending' }, order: { createdAt: 'ASC' } })).map(toRecord);
  }

  async listForCouple(coupleId: string): Promise<PaymentRecord[]> {
    return (await this.db.repository(PaymentOrmEntity).find({ where: { coupleId }, order: { createdAt: 'DESC' } })).map(toRecord);
  }

  async listForDinner(dinnerId: string): Promise<PaymentRecord[]> {
    return (await this.db.repository(PaymentOrmEntity).find({ where: { dinnerId }, order: { createdAt: 'ASC' } })).map(toRecord);
  }

  async subscriptionOf(coupleId: string): Promise<SubscriptionRecord | null> {
    const row = await this.db.repository(SubscriptionOrmEntity).findOne({ where: { coupleId }, order: { createdAt: 'DESC' } });
    return row
      ? {
          status: row.status,
          planType: row.planType,
          currentPeriodStart: row.currentPeriodStart,
          currentPeriodEnd: row.currentPeriodEnd,
          providerCustomerId: row.providerCustomerId,
        }
      : null;
  }
}

function toRecord(row: PaymentOrmEntity): PaymentRecord {
  return {
    id: row.id,
    coupleId: row.coupleId,
    userId: row.userId,
    bookingId: row.bookingId,
    dinnerId: row.dinnerId,
    amount: row.amount,
    currency: row.currency,
    status: row.status as PaymentStatus,
    provider: row.provider,
    providerIntentId: row.providerIntentId,
    transactionType: row.transactionType,
    createdAt: row.createdAt,
    refundAmount: row.refundAmount,
    refundedAmount: row.refundedAmount,
    failureMessage: row.failureMessage,
  };
}
