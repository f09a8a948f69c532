import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobRunner } from '../../../../platform/jobs/job-runner';
import { RefundUnseatedCouples } from '../../application/refund-unseated-couples';

/** Every five minutes: paid couples left without a group at their dinner's reveal are refunded, once across instances. */
@Injectable()
export class RefundUnseatedCouplesJob {
  constructor(
    private readonly jobs: JobRunner,
    private readonly refundUnseatedCouples: RefundUnseatedCouples,
  ) {}

  @Cron(CronExpression.EVERY_5_MINUTES, { name: 'dinners.refund-unseated-couples' })
  run() {
    return this.jobs.run('dinners.refund-unseated-couples', async () => void (await this.refundUnseatedCouples.execute()));
  }
}
