import { DynamicModule, Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { MatchingModule } from '../matching';
import { AdminContacts } from './application/dinner-events/admin-contacts';
import { CloseBookings } from './application/dinner-events/close-bookings';
import { CompleteDinners } from './application/dinner-events/complete-dinners';
import { DinnerMatchmaker } from './application/seating/dinner-matchmaker';
import { MatchClosedDinners } from './application/seating/match-closed-dinners';
import { MinimumGroupSize } from './application/seating/minimum-group-size';
import { ScheduledSteps } from './application/dinner-events/scheduled-steps';
import { StartDinners } from './application/dinner-events/start-dinners';
import { IdentityAdminContacts } from './adapters/identity/identity-admin-contacts';
import { DinnerLifecycleJobs } from './adapters/jobs/dinner-lifecycle-jobs';
import { MatchingConfigMinimumGroupSize } from './adapters/matching/matching-config-minimum-group-size';
import { RunMatchingMatchmaker } from './adapters/matching/run-matching-matchmaker';
import { DinnersModule } from './dinners.module';

/**
 * A dinner that runs itself: the scheduled steps from the booking deadline to the review
 * requests. A module of its own because it drives the admin's cancellation (which refunds
 * through payments) and the matching run, both registered by the composition root.
 */
@Module({
  imports: [IdentityModule, DinnersModule, MatchingModule],
  providers: [
    { provide: AdminContacts, useClass: IdentityAdminContacts },
    { provide: MinimumGroupSize, useClass: MatchingConfigMinimumGroupSize },
    { provide: DinnerMatchmaker, useClass: RunMatchingMatchmaker },
    ScheduledSteps,
    CloseBookings,
    MatchClosedDinners,
    CompleteDinners,
    StartDinners,
    DinnerLifecycleJobs,
  ],
})
export class DinnersLifecycleModule {
  /**
   * `matching` (MatchingAdminModule, providing RunMatching) and `admin` (DinnersAdminModule,
   * providing CancelDinnerEvent and RefundUnseatedCouples) as the app registered them: the app passes its one
   * instance of each in.
   */
  static register({ matching, admin }: { matching: DynamicModule; admin: DynamicModule }): DynamicModule {
    return { module: DinnersLifecycleModule, imports: [matching, admin] };
  }
}
