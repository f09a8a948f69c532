import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { RefundClaims } from '../../application/refund-claims';
import { PaymentOrmEntity } from './payment.orm-entity';

/** What a payment has given back, or is giving back: a pending refund is owed already. */
function givenBackCents(payment: PaymentOrmEntity): number {
  if (payment.status === 'refunded') return payment.amount;
  if (payment.status === 'refund_pending') return payment.refundedAmount + (payment.refundAmount ?? payment.amount - payment.refundedAmount);
  return payment.refundedAmount;
}

@Injectable()
export class TypeOrmRefundClaims extends RefundClaims {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  claimable(bookingId: string): Promise<boolean> {
    return this.db.repository(PaymentOrmEntity).exists({ where: { bookingId, status: 'succeeded' } });
  }

  async refundedCents(bookingId: string): Promise<number> {
    const payments = await this.db.repository(PaymentOrmEntity).find({ where: { bookingId, status: In(['succeeded', 'refund_pending', 'refunded']) } });
    return payments.reduce((sum, payment) => sum + givenBackCents(payment), 0);
  }

  async claimForBooking(bookingId: string): Promise<boolean> {
    const result = await this.db.repository(PaymentOrmEntity).update({ bookingId, status: 'succeeded' }, { status: 'refund_pending' });
    return Boolean(result.affected);
  }
}
