import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobCatalog } from '../../../../platform/jobs/job-catalog';
import { counted } from '../../../../kernel/counted';
import { RefundUnseatedCouples } from '../../application/bookings/refund-unseated-couples';

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
      description: 'Cancels and refunds in full the paid couples still without a group when their dinner is revealed.',
      schedule: '*/5 * * * *',
      run: async () => {
        const refunded = await this.refundUnseatedCouples.execute();
        return refunded > 0 ? `refunded ${counted(refunded, 'unseated couple')}` : '';
      },
    });
  }
}
