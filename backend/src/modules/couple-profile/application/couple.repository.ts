import { StoredCouple } from '../domain/couple';
import { CoupleProfile } from '../domain/couple-profile';

export abstract class CoupleRepository {
  /** The couple and its profile, together. */
  abstract create(profile: CoupleProfile): Promise<StoredCouple>;
  abstract findById(id: string): Promise<StoredCouple | null>;
  /** Only the city and country of the couple's profile: read on every dinner list, so one narrow query. */
  abstract locationOf(id: string): Promise<{ city: string; country: string } | null>;
  /** Each couple's city and country in one read, by couple id (a couple without a profile absent). */
  abstract locationsOf(ids: readonly string[]): Promise<Map<string, { city: string; country: string }>>;
  /** Replaces the couple's profile; null when there is no such couple. */
  abstract updateProfile(id: string, profile: CoupleProfile): Promise<StoredCouple | null>;
  /** The couples among `ids` that have a profile. */
  abstract findByIds(ids: readonly string[]): Promise<StoredCouple[]>;
  /** Only the interests (ideal social outings) of the couples among `ids` that have a profile, by couple id. */
  abstract interestsOf(ids: readonly string[]): Promise<Map<string, string[]>>;
}
