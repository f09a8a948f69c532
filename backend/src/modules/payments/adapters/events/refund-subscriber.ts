import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { EventSubscribers } from '../../../../platform/events/event-subscribers';
import { REFUND_EVENTS, refundsOf } from '../../../dinners';
import { RefundClaims } from '../../application/refund-claims';
import { RefundPayment } from '../../application/refund-payment';

/**
 * `payments.refunds`: the fees the dinners' events owe back (a dinner cancelled, a booking
 * support cancelled with its fee refunded, a paid couple left without a table). Each claim
 * commits with the subscriber's cursor, so it is made exactly once; the provider is asked
 * once that commit is done, and the retry job asks again for any refund it refused.
 */
@Injectable()
export class RefundSubscriber implements OnModuleInit {
  private readonly logger = new Logger(RefundSubscriber.name);

  constructor(
    private readonly subscribers: EventSubscribers,
    private readonly claims: RefundClaims,
    private readonly refunds: RefundPayment,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  onModuleInit(): void {
    this.subscribers.register({
      name: 'payments.refunds',
      types: REFUND_EVENTS,
      handle: async (event) => {
        let claimed = false;
        for (const bookingId of refundsOf(event.payload)) if (await this.claims.claimForBooking(bookingId)) claimed = true;
        if (claimed) await this.unitOfWork.afterCommit(() => this.settle());
      },
    });
  }

  private async settle(): Promise<void> {
    try {
      await this.refunds.retryPending();
    } catch (error) {
      this.logger.error({ msg: 'refunds after a claim failed: the retry job asks again', error: error instanceof Error ? error.message : String(error) });
    }
  }
}
