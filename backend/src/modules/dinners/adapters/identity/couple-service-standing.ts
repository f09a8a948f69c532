import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { ServiceStanding } from '../../../identity';
import type { CoupleStandingView, MemberStanding } from '../../../identity';
import { CoupleStandings } from '../../application/bookings/couple-standings';
import { sql } from '../../../../platform/database/sql';

/** Identity's view of a couple's standing (the signed-in member's `service_terminated`, the admin user record). */
@Injectable()
export class CoupleServiceStanding extends ServiceStanding {
  constructor(
    private readonly standings: CoupleStandings,
    private readonly db: TransactionalDb,
  ) {
    super();
  }

  memberStanding(coupleId: string): Promise<MemberStanding> {
    return this.standings.noticeOf(coupleId);
  }

  /** Plain SQL, four columns: the admin user list asks it on every page. */
  async standingsOf(coupleIds: string[]): Promise<Map<string, CoupleStandingView>> {
    const rows: ({ coupleId: string } & CoupleStandingView)[] = await this.db.rows(
      sql`SELECT couple_id AS "coupleId", service_terminated AS "serviceTerminated", consecutive_late_cancellations AS "consecutiveLateCancellations",
              last_late_cancellation_at AS "lastLateCancellationAt"
         FROM couple_standings WHERE couple_id = ANY(${coupleIds}::uuid[])`,
    );
    return new Map(rows.map(({ coupleId, ...standing }) => [coupleId, standing]));
  }
}
