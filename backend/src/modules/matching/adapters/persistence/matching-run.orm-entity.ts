import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One matching run of a dinner: who started it, how it went, what it produced. */
@Entity('matching_runs')
@Index('idx_matching_runs_dinner', ['dinnerId', 'startedAt'])
// One run of a dinner at a time: a second one is told the first is running.
@Index('uq_matching_runs_running', ['dinnerId'], { unique: true, where: `status = 'running'` })
export class MatchingRunOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'dinner_id', type: 'uuid' }) dinnerId: string;
  /** The admin who started it; null when a script did. */
  @Column({ name: 'started_by_user_id', type: 'uuid', nullable: true }) startedByUserId: string | null;
  /** 'admin' or 'script'. */
  @Column({ type: 'varchar', length: 20 }) trigger: string;
  @Column({ name: 'started_at', type: 'timestamptz' }) startedAt: Date;
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true }) finishedAt: Date | null;
  /** Touched while the run goes on; a running run whose heartbeat stopped belongs to a process that died. */
  @Column({ name: 'heartbeat_at', type: 'timestamptz', default: () => 'now()' }) heartbeatAt: Date;
  /** running, succeeded or failed. */
  @Column({ type: 'varchar', length: 20, default: 'running' }) status: string;
  @Column({ type: 'integer' }) seed: number;
  /** gemini_ai or rules_based, once finished. */
  @Column({ type: 'varchar', length: 20, nullable: true }) algorithm: string | null;
  /** The AI model asked, when the AI was asked. */
  @Column({ type: 'varchar', length: 100, nullable: true }) model: string | null;
  @Column({ name: 'fallback_reason', type: 'text', nullable: true }) fallbackReason: string | null;
  @Column({ type: 'double precision', nullable: true }) objective: number | null;
  @Column({ name: 'total_couples', type: 'integer', default: 0 }) totalCouples: number;
  @Column({ name: 'matched_groups', type: 'integer', default: 0 }) matchedGroups: number;
  @Column({ name: 'matched_couples', type: 'integer', default: 0 }) matchedCouples: number;
  @Column({ name: 'unmatched_couples', type: 'integer', default: 0 }) unmatchedCouples: number;
  @Column({ name: 'unassigned_groups', type: 'integer', default: 0 }) unassignedGroups: number;
  @Column({ name: 'duration_ms', type: 'integer', nullable: true }) durationMs: number | null;
  @Column({ type: 'text', nullable: true }) error: string | null;
}
