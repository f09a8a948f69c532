import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobCatalog } from '../../../../platform/jobs/job-catalog';
import { counted } from '../../../../kernel/counted';
import { RefundUnseatedCouples } from '../../application/bookings/refund-unseated-couples';
import { dinnersMessages } from '../../application/dinners-messages';

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
        return refunded > 0 ? `refunded ${counted(refunded, 'unseated couple')}` : '';
      },
    });
  }
}
