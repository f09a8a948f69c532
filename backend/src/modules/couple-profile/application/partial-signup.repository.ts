/**
 * Wizard data saved when a visitor leaves step 1, keyed by email (any letter case) and bound
 * to the browser that saved it first (the hash of a random token that browser holds).
 */
export abstract class PartialSignupRepository {
  /**
   * Creates the row for this email bound to this browser, or replaces the data of the row
   * this browser saved; answers its id, or null when another browser saved this email.
   */
  abstract save(email: string, browserTokenHash: string, data: Record<string, unknown>): Promise<string | null>;
  abstract deleteByEmail(email: string): Promise<void>;
  /** Housekeeping: sign-ups abandoned before the cutoff; answers how many went. */
  abstract deleteUpdatedBefore(cutoff: Date): Promise<number>;
}
