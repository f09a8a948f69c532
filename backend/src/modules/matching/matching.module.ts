import { Logger, Module } from '@nestjs/common';
import { CoupleProfileModule } from '../couple-profile';
import { IdentityModule } from '../identity';
import { DinnerGroupOutcomes } from './application/dinner-group-outcomes';
import { TypeOrmDinnerGroupOutcomes } from './adapters/persistence/typeorm-dinner-group-outcomes';
import { AppConfig } from '../../platform/config/app-config';
import { Clock } from '../../platform/clock/clock';
import { AiMatcher, NoAiMatcher } from './application/ai-matcher';
import { DinnerGroupStore } from './application/dinner-group-store';
import { DinnerGroups } from './application/dinner-groups';
import { MatchingConfigSource } from './application/matching-config.source';
import { MatchingEngine } from './application/matching-engine';
import { MatchingSolver } from './application/matching-solver';
import { AdminMatchingConfigController } from './adapters/http/admin-matching-config.controller';
import { MatchingConfigDemoData } from './adapters/demo/matching-config-demo-data';
import { StoredMatchingConfigSource } from './adapters/persistence/stored-matching-config.source';
import { TypeOrmMatchingConfigStore } from './adapters/persistence/typeorm-matching-config.store';
import { MatchingConfigAdmin } from './application/matching-config-admin';
import { MatchingConfigStore } from './application/matching-config-store';
import { GeminiAiMatcher } from './adapters/gemini/gemini-ai-matcher';
import { WorkerThreadMatchingSolver } from './adapters/worker/worker-thread-matching.solver';
import { TypeOrmDinnerGroupStore } from './adapters/persistence/typeorm-dinner-group.store';
import { GeminiIcebreakerWriter } from './adapters/gemini/gemini-icebreaker-writer';
import { ProfileGroupTraits } from './adapters/couples/profile-group-traits';
import { GroupIcebreakers } from './application/group-icebreakers';
import { GroupTraits } from './application/group-traits';
import { IcebreakerWriter, NoIcebreakerWriter } from './application/icebreaker-writer';
import { DinnerMatchingRuns } from './application/dinner-matching-runs';
import { TypeOrmDinnerMatchingRuns } from './adapters/persistence/typeorm-dinner-matching-runs';

@Module({
  imports: [IdentityModule, CoupleProfileModule],
  controllers: [AdminMatchingConfigController],
  providers: [
    { provide: DinnerGroupStore, useClass: TypeOrmDinnerGroupStore },
    DinnerGroups,
    { provide: MatchingConfigStore, useClass: TypeOrmMatchingConfigStore },
    { provide: MatchingConfigSource, useClass: StoredMatchingConfigSource },
    MatchingConfigAdmin,
    MatchingConfigDemoData,
    { provide: DinnerGroupOutcomes, useClass: TypeOrmDinnerGroupOutcomes },
    {
      provide: AiMatcher,
      inject: [AppConfig],
      // No GEMINI_API_KEY: rules-based matching only (DESIGN.md, embedded defaults).
      useFactory: (config: AppConfig) => {
        const apiKey = config.get('geminiApiKey');
        if (!apiKey && config.isProduction) new Logger('Matching').warn('GEMINI_API_KEY is not set: matching is rules-based only.');
        return apiKey ? new GeminiAiMatcher({ apiKey, model: config.get('geminiModel'), baseUrl: config.get('geminiBaseUrl') }) : new NoAiMatcher();
      },
    },
    { provide: MatchingSolver, useClass: WorkerThreadMatchingSolver },
    {
      provide: MatchingEngine,
      inject: [MatchingConfigSource, AiMatcher, Clock, MatchingSolver],
      useFactory: (config: MatchingConfigSource, ai: AiMatcher, clock: Clock, solver: MatchingSolver) => new MatchingEngine(config, ai, clock, solver),
    },
    { provide: GroupTraits, useClass: ProfileGroupTraits },
    {
      provide: IcebreakerWriter,
      inject: [AppConfig],
      // No GEMINI_API_KEY: the curated deck writes every group's starters.
      useFactory: (config: AppConfig) => {
        const apiKey = config.get('geminiApiKey');
        return apiKey
          ? new GeminiIcebreakerWriter({ apiKey, model: config.get('geminiModel'), baseUrl: config.get('geminiBaseUrl') })
          : new NoIcebreakerWriter();
      },
    },
    GroupIcebreakers,
    { provide: DinnerMatchingRuns, useClass: TypeOrmDinnerMatchingRuns },
  ],
  exports: [DinnerMatchingRuns, DinnerGroups, DinnerGroupStore, DinnerGroupOutcomes, MatchingEngine, MatchingConfigSource, AiMatcher],
})
export class MatchingModule {}
