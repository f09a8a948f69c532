import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RefundClaims } from '../../application/refund-claims';
import { PaymentOrmEntity } from './payment.orm-entity';

@Injectable()
export class TypeOrmRefundClaims extends RefundClaims {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async claimForBooking(bookingId: string): Promise<boolean> {
    const result = await this.dataSource.manager.getRepository(PaymentOrmEntity).update({ bookingId, status: 'succeeded' }, { status: 'refund_pending' });
    return Boolean(result.affected);
  }
}
