/** Time-based one-time passwords (RFC 6238) as authenticator apps compute them. */
export abstract class OneTimePasswords {
  abstract newSecret(): string;
  /** The `otpauth://` address an authenticator app reads from the QR code. */
  abstract enrolmentAddress(accountName: string, secret: string): string;
  /**
   * The time step (30-second periods since 1970) the code is the one of, when it is the
   * code for `at` or one step either side (clock drift); null when it is not.
   */
  abstract matchingStep(code: string, secret: string, at: Date): number | null;
}
