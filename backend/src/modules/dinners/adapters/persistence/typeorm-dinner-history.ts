import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DinnerHistory, DinnerHistoryEntry } from '../../application/dinner-events/dinner-history';
import { ScheduledStep } from '../../domain/dinner-history';
import { DinnerHistoryOrmEntity } from './dinner-history.orm-entity';

@Injectable()
export class TypeOrmDinnerHistory extends DinnerHistory {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(DinnerHistoryOrmEntity);
  }

  async record(dinnerId: string, { kind, ...detail }: ScheduledStep, at: Date): Promise<void> {
    await this.rows.insert({ dinnerId, kind, detail, at });
  }

  async forDinner(dinnerId: string): Promise<DinnerHistoryEntry[]> {
    const rows = await this.rows.find({ where: { dinnerId }, order: { at: 'DESC' } });
    return rows.map((row) => ({ at: row.at, step: { kind: row.kind, ...row.detail } as ScheduledStep }));
  }
}
