import { BookingCalendar } from './application/booking-calendar';
import { BookingCalendarController } from './adapters/http/booking-calendar.controller';
import { Module } from '@nestjs/common';
import { CoupleProfileModule } from '../couple-profile';
import { IdentityModule, personalDataHolder } from '../identity';
import { MatchingDinners, MatchingModule } from '../matching';
import { RestaurantAssignments, RestaurantsModule } from '../restaurants';
import { ActiveMembers, DinnerReportQueries, GroupOutcomes } from './application/dinner-report-sources';
import { DinnerReports } from './application/dinner-reports';
import { IdentityActiveMembers } from './adapters/identity/identity-active-members';
import { MatchingGroupOutcomes } from './adapters/matching/matching-group-outcomes';
import { DinnersToMatch } from './adapters/matching/dinners-to-match';
import { SeatedGroupAssignments } from './adapters/restaurants/seated-group-assignments';
import { DinnerReportsController } from './adapters/http/dinner-reports.controller';
import { TypeOrmDinnerReportQueries } from './adapters/persistence/typeorm-dinner-report.queries';
import { BookingHistory } from './application/booking-history';
import { BookingMails } from './application/booking-mails';
import { CancelBooking } from './application/cancel-booking';
import { CoupleDirectory } from './application/couple-directory';
import { DinnerChangeNotices } from './application/dinner-change-notices';
import { DinnerMatchingQueries } from './application/dinner-matching-queries';
import { BookingInvites } from './application/booking-invites';
import { CalendarRevisions } from './application/calendar-revisions';
import { DinnerCalendar } from './application/dinner-calendar';
import { DinnerEventQueries } from './application/dinner-event-queries';
import { DinnerPayments } from './application/dinner-payments';
import { DinnerLifecycleQueries } from './application/dinner-lifecycle-queries';
import { BookingListQueries } from './application/booking-list';
import { DinnersForMatching } from './application/dinners-for-matching';
import { DinnerQueries } from './application/dinner-queries';
import { DinnerReveal } from './application/dinner-reveal';
import { DinnerSeating } from './application/dinner-seating';
import { BookingRepository } from './application/booking-repository';
import { DinnerRepository } from './application/dinner-repository';
import { ReviewRepository } from './application/review-repository';
import { MyBookings } from './application/my-bookings';
import { OtherCouples } from './application/other-couples';
import { ReleaseExpiredHolds } from './application/release-expired-holds';
import { ReserveSpot } from './application/reserve-spot';
import { SendDinnerNotifications } from './application/send-dinner-notifications';
import { SubmitReview } from './application/submit-review';
import { MemberCoupleDirectory } from './adapters/couples/member-couple-directory';
import { DinnersDemoData } from './adapters/demo/dinners-demo-data';
import { GroupDinnerSeating } from './adapters/seating/group-dinner-seating';
import { DinnersController } from './adapters/http/dinners.controller';
import { DinnerJobs } from './adapters/jobs/dinner-jobs';
import { TypeOrmDinnerLifecycleQueries } from './adapters/persistence/typeorm-dinner-lifecycle.queries';
import { TypeOrmBookingListQueries } from './adapters/persistence/typeorm-booking-list.queries';
import { DinnersPersonalData } from './adapters/persistence/dinners-personal-data';
import { TypeOrmBookingRepository } from './adapters/persistence/typeorm-booking.repository';
import { TypeOrmDinnerEventQueries } from './adapters/persistence/typeorm-dinner-event.queries';
import { TypeOrmDinnerRepository } from './adapters/persistence/typeorm-dinner.repository';
import { TypeOrmDinnerMatchingQueries } from './adapters/persistence/typeorm-dinner-matching.queries';
import { TypeOrmReviewRepository } from './adapters/persistence/typeorm-review.repository';
import { CoupleStandingModule } from './couple-standing.module';
import { SeeYouAgainController } from './adapters/http/see-you-again.controller';
import { TypeOrmSeeYouAgainRepository } from './adapters/persistence/typeorm-see-you-again.repository';
import { SeeYouAgainMails } from './application/see-you-again-mails';
import { SeeYouAgainMarks } from './application/see-you-again-marks';
import { SeeYouAgainMatches } from './application/see-you-again-matches';
import { SeeYouAgainRepository } from './application/see-you-again-repository';

import { StandbyList } from './application/standby-list';
import { StandbyOffers } from './application/standby-offers';
import { StandbyRepository } from './application/standby-repository';
import { TypeOrmStandbyRepository } from './adapters/persistence/typeorm-standby.repository';
import { DinnerHistory } from './application/dinner-history';
import { TypeOrmDinnerHistory } from './adapters/persistence/typeorm-dinner-history';
import { StandbyController } from './adapters/http/standby.controller';
import { AdminContacts } from './application/admin-contacts';
import { IdentityAdminContacts } from './adapters/identity/identity-admin-contacts';
import { AnswerReservation } from './application/answer-reservation';
import { ReservationLinks } from './application/reservation-links';
import { RestaurantReservationMails } from './application/restaurant-reservation-mails';
import { RestaurantReservations } from './application/restaurant-reservations';
import { RestaurantReservationRepository } from './application/restaurant-reservation-repository';
import { TypeOrmRestaurantReservationRepository } from './adapters/persistence/typeorm-restaurant-reservation.repository';
import { RestaurantReservationsController } from './adapters/http/restaurant-reservations.controller';

@Module({
  imports: [IdentityModule, CoupleProfileModule, MatchingModule, RestaurantsModule, CoupleStandingModule],
  controllers: [
    BookingCalendarController,
    DinnersController,
    DinnerReportsController,
    SeeYouAgainController,
    RestaurantReservationsController,
    StandbyController,
  ],
  providers: [
    // One repository per aggregate: every write to its rows (and its lock) goes through it.
    { provide: DinnerRepository, useClass: TypeOrmDinnerRepository },
    // The booking row's repository: its own port and the calendar SEQUENCE kept on it.
    TypeOrmBookingRepository,
    { provide: BookingRepository, useExisting: TypeOrmBookingRepository },
    { provide: ReviewRepository, useClass: TypeOrmReviewRepository },
    // Reads across tables, in typed SQL.
    { provide: DinnerEventQueries, useClass: TypeOrmDinnerEventQueries },
    { provide: DinnerLifecycleQueries, useClass: TypeOrmDinnerLifecycleQueries },
    { provide: DinnerMatchingQueries, useClass: TypeOrmDinnerMatchingQueries },
    { provide: BookingListQueries, useClass: TypeOrmBookingListQueries },
    { provide: DinnerReportQueries, useClass: TypeOrmDinnerReportQueries },
    DinnerCalendar,
    { provide: CoupleDirectory, useClass: MemberCoupleDirectory },
    DinnersForMatching,
    // Matching's port, bound here: matching sits below dinners.
    { provide: MatchingDinners, useClass: DinnersToMatch },
    // Restaurants' port, bound here: restaurants sits below matching and dinners.
    { provide: RestaurantAssignments, useClass: SeatedGroupAssignments },
    BookingHistory,
    { provide: GroupOutcomes, useClass: MatchingGroupOutcomes },
    { provide: ActiveMembers, useClass: IdentityActiveMembers },
    DinnerReports,
    { provide: DinnerSeating, useClass: GroupDinnerSeating },
    BookingInvites,
    { provide: CalendarRevisions, useExisting: TypeOrmBookingRepository },
    BookingMails,
    DinnerChangeNotices,
    DinnerReveal,
    DinnerQueries,
    ReserveSpot,
    BookingCalendar,
    CancelBooking,
    MyBookings,
    OtherCouples,
    SubmitReview,
    { provide: SeeYouAgainRepository, useClass: TypeOrmSeeYouAgainRepository },
    SeeYouAgainMails,
    SeeYouAgainMarks,
    SeeYouAgainMatches,
    ReleaseExpiredHolds,
    DinnerPayments,
    SendDinnerNotifications,
    DinnerJobs,
    DinnersDemoData,
    { provide: AdminContacts, useClass: IdentityAdminContacts },
    { provide: RestaurantReservationRepository, useClass: TypeOrmRestaurantReservationRepository },
    ReservationLinks,
    RestaurantReservationMails,
    RestaurantReservations,
    AnswerReservation,
    { provide: StandbyRepository, useClass: TypeOrmStandbyRepository },
    StandbyOffers,
    StandbyList,
    { provide: DinnerHistory, useClass: TypeOrmDinnerHistory },
    ...personalDataHolder(DinnersPersonalData),
  ],
  exports: [
    SendDinnerNotifications,
    BookingRepository,
    BookingHistory,
    DinnerPayments,
    DinnerRepository,
    DinnerEventQueries,
    CoupleDirectory,
    DinnerLifecycleQueries,
    BookingInvites,
    BookingMails,
    DinnerChangeNotices,
    MatchingDinners,
    RestaurantAssignments,
    DinnerMatchingQueries,
    DinnerSeating,
    RestaurantReservations,
    RestaurantReservationRepository,
    StandbyOffers,
    StandbyRepository,
    DinnerHistory,
  ],
})
export class DinnersModule {}
