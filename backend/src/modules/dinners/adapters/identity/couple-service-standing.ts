import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { ServiceStanding } from '../../../identity';
import type { CoupleStandingView } from '../../../identity';
import { CoupleStandings } from '../../application/couple-standings';
import { CoupleStandingOrmEntity } from '../persistence/couple-standing.orm-entity';

/** Identity's view of a couple's standing (the signed-in member's `service_terminated`, the admin user record). */
@Injectable()
export class CoupleServiceStanding extends ServiceStanding {
  constructor(
    private readonly standings: CoupleStandings,
    private readonly db: TransactionalDb,
  ) {
    super();
  }

  isTerminated(coupleId: string): Promise<boolean> {
    return this.standings.isTerminated(coupleId);
  }

  async standingsOf(coupleIds: string[]): Promise<Map<string, CoupleStandingView>> {
    const rows = await this.db.repository(CoupleStandingOrmEntity).findBy({ coupleId: In(coupleIds) });
    return new Map(
      rows.map((row) => [
        row.coupleId,
        { serviceTerminated: row.serviceTerminated, consecutiveLateCancellations: row.consecutiveLateCancellations, lastLateCancellationAt: row.lastLateCancellationAt },
      ]),
    );
  }
}
