import { Injectable } from '@nestjs/common';
import { DataSource, LessThan } from 'typeorm';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { MatchingRunStore, RunResult, RunStart } from '../../application/matching-run-store';
import { MatchingRunOrmEntity } from './matching-run.orm-entity';
import { changeRows, sql } from '../../../../platform/database/sql';
import { MatchingRunStatus } from '../../domain/matching-run-status';

const RUNNING: MatchingRunStatus = 'running';

@Injectable()
export class TypeOrmMatchingRunStore extends MatchingRunStore {
  constructor(
    private readonly db: TransactionalDb,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  private get runs() {
    return this.db.repository(MatchingRunOrmEntity);
  }

  async start(run: RunStart, staleBefore: Date): Promise<string | null> {
    await this.runs.update(
      { dinnerId: run.dinnerId, status: RUNNING, heartbeatAt: LessThan(staleBefore) },
      { status: 'failed' satisfies MatchingRunStatus, error: 'Abandoned: the process running it stopped.', finishedAt: run.startedAt },
    );
    // ON CONFLICT on the partial unique index: a concurrent run of the dinner inserts nothing.
    const rows = await this.db.rows<{ id: string }>(
      // eslint-disable-next-line sql/no-status-literal -- ON CONFLICT names the partial index by repeating its predicate, which must be literal.
      sql`INSERT INTO matching_runs (dinner_id, started_by_user_id, trigger, started_at, seed, status, heartbeat_at)
       VALUES (${run.dinnerId}, ${run.startedByUserId}, ${run.trigger}, ${run.startedAt}, ${run.seed}, ${RUNNING}, ${run.startedAt})
       ON CONFLICT (dinner_id) WHERE status = 'running' DO NOTHING RETURNING id`,
    );
    return rows[0]?.id ?? null;
  }

  /**
   * On its own connection, never the caller's transaction: a run the schedule starts inside
   * its step's transaction is invisible to others until it commits (and a killed one is
   * rolled back), so it needs no heartbeat, and its connection must not be shared by a timer.
   */
  async beat(runId: string, at: Date): Promise<void> {
    await changeRows(this.dataSource, sql`UPDATE matching_runs SET heartbeat_at = ${at} WHERE id = ${runId} AND status = ${RUNNING}`);
  }

  async succeed(runId: string, result: RunResult): Promise<void> {
    await this.runs.update({ id: runId }, { ...result, status: 'succeeded' satisfies MatchingRunStatus });
  }

  async fail(runId: string, error: string, finishedAt: Date): Promise<void> {
    await this.runs.update({ id: runId }, { status: 'failed' satisfies MatchingRunStatus, error, finishedAt });
  }
}
