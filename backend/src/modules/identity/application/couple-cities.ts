/**
 * Port of identity's language rule: where a couple lives, whose city's default language its
 * members read when they chose none. Bound by couple-profile, which owns the couple's profile
 * and depends on identity, so it cannot be imported here.
 */
export abstract class CoupleCities {
  /** The profile's city and country; null when the couple has no profile. */
  abstract cityOf(coupleId: string): Promise<{ city: string; country: string } | null>;
  /** Each couple's, in one read (a mail to every couple of a reveal); a couple without a profile absent. */
  abstract citiesOf(coupleIds: readonly string[]): Promise<Map<string, { city: string; country: string }>>;
}
