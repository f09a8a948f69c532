import { BookingCalendar } from './application/bookings/booking-calendar';
import { BookingCalendarController } from './adapters/http/booking-calendar.controller';
import { TablematesAfterDinner } from './application/table-social/tablemates-after-dinner';
import { Module } from '@nestjs/common';
import { CoupleProfileModule } from '../couple-profile';
import { IdentityModule, personalDataHolder } from '../identity';
import { MatchingDinners, MatchingModule } from '../matching';
import { RestaurantAssignments, RestaurantsModule } from '../restaurants';
import { ActiveMembers, DinnerReportQueries, GroupOutcomes } from './application/dinner-events/dinner-report-sources';
import { DinnerReports } from './application/dinner-events/dinner-reports';
import { IdentityActiveMembers } from './adapters/identity/identity-active-members';
import { MatchingGroupOutcomes } from './adapters/matching/matching-group-outcomes';
import { DinnersToMatch } from './adapters/matching/dinners-to-match';
import { SeatedGroupAssignments } from './adapters/restaurants/seated-group-assignments';
import { DinnerReportsController } from './adapters/http/dinner-reports.controller';
import { TypeOrmDinnerReportQueries } from './adapters/persistence/typeorm-dinner-report.queries';
import { BookingHistory } from './application/bookings/booking-history';
import { BookingMails } from './application/bookings/booking-mails';
import { CoupleDirectory } from './application/bookings/couple-directory';
import { DinnerChangeNotices } from './application/notices/dinner-change-notices';
import { DinnerChangeLog } from './application/dinner-events/dinner-change-log';
import { DinnerCancellationMails } from './application/bookings/dinner-cancellation-mails';
import { ManualInterventionMail } from './application/dinner-events/manual-intervention-mail';
import { AdminAlertMail } from './application/dinner-events/admin-alert-mail';
import { AdminAlertRecords } from './application/dinner-events/admin-alert-records';
import { AlertAdmins } from './application/dinner-events/alert-admins';
import { DinnerNeedsReader } from './application/dinner-events/dinner-needs';
import { TypeOrmAdminAlertRecords } from './adapters/persistence/typeorm-admin-alert-records';
import { AdminAlertsJob } from './adapters/jobs/admin-alerts.job';
import { BookingSubscribers } from './application/bookings/booking-subscribers';
import { NotificationSubscribers } from './application/notices/notification-subscribers';
import { AdminAlertSubscribers } from './application/dinner-events/admin-alert-subscribers';
import { DinnerChangeSubscribers } from './application/notices/dinner-change-subscribers';
import { DinnerMatchingQueries } from './application/seating/dinner-matching-queries';
import { BookingInvites } from './application/bookings/booking-invites';
import { CalendarRevisions } from './application/notices/calendar-revisions';
import { DinnerCalendar } from './application/notices/dinner-calendar';
import { DinnerEventQueries } from './application/dinner-events/dinner-event-queries';
import { DinnerPayments } from './application/bookings/dinner-payments';
import { DinnerLifecycleQueries } from './application/dinner-events/dinner-lifecycle-queries';
import { BookingListQueries } from './application/bookings/booking-list';
import { DinnersForMatching } from './application/seating/dinners-for-matching';
import { DinnerQueries } from './application/dinner-events/dinner-queries';
import { DinnerReveal } from './application/notices/dinner-reveal';
import { DinnerSeating } from './application/seating/dinner-seating';
import { BookingRepository } from './application/bookings/booking-repository';
import { DinnerRepository } from './application/dinner-events/dinner-repository';
import { ReviewRepository } from './application/bookings/review-repository';
import { MyBookings } from './application/bookings/my-bookings';
import { OtherCouples } from './application/seating/other-couples';
import { ReleaseExpiredHolds } from './application/bookings/release-expired-holds';
import { ReserveSpot } from './application/bookings/reserve-spot';
import { SendDinnerNotifications } from './application/notices/send-dinner-notifications';
import { SubmitReview } from './application/bookings/submit-review';
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
import { SeeYouAgainMails } from './application/table-social/see-you-again-mails';
import { SeeYouAgainMarks } from './application/table-social/see-you-again-marks';
import { SeeYouAgainMatches } from './application/table-social/see-you-again-matches';
import { SeeYouAgainRepository } from './application/table-social/see-you-again-repository';

import { StandbyList } from './application/table-social/standby-list';
import { StandbyOffers } from './application/table-social/standby-offers';
import { StandbyRepository } from './application/table-social/standby-repository';
import { TypeOrmStandbyRepository } from './adapters/persistence/typeorm-standby.repository';
import { DinnerHistory } from './application/dinner-events/dinner-history';
import { TypeOrmDinnerHistory } from './adapters/persistence/typeorm-dinner-history';
import { StandbyController } from './adapters/http/standby.controller';
import { AdminContacts } from './application/dinner-events/admin-contacts';
import { IdentityAdminContacts } from './adapters/identity/identity-admin-contacts';
import { AnswerReservation } from './application/reservations/answer-reservation';
import { ReservationLinks } from './application/reservations/reservation-links';
import { RestaurantReservationMails } from './application/reservations/restaurant-reservation-mails';
import { RestaurantReservations } from './application/reservations/restaurant-reservations';
import { RestaurantReservationRepository } from './application/reservations/restaurant-reservation-repository';
import { TypeOrmRestaurantReservationRepository } from './adapters/persistence/typeorm-restaurant-reservation.repository';
import { RestaurantReservationsController } from './adapters/http/restaurant-reservations.controller';
import { IntegrationsModule } from '../integrations';
import { IntegratorController } from './adapters/http/integrator.controller';
import { IntegratorQueries, IntegratorReads } from './application/dinner-events/integrator-reads';
import { TypeOrmIntegratorQueries } from './adapters/persistence/typeorm-integrator.queries';
import { DinnerEventCities } from './adapters/integrations/dinner-event-cities';
import { EveningRepository } from './application/evening/evening-repository';
import { TypeOrmEveningRepository } from './adapters/persistence/typeorm-evening.repository';
import { EveningSheet } from './application/evening/evening-sheet';
import { EveningMails } from './application/evening/evening-mails';
import { EveningSubscribers } from './application/evening/evening-subscribers';
import { MarkAttendance } from './application/evening/mark-attendance';
import { ReportRunningLate } from './application/evening/report-running-late';
import { NoShowStanding } from './application/evening/no-show-standing';
import { RunningLateController } from './adapters/http/running-late.controller';

@Module({
  imports: [IdentityModule, IntegrationsModule, CoupleProfileModule, MatchingModule, RestaurantsModule, CoupleStandingModule],
  controllers: [
    BookingCalendarController,
    DinnersController,
    DinnerReportsController,
    SeeYouAgainController,
    RestaurantReservationsController,
    IntegratorController,
    StandbyController,
    RunningLateController,
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
    { provide: IntegratorQueries, useClass: TypeOrmIntegratorQueries },
    DinnerEventCities,
    IntegratorReads,
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
    DinnerChangeLog,
    DinnerChangeSubscribers,
    DinnerCancellationMails,
    ManualInterventionMail,
    AdminAlertMail,
    { provide: AdminAlertRecords, useClass: TypeOrmAdminAlertRecords },
    DinnerNeedsReader,
    AlertAdmins,
    AdminAlertsJob,
    BookingSubscribers,
    NotificationSubscribers,
    AdminAlertSubscribers,
    DinnerReveal,
    DinnerQueries,
    ReserveSpot,
    BookingCalendar,
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
    // The evening: the restaurant's sheet, arrivals and no-shows, running late.
    { provide: EveningRepository, useClass: TypeOrmEveningRepository },
    EveningSheet,
    EveningMails,
    EveningSubscribers,
    MarkAttendance,
    ReportRunningLate,
    NoShowStanding,
    { provide: StandbyRepository, useClass: TypeOrmStandbyRepository },
    StandbyOffers,
    StandbyList,
    { provide: DinnerHistory, useClass: TypeOrmDinnerHistory },
    TablematesAfterDinner,
    ...personalDataHolder(DinnersPersonalData),
  ],
  exports: [
    TablematesAfterDinner,
    DinnerNeedsReader,
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
    DinnerChangeLog,
    MatchingDinners,
    RestaurantAssignments,
    DinnerMatchingQueries,
    DinnerSeating,
    RestaurantReservations,
    RestaurantReservationRepository,
    StandbyOffers,
    StandbyRepository,
    DinnerHistory,
    MarkAttendance,
    EveningSheet,
    EveningRepository,
    NoShowStanding,
  ],
})
export class DinnersModule {}
