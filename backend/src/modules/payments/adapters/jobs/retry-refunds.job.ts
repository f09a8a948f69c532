import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobRunner } from '../../../../platform/jobs/job-runner';
import { RefundPayment } from '../../application/refund-payment';

/** Every 10 minutes: refunds the provider refused earlier are asked again, once across instances. */
@Injectable()
export class RetryRefundsJob {
  constructor(
    private readonly jobs: JobRunner,
    private readonly refunds: RefundPayment,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES, { name: 'payments.retry-refunds' })
  run() {
    return this.jobs.run('payments.retry-refunds', async () => void (await this.refunds.retryPending()));
  }
}
