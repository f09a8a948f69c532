import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobCatalog } from '../../../../platform/jobs/job-catalog';
import { JobSummaries } from '../../../../platform/jobs/job-summary';
import { RefundPayment } from '../../application/refund-payment';
import { paymentsMessages } from '../../application/payments-messages';

const summaries = new JobSummaries(paymentsMessages);

/** Registers `payments.retry-refunds`: every 10 minutes, refunds the provider refused earlier are asked again. */
@Injectable()
export class RetryRefundsJob implements OnModuleInit {
  constructor(
    private readonly catalog: JobCatalog,
    private readonly refunds: RefundPayment,
  ) {}

  onModuleInit(): void {
    this.catalog.register({
      name: 'payments.retry-refunds',
      describe: (language) => paymentsMessages.in(language)('payments.job.retryRefunds'),
      schedule: '*/10 * * * *',
      run: async () => {
        const refunded = await this.refunds.retryPending();
        return summaries.of({ 'payments.jobSummary.refunded': refunded });
      },
      summarize: (parts, language) => summaries.word(parts, language),
    });
  }
}
