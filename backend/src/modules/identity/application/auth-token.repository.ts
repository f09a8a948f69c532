import { AuthToken, TokenPurpose } from '../domain/auth-token';

export interface NewAuthToken {
  purpose: TokenPurpose;
  subjectId: string;
  email: string;
  tokenHash: string;
  expiresAt: Date;
}

/** Tokens are stored only as hashes; the raw value exists only in the email. */
export abstract class AuthTokenRepository {
  abstract create(token: NewAuthToken): Promise<void>;
  abstract findByHash(purpose: TokenPurpose, tokenHash: string): Promise<AuthToken | null>;
  /** Marks the token used; false when another request used it first. */
  abstract markUsed(id: string, at: Date): Promise<boolean>;
  abstract markLoginUsed(id: string, at: Date): Promise<boolean>;
  /**
   * Marks every still-unused token of this purpose for this subject as replaced: an earlier
   * link then reads "replaced by a newer one", neither "expired" nor "already used" (which
   * would tell an invited partner, who has no account yet, to log in).
   */
  abstract supersedeUnused(purpose: TokenPurpose, subjectId: string, at: Date): Promise<void>;
  /** The newest token of this purpose for this subject that is neither used, replaced nor expired. */
  abstract findLatestUsable(purpose: TokenPurpose, subjectId: string, now: Date): Promise<AuthToken | null>;
  abstract deleteUnused(purposes: TokenPurpose[], subjectId: string): Promise<void>;
  /** Housekeeping: tokens past their expiry, used or not, are of no further use; answers how many went. */
  abstract deleteExpired(now: Date): Promise<number>;
}
