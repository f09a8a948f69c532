import { DynamicModule, Module, Type } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { MatchingModule } from '../matching';
import { AdminDinnerQueries } from './application/dinner-events/admin-dinner-queries';
import { CancelDinnerEvent } from './application/dinner-events/cancel-dinner-event';
import { DinnerEventAdministration } from './application/dinner-events/dinner-event-administration';
import { MatchSummaries } from './application/seating/match-summaries';
import { RefundUnseatedCouples } from './application/bookings/refund-unseated-couples';
import { RefundUnseatedCouplesJob } from './adapters/jobs/refund-unseated-couples.job';
import { AdminDinnerEventsController } from './adapters/http/admin-dinner-events.controller';
import { AdminDinnersController } from './adapters/http/admin-dinners.controller';
import { GroupMatchSummaries } from './adapters/matching/group-match-summaries';
import { DinnersModule } from './dinners.module';
import { AdminDinnerOperationsController } from './adapters/http/admin-dinner-operations.controller';
import { MatchingRunRecords } from './adapters/matching/matching-run-records';
import { DinnerOperations } from './application/dinner-events/dinner-operations';
import { DinnerRunRecords } from './application/dinner-events/operations-sources';
import { CancelBookingForCouple } from './application/bookings/cancel-booking-for-couple';
import { MoveBookingToDinner } from './application/bookings/move-booking-to-dinner';
import { BookingMoveTargets } from './application/bookings/booking-move-targets';
import { SupportBookingsController } from './adapters/http/support-bookings.controller';
import { SupportCouplesController } from './adapters/http/support-couples.controller';
import { ReinstateCouple } from './application/bookings/reinstate-couple';
import { CancelBooking } from './application/bookings/cancel-booking';
import { BookingCancellationController } from './adapters/http/booking-cancellation.controller';

/**
 * The admin's dinner events and support's booking actions. A module of its own because
 * cancelling a dinner owes its paid bookings their fee (so do paid couples left without a
 * group at the reveal, and support cancelling a booking with its fee refunded), read through
 * the BookingRefunds port, and a support move takes the payment along through
 * BookingPaymentLinks: ports only payments, above dinners, can bind. The couple's own
 * cancellation is here for the same reason: it keeps only what support has not given back.
 */
@Module({
  imports: [IdentityModule, DinnersModule, MatchingModule],
  controllers: [
    BookingCancellationController,
    AdminDinnerEventsController,
    AdminDinnersController,
    AdminDinnerOperationsController,
    SupportBookingsController,
    SupportCouplesController,
  ],
  providers: [
    { provide: MatchSummaries, useClass: GroupMatchSummaries },
    CancelBooking,
    CancelBookingForCouple,
    MoveBookingToDinner,
    BookingMoveTargets,
    ReinstateCouple,
    DinnerEventAdministration,
    CancelDinnerEvent,
    AdminDinnerQueries,
    RefundUnseatedCouples,
    RefundUnseatedCouplesJob,
    { provide: DinnerRunRecords, useClass: MatchingRunRecords },
    DinnerOperations,
  ],
  exports: [CancelDinnerEvent, RefundUnseatedCouples],
})
export class DinnersAdminModule {
  /**
   * `refunds`: the Nest module that binds and exports BookingRefunds, BookingPaymentLinks and DinnerPaymentRecords. The composition root
   * passes it in, so that dinners never imports payments.
   */
  static register({ refunds }: { refunds: Type }): DynamicModule {
    return { module: DinnersAdminModule, imports: [refunds] };
  }
}
