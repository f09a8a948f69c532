import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** One claimed run of a scheduled job; the unique key makes a slot run at most once. */
@Entity('job_runs')
@Unique('uq_job_runs_job_slot', ['jobName', 'slot'])
export class JobRunOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'job_name', type: 'varchar', length: 100 })
  jobName: string;

  /** The scheduled time this run belongs to (cron tick, to the minute). */
  @Column({ type: 'timestamptz' })
  slot: Date;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'varchar', length: 20, default: 'running' })
  outcome: 'running' | 'succeeded' | 'failed';

  @Column({ type: 'text', nullable: true })
  error: string | null;
}
