import { DynamicModule, Module, Type } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { Heartbeats, IntervalHeartbeats } from '../../platform/jobs/heartbeat';
import { CoupleProfileModule } from '../couple-profile';
import { IdentityModule, personalDataHolder } from '../identity';
import { RestaurantsModule } from '../restaurants';
import { ModuleBookedCouples } from './adapters/couples/module-booked-couples';
import { ModuleCoupleMailContacts } from './adapters/couples/module-couple-mail-contacts';
import { CoupleMailContacts } from './application/couple-mail-contacts';
import { ModuleDiningHistory } from './adapters/history/module-dining-history';
import { GeminiRestaurantAdvisor } from './adapters/gemini/gemini-restaurant-advisor';
import { AdminDinnerGroupsController } from './adapters/http/admin-dinner-groups.controller';
import { AdminDinnerMatchAssignmentController } from './adapters/http/admin-dinner-match-assignment.controller';
import { AdminMatchingController } from './adapters/http/admin-matching.controller';
import { MatchingPersonalData } from './adapters/persistence/matching-personal-data';
import { TypeOrmMatchingRunStore } from './adapters/persistence/typeorm-matching-run.store';
import { ReadsCityRestaurants } from './adapters/restaurants/reads-city-restaurants';
import { AiRestaurantAdvisor, NoAiRestaurantAdvisor } from './application/ai-restaurant-advisor';
import { BookedCouples } from './application/booked-couples';
import { CityRestaurants } from './application/city-restaurants';
import { DinnerContextLoader } from './application/dinner-context';
import { DinnerMatchResults } from './application/dinner-match-results';
import { DiningHistorySource } from './application/dining-history-source';
import { GroupChanges } from './application/group-changes';
import { GroupLeaverMails } from './application/group-leaver-mails';
import { GroupLeavers } from './application/group-leavers';
import { GroupRestaurant } from './application/group-restaurant';
import { MatchingRunStore } from './application/matching-run-store';
import { RunMatching } from './application/run-matching';
import { UnmatchedCoupleMails } from './application/unmatched-couple-mails';
import { UnmatchedCoupleSubscriber } from './adapters/events/unmatched-couple-subscriber';
import { GroupLeaverSubscriber } from './adapters/events/group-leaver-subscriber';
import { MatchingModule } from './matching.module';

/**
 * Matching runs and the admin's group management. Apart from MatchingModule (the engine and
 * the group seats dinners reads) because it needs the dinners it matches (the MatchingDinners
 * port), which only the dinners module, above matching, can bind.
 */
@Module({
  imports: [MatchingModule, CoupleProfileModule, IdentityModule, RestaurantsModule],
  controllers: [AdminMatchingController, AdminDinnerGroupsController, AdminDinnerMatchAssignmentController],
  providers: [
    { provide: BookedCouples, useClass: ModuleBookedCouples },
    { provide: CoupleMailContacts, useClass: ModuleCoupleMailContacts },
    { provide: DiningHistorySource, useClass: ModuleDiningHistory },
    { provide: CityRestaurants, useClass: ReadsCityRestaurants },
    { provide: MatchingRunStore, useClass: TypeOrmMatchingRunStore },
    { provide: Heartbeats, useClass: IntervalHeartbeats },
    {
      provide: AiRestaurantAdvisor,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const apiKey = config.get('geminiApiKey');
        return apiKey
          ? new GeminiRestaurantAdvisor({ apiKey, model: config.get('geminiModel'), baseUrl: config.get('geminiBaseUrl') })
          : new NoAiRestaurantAdvisor();
      },
    },
    DinnerContextLoader,
    UnmatchedCoupleMails,
    UnmatchedCoupleSubscriber,
    RunMatching,
    DinnerMatchResults,
    GroupChanges,
    GroupRestaurant,
    GroupLeaverMails,
    GroupLeaverSubscriber,
    GroupLeavers,
    // Here, not in MatchingModule: leaving a group reads the dinner and its couples.
    ...personalDataHolder(MatchingPersonalData),
  ],
  exports: [RunMatching],
})
export class MatchingAdminModule {
  /**
   * `dinners`: the Nest module that binds and exports MatchingDinners. The composition root
   * passes it in, so that matching never imports the dinners module above it.
   */
  static register({ dinners }: { dinners: Type }): DynamicModule {
    return { module: MatchingAdminModule, imports: [dinners] };
  }
}
