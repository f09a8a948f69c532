/** Time-based one-time passwords (RFC 6238) as authenticator apps compute them. */
export abstract class OneTimePasswords {
  abstract newSecret(): string;
  /** The `otpauth://` address an authenticator app reads from the QR code. */
  abstract enrolmentAddress(accountName: string, secret: string): string;
  /** Whether the code is the one for `at` (or one step either side, for clock drift). */
  abstract isValid(code: string, secret: string, at: Date): boolean;
}
