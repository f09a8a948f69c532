import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { CoupleStandingRepository } from '../../application/bookings/couple-standing.repository';
import { CoupleStanding, GOOD_STANDING } from '../../domain/couple-standing';
import { CoupleStandingOrmEntity } from './couple-standing.orm-entity';

@Injectable()
export class TypeOrmCoupleStandingRepository extends CoupleStandingRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async find(coupleId: string): Promise<CoupleStanding> {
    return toStanding(await this.db.repository(CoupleStandingOrmEntity).findOneBy({ coupleId }));
  }

  async lock(coupleId: string): Promise<CoupleStanding> {
    // The row must exist to be locked: the first cancellation of a couple creates it.
    await this.db.repository(CoupleStandingOrmEntity).createQueryBuilder().insert().values({ coupleId }).orIgnore().execute();
    const row = await this.db.repository(CoupleStandingOrmEntity).findOne({ where: { coupleId }, lock: { mode: 'pessimistic_write' } });
    return toStanding(row);
  }

  async save(coupleId: string, standing: CoupleStanding, lateCancellationAt: Date | null): Promise<void> {
    await this.db
      .repository(CoupleStandingOrmEntity)
      .upsert({ coupleId, ...standing, ...(lateCancellationAt ? { lastLateCancellationAt: lateCancellationAt } : {}) }, ['coupleId']);
  }
}

function toStanding(row: CoupleStandingOrmEntity | null): CoupleStanding {
  return row
    ? {
        consecutiveLateCancellations: row.consecutiveLateCancellations,
        serviceTerminated: row.serviceTerminated,
        terminationReason: row.terminationReason,
        suspendedUntil: row.suspendedUntil,
        suspensionReason: row.suspensionReason,
      }
    : GOOD_STANDING;
}
