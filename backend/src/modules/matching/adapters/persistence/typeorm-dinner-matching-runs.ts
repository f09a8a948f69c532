import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DinnerMatchingRuns, MatchingRunEntry } from '../../application/dinner-matching-runs';
import { MatchingRunOrmEntity } from './matching-run.orm-entity';

@Injectable()
export class TypeOrmDinnerMatchingRuns extends DinnerMatchingRuns {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async forDinner(dinnerId: string): Promise<MatchingRunEntry[]> {
    const rows = await this.db.repository(MatchingRunOrmEntity).find({ where: { dinnerId }, order: { startedAt: 'DESC' }, take: 50 });
    return rows.map(({ id, trigger, status, startedAt, finishedAt, durationMs, matchedGroups, unmatchedCouples, error }) => ({
      id,
      trigger,
      status,
      startedAt,
      finishedAt,
      durationMs,
      matchedGroups,
      unmatchedCouples,
      error,
    }));
  }
}
