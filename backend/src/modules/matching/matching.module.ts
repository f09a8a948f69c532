import { Logger, Module } from '@nestjs/common';
import { IdentityModule, personalDataHolder } from '../identity';
import { MatchingPersonalData } from './adapters/persistence/matching-personal-data';
import { DinnerGroupOutcomes } from './adapters/persistence/dinner-group-outcomes';
import { DinnerGroupDirectory } from './adapters/persistence/dinner-group-directory';
import { AppConfig } from '../../platform/config/app-config';
import { AiMatcher, NoAiMatcher } from './application/ai-matcher';
import { MatchingConfigSource } from './application/matching-config.source';
import { MatchingEngine } from './application/matching-engine';
import { DefaultMatchingConfigSource } from './adapters/defaults/default-matching-config.source';
import { GeminiAiMatcher } from './adapters/gemini/gemini-ai-matcher';

@Module({
  imports: [IdentityModule],
  providers: [
    DinnerGroupDirectory,
    DinnerGroupOutcomes,
    ...personalDataHolder(MatchingPersonalData),
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
  exports: [DinnerGroupDirectory, DinnerGroupOutcomes, MatchingEngine],
})
export class MatchingModule {}
