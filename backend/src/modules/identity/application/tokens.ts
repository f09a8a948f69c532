import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { AuthToken, TOKEN_LIFETIME_MS, TokenPurpose, tokenState } from '../domain/auth-token';
import { IdentityErrors } from '../domain/identity-errors';
import { normalizeEmail } from '../../../kernel/email';
import { AuthTokenRepository } from './auth-token.repository';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Random single-use tokens for emailed links; a new one supersedes the earlier unused ones. */
@Injectable()
export class Tokens {
  constructor(
    private readonly tokens: AuthTokenRepository,
    private readonly clock: Clock,
  ) {}

  async issue(purpose: TokenPurpose, subjectId: string, email: string): Promise<IssuedToken> {
    const now = this.clock.now();
    await this.tokens.supersedeUnused(purpose, subjectId, now);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]);
    await this.tokens.create({ purpose, subjectId, email: normalizeEmail(email), tokenHash: hashToken(token), expiresAt });
    return { token, expiresAt };
  }

  find(purpose: TokenPurpose, token: string): Promise<AuthToken | null> {
    return this.tokens.findByHash(purpose, hashToken(token));
  }

  /**
   * The usable token behind a link (for this email when the link carries one), else the
   * purpose's error, each with its own code: 400 unknown or used, 410 expired or superseded.
   */
  async findUsable(purpose: TokenPurpose, token: string, email?: string): Promise<AuthToken> {
    const texts = TOKEN_TEXTS[purpose];
    const found = await this.find(purpose, token);
    if (!found || (email !== undefined && found.email !== normalizeEmail(email))) throw IdentityErrors.invalidToken(texts.invalid);
    const state = tokenState(found, this.clock.now());
    if (state === 'used') throw IdentityErrors.usedToken(texts.used);
    if (state === 'superseded') throw IdentityErrors.supersededToken(texts.superseded);
    if (state === 'expired') throw IdentityErrors.expiredToken(texts.expired);
    return found;
  }

  /** Uses the token once; a second request racing for it gets the 'used' error. */
  async redeem(purpose: TokenPurpose, token: string, email?: string): Promise<AuthToken> {
    const found = await this.findUsable(purpose, token, email);
    if (!(await this.tokens.markUsed(found.id, this.clock.now()))) throw IdentityErrors.usedToken(TOKEN_TEXTS[purpose].used);
    return found;
  }

  /** The subject's latest link of this purpose that still works, if any (a pending email change). */
  findLatestUsable(purpose: TokenPurpose, subjectId: string): Promise<AuthToken | null> {
    return this.tokens.findLatestUsable(purpose, subjectId, this.clock.now());
  }

  /** Withdraws the subject's unused links of these purposes: opening one then reads as invalid. */
  withdrawUnused(purposes: TokenPurpose[], subjectId: string): Promise<void> {
    return this.tokens.deleteUnused(purposes, subjectId);
  }

  markLoginUsed(token: AuthToken): Promise<boolean> {
    return this.tokens.markLoginUsed(token.id, this.clock.now());
  }
}

export interface TokenTexts {
  invalid: string;
  expired: string;
  used: string;
  superseded: string;
}

const REPLACED = 'This link was replaced by a newer one. Use the latest email we sent you.';

export const TOKEN_TEXTS: Record<TokenPurpose, TokenTexts> = {
  email_verification: {
    invalid: 'Invalid verification link. Please request a new one.',
    expired: 'This verification link has expired. Please request a new one.',
    used: 'This verification link has already been used.',
    superseded: REPLACED,
  },
  magic_link: {
    invalid: 'Invalid or expired login link',
    expired: 'This login link has expired. Please request a new one.',
    used: 'This login link has already been used. Please request a new one.',
    superseded: REPLACED,
  },
  password_reset: {
    invalid: 'Invalid or expired reset link. Please request a new one.',
    expired: 'This password reset link has expired. Please request a new one.',
    used: 'This password reset link has already been used. Please request a new one.',
    superseded: REPLACED,
  },
  partner_invitation: {
    invalid: 'Your invitation link is invalid or expired.',
    expired: 'This invitation has expired. Please ask your partner to send a new one.',
    used: 'This invitation has already been used. Please log in instead.',
    superseded: 'This invitation was replaced by a newer one. Use the latest invitation email we sent you.',
  },
  email_change: {
    invalid: 'This email change link is not valid, or the change was cancelled. You can start again from your settings.',
    expired: 'This email change link has expired. You can request a new one from your settings.',
    used: 'This email change link has already been used.',
    superseded: REPLACED,
  },
};
