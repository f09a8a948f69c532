import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { MatchingModule } from '../matching';
import { PaymentsModule } from '../payments';
import { AdminDinnerQueries } from './application/admin-dinner-queries';
import { BookingRefunds } from './application/booking-refunds';
import { CancelDinnerEvent } from './application/cancel-dinner-event';
import { DinnerCancellationMails } from './application/dinner-cancellation-mails';
import { DinnerChangeNotices } from './application/dinner-change-notices';
import { DinnerEventAdministration } from './application/dinner-event-administration';
import { MatchSummaries } from './application/match-summaries';
import { RefundUnseatedCouples } from './application/refund-unseated-couples';
import { RefundUnseatedCouplesJob } from './adapters/jobs/refund-unseated-couples.job';
import { AdminDinnerEventsController } from './adapters/http/admin-dinner-events.controller';
import { AdminDinnersController } from './adapters/http/admin-dinners.controller';
import { GroupMatchSummaries } from './adapters/matching/group-match-summaries';
import { PaymentsBookingRefunds } from './adapters/payments/payments-booking-refunds';
import { DinnersModule } from './dinners.module';
import { BookingPaymentLinks } from './application/booking-payment-links';
import { CancelBookingForCouple } from './application/cancel-booking-for-couple';
import { MoveBookingToDinner } from './application/move-booking-to-dinner';
import { PaymentsBookingLinks } from './adapters/payments/payments-booking-links';
import { SupportBookingsController } from './adapters/http/support-bookings.controller';
import { SupportCouplesController } from './adapters/http/support-couples.controller';
import { ReinstateCouple } from './application/reinstate-couple';

/**
 * The admin's dinner events and support's booking actions. A module of its own because
 * cancelling a dinner refunds through payments (so do paid couples left without a group at
 * the reveal, and support cancelling a booking with its fee refunded; a support move takes
 * the payment along), and payments already depends on DinnersModule.
 */
@Module({
  imports: [IdentityModule, DinnersModule, MatchingModule, PaymentsModule],
  controllers: [AdminDinnerEventsController, AdminDinnersController, SupportBookingsController, SupportCouplesController],
  providers: [
    { provide: BookingRefunds, useClass: PaymentsBookingRefunds },
    { provide: MatchSummaries, useClass: GroupMatchSummaries },
    { provide: BookingPaymentLinks, useClass: PaymentsBookingLinks },
    CancelBookingForCouple,
    MoveBookingToDinner,
    ReinstateCouple,
    DinnerEventAdministration,
    DinnerChangeNotices,
    CancelDinnerEvent,
    AdminDinnerQueries,
    DinnerCancellationMails,
    RefundUnseatedCouples,
    RefundUnseatedCouplesJob,
  ],
  exports: [CancelDinnerEvent],
})
export class DinnersAdminModule {}
