import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobCatalog } from '../../../../platform/jobs/job-catalog';
import { JobSummaries } from '../../../../platform/jobs/job-summary';
import { RefundUnseatedCouples } from '../../application/bookings/refund-unseated-couples';
import { dinnersMessages } from '../../application/dinners-messages';

const summaries = new JobSummaries(dinnersMessages);

/** Registers `dinners.refund-unseated-couples`: paid couples left without a group at their dinner's reveal are refunded. */
@Injectable()
export class RefundUnseatedCouplesJob implements OnModuleInit {
  constructor(
    private readonly catalog: JobCatalog,
    private readonly refundUnseatedCouples: RefundUnseatedCouples,
  ) {}

  onModuleInit(): void {
    this.catalog.register({
      name: 'dinners.refund-unseated-couples',
      describe: (language) => dinnersMessages.in(language)('dinners.job.refundUnseated'),
      schedule: '*/5 * * * *',
      run: async () => {
        const refunded = await this.refundUnseatedCouples.execute();
        return summaries.of({ 'dinners.jobSummary.unseatedRefunded': refunded });
      },
      summarize: (parts, language) => summaries.word(parts, language),
    });
  }
}
