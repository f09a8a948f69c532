import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { SummaryPart } from './job-summary';

/** One claimed run of a scheduled job; the unique key makes a scheduled slot run at most once. */
@Entity('job_runs')
@Unique('uq_job_runs_job_slot', ['jobName', 'slot'])
@Index('idx_job_runs_job_started', ['jobName', 'startedAt'])
export class JobRunOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'job_name', type: 'varchar', length: 100 })
  jobName: string;

  /** The scheduled time this run belongs to (cron tick, to the minute); null for a manual run. */
  @Column({ type: 'timestamptz', nullable: true })
  slot: Date | null;

  /** schedule: a cron tick; manual: an admin pressed "Run now". */
  @Column({ type: 'varchar', length: 10, default: 'schedule' })
  trigger: 'schedule' | 'manual';

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  /** Touched while the run goes on; a stale heartbeat means its instance died. */
  @Column({ name: 'heartbeat_at', type: 'timestamptz' })
  heartbeatAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'varchar', length: 20, default: 'running' })
  outcome: 'running' | 'succeeded' | 'failed';

  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** What the run changed, in English words ("closed 2 dinners, matched 1"): the log's, and the one kept by runs from before summary_parts. */
  @Column({ type: 'text', nullable: true })
  summary: string | null;

  /** The same as messages of the job's module catalogue with their numbers, worded in each admin's language when read. */
  @Column({ name: 'summary_parts', type: 'jsonb', nullable: true })
  summaryParts: SummaryPart[] | null;
}
