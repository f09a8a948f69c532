import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobRunner } from '../../../../platform/jobs/job-runner';
import { PasswordAttempts } from '../../application/password-attempts';

@Injectable()
export class SignInAttemptsCleanupJob {
  constructor(
    private readonly jobs: JobRunner,
    private readonly attempts: PasswordAttempts,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'sign-in-attempts.cleanup' })
  run() {
    return this.jobs.run('sign-in-attempts.cleanup', () => this.attempts.forgetQuietStreaks());
  }
}
