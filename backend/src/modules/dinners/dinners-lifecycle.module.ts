import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { MatchingModule } from '../matching';
import { AdminContacts } from './application/admin-contacts';
import { CloseBookings } from './application/close-bookings';
import { CompleteDinners } from './application/complete-dinners';
import { ManualInterventionMail } from './application/manual-intervention-mail';
import { MinimumGroupSize } from './application/minimum-group-size';
import { IdentityAdminContacts } from './adapters/identity/identity-admin-contacts';
import { DinnerLifecycleJobs } from './adapters/jobs/dinner-lifecycle-jobs';
import { MatchingConfigMinimumGroupSize } from './adapters/matching/matching-config-minimum-group-size';
import { DinnersAdminModule } from './dinners-admin.module';
import { DinnersModule } from './dinners.module';

/**
 * A dinner that runs itself: the scheduled steps from the booking deadline to the review
 * requests. A module of its own because it drives the admin's cancellation (payments) and
 * the matching run, which both depend on DinnersModule.
 */
@Module({
  imports: [IdentityModule, DinnersModule, DinnersAdminModule, MatchingModule],
  providers: [
    { provide: AdminContacts, useClass: IdentityAdminContacts },
    { provide: MinimumGroupSize, useClass: MatchingConfigMinimumGroupSize },
    ManualInterventionMail,
    CloseBookings,
    CompleteDinners,
    DinnerLifecycleJobs,
  ],
})
export class DinnersLifecycleModule {}
