export { MatchingModule } from './matching.module';
/** Matching runs and the admin's group management, registered with the Nest module binding MatchingDinners (dinners). */
export { MatchingAdminModule } from './matching-admin.module';
export { MatchingDinners } from './application/matching-dinners';
export type { DinnerToMatch, PaidBooking, PastDinner, ReviewRatings } from './application/matching-dinners';
export type { SeatChange } from './domain/seat-changes';
export { RunMatching } from './application/run-matching';
export type { MatchingRunReport } from './application/run-matching';
export { MatchingEngine } from './application/matching-engine';
export type { MatchedGroup, MatchingOutcome, MatchingRequest } from './application/matching-engine';
export { MatchingConfigSource } from './application/matching-config.source';
export { AiMatcher, NoAiMatcher } from './application/ai-matcher';
export { DefaultMatchingConfigSource } from './adapters/defaults/default-matching-config.source';
export type { MatchCouple, MatchPerson } from './domain/match-couple';
export { analysePair } from './domain/pair-analysis';
export { NO_HISTORY } from './domain/dining-history';
export type { DiningHistory, ReportedPair, RestaurantRating, SharedTable } from './domain/dining-history';
/** Bound by safety, which owns the reports: the pairs a report keeps apart. */
export { ReportedPairs } from './application/reported-pairs';
export type { FactorScore, PairCompatibility } from './domain/compatibility';
export { resolveMatchingSettings } from './domain/matching-parameters';
export type { MatchingSettings } from './domain/matching-parameters';
export { MATCHING_ALGORITHMS } from './domain/matching-algorithm';
export type { MatchingAlgorithm } from './domain/matching-algorithm';
export { MATCHING_PARAMETERS, InvalidMatchingParameterError } from './domain/matching-parameters';
export type { MatchingParameterDefinition, ParameterDataType, StoredMatchingParameter } from './domain/matching-parameters';
/** For the admin dinner history and analytics: groups, seats and compatibility per dinner. */
export { DinnerGroupOutcomes } from './application/dinner-group-outcomes';
export type { DinnerTable } from './application/dinner-group-outcomes';
/** For the dinner's operations page: its matching runs. */
export { DinnerMatchingRuns } from './application/dinner-matching-runs';
export type { MatchingRunEntry } from './application/dinner-matching-runs';
/** For dinners (the reveal shows a couple's group) and demo data. */
export { DinnerGroups } from './application/dinner-groups';
export type { DinnerGroupSeat, MatchSummary, NewDinnerGroup } from './application/dinner-group-store';
export type { Icebreakers, IcebreakerSource } from './domain/icebreakers';
export { ICEBREAKER_SOURCES } from './domain/icebreakers';
