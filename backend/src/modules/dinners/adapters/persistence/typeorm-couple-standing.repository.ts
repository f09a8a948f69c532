import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { CoupleStandingRepository } from '../../application/bookings/couple-standing.repository';
import { CoupleStanding, GOOD_STANDING } from '../../domain/couple-standing';
import { CoupleStandingOrmEntity } from './couple-standing.orm-entity';
import { raw, sql } from '../../../../platform/database/sql';
import { selectAs } from '../../../../platform/database/select-as';

/** For reads in plain SQL: a CoupleStanding's columns (`s` couple_standings) under their field names. */
export const STANDING_COLUMNS = raw(
  selectAs('s', {
    consecutiveLateCancellations: 'consecutive_late_cancellations',
    serviceTerminated: 'service_terminated',
    terminationReason: 'termination_reason',
    suspendedUntil: 'suspended_until',
    suspensionReason: 'suspension_reason',
  } satisfies Record<keyof CoupleStanding, string>),
);

@Injectable()
export class TypeOrmCoupleStandingRepository extends CoupleStandingRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  /** Plain SQL: every booking asks it first. */
  async find(coupleId: string): Promise<CoupleStanding> {
    const [row] = await this.db.rows<CoupleStanding>(sql`SELECT ${STANDING_COLUMNS} FROM couple_standings s WHERE s.couple_id = ${coupleId}`);
    return row ?? GOOD_STANDING;
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
