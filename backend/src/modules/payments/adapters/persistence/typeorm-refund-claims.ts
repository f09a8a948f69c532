import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { RefundClaims } from '../../application/refund-claims';
import { PaymentOrmEntity } from './payment.orm-entity';

@Injectable()
export class TypeOrmRefundClaims extends RefundClaims {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  claimable(bookingId: string): Promise<boolean> {
    return this.db.repository(PaymentOrmEntity).exists({ where: { bookingId, status: 'succeeded' } });
  }

  async refundedCents(bookingId: string): Promise<number> {
    const payment = await this.db.repository(PaymentOrmEntity).findOne({ where: { bookingId, status: 'succeeded' } });
    return payment?.refundedAmount ?? 0;
  }

  async claimForBooking(bookingId: string): Promise<boolean> {
    const result = await this.db.repository(PaymentOrmEntity).update({ bookingId, status: 'succeeded' }, { status: 'refund_pending' });
    return Boolean(result.affected);
  }
}
