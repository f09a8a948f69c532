import { Module } from '@nestjs/common';
import { CoupleProfileModule } from '../couple-profile';
import { IdentityModule } from '../identity';
import { MatchingModule } from '../matching';
import { RestaurantsModule } from '../restaurants';
import { BookingMails } from './application/booking-mails';
import { CancelBooking } from './application/cancel-booking';
import { CoupleDirectory } from './application/couple-directory';
import { DinnerCalendar } from './application/dinner-calendar';
import { DinnerEventAdminStore } from './application/dinner-event-admin-store';
import { DinnerPayments } from './application/dinner-payments';
import { DinnerQueries } from './application/dinner-queries';
import { DinnerReveal } from './application/dinner-reveal';
import { DinnerSeating } from './application/dinner-seating';
import { BookingRepository, DinnerRepository, ReviewRepository } from './application/dinner-store';
import { MyBookings } from './application/my-bookings';
import { OtherCouples } from './application/other-couples';
import { RecordAttendance } from './application/record-attendance';
import { ReleaseExpiredHolds } from './application/release-expired-holds';
import { ReserveSpot } from './application/reserve-spot';
import { SendDinnerNotifications } from './application/send-dinner-notifications';
import { SubmitReview } from './application/submit-review';
import { MemberCoupleDirectory } from './adapters/couples/member-couple-directory';
import { DinnersDemoData } from './adapters/demo/dinners-demo-data';
import { GroupDinnerSeating } from './adapters/seating/group-dinner-seating';
import { DinnersController } from './adapters/http/dinners.controller';
import { DinnerNotificationsJob } from './adapters/jobs/dinner-notifications.job';
import { RecordAttendanceJob } from './adapters/jobs/record-attendance.job';
import { ReleaseHoldsJob } from './adapters/jobs/release-holds.job';
import { TypeOrmBookingRepository } from './adapters/persistence/typeorm-booking.repository';
import { TypeOrmDinnerEventAdminStore } from './adapters/persistence/typeorm-dinner-event-admin.store';
import { TypeOrmDinnerRepository } from './adapters/persistence/typeorm-dinner.repository';
import { TypeOrmReviewRepository } from './adapters/persistence/typeorm-review.repository';
import { CoupleStandingModule } from './couple-standing.module';

@Module({
  imports: [IdentityModule, CoupleProfileModule, MatchingModule, RestaurantsModule, CoupleStandingModule],
  controllers: [DinnersController],
  providers: [
    { provide: DinnerRepository, useClass: TypeOrmDinnerRepository },
    { provide: BookingRepository, useClass: TypeOrmBookingRepository },
    { provide: ReviewRepository, useClass: TypeOrmReviewRepository },
    { provide: DinnerEventAdminStore, useClass: TypeOrmDinnerEventAdminStore },
    DinnerCalendar,
    { provide: CoupleDirectory, useClass: MemberCoupleDirectory },
    { provide: DinnerSeating, useClass: GroupDinnerSeating },
    BookingMails,
    DinnerReveal,
    DinnerQueries,
    ReserveSpot,
    CancelBooking,
    MyBookings,
    OtherCouples,
    SubmitReview,
    ReleaseExpiredHolds,
    DinnerPayments,
    ReleaseHoldsJob,
    RecordAttendance,
    RecordAttendanceJob,
    SendDinnerNotifications,
    DinnerNotificationsJob,
    DinnersDemoData,
  ],
  exports: [DinnerPayments, DinnerCalendar, DinnerRepository, DinnerEventAdminStore, CoupleDirectory],
})
export class DinnersModule {}
