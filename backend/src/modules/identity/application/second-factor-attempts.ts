/** Counts second-factor code attempts per admin, so codes cannot be guessed by trying them all. */
export abstract class SecondFactorAttempts {
  /** Counts one attempt; false once the admin has used up the attempts of the window. */
  abstract allow(userId: string): Promise<boolean>;
}
