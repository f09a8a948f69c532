import { Logger, Module } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { AiMatcher, NoAiMatcher } from './application/ai-matcher';
import { DinnerGroupStore } from './application/dinner-group-store';
import { DinnerGroups } from './application/dinner-groups';
import { MatchingConfigSource } from './application/matching-config.source';
import { MatchingEngine } from './application/matching-engine';
import { DefaultMatchingConfigSource } from './adapters/defaults/default-matching-config.source';
import { GeminiAiMatcher } from './adapters/gemini/gemini-ai-matcher';
import { TypeOrmDinnerGroupStore } from './adapters/persistence/typeorm-dinner-group.store';

@Module({
  providers: [
    { provide: DinnerGroupStore, useClass: TypeOrmDinnerGroupStore },
    DinnerGroups,
    { provide: MatchingConfigSource, useClass: DefaultMatchingConfigSource },
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
    MatchingEngine,
  ],
  exports: [DinnerGroups, MatchingEngine],
})
export class MatchingModule {}
