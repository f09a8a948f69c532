import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobRunner } from '../../../../platform/jobs/job-runner';
import { PostgresSessionStore } from './postgres-session-store';

@Injectable()
export class SessionCleanupJob {
  constructor(
    private readonly jobs: JobRunner,
    private readonly store: PostgresSessionStore,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'sessions.cleanup' })
  run() {
    return this.jobs.run('sessions.cleanup', () => this.store.destroyExpired());
  }
}
