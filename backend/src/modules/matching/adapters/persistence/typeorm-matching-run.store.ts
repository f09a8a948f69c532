import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { MatchingRunStore, RunResult, RunStart } from '../../application/matching-run-store';
import { MatchingRunOrmEntity } from './matching-run.orm-entity';

@Injectable()
export class TypeOrmMatchingRunStore extends MatchingRunStore {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get runs() {
    return this.db.repository(MatchingRunOrmEntity);
  }

  async start(run: RunStart, staleAfterMs: number): Promise<string | null> {
    await this.runs.update(
      { dinnerId: run.dinnerId, status: 'running', startedAt: LessThan(new Date(run.startedAt.getTime() - staleAfterMs)) },
      { status: 'failed', error: 'Abandoned: the process running it stopped.', finishedAt: run.startedAt },
    );
    // ON CONFLICT on the partial unique index: a concurrent run of the dinner inserts nothing.
    const rows: { id: string }[] = await this.db.manager.query(
      `INSERT INTO matching_runs (dinner_id, started_by_user_id, trigger, started_at, seed, status)
       VALUES ($1, $2, $3, $4, $5, 'running')
       ON CONFLICT (dinner_id) WHERE status = 'running' DO NOTHING RETURNING id`,
      [run.dinnerId, run.startedByUserId, run.trigger, run.startedAt, run.seed],
    );
    return rows[0]?.id ?? null;
  }

  async succeed(runId: string, result: RunResult): Promise<void> {
    await this.runs.update({ id: runId }, { ...result, status: 'succeeded' });
  }

  async fail(runId: string, error: string, finishedAt: Date): Promise<void> {
    await this.runs.update({ id: runId }, { status: 'failed', error, finishedAt });
  }
}
