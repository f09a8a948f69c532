import { DynamicModule, Module, Type } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { MatchingModule } from '../matching';
import { AdminDinnerQueries } from './application/admin-dinner-queries';
import { CancelDinnerEvent } from './application/cancel-dinner-event';
import { DinnerCancellationMails } from './application/dinner-cancellation-mails';
import { DinnerEventAdministration } from './application/dinner-event-administration';
import { MatchSummaries } from './application/match-summaries';
import { RefundUnseatedCouples } from './application/refund-unseated-couples';
import { RefundUnseatedCouplesJob } from './adapters/jobs/refund-unseated-couples.job';
import { AdminDinnerEventsController } from './adapters/http/admin-dinner-events.controller';
import { AdminDinnersController } from './adapters/http/admin-dinners.controller';
import { GroupMatchSummaries } from './adapters/matching/group-match-summaries';
import { DinnersModule } from './dinners.module';
import { AdminDinnerOperationsController } from './adapters/http/admin-dinner-operations.controller';
import { MatchingRunRecords } from './adapters/matching/matching-run-records';
import { DinnerOperations } from './application/dinner-operations';
import { DinnerRunRecords } from './application/operations-sources';

/**
 * The admin's dinner events. A module of its own because cancelling a dinner refunds its
 * paid bookings (so do paid couples left without a group at the reveal) through the
 * BookingRefunds port, which only payments, above dinners, can bind.
 */
@Module({
  imports: [IdentityModule, DinnersModule, MatchingModule],
  controllers: [AdminDinnerEventsController, AdminDinnersController, AdminDinnerOperationsController],
  providers: [
    { provide: MatchSummaries, useClass: GroupMatchSummaries },
    DinnerEventAdministration,
    CancelDinnerEvent,
    AdminDinnerQueries,
    DinnerCancellationMails,
    RefundUnseatedCouples,
    RefundUnseatedCouplesJob,
    { provide: DinnerRunRecords, useClass: MatchingRunRecords },
    DinnerOperations,
  ],
  exports: [CancelDinnerEvent],
})
export class DinnersAdminModule {
  /**
   * `refunds`: the Nest module that binds and exports BookingRefunds and DinnerPaymentRecords. The composition root
   * passes it in, so that dinners never imports payments.
   */
  static register({ refunds }: { refunds: Type }): DynamicModule {
    return { module: DinnersAdminModule, imports: [refunds] };
  }
}
