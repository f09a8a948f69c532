import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PaidBookingConfirmer } from '../../../dinners';
import { nextPaymentStatus, PaymentEvent, PaymentStatus } from '../../domain/payment';
import { REFUND_MESSAGES } from '../../domain/refund-reason';
import { AppliedEvent, NewPayment, PaymentLedger, PaymentRecord, SubscriptionRecord } from '../../application/payment-ledger';
import { PaymentOrmEntity } from './payment.orm-entity';
import { SubscriptionOrmEntity } from './subscription.orm-entity';

@Injectable()
export class TypeOrmPaymentLedger extends PaymentLedger {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: PaidBookingConfirmer,
  ) {
    super();
  }

  async recordIntent(payment: NewPayment): Promise<PaymentRecord> {
    await this.dataSource
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

  async findByIntentId(intentId: string): Promise<PaymentRecord | null> {
    const row = await this.dataSource.getRepository(PaymentOrmEntity).findOneBy({ providerIntentId: intentId });
    return row ? toRecord(row) : null;
  }

  applyEvent(event: PaymentEvent, eventType: string, now: Date): Promise<AppliedEvent> {
    return this.dataSource.transaction(async (manager) => {
      // The event id is the dedupe key: a replay's insert finds it and stops here, and
      // because it is in this transaction, an event whose change failed is not marked seen.
      const inserted: unknown[] = await manager.query(
        'INSERT INTO payment_events (event_id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING RETURNING event_id',
        [event.id, eventType, now],
      );
      if (inserted.length === 0) return { kind: 'duplicate' };
      if (!event.intentId) return { kind: 'unknown_intent' };
      const payments = manager.getRepository(PaymentOrmEntity);
      const row = await payments.createQueryBuilder('p').setLock('pessimistic_write').where('p.provider_intent_id = :id', { id: event.intentId }).getOne();
      if (!row) return { kind: 'unknown_intent' };
      const next = nextPaymentStatus(row.status as PaymentStatus, event.kind);
      if (!next) return { kind: 'unchanged', payment: toRecord(row) };
      if (next === 'failed') {
        await payments.update({ id: row.id }, { status: next, failureMessage: event.failureMessage });
        return { kind: 'failed', payment: toRecord({ ...row, status: next }) };
      }
      const outcome = row.bookingId ? await this.bookings.confirm(manager, row.bookingId, now) : ({ booking: 'no_spot', reason: 'booking_cancelled' } as const);
      if (outcome.booking !== 'no_spot') {
        await payments.update({ id: row.id }, { status: next, failureMessage: event.failureMessage });
        return { kind: 'succeeded', payment: toRecord({ ...row, status: next, failureMessage: event.failureMessage }), booking: outcome.booking };
      }
      // Money taken without a spot is owed back: recorded here, with the event, so it cannot be forgotten.
      const refund = { status: 'refund_pending' as const, failureMessage: REFUND_MESSAGES[outcome.reason] };
      await payments.update({ id: row.id }, refund);
      return { kind: 'succeeded', payment: toRecord({ ...row, ...refund }), booking: 'no_spot', reason: outcome.reason };
    });
  }

  async markRefunded(paymentId: string): Promise<void> {
    await this.dataSource.getRepository(PaymentOrmEntity).update({ id: paymentId, status: 'refund_pending' }, { status: 'refunded' });
  }

  async listRefundPending(): Promise<PaymentRecord[]> {
    return (await this.dataSource.getRepository(PaymentOrmEntity).find({ where: { status: 'refund_pending' }, order: { createdAt: 'ASC' } })).map(toRecord);
  }

  async listForCouple(coupleId: string): Promise<PaymentRecord[]> {
    return (await this.dataSource.getRepository(PaymentOrmEntity).find({ where: { coupleId }, order: { createdAt: 'DESC' } })).map(toRecord);
  }

  async subscriptionOf(coupleId: string): Promise<SubscriptionRecord | null> {
    const row = await this.dataSource.getRepository(SubscriptionOrmEntity).findOne({ where: { coupleId }, order: { createdAt: 'DESC' } });
    return row
      ? { status: row.status, planType: row.planType, currentPeriodStart: row.currentPeriodStart, currentPeriodEnd: row.currentPeriodEnd, providerCustomerId: row.providerCustomerId }
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
    failureMessage: row.failureMessage,
  };
}
