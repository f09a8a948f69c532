import type { Language } from '../../kernel/languages';
import type { RunSummary, SummaryPart } from './job-summary';

/**
 * A job on a timer, registered by the module that owns it. `run` is a use case: idempotent
 * (guarded by status transitions and unique constraints) and driven by the Clock, so that
 * running it twice, or on three instances, changes nothing more than running it once.
 */
export interface ScheduledJob {
  /** Stable id, `<module>.<what>`: the key of job_runs, the advisory lock and JOB_SCHEDULES. */
  readonly name: string;
  /** One line for the admin Jobs panel and the admins' failure mails, in the reader's language (from the owning module's catalogue). */
  describe(language: Language): string;
  /** Default cron expression (minute hour day month weekday); JOB_SCHEDULES may override it. */
  readonly schedule: string;
  /** Does the work and says what it changed ("closed 2 dinners"), as parts to word for each reader: none when nothing was due. */
  run(): Promise<RunSummary>;
  /**
   * A run's recorded parts in the reader's language, from the owning module's catalogue; null
   * when it cannot word one (a part an earlier version recorded), and the run's English text is shown.
   */
  summarize(parts: readonly SummaryPart[], language: Language): string | null;
}
