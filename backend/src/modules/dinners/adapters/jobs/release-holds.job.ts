import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobRunner } from '../../../../platform/jobs/job-runner';
import { ReleaseExpiredHolds } from '../../application/release-expired-holds';

/** Every minute: unpaid 15-minute holds that lapsed become expired, once across instances. */
@Injectable()
export class ReleaseHoldsJob {
  constructor(
    private readonly jobs: JobRunner,
    private readonly releaseExpiredHolds: ReleaseExpiredHolds,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'dinners.release-holds' })
  run() {
    return this.jobs.run('dinners.release-holds', async () => void (await this.releaseExpiredHolds.execute()));
  }
}
