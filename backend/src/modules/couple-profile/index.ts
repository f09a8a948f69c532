export { CoupleProfileModule } from './couple-profile.module';
/** For dinners, matching, support: a couple's profile, city and country, members' first names and interests. */
export { CoupleProfiles } from './application/couple-profiles';
export type { CoupleSummary } from './application/couple-profiles';
export type { StoredCouple } from './domain/couple';
export type { CoupleProfile } from './domain/couple-profile';
export * as ProfileOptions from './domain/profile-options';
