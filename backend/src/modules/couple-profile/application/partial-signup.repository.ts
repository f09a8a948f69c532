/** Wizard data saved when a visitor leaves step 1, keyed by email (any letter case). */
export abstract class PartialSignupRepository {
  /** Creates or replaces the row for this email; answers its id. */
  abstract save(email: string, data: Record<string, unknown>): Promise<string>;
  abstract deleteByEmail(email: string): Promise<void>;
  /** Housekeeping: sign-ups abandoned before the cutoff; answers how many went. */
  abstract deleteUpdatedBefore(cutoff: Date): Promise<number>;
}
