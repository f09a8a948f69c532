/** What a single-use emailed token proves, and how long it stays valid (DECISIONS.md, Tokens). */
export type TokenPurpose = 'email_verification' | 'magic_link' | 'password_reset' | 'partner_invitation' | 'email_change';

const MINUTE = 60_000;
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  email_verification: 24 * 60 * MINUTE,
  magic_link: 15 * MINUTE,
  password_reset: 60 * MINUTE,
  partner_invitation: 7 * 24 * 60 * MINUTE,
  /** Like a verification link: it proves the new address. */
  email_change: 24 * 60 * MINUTE,
};

/** After verifying, the verification link may sign its owner in once, for this long. */
const AUTO_LOGIN_WINDOW_MS = 15 * MINUTE;

export interface AuthToken {
  id: string;
  purpose: TokenPurpose;
  /** The user the token is for; for a partner invitation, the pending partner. */
  subjectId: string;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  /** When a newer link of the same purpose for the same subject replaced this one. */
  supersededAt: Date | null;
  /** Verification tokens only: when the auto-login that follows verification happened. */
  loginUsedAt: Date | null;
}

export type TokenState = 'usable' | 'expired' | 'used' | 'superseded';

/** A replaced link says so even once past its expiry: "use the latest email" is the useful advice. */
export function tokenState(token: AuthToken, now: Date): TokenState {
  if (token.usedAt) return 'used';
  if (token.supersededAt) return 'superseded';
  return token.expiresAt.getTime() <= now.getTime() ? 'expired' : 'usable';
}

/** A verification token signs in once, shortly after it verified the email. */
export function canAutoLogin(token: AuthToken, now: Date): boolean {
  if (token.purpose !== 'email_verification' || token.loginUsedAt) return false;
  if (!token.usedAt) return tokenState(token, now) === 'usable';
  return now.getTime() - token.usedAt.getTime() < AUTO_LOGIN_WINDOW_MS;
}
